import Foundation

/// Reading values out of single words: numbers, points (`300,420`), durations (`0.5s`, `500ms`),
/// times (`1.25`, `1.25s`) and speeds (`900pt/s`). Errors point at the bad part of the word.
extension ScriptLineReader {
    /// `x,y` in window points; `what` names it in errors ("the start point").
    mutating func point(_ what: String) throws -> CGPoint {
        let token = try word(what + " like 300,420")
        return try Self.point(in: token, what: what, reader: self)
    }

    /// Whether the next token looks like a point (a word with a comma), for optional points.
    func nextIsPoint() -> Bool {
        guard let token = peek(), token.kind == .word else { return false }
        return token.text.contains(",")
    }

    /// A non-negative duration with its unit: `0.5s` or `500ms`.
    mutating func duration(_ what: String) throws -> TimeInterval {
        let token = try word(what + " like 0.5s or 500ms")
        return try seconds(in: token, unitRequired: true, what: what)
    }

    /// A time on the script's timeline: seconds, unit optional (`1.25`, `1.25s`, `1250ms`).
    mutating func time(_ what: String) throws -> TimeInterval {
        let token = try word(what + " like 1.25")
        return try seconds(in: token, unitRequired: false, what: what)
    }

    /// A positive speed in points per second: `900pt/s`.
    mutating func speed(_ what: String) throws -> CGFloat {
        let token = try word(what + " like 900pt/s")
        let (digits, unit) = Self.splitNumber(token.text)
        guard let value = Self.number(digits), unit == "pt/s" else {
            throw error("bad speed \(token.quotedForMessage); expected points per second like 900pt/s", at: token)
        }
        guard value > 0 else { throw error("a speed must be greater than 0, found \(token.quotedForMessage)", at: token) }
        return CGFloat(value)
    }

    /// A positive distance in points, `pt` optional: `240` or `240pt`.
    mutating func distance(_ what: String) throws -> CGFloat {
        let token = try word(what + " like 240")
        let (digits, unit) = Self.splitNumber(token.text)
        guard let value = Self.number(digits), unit == "" || unit == "pt" else {
            throw error("bad distance \(token.quotedForMessage); expected a number of points like 240", at: token)
        }
        guard value > 0 else { throw error("a distance must be greater than 0, found \(token.quotedForMessage)", at: token) }
        return CGFloat(value)
    }

    /// A whole number ≥ 1: a mouse button.
    mutating func positiveInteger(_ what: String) throws -> Int {
        let token = try word(what)
        guard let value = Int(token.text), value >= 1 else {
            throw error("bad number \(token.quotedForMessage); expected \(what)", at: token)
        }
        return value
    }

    // MARK: Parts of words

    private mutating func word(_ what: String) throws -> ScriptToken {
        let token = try next(expecting: what)
        guard token.kind == .word else { throw error("expected \(what), found \(token.quotedForMessage)", at: token) }
        return token
    }

    private func seconds(in token: ScriptToken, unitRequired: Bool, what: String) throws -> TimeInterval {
        let (digits, unit) = Self.splitNumber(token.text)
        let scale: Double
        switch unit {
        case "s": scale = 1
        case "ms": scale = 0.001
        case "" where !unitRequired: scale = 1
        default:
            let missing = unit.isEmpty && Self.number(digits) != nil
            throw error("bad duration \(token.quotedForMessage); expected "
                        + (missing ? "a unit, as in \(token.text)s or \(token.text)ms" : "a number of seconds like 0.5s or 500ms"),
                        at: token)
        }
        guard let value = Self.number(digits) else {
            throw error("bad duration \(token.quotedForMessage); expected a number of seconds like 0.5s or 500ms", at: token)
        }
        guard value >= 0 else { throw error("\(what) cannot be negative, found \(token.quotedForMessage)", at: token) }
        return value * scale
    }

    private static func point(in token: ScriptToken, what: String, reader: ScriptLineReader) throws -> CGPoint {
        let text = token.text
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw reader.error("bad point \(token.quotedForMessage); expected \(what) as x,y like 300,420", at: token)
        }
        guard !parts[1].isEmpty else {
            throw reader.error("bad point \(token.quotedForMessage); expected x,y with no blank after the comma, like 300,420",
                               at: token)
        }
        var values: [CGFloat] = []
        var offset = 0
        for part in parts {
            guard let value = number(part) else {
                throw reader.error("bad number \"\(part)\" in \(what); expected a point like 300,420", at: token, offset: offset)
            }
            values.append(CGFloat(value))
            offset += part.count + 1
        }
        return CGPoint(x: values[0], y: values[1])
    }

    /// Splits a word into its leading number and the unit after it (`"0.5s"` → `"0.5"`, `"s"`).
    static func splitNumber(_ text: String) -> (Substring, Substring) {
        let end = numberPrefixEnd(text)
        return (text[..<end], text[end...])
    }

    /// `-?(digits[.digits] | .digits)(e[+-]digits)?`, and nothing else, as a Double.
    static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, numberPrefixEnd(String(text)) == String(text).endIndex else { return nil }
        return Double(String(text))
    }

    /// Where the longest number at the start of `text` ends (its start when there is none).
    private static func numberPrefixEnd(_ text: String) -> String.Index {
        var i = text.startIndex
        func digits() -> Int {
            var n = 0
            while i < text.endIndex, text[i].isASCII, text[i].isNumber { i = text.index(after: i); n += 1 }
            return n
        }
        if i < text.endIndex, text[i] == "-" { i = text.index(after: i) }
        var mantissa = digits()
        if i < text.endIndex, text[i] == "." {
            i = text.index(after: i)
            mantissa += digits()
        }
        guard mantissa > 0 else { return text.startIndex }
        let beforeExponent = i
        if i < text.endIndex, text[i] == "e" || text[i] == "E" {
            i = text.index(after: i)
            if i < text.endIndex, text[i] == "+" || text[i] == "-" { i = text.index(after: i) }
            if digits() == 0 { i = beforeExponent }
        }
        return i
    }
}
