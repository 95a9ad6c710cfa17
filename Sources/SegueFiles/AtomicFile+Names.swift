#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Where the temporary goes, and what kind of file a path names.
extension AtomicFile {
    /// `.NAME.segue-PID.tmp` in the directory of `path`: on the same file system (so the final
    /// rename is one step), hidden, and the process's own. `StaleTemporaries` reads the PID back.
    public static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).segue-\(getpid()).tmp").path
    }

    /// The directory that holds `path`, absolute: where the temporary is made, and what an error
    /// names when the temporary cannot be made there.
    public static func directory(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    /// Whether `path` (its links followed) is a device, pipe or socket: written in place, never
    /// replaced.
    static func isStream(_ path: String) -> Bool {
        guard let kind = kind(of: path, followingLinks: true) else { return false }
        return kind == S_IFCHR || kind == S_IFBLK || kind == S_IFIFO || kind == S_IFSOCK
    }

    /// The `S_IFMT` bits of `path`'s mode, or nil when nothing is there.
    static func kind(of path: String, followingLinks: Bool) -> mode_t? {
        var info = stat()
        let found = followingLinks ? stat(path, &info) : lstat(path, &info)
        return found == 0 ? info.st_mode & S_IFMT : nil
    }
}
