import Foundation
import UIKit

/// The lines plain text in one font breaks into at a width, as strings: a shortcut over the current
/// measurer's `layout(_:)` for tests that check only the words on each line.
public struct TextLayout {
    public var measurer: TextMeasuring

    @MainActor
    public init(measurer: TextMeasuring = TextMeasurement.current) {
        self.measurer = measurer
    }

    /// The lines shown for `text` at `width` (0 or less: no wrapping), at most `maxLines` (0:
    /// unlimited), the last one cut with an ellipsis at its tail when text is left over.
    public func lines(for text: String, font: UIFont, width: CGFloat, maxLines: Int) -> [String] {
        let style = TextRunStyle(font: font, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        let request = TextLayoutRequest(text: StyledText(text, style: style), width: width > 0 ? width : nil,
                                        maximumNumberOfLines: maxLines,
                                        paragraph: TextParagraphStyle(lineBreakMode: .byTruncatingTail))
        return measurer.layout(request).lines.map { line in
            var shown = line.fragments.map(\.text).joined()
            while shown.last == " " { shown.removeLast() }
            return shown
        }
    }
}
