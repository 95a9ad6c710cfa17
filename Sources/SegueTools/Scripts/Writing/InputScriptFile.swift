// An input script written to its file line by line as it is recorded, so nothing recorded is lost.

import Foundation
import SegueFiles
import UIKit

/// `segue demo --record-input FILE`: an `InputScriptWriter` whose every line reaches the file the
/// moment it is recorded.
///
/// Why not write the script at the end: the end may never come. The X server can go away, the
/// process can crash or be killed, and everything the user did would be lost. Here each line is one
/// `write` of a whole line (no buffer in this process), so at any moment the file is a valid script
/// of everything recorded so far. If a write fails (a full disk) the file is cut back to its last
/// whole line, recording to it stops, and `failure` says why.
///
/// The file is replaced when recording starts: the user asked for a new script under that name.
/// (`InputScriptWriter.save(to:)` is the whole-or-nothing way, for a script written at once.)
///
/// ```swift
/// let file = try InputScriptFile(path: "in.txt", comment: "Recorded by segue demo")
/// app.eventObservers.append { file.record($0) }
/// …
/// file.close()
/// ```
public final class InputScriptFile {
    public let path: String
    public let writer: InputScriptWriter
    /// Why the file stopped growing (a write failed), or nil.
    public private(set) var failure: String?
    /// Events written so far.
    public private(set) var eventCount = 0
    private var descriptor: Int32
    /// Lines of `writer` already in the file, and the file's length after the last one.
    private var linesWritten = 0
    private var length: off_t = 0

    /// Creates (or empties) `path` and writes `comment` as the script's first `#` lines. Throws an
    /// `InputScriptError` naming the file and saying why, in words, when it cannot be created.
    public init(path: String, comment: String? = nil) throws {
        self.path = path
        writer = InputScriptWriter(comment: comment)
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            throw InputScriptError(writeError: path, reason: code == ENOENT ? "the directory \(directory) does not exist"
                                                                            : FileProblem.words(for: code))
        }
        writeNewLines()
    }

    deinit {
        close()
    }

    /// Records `event` and writes its line.
    public func record(_ event: PlatformEvent) {
        let before = writer.lines.count
        writer.record(event)
        eventCount += writer.lines.count - before
        writeNewLines()
    }

    /// Closes the file; later events are no longer written.
    public func close() {
        guard descriptor >= 0 else { return }
        _ = Foundation.close(descriptor)
        descriptor = -1
    }

    private func writeNewLines() {
        guard descriptor >= 0, failure == nil else { return }
        while linesWritten < writer.lines.count {
            let bytes = Array((writer.lines[linesWritten] + "\n").utf8)
            if let error = writeAll(bytes) {
                // No half line: the file stays a valid script of the lines before.
                _ = ftruncate(descriptor, length)
                failure = InputScriptError(writeError: path, reason: FileProblem.words(for: error)).description
                return
            }
            length += off_t(bytes.count)
            linesWritten += 1
        }
    }

    /// Writes all of `bytes`; the errno of the failure, or nil.
    private func writeAll(_ bytes: [UInt8]) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return nil
    }
}
