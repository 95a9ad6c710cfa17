@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// adjustsFontSizeToFitWidth with FixedTextMeasurer: a character is half its font size wide, so
// "abcdefghij" is 100 pt at 20 pt and exactly 60 pt at 12 pt.

extension SharedState {
    @Suite struct LabelFontFittingTests {
        private let measurer = FixedTextMeasurer(advance: 0.5)

        private func label(width: CGFloat, scale: CGFloat, text: String = "abcdefghij", size: CGFloat = 20) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 40))
            label.font = .systemFont(ofSize: size)
            label.text = text
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = scale
            return label
        }

        private func drawn(_ label: UILabel) -> [DrawnTextLine] {
            label.layer.currentContent()?.drawnTextLines ?? []
        }

        @Test func theLargestSizeThatFitsTheWidthIsChosen() {
            withTextMeasurer(measurer) {
                // Precondition / action: 60 pt of room.
                let label = label(width: 60, scale: 0.5)
                // Assertion: 12 pt fits exactly, the whole text shown.
                #expect(drawn(label).map(\.text) == ["abcdefghij"])
                #expect(drawn(label).map(\.font.pointSize) == [12])
                // 61 pt: 12.25 pt would need 61.25, so 12 pt still.
                label.frame.size.width = 61
                #expect(drawn(label).map(\.font.pointSize) == [12])
                // 66 pt: 13.2 pt fits, the largest quarter point is 13.
                label.frame.size.width = 66
                #expect(drawn(label).map(\.font.pointSize) == [13])
            }
        }

        @Test func textThatFitsKeepsItsSize() {
            withTextMeasurer(measurer) {
                let label = label(width: 100, scale: 0.5)
                #expect(drawn(label).map(\.font.pointSize) == [20])
                #expect(drawn(label).map(\.text) == ["abcdefghij"])
            }
        }

        @Test func theFontNeverShrinksBelowTheFactorAndThenTruncates() {
            withTextMeasurer(measurer) {
                // Precondition / action: at least 0.8 × 20 = 16 pt, where a character is 8 pt.
                let label = label(width: 60, scale: 0.8)
                // Assertion: 16 pt, cut to six characters and the ellipsis (56 pt).
                #expect(drawn(label).map(\.font.pointSize) == [16])
                #expect(drawn(label).map(\.text) == ["abcdef…"])
            }
        }

        @Test func withoutTheFlagOrAFactorNothingShrinks() {
            withTextMeasurer(measurer) {
                // A zero factor (the default) means no shrinking, as in UIKit.
                let label = label(width: 60, scale: 0)
                #expect(drawn(label).map(\.font.pointSize) == [20])
                #expect(drawn(label).map(\.text) == ["abcde…"])
                label.minimumScaleFactor = 0.5
                label.adjustsFontSizeToFitWidth = false
                #expect(drawn(label).map(\.font.pointSize) == [20])
                // The flag set: shrunk.
                label.adjustsFontSizeToFitWidth = true
                #expect(drawn(label).map(\.font.pointSize) == [12])
            }
        }

        @Test func aMultiLineLabelShrinksUntilItsTextFitsItsLines() {
            withTextMeasurer(measurer) {
                // Precondition: at 10 pt "one two three four" takes three 40 pt lines; two allowed.
                let label = label(width: 40, scale: 0.5, text: "one two three four", size: 10)
                label.numberOfLines = 2
                // Action / assertion: at 8 pt (4 pt characters) "three four" is exactly 40 pt;
                // at 8.25 it no longer fits.
                #expect(drawn(label).map(\.text) == ["one two", "three four"])
                #expect(drawn(label).map(\.font.pointSize) == [8, 8])
            }
        }

        @Test func sizeThatFitsMeasuresTheUnshrunkText() {
            withTextMeasurer(measurer) {
                // At 60 pt wide the one 20 pt line is truncated, not shrunk to a 12 pt one.
                let label = label(width: 60, scale: 0.5)
                #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 60, height: 24))
                #expect(label.sizeThatFits(.zero) == CGSize(width: 100, height: 24))
            }
        }
    }
}
