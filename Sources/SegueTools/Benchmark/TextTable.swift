import Foundation

/// Rows of strings laid out in aligned columns for a monospace terminal or a Markdown code block:
/// each column as wide as its widest cell, two spaces between columns, a dashed rule under the
/// header, no trailing spaces. Text columns read best left-aligned, numbers right-aligned so their
/// decimal points line up.
struct TextTable {
    enum Alignment { case left, right }

    struct Column {
        var title: String
        var alignment: Alignment
    }

    var columns: [Column]
    var rows: [[String]] = []

    init(columns: [Column]) {
        self.columns = columns
    }

    mutating func append(_ row: [String]) {
        precondition(row.count == columns.count, "a row of \(row.count) cells in a table of \(columns.count) columns")
        rows.append(row)
    }

    /// The header, the rule and the rows, one line each, joined by newlines (no final newline).
    var lines: [String] {
        let widths = columns.indices.map { i in
            ([columns[i].title] + rows.map { $0[i] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.indices.map { i -> String in
                let gap = String(repeating: " ", count: widths[i] - cells[i].count)
                return columns[i].alignment == .left ? cells[i] + gap : gap + cells[i]
            }
            return String(padded.joined(separator: "  ").reversed().drop(while: { $0 == " " }).reversed())
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return [line(columns.map(\.title)), rule] + rows.map(line)
    }
}
