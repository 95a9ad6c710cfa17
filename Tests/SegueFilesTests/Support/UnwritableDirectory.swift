import Foundation

/// Makes a directory refuse new entries, as a read-only directory does: mode 555, and for root —
/// whom modes do not stop — the immutable attribute as well (`chattr +i`, which needs
/// CAP_LINUX_IMMUTABLE). Tests that need one run only where this works (`isAvailable`).
enum UnwritableDirectory {
    /// Whether a directory can be made unwritable here, tried once on a scratch directory.
    static let isAvailable: Bool = {
        guard let scratch = try? ScratchDirectory() else { return false }
        defer { unlock(scratch.path); scratch.remove() }
        return lock(scratch.path) && !FileManager.default.createFile(atPath: scratch.file("probe"), contents: nil)
    }()

    /// Locks `path`; false when it could not be done.
    @discardableResult
    static func lock(_ path: String) -> Bool {
        guard chmod(path, 0o555) == 0 else { return false }
        return geteuid() != 0 || chattr("+i", path)
    }

    static func unlock(_ path: String) {
        if geteuid() == 0 { _ = chattr("-i", path) }
        _ = chmod(path, 0o755)
    }

    private static func chattr(_ flag: String, _ path: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
