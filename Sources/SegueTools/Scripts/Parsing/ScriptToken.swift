import Foundation

/// One token of a script line: a run of non-blank characters, or a quoted string (already unescaped).
/// Tokens remember their columns so every error can point at the exact spot.
struct ScriptToken: Equatable {
    enum Kind: Equatable { case word, string }

    let kind: Kind
    /// The word as written, or the string's value without quotes and escapes.
    let text: String
    /// 1-based column of the first character (the opening quote of a string).
    let column: Int
    /// Characters the token spans in the line, quotes and escapes included.
    let length: Int
    /// True when no blank separates this token from the previous one (`control+"a"`).
    let isAttached: Bool

    /// The column just after the token.
    var end: Int { column + length }

    /// The token for messages: in quotes, escaped, at most `ScriptValueFormat.excerptLength`
    /// characters (see `ScriptValueFormat.excerpt`).
    var quotedForMessage: String { ScriptValueFormat.excerpt(text) }

    /// Whether this is the word `keyword`, ignoring case.
    func isWord(_ keyword: String) -> Bool {
        kind == .word && text.lowercased() == keyword.lowercased()
    }
}
