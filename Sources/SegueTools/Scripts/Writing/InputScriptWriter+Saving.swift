import Foundation
import SegueFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Saving a recorded script: whole or not at all, and when not, a message that says which file and
/// why in Segue's words.
extension InputScriptWriter {
    /// Writes `text` to `path`: into a hidden temporary beside it (`.name.segue-PID.tmp`, on the same
    /// file system), flushed to the disk, then renamed over `path`, so a failure — a full disk, a
    /// directory that went away — leaves whatever was at `path` before and no temporary.
    ///
    /// Throws an `InputScriptError` with line 0: `path: cannot write input script: no space left on
    /// the disk`.
    public func save(to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).segue-\(getpid()).tmp").path
        func failure(_ code: Int32) -> InputScriptError {
            let reason: String
            switch code {
            case ENOENT: reason = "the directory \(directory) does not exist"
            case EACCES, EPERM: reason = "permission denied in \(directory)"
            default: reason = FileProblem.words(for: code)
            }
            return InputScriptError(writeError: path, reason: reason)
        }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(errno) }
        var written = true
        var code: Int32 = 0
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                written = false
                code = errno
                break
            }
            offset += n
        }
        // A full disk may only show when the data reaches it.
        if written, fsync(fd) != 0 { written = false; code = errno }
        if close(fd) != 0, written { written = false; code = errno }
        if written, rename(temporary, path) != 0 { written = false; code = errno }
        guard written else {
            unlink(temporary)
            throw failure(code)
        }
    }
}
