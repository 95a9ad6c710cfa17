import Foundation
import SegueFiles

/// Saving a recorded script: whole or not at all, and when not, a message that says which file and
/// why in Segue's words.
extension InputScriptWriter {
    /// Writes `text` to `path` with `AtomicFile`: into a hidden temporary beside it
    /// (`.name.segue-PID.tmp`, on the same file system), synced to the disk, then renamed over
    /// `path`, so a failure — a full disk, a directory that went away — leaves whatever was at `path`
    /// before and no temporary.
    ///
    /// Throws an `InputScriptError` with line 0: `path: cannot write input script: no space left on
    /// the disk`.
    public func save(to path: String) throws {
        do {
            try AtomicFile.write(Array(text.utf8), to: path)
        } catch let error as FileWriteError {
            throw InputScriptError(writeError: path, reason: error.reason)
        }
    }
}
