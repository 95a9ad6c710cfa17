import Foundation

/// Why playback stopped, pointing at the script line that could not be played:
/// `panel.txt:4:1: tap: no visible view with accessibility identifier or label "Close" in the key window`.
///
/// A script can be well formed and still not fit the app it drives (a tap on a view that is not
/// there, an animation that never ends); `ScriptPlayer.advance(to:)` cannot throw from inside a
/// frame loop, so it records this and stops.
public struct ScriptPlaybackError: Error, CustomStringConvertible, Equatable {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    init(at location: ScriptLocation, _ message: String) {
        self.init(file: location.file, line: location.line, column: location.column, message: message)
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}
