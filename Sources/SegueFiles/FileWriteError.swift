#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// An `AtomicFile` could not be written: which file, and why in words, e.g.
/// `"shots/panel.png: cannot write: the directory /home/ann/shots does not exist"`.
///
/// Why its own type: every writer (PNG, recording, script, report) wraps it in its own error with
/// its own sentence, and needs the parts — the path the user named, the `errno`, the words — rather
/// than one finished string. The words name what the user can fix: the directory for a missing or
/// read-only directory (the temporary is made there), "it is a directory" for a target that is one.
public struct FileWriteError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What was being done when the call failed; it decides which words fit the `errno`.
    public enum Step: String, Sendable {
        /// Creating the temporary beside the target (or opening a device target).
        case create
        /// Writing bytes.
        case write
        /// `fsync` of the file, or of the directory after the rename.
        case sync
        /// Renaming the temporary over the target.
        case replace
    }

    /// The target, as the caller named it.
    public let path: String
    public let step: Step
    /// The `errno` of the call that failed.
    public let code: Int32
    /// Why, in words; no path of its own except the directory when the directory is the problem.
    public let reason: String

    /// The words for `code` at `step`.
    public init(path: String, step: Step, code: Int32) {
        self.init(path: path, step: step, code: code,
                  reason: Self.words(for: code, step: step, directory: AtomicFile.directory(of: path)))
    }

    /// Words of the caller's own, where the `errno` alone would mislead (a device as the target).
    public init(path: String, step: Step, code: Int32, reason: String) {
        self.path = path
        self.step = step
        self.code = code
        self.reason = reason
    }

    public var description: String { "\(path): cannot write: \(reason)" }

    private static func words(for code: Int32, step: Step, directory: String) -> String {
        switch (step, code) {
        case (.create, ENOENT): return "the directory \(directory) does not exist"
        case (.create, EACCES), (.create, EPERM), (.replace, EACCES), (.replace, EPERM):
            return "permission denied in \(directory)"
        case (.replace, EISDIR): return "it is a directory"
        case (.replace, ENOTEMPTY), (.replace, EEXIST): return "it is a directory that is not empty"
        case (.replace, ENOTDIR): return "it is a file, not a directory"
        default: return FileProblem.words(for: code)
        }
    }
}
