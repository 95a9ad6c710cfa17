#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// The step that makes the new content the target's, and the sync that makes it last.
extension AtomicFile {
    /// Renames the temporary over the target; a directory replaces a directory (or a link to one)
    /// as a whole.
    func replaceTarget() throws(FileWriteError) {
        if madeDirectory, let kind = Self.kind(of: path, followingLinks: false), kind == S_IFDIR || kind == S_IFLNK {
            try replaceDirectory()
            return
        }
        if Self.isStream(path) {
            // Only a temporary filled by path gets here (`create()` writes a device in place).
            throw FileWriteError(path: path, step: .replace, code: EEXIST,
                                 reason: "it is a device or a pipe, which a finished file cannot replace")
        }
        guard rename(temporaryPath, path) == 0 else { throw FileWriteError(path: path, step: .replace, code: errno) }
    }

    /// Puts the temporary directory in the target's place and removes the old one: exchanged in one
    /// step where the system can (`DirectoryExchange`); elsewhere in two renames — the old directory
    /// moves aside only once the new one is complete, and moves back if the new one cannot take its
    /// place, so a failure never loses it. `exchange` is replaceable so tests can take the fallback.
    func replaceDirectory(exchange: (String, String) -> Int32 = DirectoryExchange.exchange) throws(FileWriteError) {
        let code = exchange(temporaryPath, path)
        if code == 0 {
            // The old directory now has the temporary's name.
            try? FileManager.default.removeItem(atPath: temporaryPath)
            return
        }
        guard code == EINVAL || code == ENOSYS else { throw FileWriteError(path: path, step: .replace, code: code) }
        let old = temporaryPath + ".old"
        guard rename(path, old) == 0 else { throw FileWriteError(path: path, step: .replace, code: errno) }
        guard rename(temporaryPath, path) == 0 else {
            let failure = errno
            _ = rename(old, path)
            throw FileWriteError(path: path, step: .replace, code: failure)
        }
        try? FileManager.default.removeItem(atPath: old)
    }

    /// Syncs the target's directory, so that the rename survives a power cut. A directory that
    /// cannot be opened for reading, or a file system that cannot sync one (`EINVAL`), is not an
    /// error: the new file is in place either way.
    func syncDirectory() throws(FileWriteError) {
        let fd = openFile(Self.directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
        guard fd >= 0 else { return }
        defer { _ = closeFile(fd) }
        guard fsync(fd) == 0 || errno == EINVAL else { throw FileWriteError(path: path, step: .sync, code: errno) }
    }
}
