import Foundation

/// Reading values out of single words: numbers, points (`300,420`), durations (`0.5s`, `500ms`),
/// times (`1.25`, `1.25s`) and speeds (`900pt/s`), each within `ScriptLimits`. Errors point at the bad
/// part of the word.
extension ScriptLineReader {
    /// `x,y` in window points; `what` names it in errors ("the start point"). Each coordinate lies
    /// within ±`ScriptLimits.largestCoordinate`.
    mutating func point(_ what: String) throws -> CGPoint {
        let token = try word(what + " like 300,420")
        return try Self.point(in: token, what: what, limit: ScriptLimits.largestCoordinate, reader: self)
    }

    /// `dx,dy` wheel steps, each within ±`ScriptLimits.mostWheelSteps`.
    mutating func wheelSteps(_ what: String) throws -> CGPoint {
        let token = try word(what + " like 0,3")
        return try Self.point(in: token, what: what, limit: ScriptLimits.mostWheelSteps, reader: self)
    }

    /// Whether the next token looks like a point (a word with a comma), for optional points.
    func nextIsPoint() -> Bool {
        guard let token = peek(), token.kind == .word else { return false }
        return token.text.contains(",")
    }

    /// A non-negative duration with its unit, `0.5s` or `500ms`, at most `ScriptLimits.longestScript`.
    mutating func duration(_ what: String) throws -> TimeInterval {
        let token = try word(what + " like 0.5s or 500ms")
        return try seconds(in: token, unitRequired: true, what: what)
    }

    /// A time on the script's timeline, seconds with the unit optional (`1.25`, `1.25s`, `1250ms`), at
    /// most `ScriptLimits.longestScript`.
    mutating func time(_ what: String) throws -> TimeInterval {
        let token = try word(what + " like 1.25")
        return try seconds(in: token, unitRequired: false, what: what)
    }

    /// A speed in points per second, `900pt/s`: above 0 and at most `ScriptLimits.fastestSpeed`.
    mutating func speed(_ what: String) throws -> CGFloat {
        let token = try word(what + " like 900pt/s")
        let (digits, unit) = Self.splitNumber(token.text)
        guard let value = Self.number(digits), unit == "pt/s" else {
            throw error("bad speed \(token.quotedForMessage); expected points per second like 900pt/s", at: token)
        }
        guard value > 0 else { throw error("a speed must be greater than 0, found \(token.quotedForMessage)", at: token) }
        guard value <= ScriptLimits.fastestSpeed else {
            throw error("a speed can be at most \(ScriptValueFormat.number(ScriptLimits.fastestSpeed))pt/s, "
                        + "found \(token.quotedForMessage)", at: token)
        }
        return CGFloat(value)
    }

    /// A distance in points, `pt` optional (`240` or `240pt`): above 0 and at most
    /// `ScriptLimits.largestCoordinate`.
    mutating func distance(_ what: String) throws -> CGFloat {
        let token = try word(what + " like 240")
        let (digits, unit) = Self.splitNumber(token.text)
        guard let value = Self.number(digits), unit == "" || unit == "pt" else {
            throw error("bad distance \(token.quotedForMessage); expected a number of points like 240", at: token)
        }
        guard value > 0 else { throw error("a distance must be greater than 0, found \(token.quotedForMessage)", at: token) }
        guard value <= ScriptLimits.largestCoordinate else {
            throw error("a distance can be at most \(ScriptValueFormat.number(ScriptLimits.largestCoordinate)) points, "
                        + "found \(token.quotedForMessage)", at: token)
        }
        return CGFloat(value)
    }

    /// A mouse button number, within `ScriptLimits.buttons`.
    mutating func button() throws -> Int {
        let token = try word("a button number like 1")
        guard let value = Int(token.text), ScriptLimits.buttons.contains(value) else {
            throw error("bad number \(token.quotedForMessage); expected a button number from "
                        + "\(ScriptLimits.buttons.lowerBound) to \(ScriptLimits.buttons.upperBound)", at: token)
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
            // The number repeated with each unit, when it is short enough to repeat.
            let missing = unit.isEmpty && Self.number(digits) != nil && digits.count <= ScriptValueFormat.excerptLength
            throw error("bad duration \(token.quotedForMessage); expected "
                        + (missing ? "a unit, as in \(digits)s or \(digits)ms" : "a number of seconds like 0.5s or 500ms"),
                        at: token)
        }
        guard let value = Self.number(digits) else {
            throw error("bad duration \(token.quotedForMessage); expected a number of seconds like 0.5s or 500ms", at: token)
        }
        guard value >= 0 else { throw error("\(what) cannot be negative, found \(token.quotedForMessage)", at: token) }
        let seconds = value * scale
        // Infinity (`1e999s`) fails here too.
        guard seconds <= ScriptLimits.longestScript else {
            let longest = ScriptValueFormat.number(ScriptLimits.longestScript)
            throw error("\(what) can be at most \(longest)s, the longest a script may run (the longest recording), "
                        + "found \(token.quotedForMessage)", at: token)
        }
        return seconds
    }

    private static func point(in token: ScriptToken, what: String, limit: Double,
                              reader: ScriptLineReader) throws -> CGPoint {
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
                throw reader.error("bad number \(ScriptValueFormat.excerpt(part)) in \(what); expected a point like 300,420",
                                   at: token, offset: offset)
            }
            // Infinity (`1e999`) fails here too.
            guard abs(value) <= limit else {
                let bound = ScriptValueFormat.number(limit)
                throw reader.error("\(ScriptValueFormat.excerpt(part)) in \(what) is out of range; expected a number "
                                   + "from -\(bound) to \(bound)", at: token, offset: offset)
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
