import Foundation

/// What is wrong with a script, and where: `file:line:column: message`, the form editors and
/// terminals turn into a link. Lines and columns count from 1; columns count characters.
///
/// The message says what was found and what was expected there:
/// `panel.txt:3:16: bad duration "0.5sec"; expected a number of seconds like 0.5s or 500ms`.
public struct InputScriptError: Error, CustomStringConvertible, Equatable {
    public let file: String
    /// 1-based; 0 when the file itself could not be read or written.
    public let line: Int
    /// 1-based, in characters; 0 when the file itself could not be read or written.
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// A file that could not be read has no line to point at.
    init(fileError path: String, reason: String) {
        self.init(file: path, line: 0, column: 0, message: "cannot read input script: \(reason)")
    }

    /// Nor has one that could not be written.
    init(writeError path: String, reason: String) {
        self.init(file: path, line: 0, column: 0, message: "cannot write input script: \(reason)")
    }

    /// Whether the file as a whole failed (it could not be read or written), rather than a line in it.
    public var isFileError: Bool { line == 0 }

    public var description: String {
        line == 0 ? "\(file): \(message)" : "\(file):\(line):\(column): \(message)"
    }
}
