import Foundation

/// A whole file in one call: the common case, where the content is known or one writer makes it.
extension AtomicFile {
    /// Writes `bytes` to `path`, replacing what was there only once all of them are on the disk.
    /// Throws `FileWriteError`.
    public static func write(_ bytes: some ContiguousBytes, to path: String) throws {
        try write(to: path) { try $0.write(bytes) }
    }

    /// Creates the temporary, lets `fill` write it through the file's `descriptor` (or its
    /// `write`), and commits it. If `fill` throws, its error comes out, the temporary is removed and
    /// the target is untouched. `fill` must not close the descriptor (`dup` it for `fdopen`).
    public static func write(to path: String, _ fill: (AtomicFile) throws -> Void) throws {
        let file = AtomicFile(path: path)
        try file.create()
        do {
            try fill(file)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }
}
