import Foundation

/// Splits one line into tokens: words separated by blanks, `"quoted strings"` with `\"`, `\\`, `\n`,
/// `\r`, `\t` and `\u{…}` escapes, and a `#` comment (outside quotes) that runs to the end of the line.
///
/// Points, durations and speeds are single words (`300,420`, `0.5s`, `900pt/s`); the parser reads
/// their parts, so the tokenizer stays ignorant of the actions.
///
/// The line is read scalar by scalar, not character by character: a combining mark after a quote, a
/// backslash or the `}` of an escape (`"\u{14}\u{301}"`, which the writer produces for a key that
/// typed U+0014 then U+0301) joins it into one `Character` that is no longer `"` or `}`, and the
/// string would not end where it does. Columns still count characters, as editors do.
struct ScriptTokenizer {
    let file: String
    let line: Int

    func tokens(in text: Substring) throws -> [ScriptToken] {
        let scalars = Array(text.unicodeScalars)
        let columns = Self.columns(of: text, scalarCount: scalars.count)
        var tokens: [ScriptToken] = []
        var i = 0
        var previousEnd = -1
        while i < scalars.count {
            let c = scalars[i]
            if c.properties.isWhitespace {
                i += 1
                continue
            }
            if c == "#" { break }
            let attached = i == previousEnd
            if c == "\"" {
                let (value, next) = try string(in: scalars, openingAt: i, columns: columns)
                tokens.append(ScriptToken(kind: .string, text: value, column: columns[i],
                                          length: columns[next] - columns[i], isAttached: attached))
                i = next
            } else {
                var j = i
                while j < scalars.count, !scalars[j].properties.isWhitespace, scalars[j] != "\"", scalars[j] != "#" { j += 1 }
                var word = ""
                word.unicodeScalars.append(contentsOf: scalars[i..<j])
                tokens.append(ScriptToken(kind: .word, text: word, column: columns[i], length: columns[j] - columns[i],
                                          isAttached: attached))
                i = j
            }
            previousEnd = i
        }
        return tokens
    }

    /// The 1-based column of the character holding each scalar of `text`, and one more entry for the
    /// column just after the line.
    private static func columns(of text: Substring, scalarCount: Int) -> [Int] {
        var columns: [Int] = []
        columns.reserveCapacity(scalarCount + 1)
        var column = 1
        for character in text {
            for _ in character.unicodeScalars { columns.append(column) }
            column += 1
        }
        columns.append(column)
        return columns
    }

    /// Reads the string whose opening quote is at `start`; returns its value and the index after the
    /// closing quote.
    private func string(in scalars: [Unicode.Scalar], openingAt start: Int, columns: [Int]) throws -> (String, Int) {
        var value = ""
        var i = start + 1
        while i < scalars.count {
            let c = scalars[i]
            if c == "\"" { return (value, i + 1) }
            if c == "\\" {
                let (scalar, next) = try escape(in: scalars, at: i, columns: columns)
                value.unicodeScalars.append(scalar)
                i = next
            } else {
                value.unicodeScalars.append(c)
                i += 1
            }
        }
        throw InputScriptError(file: file, line: line, column: columns[start],
                               message: "unterminated string; expected a closing \" before the end of the line")
    }

    /// Decodes the escape whose backslash is at `start`; returns it and the index after it.
    private func escape(in scalars: [Unicode.Scalar], at start: Int, columns: [Int]) throws -> (Unicode.Scalar, Int) {
        let bad = InputScriptError(file: file, line: line, column: columns[start],
                                   message: "unknown escape in string; expected \\\", \\\\, \\n, \\r, \\t or \\u{hex}")
        guard start + 1 < scalars.count else { throw bad }
        switch scalars[start + 1] {
        case "\"": return ("\"", start + 2)
        case "\\": return ("\\", start + 2)
        case "n": return ("\n", start + 2)
        case "r": return ("\r", start + 2)
        case "t": return ("\t", start + 2)
        case "u":
            // At most eight hex digits between the braces: a scalar needs six.
            guard start + 2 < scalars.count, scalars[start + 2] == "{",
                  let close = scalars[(start + 3)...].prefix(9).firstIndex(of: "}"),
                  let value = UInt32(String(String.UnicodeScalarView(scalars[(start + 3)..<close])), radix: 16),
                  let scalar = Unicode.Scalar(value) else { throw bad }
            return (scalar, close + 1)
        default:
            throw bad
        }
    }
}
