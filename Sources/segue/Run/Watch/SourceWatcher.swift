import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells `segue run --watch` when a prototype's source was saved, through inotify: a wait that costs
/// nothing while nothing changes, and sees every way an editor saves (writing the file in place,
/// or writing a temporary and renaming it over the file).
nonisolated final class SourceWatcher {
    private let descriptor: Int32
    /// Each watched folder by its watch descriptor, relative to the root ("" for the root).
    private var folders: [Int32: String] = [:]
    private let root: URL
    private let recursive: Bool
    private let accepts: (String) -> Bool

    private static let mask: UInt32 = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)

    /// Watches `root` (and, when `recursive`, every folder under it that is not hidden) for files
    /// whose path relative to `root` `accepts` takes.
    init(root: URL, recursive: Bool, accepts: @escaping (String) -> Bool) throws {
        self.root = root
        self.recursive = recursive
        self.accepts = accepts
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else {
            throw PrototypeError("cannot watch \(root.path) for changes: \(String(cString: strerror(errno))); run without --watch")
        }
        try watch("")
        if recursive {
            for folder in Self.subfolders(of: root) { try watch(folder) }
        }
    }

    deinit { close(descriptor) }

    private func watch(_ relative: String) throws {
        let path = relative.isEmpty ? root.path : root.appendingPathComponent(relative).path
        let wd = inotify_add_watch(descriptor, path, Self.mask)
        guard wd >= 0 else {
            throw PrototypeError("cannot watch \(path) for changes: \(String(cString: strerror(errno))); run without --watch")
        }
        folders[wd] = relative
    }

    /// Waits up to `timeout` seconds; true when a watched file changed (everything that arrived
    /// meanwhile is read, so one save is one change).
    func waitForChange(timeout: TimeInterval) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, min(timeout, 3600)) * 1000)
        guard poll(&poller, 1, milliseconds) > 0 else { return false }
        return readChanges()
    }

    /// Reads what is queued; true when a watched file is among it.
    private func readChanges() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return changed }
            var offset = 0
            while offset + 16 <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                offset += 16 + length
                guard let folder = folders[wd], !name.isEmpty, !name.hasPrefix(".") else { continue }
                let relative = folder.isEmpty ? name : folder + "/" + name
                if mask & UInt32(IN_ISDIR) != 0 {
                    // A new folder in a watched tree: watch it too (its files arrive with the next change).
                    if recursive, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { try? watch(relative) }
                    continue
                }
                if accepts(relative) { changed = true }
            }
        }
    }

    /// Every folder under `root`, relative to it, hidden ones (and what is in them) skipped.
    private static func subfolders(of root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                          options: [.skipsHiddenFiles]) else { return [] }
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        var found: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            let path = url.path
            if path.hasPrefix(base) { found.append(String(path.dropFirst(base.count))) }
        }
        return found
    }
}
