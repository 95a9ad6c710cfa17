import Foundation

/// Where an action was written, so playback failures point back into the script like parse errors.
public struct ScriptLocation: Equatable, Sendable, CustomStringConvertible {
    public let file: String
    /// 1-based.
    public let line: Int
    /// 1-based, in characters.
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
