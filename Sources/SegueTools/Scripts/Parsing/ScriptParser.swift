import Foundation

/// Turns script text into actions, one line at a time, and lays them on the script's timeline:
/// each action starts where the previous one ended, or at the time an `at T` prefix gives, which may
/// not go back before that. Every number is checked against `ScriptLimits` where it is read, and the
/// timeline may not run past `ScriptLimits.longestScript`.
///
/// The grammar, action by action, is in `docs/INPUT-SCRIPTS.md`; each `parse…` function below reads
/// one action's words after its keyword.
struct ScriptParser {
    let file: String

    /// The action keywords, in the order error messages list them.
    static let actionWords = ["move", "press", "release", "drag", "fling", "tap", "key", "keydown", "keyup",
                              "type", "scroll", "cancel", "hold", "wait"]

    func parse(_ text: String) throws -> [ScriptAction] {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        var actions: [ScriptAction] = []
        var clock: TimeInterval = 0
        for (i, line) in lines.enumerated() {
            let tokens = try ScriptTokenizer(file: file, line: i + 1).tokens(in: line)
            guard !tokens.isEmpty else { continue }
            var reader = ScriptLineReader(tokens: tokens, file: file, line: i + 1)
            let start = try startTime(&reader, clock: clock)
            let keyword = try reader.next(expecting: "an action (\(Self.actionList))")
            let kind = try parseAction(keyword, &reader)
            try reader.finish()
            let end = start + kind.duration
            // Each number is within its limit, but a line can still end past the longest script.
            guard end <= ScriptLimits.longestScript else {
                throw reader.error("this \(keyword.text.lowercased()) would end at \(ScriptValueFormat.seconds(end)) s, "
                                   + "after \(ScriptValueFormat.number(ScriptLimits.longestScript)) s, the longest a script "
                                   + "may run (the longest recording); expected the script to end by then", at: keyword)
            }
            actions.append(ScriptAction(kind: kind, time: start,
                                        location: ScriptLocation(file: file, line: i + 1, column: keyword.column)))
            clock = end
        }
        return actions
    }

    static var actionList: String {
        actionWords.dropLast().joined(separator: ", ") + " or " + actionWords.last!
    }

    /// Reads an optional `at T` prefix; without one the action starts at `clock`.
    private func startTime(_ reader: inout ScriptLineReader, clock: TimeInterval) throws -> TimeInterval {
        guard reader.take("at") else { return clock }
        guard let token = reader.peek() else {
            throw reader.errorAtEnd("expected a time after \"at\", like at 1.25, found the end of the line")
        }
        let time = try reader.time("a time after \"at\"")
        // A microsecond of slack: written times are rounded to microseconds.
        guard time >= clock - 1e-6 else {
            let earliest = ScriptValueFormat.seconds(clock)
            throw reader.error("time \(token.quotedForMessage) is before the previous action ends; expected at least \(earliest)",
                               at: token)
        }
        return max(time, clock)
    }

    private func parseAction(_ keyword: ScriptToken, _ reader: inout ScriptLineReader) throws -> ScriptAction.Kind {
        guard keyword.kind == .word else {
            throw reader.error("expected an action (\(Self.actionList)), found \(keyword.quotedForMessage)", at: keyword)
        }
        switch keyword.text.lowercased() {
        case "move": return try parseMove(&reader)
        case "press": return try parsePressOrRelease(&reader, isPress: true)
        case "release": return try parsePressOrRelease(&reader, isPress: false)
        case "drag": return try parseDrag(&reader)
        case "fling": return try parseFling(&reader)
        case "tap": return try parseTap(&reader)
        case "key": return .key(try parseKey(&reader))
        case "keydown": return .keyDown(try parseKey(&reader))
        case "keyup": return .keyUp(try parseKey(&reader))
        case "type": return try parseType(&reader)
        case "scroll": return try parseScroll(&reader)
        case "cancel": return .cancel
        case "hold": return .hold(try parseHold(&reader))
        case "wait": return try parseWait(&reader)
        default:
            throw reader.error("unknown action \(keyword.quotedForMessage); expected \(Self.actionList)", at: keyword)
        }
    }
}
