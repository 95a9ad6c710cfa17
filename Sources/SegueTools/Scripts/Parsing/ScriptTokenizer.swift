import Foundation

/// Splits one line into tokens: words separated by blanks, `"quoted strings"` with `\"`, `\\`, `\n`,
/// `\r`, `\t` and `\u{…}` escapes, and a `#` comment (outside quotes) that runs to the end of the line.
///
/// Points, durations and speeds are single words (`300,420`, `0.5s`, `900pt/s`); the parser reads
/// their parts, so the tokenizer stays ignorant of the actions.
struct ScriptTokenizer {
    let file: String
    let line: Int

    func tokens(in text: Substring) throws -> [ScriptToken] {
        let chars = Array(text)
        var tokens: [ScriptToken] = []
        var i = 0
        var previousEnd = -1
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace {
                i += 1
                continue
            }
            if c == "#" { break }
            let attached = i == previousEnd
            if c == "\"" {
                let (value, next) = try string(in: chars, openingAt: i)
                tokens.append(ScriptToken(kind: .string, text: value, column: i + 1, length: next - i, isAttached: attached))
                i = next
            } else {
                var j = i
                while j < chars.count, !chars[j].isWhitespace, chars[j] != "\"", chars[j] != "#" { j += 1 }
                tokens.append(ScriptToken(kind: .word, text: String(chars[i..<j]), column: i + 1, length: j - i,
                                          isAttached: attached))
                i = j
            }
            previousEnd = i
        }
        return tokens
    }

    /// Reads the string whose opening quote is at `start`; returns its value and the index after the
    /// closing quote.
    private func string(in chars: [Character], openingAt start: Int) throws -> (String, Int) {
        var value = ""
        var i = start + 1
        while i < chars.count {
            let c = chars[i]
            if c == "\"" { return (value, i + 1) }
            if c == "\\" {
                let (scalar, next) = try escape(in: chars, at: i)
                value.unicodeScalars.append(scalar)
                i = next
            } else {
                value.append(c)
                i += 1
            }
        }
        throw InputScriptError(file: file, line: line, column: start + 1,
                               message: "unterminated string; expected a closing \" before the end of the line")
    }

    /// Decodes the escape whose backslash is at `start`; returns it and the index after it.
    private func escape(in chars: [Character], at start: Int) throws -> (Unicode.Scalar, Int) {
        let bad = InputScriptError(file: file, line: line, column: start + 1,
                                   message: "unknown escape in string; expected \\\", \\\\, \\n, \\r, \\t or \\u{hex}")
        guard start + 1 < chars.count else { throw bad }
        switch chars[start + 1] {
        case "\"": return ("\"", start + 2)
        case "\\": return ("\\", start + 2)
        case "n": return ("\n", start + 2)
        case "r": return ("\r", start + 2)
        case "t": return ("\t", start + 2)
        case "u":
            guard start + 2 < chars.count, chars[start + 2] == "{",
                  let close = chars[(start + 3)...].firstIndex(of: "}"),
                  let value = UInt32(String(chars[(start + 3)..<close]), radix: 16),
                  let scalar = Unicode.Scalar(value) else { throw bad }
            return (scalar, close + 1)
        default:
            throw bad
        }
    }
}
