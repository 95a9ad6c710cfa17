import Foundation

/// A cursor over one line's tokens, with the expectations the action parsers are written in
/// (`expect("to", after: "the start point")`, `point("the start point")`). Every failure is an
/// `InputScriptError` at the offending token, or just after the last one when the line ends too soon.
struct ScriptLineReader {
    let file: String
    let line: Int
    private let tokens: [ScriptToken]
    private var index = 0

    init(tokens: [ScriptToken], file: String, line: Int) {
        self.tokens = tokens
        self.file = file
        self.line = line
    }

    var isAtEnd: Bool { index == tokens.count }

    func peek() -> ScriptToken? { isAtEnd ? nil : tokens[index] }

    /// The next token; at the end of the line, an error saying `what` was expected.
    mutating func next(expecting what: String) throws -> ScriptToken {
        guard let token = peek() else { throw errorAtEnd("expected \(what), found the end of the line") }
        index += 1
        return token
    }

    /// Consumes the word `keyword` if it comes next.
    mutating func take(_ keyword: String) -> Bool {
        guard let token = peek(), token.isWord(keyword) else { return false }
        index += 1
        return true
    }

    /// Consumes the word `keyword`, or fails saying it was expected `context` (e.g. "after the start point").
    mutating func expect(_ keyword: String, _ context: String) throws {
        let token = try next(expecting: "\"\(keyword)\" \(context)")
        guard token.isWord(keyword) else {
            throw error("expected \"\(keyword)\" \(context), found \(token.quotedForMessage)", at: token)
        }
    }

    /// A quoted string, described as `what` in errors.
    mutating func string(_ what: String) throws -> ScriptToken {
        let token = try next(expecting: what)
        guard token.kind == .string else {
            throw error("expected \(what), found \(token.quotedForMessage)", at: token)
        }
        return token
    }

    /// Fails if anything but a comment follows.
    func finish() throws {
        guard let extra = peek() else { return }
        throw error("unexpected \(extra.quotedForMessage); expected the end of the line (or a # comment)", at: extra)
    }

    func error(_ message: String, at token: ScriptToken, offset: Int = 0) -> InputScriptError {
        InputScriptError(file: file, line: line, column: token.column + offset, message: message)
    }

    /// An error just after the last token (column 1 on a line with none).
    func errorAtEnd(_ message: String) -> InputScriptError {
        InputScriptError(file: file, line: line, column: tokens.last?.end ?? 1, message: message)
    }
}
