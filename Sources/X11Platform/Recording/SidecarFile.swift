// Writing a recording's sidecar JSON with errors that name it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Writes a recording's sidecar (`clip.mp4.json`, `frames/recording.json`) to its temporary name with
/// POSIX calls, so that a failure says which sidecar and why — "no space left on device" — instead of
/// Foundation's `Error Domain=NSCocoaErrorDomain Code=640`, which names neither.
enum SidecarFile {
    /// Writes `data` to `temporary`, the sidecar's name until the recording is renamed into place.
    /// On failure the temporary is removed and the error names `output.sidecarPath`.
    static func save(_ data: Data, to temporary: String, for output: RecordingOutput) throws {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(errno, output) }
        var code: Int32 = 0
        let bytes = [UInt8](data)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                code = errno
                break
            }
            offset += n
        }
        if close(fd) != 0, code == 0 { code = errno }
        guard code == 0 else {
            unlink(temporary)
            throw failure(code, output)
        }
    }

    private static func failure(_ code: Int32, _ output: RecordingOutput) -> RecordingError {
        let reason = String(cString: strerror(code))
        return RecordingError("\(output.path): cannot write the sidecar \(output.sidecarPath): "
            + reason.prefix(1).lowercased() + reason.dropFirst() + "; nothing was written")
    }
}
