import Foundation

/// The text forms of numbers, times and strings in scripts, shared by the writer (which must produce
/// text that parses back to the same values) and by error messages.
enum ScriptValueFormat {
    /// The shortest text that parses back to exactly `value`: `300`, `300.5`, `0.1`, `1e-05`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// `x,y` with exact coordinates.
    static func point(_ p: CGPoint) -> String { "\(number(p.x)),\(number(p.y))" }

    /// Seconds rounded to the microsecond, with at least three decimals so columns of times line up:
    /// `0.000`, `1.234`, `1.2345`.
    static func seconds(_ t: TimeInterval) -> String {
        var text = String(format: "%.6f", t)
        while text.hasSuffix("0"), let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 4 {
            text.removeLast()
        }
        return text
    }

    /// `s` in double quotes, with `"` and `\` escaped and control characters written as escapes, so
    /// any key's characters survive a round trip through a text file.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars { appendEscaped(scalar, to: &out) }
        return out + "\""
    }

    /// The longest excerpt of a script's text an error message quotes, in characters between the
    /// quotes (escapes included, the "…" not).
    static let excerptLength = 40

    /// `s` quoted for an error message: escaped as `quoted` does (and invisible format characters —
    /// bidirectional overrides, line separators — too, so a message shows what is really there and
    /// cannot rearrange the terminal), and cut after `excerptLength` characters with "…". A 1 MB
    /// token gives a one-line message, and an ESC or NUL in it reaches the terminal as `\u{1B}`.
    static func excerpt(_ s: some StringProtocol) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            var piece = ""
            if isInvisible(scalar) {
                piece = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                appendEscaped(scalar, to: &piece)
            }
            guard out.unicodeScalars.count + piece.unicodeScalars.count <= excerptLength else {
                return "\"" + out + "…\""
            }
            out += piece
        }
        return "\"" + out + "\""
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, to out: inout String) {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }

    /// Characters that draw nothing or change how a terminal lays out what follows: C1 controls,
    /// format characters (bidirectional overrides, zero-width marks) and line or paragraph separators.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control: return scalar.value >= 0x80
        case .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
        default: return false
        }
    }
}
