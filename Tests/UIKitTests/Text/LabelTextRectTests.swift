@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// textRect(forBounds:limitedToNumberOfLines:), drawText(in:) and preferredMaxLayoutWidth, with
// FixedTextMeasurer: at 10 pt 5 pt characters, ascent 8, line height 12.

/// The padded label iOS code writes: text inset on every side, in its size and its drawing.
private final class PaddedLabel: UILabel {
    let insets = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return CGRect(x: inner.minX - insets.left, y: inner.minY - insets.top,
                      width: inner.width + insets.left + insets.right, height: inner.height + insets.top + insets.bottom)
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }
}

extension SharedState {
    @Suite struct LabelTextRectTests {
        private let measurer = FixedTextMeasurer(advance: 0.5)

        private func label(_ text: String, lines: Int) -> UILabel {
            let label = UILabel()
            label.font = .systemFont(ofSize: 10)
            label.text = text
            label.numberOfLines = lines
            return label
        }

        @Test func textRectIsTheLinesBoxAtTheBoundsOrigin() {
            withTextMeasurer(measurer) {
                let label = label("one two three four", lines: 0)
                let bounds = CGRect(x: 5, y: 7, width: 40, height: 100)
                // Three lines ("one two", "three", "four"), the widest 35.
                #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 0) == CGRect(x: 5, y: 7, width: 35, height: 36))
                // Two lines, the second cut to "three f…" (40).
                #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 2) == CGRect(x: 5, y: 7, width: 40, height: 24))
                // A 30 pt height holds two lines.
                #expect(label.textRect(forBounds: CGRect(x: 5, y: 7, width: 40, height: 30), limitedToNumberOfLines: 0).height == 24)
            }
        }

        @Test func aSubclassPadsItsTextThroughTextRectAndDrawText() {
            withTextMeasurer(measurer) {
                // Precondition
                let label = PaddedLabel()
                label.font = .systemFont(ofSize: 10)
                label.text = "abcd"
                // Action / assertion: 20 × 12 of text plus the insets.
                #expect(label.sizeThatFits(.zero) == CGSize(width: 32, height: 20))
                // Drawn inside the insets: in (6, 4, 88, 32), centred vertically (top 14, baseline 22).
                label.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
                let drawn = label.layer.currentContent()?.drawnTextLines ?? []
                #expect(drawn.map(\.origin) == [CGPoint(x: 6, y: 22)])
            }
        }

        @Test func preferredMaxLayoutWidthIsWhereTheIntrinsicSizeWraps() {
            withTextMeasurer(measurer) {
                // Precondition: a multi-line label without bounds is one line.
                let label = label("one two three four", lines: 0)
                #expect(label.intrinsicContentSize == CGSize(width: 90, height: 12))
                // Action
                label.preferredMaxLayoutWidth = 40
                // Assertion
                #expect(label.intrinsicContentSize == CGSize(width: 35, height: 36))
                // A one-line label ignores it.
                label.numberOfLines = 1
                #expect(label.intrinsicContentSize == CGSize(width: 90, height: 12))
            }
        }

        @Test func paragraphStylesCopyAsValues() throws {
            // Precondition: a mutable style.
            let mutable = NSMutableParagraphStyle()
            mutable.lineSpacing = 3
            mutable.alignment = .right
            // Action
            let frozen = try #require(mutable.copy() as? NSParagraphStyle)
            mutable.lineSpacing = 9
            // Assertion: the copy kept its values and is not mutable; equality is by value.
            #expect(frozen.lineSpacing == 3)
            #expect(!(frozen is NSMutableParagraphStyle))
            #expect(frozen.textParagraphStyle == TextParagraphStyle(alignment: .right, lineSpacing: 3))
            let again = try #require(frozen.mutableCopy() as? NSMutableParagraphStyle)
            #expect(again.isEqual(frozen))
            #expect(!mutable.isEqual(frozen))
            #expect(NSParagraphStyle.default.alignment == .natural)
            #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
        }
    }
}
