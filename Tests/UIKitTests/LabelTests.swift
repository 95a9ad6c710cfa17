@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// UILabel sizing and the text lines it hands the compositor, with FixedTextMeasurer installed as
// TextMeasurement.current: at 10 pt a character is 5 pt wide; ascent 8, line height 12.

extension SharedState {
    @Suite struct LabelTests {
        private let measurer = FixedTextMeasurer(advance: 0.5)

        private func makeLabel(_ text: String, frame: CGRect, lines: Int = 1,
                               alignment: NSTextAlignment = .natural) -> UILabel {
            let label = UILabel()
            label.font = .systemFont(ofSize: 10)
            label.text = text
            label.numberOfLines = lines
            label.textAlignment = alignment
            label.frame = frame
            return label
        }

        /// The text lines the label's layer would draw now.
        private func textLines(_ label: UILabel) -> [DrawnTextLine] {
            label.layer.currentContent()?.drawnTextLines ?? []
        }

        @Test func sizeThatFitsWrapsAtTheGivenWidth() {
            withTextMeasurer(measurer) {
                // Precondition: unlimited lines.
                let label = makeLabel("hello world foo", frame: .zero, lines: 0)
                // Action / assertion: two lines at 60 pt, the widest 55 pt.
                #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 55, height: 24))
                // A zero width means unconstrained: one line of 75 pt.
                #expect(label.sizeThatFits(.zero) == CGSize(width: 75, height: 12))
                // A line limit caps the height.
                label.numberOfLines = 1
                #expect(label.sizeThatFits(CGSize(width: 60, height: 0)).height == 12)
            }
        }

        @Test func sizeThatFitsOfEmptyTextIsZero() {
            withTextMeasurer(measurer) {
                let label = makeLabel("", frame: .zero)
                #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
                label.text = nil
                #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
            }
        }

        @Test func sizeToFitKeepsTheOrigin() {
            withTextMeasurer(measurer) {
                // Precondition
                let label = makeLabel("abcd", frame: CGRect(x: 7, y: 9, width: 300, height: 300))
                // Action
                label.sizeToFit()
                // Assertion
                #expect(label.frame == CGRect(x: 7, y: 9, width: 20, height: 12))
            }
        }

        @Test func lineOriginsFollowTheAlignmentAndCentreVertically() {
            withTextMeasurer(measurer) {
                // Precondition: "abcd" is 20 pt wide in a 103×50 label; one 12 pt line centred
                // vertically puts its top at 19 and its baseline at 19 + 8.
                let expectations: [(NSTextAlignment, CGFloat)] = [(.left, 0), (.natural, 0), (.center, 42), (.right, 83)]
                for (alignment, x) in expectations {
                    let label = makeLabel("abcd", frame: CGRect(x: 0, y: 0, width: 103, height: 50), alignment: alignment)
                    // Action
                    let lines = textLines(label)
                    // Assertion
                    #expect(lines.map(\.text) == ["abcd"])
                    #expect(lines.first?.origin == CGPoint(x: x, y: 27), "alignment \(alignment)")
                }
            }
        }

        @Test func multipleLinesAreCentredAsABlockAndAlignedEachOnItsOwn() {
            withTextMeasurer(measurer) {
                // Precondition: two lines (55 and 15 pt) in a 60×50 label: the 24 pt block starts at 13.
                let label = makeLabel("hello world foo", frame: CGRect(x: 0, y: 0, width: 60, height: 50),
                                      lines: 0, alignment: .right)
                // Action
                let lines = textLines(label)
                // Assertion
                #expect(lines.map(\.text) == ["hello world", "foo"])
                #expect(lines.map(\.origin) == [CGPoint(x: 5, y: 21), CGPoint(x: 45, y: 33)])
                // Centred: (60 − 55) / 2 and (60 − 15) / 2, rounded.
                label.textAlignment = .center
                #expect(textLines(label).map(\.origin) == [CGPoint(x: 3, y: 21), CGPoint(x: 23, y: 33)])
            }
        }

        @Test func lineLimitTruncatesWhatIsDrawn() {
            withTextMeasurer(measurer) {
                // Precondition: room for 8 characters a line, text for four lines, a limit of two.
                let label = makeLabel("one two three four five", frame: CGRect(x: 0, y: 0, width: 40, height: 100), lines: 2)
                // Action
                let lines = textLines(label)
                // Assertion
                #expect(lines.count == 2)
                #expect(lines.last?.text.hasSuffix("…") == true)
            }
        }

        @Test func linesCarryFontAndColourAndHighlightedColourWhileHighlighted() {
            withTextMeasurer(measurer) {
                // Precondition
                let label = makeLabel("abcd", frame: CGRect(x: 0, y: 0, width: 103, height: 50))
                label.textColor = .systemRed
                label.highlightedTextColor = .systemGreen
                #expect(textLines(label).first?.color == UIColor.systemRed.cgColor)
                #expect(textLines(label).first?.font == UIFont.systemFont(ofSize: 10))
                // Action
                label.isHighlighted = true
                // Assertion
                #expect(textLines(label).first?.color == UIColor.systemGreen.cgColor)
            }
        }

        @Test func changingTheTextMakesNewContentButTheSameTextDoesNot() throws {
            try withTextMeasurer(measurer) {
                // Precondition: content built once.
                let label = makeLabel("abcd", frame: CGRect(x: 0, y: 0, width: 103, height: 50))
                let first = try #require(label.layer.currentContent())
                // Action / assertion: same text keeps the cached object (the compositor keys on it).
                label.text = "abcd"
                #expect(label.layer.currentContent() === first)
                label.text = "abcde"
                let second = try #require(label.layer.currentContent())
                #expect(second !== first)
                #expect(textLines(label).map(\.text) == ["abcde"])
            }
        }
    }
}
