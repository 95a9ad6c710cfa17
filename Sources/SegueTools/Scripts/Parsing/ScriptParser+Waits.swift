import Foundation

/// `wait DURATION` and `wait until idle [timeout DURATION]`.
extension ScriptParser {
    /// How long `wait until idle` waits for animations to end before playback fails: long enough for
    /// any transition, short enough that a never-ending animation stops a recording with a message.
    static let defaultIdleTimeout: TimeInterval = 10

    func parseWait(_ reader: inout ScriptLineReader) throws -> ScriptAction.Kind {
        guard reader.take("until") else { return .wait(try reader.duration("the wait")) }
        try reader.expect("idle", "after \"wait until\"")
        guard reader.take("timeout") else { return .waitUntilIdle(timeout: Self.defaultIdleTimeout) }
        return .waitUntilIdle(timeout: try reader.duration("the timeout"))
    }
}
