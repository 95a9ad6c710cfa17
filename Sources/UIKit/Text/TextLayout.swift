import Foundation

/// Breaks text into lines that fit a width, the way `UILabel` wraps: at spaces, a word longer than the
/// line broken by characters, explicit newlines kept, at most `maxLines` lines (0 = unlimited) with the
/// last one truncated with "…" when text is left over.
public struct TextLayout {
    public var measurer: TextMeasuring

    @MainActor
    public init(measurer: TextMeasuring = TextMeasurement.current) {
        self.measurer = measurer
    }

    public func lines(for text: String, font: UIFont, width: CGFloat, maxLines: Int) -> [String] {
        var out: [String] = []
        var truncated = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
                let candidate = current.isEmpty ? word : current + " " + word
                if measurer.width(of: candidate, font: font) <= width || width <= 0 {
                    current = candidate
                    continue
                }
                if !current.isEmpty {
                    out.append(current)
                    if maxLines > 0 && out.count >= maxLines { truncated = true; break paragraphs }
                }
                // The word alone may still be too wide: break it by characters.
                var piece = ""
                for ch in word {
                    if !piece.isEmpty && measurer.width(of: piece + String(ch), font: font) > width {
                        out.append(piece)
                        if maxLines > 0 && out.count >= maxLines { truncated = true; break paragraphs }
                        piece = ""
                    }
                    piece.append(ch)
                }
                current = piece
            }
            out.append(current)
            if maxLines > 0 && out.count >= maxLines { truncated = true; break }
        }
        let consumed = out.joined(separator: " ").filter { !$0.isWhitespace }.count
        let total = text.filter { !$0.isWhitespace }.count
        if truncated && consumed < total, let last = out.popLast() {
            out.append(truncate(last, font: font, width: width))
        }
        return out
    }

    /// Shortens `line` until it plus an ellipsis fits `width`.
    func truncate(_ line: String, font: UIFont, width: CGFloat) -> String {
        var s = line
        while !s.isEmpty && measurer.width(of: s + "…", font: font) > width {
            s.removeLast()
        }
        while s.last == " " { s.removeLast() }
        return s + "…"
    }
}
