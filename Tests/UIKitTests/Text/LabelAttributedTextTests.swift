@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// Labels showing attributed strings, with FixedTextMeasurer: a character is half its font's size
// wide; ascent 0.8, line height 1.2 of the size.

extension SharedState {
    @Suite struct LabelAttributedTextTests {
        private let measurer = FixedTextMeasurer(advance: 0.5)
        private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        private let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

        private func label(frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 50)) -> UILabel {
            let label = UILabel(frame: frame)
            label.font = .systemFont(ofSize: 10)
            return label
        }

        private func drawn(_ label: UILabel) -> [DrawnTextLine] {
            label.layer.currentContent()?.drawnTextLines ?? []
        }

        @Test func eachRunIsDrawnInItsOwnFontAndColourOnOneBaseline() {
            withTextMeasurer(measurer) {
                // Precondition: "Hello " bold 10 pt red, "world" 20 pt blue.
                let text = NSMutableAttributedString(string: "Hello ", attributes: [.font: UIFont.boldSystemFont(ofSize: 10), .foregroundColor: red])
                text.append(NSAttributedString(string: "world", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: blue]))
                let label = label()
                // Action
                label.attributedText = text
                // Assertion: the line is as tall as its largest font (24 pt, ascent 16), centred in
                // 50 pt (top 13, baseline 29); "world" starts after six 5 pt characters.
                let lines = drawn(label)
                #expect(lines.map(\.text) == ["Hello", "world"])
                #expect(lines.map(\.font) == [UIFont.boldSystemFont(ofSize: 10), UIFont.systemFont(ofSize: 20)])
                #expect(lines.map(\.color) == [red.cgColor, blue.cgColor])
                #expect(lines.map(\.origin) == [CGPoint(x: 0, y: 29), CGPoint(x: 30, y: 29)])
            }
        }

        @Test func runsWithoutAFontOrColourTakeTheLabels() {
            withTextMeasurer(measurer) {
                // Precondition: a label with its own font and colour.
                let label = label()
                label.font = .systemFont(ofSize: 14)
                label.textColor = red
                // Action: a string with a colour on its second half only.
                let text = NSMutableAttributedString(string: "abcd")
                text.addAttribute(.foregroundColor, value: blue, range: NSRange(location: 2, length: 2))
                label.attributedText = text
                // Assertion
                let lines = drawn(label)
                #expect(lines.map(\.text) == ["ab", "cd"])
                #expect(lines.map(\.font) == [UIFont.systemFont(ofSize: 14), UIFont.systemFont(ofSize: 14)])
                #expect(lines.map(\.color) == [red.cgColor, blue.cgColor])
            }
        }

        @Test func settingAttributedTextSetsTextAndTheLabelsStyleFromItsStart() {
            withTextMeasurer(measurer) {
                // Precondition
                let label = label()
                label.text = "plain"
                let paragraph = NSMutableParagraphStyle()
                paragraph.alignment = .center
                paragraph.lineBreakMode = .byTruncatingHead
                // Action
                label.attributedText = NSAttributedString(string: "styled", attributes: [
                    .font: UIFont.systemFont(ofSize: 20), .foregroundColor: red, .paragraphStyle: paragraph])
                // Assertion
                #expect(label.text == "styled")
                #expect(label.font == UIFont.systemFont(ofSize: 20))
                #expect(label.textColor == red)
                #expect(label.textAlignment == .center)
                #expect(label.lineBreakMode == .byTruncatingHead)
                // Centred: (200 − 60) / 2.
                #expect(drawn(label).first?.origin.x == 70)
            }
        }

        @Test func settingTextReplacesTheAttributedRunsWithTheLabelsStyle() {
            withTextMeasurer(measurer) {
                // Precondition: two colours, the label's colour taken from the first (red).
                let label = label()
                let text = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: red])
                text.addAttribute(.foregroundColor, value: blue, range: NSRange(location: 1, length: 1))
                label.attributedText = text
                #expect(drawn(label).map(\.color) == [red.cgColor, blue.cgColor])
                // Action
                label.text = "xy"
                // Assertion: one run in the label's colour, reported as such.
                #expect(drawn(label).map(\.text) == ["xy"])
                #expect(drawn(label).map(\.color) == [red.cgColor])
                let reported = label.attributedText
                #expect(reported?.string == "xy")
                #expect(reported?.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == red)
                #expect(reported?.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 10))
                // Nil text clears both.
                label.text = nil
                #expect(label.attributedText == nil)
                #expect(drawn(label).isEmpty)
            }
        }

        @Test func settingTheFontOrColourAfterwardsAppliesToTheWholeString() {
            withTextMeasurer(measurer) {
                // Precondition: runs in two fonts and two colours.
                let label = label()
                let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10), .foregroundColor: red])
                text.addAttributes([.font: UIFont.systemFont(ofSize: 20), .foregroundColor: blue], range: NSRange(location: 1, length: 1))
                label.attributedText = text
                // Action / assertion: one font for all, colours (so two runs) kept.
                label.font = .systemFont(ofSize: 14)
                #expect(drawn(label).map(\.text) == ["a", "b"])
                #expect(drawn(label).map(\.font) == [UIFont.systemFont(ofSize: 14), UIFont.systemFont(ofSize: 14)])
                #expect(drawn(label).map(\.color) == [red.cgColor, blue.cgColor])
                // One colour for all.
                label.textColor = blue
                #expect(drawn(label).map(\.color) == [blue.cgColor])
                // Alignment reaches the string's paragraph style.
                label.textAlignment = .right
                let style = label.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
                #expect(style?.alignment == .right)
                #expect(drawn(label).first?.origin.x == 186)
            }
        }

        @Test func dynamicColoursInTheStringResolveUnderTheLabelsTraits() {
            withTextMeasurer(measurer) {
                // Precondition: a run in .label (black in light mode, white in dark).
                let label = label()
                label.attributedText = NSAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.label])
                #expect(drawn(label).first?.color == UIColor.label.resolvedColor(with: .resolved(.light)).cgColor)
                // Action
                label.overrideUserInterfaceStyle = .dark
                // Assertion
                let dark = UIColor.label.resolvedColor(with: .resolved(.dark)).cgColor
                #expect(dark != UIColor.label.resolvedColor(with: .resolved(.light)).cgColor)
                #expect(drawn(label).first?.color == dark)
            }
        }

        @Test func decorationsReachTheLabelsContent() throws {
            try withTextMeasurer(measurer) {
                // Precondition: one plain run, one decorated with every attribute the seam carries.
                let text = NSMutableAttributedString(string: "ab")
                text.addAttributes([.backgroundColor: blue, .kern: 2, .underlineStyle: NSUnderlineStyle.double,
                                    .underlineColor: red, .strikethroughStyle: NSUnderlineStyle.thick.rawValue,
                                    .strikethroughColor: blue, .baselineOffset: 3.0],
                                   range: NSRange(location: 1, length: 1))
                let label = label()
                // Action
                label.attributedText = text
                // Assertion
                let lines = drawn(label)
                #expect(lines.map(\.text) == ["a", "b"])
                let plain = try #require(lines.first?.style)
                #expect(plain.underline == 0 && plain.kern == 0 && plain.backgroundColor == nil && plain.baselineOffset == 0)
                let decorated = try #require(lines.last?.style)
                #expect(decorated.backgroundColor == blue.cgColor)
                #expect(decorated.kern == 2)
                #expect(decorated.underline == 9)
                #expect(decorated.underlineColor == red.cgColor)
                #expect(decorated.strikethrough == 2)
                #expect(decorated.strikethroughColor == blue.cgColor)
                #expect(decorated.baselineOffset == 3)
                // The raised run makes the line 15 pt (11 above the baseline), centred in 50.
                #expect(lines.map(\.origin.y) == [29, 29])
            }
        }

        @Test func theFirstParagraphStyleSpacesTheLabelsLines() {
            withTextMeasurer(measurer) {
                // Precondition: two 12 pt lines 4 pt apart.
                let paragraph = NSMutableParagraphStyle()
                paragraph.lineSpacing = 4
                let label = label()
                label.numberOfLines = 0
                // Action
                label.attributedText = NSAttributedString(string: "ab\ncd", attributes: [.paragraphStyle: paragraph])
                // Assertion
                #expect(label.sizeThatFits(.zero) == CGSize(width: 10, height: 28))
                // Centred in 50: top 11, baselines 8 and 24 below it.
                #expect(drawn(label).map(\.origin.y) == [19, 35])
            }
        }
    }
}
