@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// What a label shows in each line break mode, with FixedTextMeasurer: at 10 pt every character
// (the ellipsis too) is 5 pt wide and a line 12 pt tall, so a 40 pt wide label holds 8.

extension SharedState {
    @Suite struct LabelLineBreakModeTests {
        private let measurer = FixedTextMeasurer(advance: 0.5)

        private func label(_ text: String, width: CGFloat = 40, height: CGFloat = 100, lines: Int = 1,
                           mode: NSLineBreakMode) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
            label.font = .systemFont(ofSize: 10)
            label.text = text
            label.numberOfLines = lines
            label.lineBreakMode = mode
            return label
        }

        @Test func truncationModesPutTheEllipsisAtTheTailHeadOrMiddle() {
            withTextMeasurer(measurer) {
                // Precondition: 12 characters (60 pt) in room for 8. Action / assertion: the
                // ellipsis takes one of the 8 places, where the mode says.
                let expected: [(NSLineBreakMode, String)] = [
                    (.byTruncatingTail, "abcdefg…"), (.byTruncatingHead, "…fghijkl"), (.byTruncatingMiddle, "abcd…jkl"),
                ]
                for (mode, shown) in expected {
                    #expect(ShownLine.of(label("abcdefghijkl", mode: mode)) == [ShownLine(shown, 40)], "\(mode)")
                }
            }
        }

        @Test func clippingShowsEverythingAndCharWrappingWhatFits() {
            withTextMeasurer(measurer) {
                // Clipping lays out the whole line (the bounds cut it); char wrapping keeps the
                // characters that fit; word wrapping the words that fit.
                #expect(ShownLine.of(label("abcdefghijkl", mode: .byClipping)) == [ShownLine("abcdefghijkl", 60)])
                #expect(ShownLine.of(label("abcdefghijkl", mode: .byCharWrapping)) == [ShownLine("abcdefgh", 40)])
                #expect(ShownLine.of(label("one two three", mode: .byWordWrapping)) == [ShownLine("one two", 35)])
            }
        }

        @Test func changingTheModeRedrawsTheLabel() {
            withTextMeasurer(measurer) {
                // Precondition
                let label = label("abcdefghijkl", mode: .byTruncatingTail)
                #expect(ShownLine.of(label).map(\.text) == ["abcdefg…"])
                // Action
                label.lineBreakMode = .byTruncatingHead
                // Assertion
                #expect(ShownLine.of(label).map(\.text) == ["…fghijkl"])
            }
        }

        @Test func wrappingBreaksAtWordsOrCharactersWithTheirWidths() {
            withTextMeasurer(measurer) {
                // Word wrapping: no line wider than 40, spaces at line ends not counted.
                #expect(ShownLine.of(label("one two three four", lines: 0, mode: .byWordWrapping))
                        == [ShownLine("one two", 35), ShownLine("three", 25), ShownLine("four", 20)])
                // Char wrapping fills each line, breaking the word word wrapping would move down.
                #expect(ShownLine.of(label("ab cdefghij", lines: 0, mode: .byCharWrapping))
                        == [ShownLine("ab cdefg", 40), ShownLine("hij", 15)])
                #expect(ShownLine.of(label("ab cdefghij", lines: 0, mode: .byWordWrapping))
                        == [ShownLine("ab", 10), ShownLine("cdefghij", 40)])
            }
        }

        @Test func theLastLineOfAMultiLineLabelIsCutByTheMode() {
            withTextMeasurer(measurer) {
                // Precondition: four lines' worth of words, two lines allowed.
                let text = "one two three four five"
                // Action / assertion: the second line takes the rest and is cut.
                #expect(ShownLine.of(label(text, lines: 2, mode: .byTruncatingTail)).map(\.text) == ["one two", "three f…"])
                #expect(ShownLine.of(label(text, lines: 2, mode: .byTruncatingHead)).map(\.text) == ["one two", "…ur five"])
                #expect(ShownLine.of(label(text, lines: 2, mode: .byWordWrapping)).map(\.text) == ["one two", "three"])
            }
        }

        @Test func aLabelTooShortForItsLinesShowsThoseThatFitTheLastOneCut() {
            withTextMeasurer(measurer) {
                // Precondition: unlimited lines, but a 30 pt tall label holds two 12 pt lines.
                let label = label("one two three four five", height: 30, lines: 0, mode: .byTruncatingTail)
                // Action / assertion
                #expect(ShownLine.of(label).map(\.text) == ["one two", "three f…"])
                // Tall enough: every line.
                label.frame.size.height = 60
                #expect(ShownLine.of(label).map(\.text) == ["one two", "three", "four", "five"])
            }
        }
    }
}
