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
/// The file is replaced when recording starts: the user asked for a new script under that name. It
/// is replaced in one step (`AtomicFile`): the comment lines go into a temporary beside it, which
/// then takes the name and goes on growing there; if even the comment cannot be written (a full
/// disk), `init` throws and the old file stays as it was. (`InputScriptWriter.save(to:)` is the
/// whole-or-nothing way, for a script written at once.) A device or pipe is written directly.
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
    private let file: AtomicFile
    /// Lines of `writer` already in the file, and the file's length after the last one.
    private var linesWritten = 0
    private var length: off_t = 0

    /// Replaces `path` with a script holding `comment` as its first `#` lines. Throws an
    /// `InputScriptError` naming the file and saying why, in words, when it cannot be created.
    public convenience init(path: String, comment: String? = nil) throws {
        try self.init(path: path, writer: InputScriptWriter(comment: comment))
    }

    /// Replaces `path` with a script that starts with `writer`'s lines and grows as it records.
    public init(path: String, writer: InputScriptWriter) throws {
        self.path = path
        self.writer = writer
        file = AtomicFile(path: path)
        do {
            try file.create()
            try writeNewLines()
            try file.commit(keepingOpen: true)
        } catch {
            throw InputScriptError(writeError: path, reason: error.reason)
        }
    }

    /// Records `event` and writes its line.
    public func record(_ event: PlatformEvent) {
        let before = writer.lines.count
        writer.record(event)
        eventCount += writer.lines.count - before
        guard file.descriptor >= 0, failure == nil else { return }
        do {
            try writeNewLines()
        } catch {
            failure = InputScriptError(writeError: path, reason: error.reason).description
        }
    }

    /// Closes the file; later events are no longer written.
    public func close() {
        file.close()
    }

    /// Writes the lines not yet in the file, each with one `write`. When one fails the file is cut
    /// back to the line before: no half line, so the file stays a valid script.
    private func writeNewLines() throws(FileWriteError) {
        while linesWritten < writer.lines.count {
            let bytes = Array((writer.lines[linesWritten] + "\n").utf8)
            do {
                try file.write(bytes)
            } catch {
                _ = ftruncate(file.descriptor, length)
                throw error
            }
            length += off_t(bytes.count)
            linesWritten += 1
        }
    }
}
