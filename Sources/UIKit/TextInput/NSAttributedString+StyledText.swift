import Foundation

extension NSAttributedString {
    /// The runs layout takes: each attribute run's font and colour (UIKit's `.font` and
    /// `.foregroundColor`, dynamic colours resolved for `traits`), `font` and `color` where a run
    /// has none. Always at least one run, so an empty text still lays out one line for the caret.
    @MainActor
    func styledText(font: UIFont, color: UIColor, traits: UITraitCollection) -> StyledText {
        func style(_ attributes: [NSAttributedString.Key: Any]) -> TextRunStyle {
            let runFont = attributes[.font] as? UIFont ?? font
            let value = attributes[.foregroundColor]
            let runColor = (value as? UIColor)?.resolvedColor(with: traits).cgColor ?? (value.flatMap { $0 as? CGColor })
                ?? color.resolvedColor(with: traits).cgColor
            return TextRunStyle(font: runFont, color: runColor)
        }
        guard length > 0 else { return StyledText("", style: style([:])) }
        var runs: [StyledRun] = []
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            let s = style(attributes)
            if let last = runs.last, last.style == s, last.range.upperBound == range.location {
                runs[runs.count - 1].range = last.range.lowerBound..<(range.location + range.length)
            } else {
                runs.append(StyledRun(range: range.location..<(range.location + range.length), style: s))
            }
        }
        return StyledText(string: string, runs: runs)
    }
}
