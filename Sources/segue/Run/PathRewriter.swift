import Foundation
import Synchronization

/// Copies a child's output to one of this process's streams line by line as it comes, with the
/// package's linked folders replaced by the real ones: SwiftPM names a source by the link it was
/// reached through, and the user should read (and click) their own file's path.
nonisolated final class PathRewriter: Sendable {
    private let replacements: [(from: String, to: String)]
    /// The user's folder, with a trailing slash: errors elsewhere are in the code `segue` wrote.
    private let userFolder: String
    private let errorsOutsideUserFolder = Mutex(0)
    private let lines = Mutex<[String]>([])

    /// `replacements`: each link's path, with a trailing slash, and what it points to.
    init(_ replacements: [(from: String, to: String)], userFolder: String) {
        self.replacements = replacements
        self.userFolder = userFolder
    }

    /// Whether the compiler found errors only in the code `segue` wrote around the prototype — what
    /// a `root` that is no view controller gives.
    var sawErrorsOnlyOutsideUserFolder: Bool { errorsOutsideUserFolder.withLock { $0 } > 0 }

    /// Everything rewritten so far, in order: the compiler's output as the user read it (what
    /// `segue run --watch` shows over the app when a build fails).
    var transcript: String { lines.withLock { $0.joined() } }

    func rewrite(_ line: String) -> String {
        let rewritten = replacements.reduce(line) { $0.replacingOccurrences(of: $1.from, with: $1.to) }
        lines.withLock { $0.append(rewritten.hasSuffix("\n") ? rewritten : rewritten + "\n") }
        if rewritten.hasPrefix(userFolder), rewritten.contains(": error: ") {
            errorsOutsideUserFolder.withLock { $0 = -1 }
        } else if rewritten.hasPrefix("/"), rewritten.contains(": error: ") {
            errorsOutsideUserFolder.withLock { if $0 >= 0 { $0 += 1 } }
        }
        return rewritten
    }

    /// Reads `pipe` to its end on a thread of its own, writing each rewritten line to `output`;
    /// `done` is signalled at the end.
    func pump(_ pipe: Pipe, to output: FileHandle, done: DispatchSemaphore) {
        let reader = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            var pending = Data()
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[pending.startIndex...newline], as: UTF8.self)
                    output.write(Data(rewrite(line).utf8))
                    pending.removeSubrange(pending.startIndex...newline)
                }
            }
            if !pending.isEmpty { output.write(Data(rewrite(String(decoding: pending, as: UTF8.self)).utf8)) }
            done.signal()
        }
    }
}
