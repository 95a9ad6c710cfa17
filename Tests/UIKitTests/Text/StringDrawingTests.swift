@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// Measuring and drawing strings, with FixedTextMeasurer: at 10 pt 5 pt characters, ascent 8,
// line height 12.

extension SharedState {
    @Suite struct StringDrawingTests {
        private let measurer = FixedTextMeasurer(advance: 0.5)
        private let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]
        private let unlimited = CGFloat.greatestFiniteMagnitude

        @Test func boundingRectWrapsAtTheWidthWithLineFragmentOrigin() {
            withTextMeasurer(measurer) {
                let rect = "one two three".boundingRect(with: CGSize(width: 40, height: unlimited),
                                                    options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
                // "one two" (35) and "three" (25).
                #expect(rect == CGRect(x: 0, y: 0, width: 35, height: 24))
            }
        }

        @Test func boundingRectWithoutLineFragmentOriginIsOneLineFromTheBaseline() {
            withTextMeasurer(measurer) {
                let rect = ("one two three" as NSString).boundingRect(with: CGSize(width: 40, height: unlimited),
                                                                      options: [], attributes: attributes, context: nil)
                #expect(rect == CGRect(x: 0, y: -8, width: 65, height: 12))
            }
        }

        @Test func truncatingTheLastVisibleLineKeepsTheLinesThatFitTheHeight() {
            withTextMeasurer(measurer) {
                let paragraph = NSMutableParagraphStyle()
                paragraph.lineBreakMode = .byTruncatingTail
                var attributes = attributes
                attributes[.paragraphStyle] = paragraph
                let rect = "one two three".boundingRect(with: CGSize(width: 40, height: 12),
                                                    options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                                    attributes: attributes, context: nil)
                // One line: "one two…".
                #expect(rect == CGRect(x: 0, y: 0, width: 40, height: 12))
            }
        }

        @Test func sizesOfStringsAndAttributedStrings() {
            withTextMeasurer(measurer) {
                #expect("abcd".size(withAttributes: attributes) == CGSize(width: 20, height: 12))
                // Without a font: the system font at 12 pt (6 pt characters, line height 14).
                #expect("abcd".size(withAttributes: nil) == CGSize(width: 24, height: 14))
                let text = NSMutableAttributedString(string: "ab", attributes: attributes)
                text.append(NSAttributedString(string: "cd", attributes: [.font: UIFont.systemFont(ofSize: 20), .kern: 1]))
                // 10 + 2 × (10 + 1); the taller font's line.
                #expect(text.size() == CGSize(width: 32, height: 24))
            }
        }

        @Test func aDrawingContextShrinksTheTextToFitAndReportsTheScale() {
            withTextMeasurer(measurer) {
                // Precondition: 100 pt of 20 pt text in 60 × 24: fits on one line at 12 pt.
                let context = NSStringDrawingContext()
                context.minimumScaleFactor = 0.5
                // Action
                let rect = "abcdefghij".boundingRect(with: CGSize(width: 60, height: 24), options: .usesLineFragmentOrigin,
                                                 attributes: [.font: UIFont.systemFont(ofSize: 20)], context: context)
                // Assertion
                #expect(context.actualScaleFactor == 0.6)
                #expect(rect == CGRect(x: 0, y: 0, width: 60, height: 14))
                #expect(context.totalBounds == rect)
            }
        }

        /// The placed texts `draw` records in a fresh context.
        private func recorded(_ draw: () -> Void) -> [PlacedText] {
            let ctx = CGContext(size: CGSize(width: 200, height: 200))
            UIGraphicsPushContext(ctx)
            draw()
            UIGraphicsPopContext()
            return ctx.commands.flatMap { command -> [PlacedText] in
                if case .text(let placed) = command { return placed }
                return []
            }
        }

        @Test func drawWithRectPutsTheBaselineOrTheTopAtTheOrigin() {
            withTextMeasurer(measurer) {
                let oneLine = recorded { "ab".draw(with: CGRect(x: 10, y: 30, width: 100, height: 50), options: [], attributes: attributes, context: nil) }
                #expect(oneLine.map(\.origin) == [CGPoint(x: 10, y: 22)])
                let wrapped = recorded {
                    NSAttributedString(string: "one two three", attributes: attributes)
                        .draw(with: CGRect(x: 10, y: 30, width: 40, height: 50), options: .usesLineFragmentOrigin, context: nil)
                }
                #expect(wrapped.map(\.origin) == [CGPoint(x: 10, y: 30)])
                #expect(wrapped.first?.layout.width == 40)
            }
        }

        @Test func drawnAttributedStringsCarryTheirRunsAndParagraphStyle() throws {
            try withTextMeasurer(measurer) {
                let paragraph = NSMutableParagraphStyle()
                paragraph.alignment = .center
                let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: paragraph])
                text.addAttributes([.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1), .underlineStyle: NSUnderlineStyle.single.rawValue,
                                    .backgroundColor: UIColor(red: 0, green: 1, blue: 0, alpha: 1)],
                                   range: NSRange(location: 1, length: 1))
                let placed = try #require(recorded { text.draw(in: CGRect(x: 0, y: 0, width: 100, height: 20)) }.first)
                #expect(placed.layout.paragraph.alignment == .center)
                let runs = placed.layout.text.runs
                #expect(runs.map(\.range) == [0..<1, 1..<2])
                #expect(runs.map(\.style.underline) == [0, 1])
                #expect(runs.map(\.style.color) == [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1)])
                #expect(runs.last?.style.backgroundColor == CGColor(red: 0, green: 1, blue: 0, alpha: 1))
            }
        }
    }
}
