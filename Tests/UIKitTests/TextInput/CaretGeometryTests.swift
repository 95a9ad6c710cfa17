@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// Caret and selection geometry on a layout alone (FixedTextMeasurer: 20 pt text, 10 pt a
    /// character, 24 pt a line), the part a platform text engine must support by filling in carets.
    @Suite struct CaretGeometryTests {
        private func layout(_ text: String, width: CGFloat? = nil) -> LaidOutText {
            let style = TextRunStyle(font: .systemFont(ofSize: 20), color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            let request = TextLayoutRequest(text: StyledText(text, style: style), width: width, measuresCarets: true)
            return MeasuredTextLayout(measurer: FixedTextMeasurer()).layout(request)
        }

        @Test func theCaretRectIsTwoPointsWideAndALineHigh() {
            let laid = layout("ab\ncd")
            #expect(laid.caretRect(for: 1) == CGRect(x: 10, y: 0, width: 2, height: 24))
            #expect(laid.caretRect(for: 2) == CGRect(x: 20, y: 0, width: 2, height: 24))
            #expect(laid.caretRect(for: 3) == CGRect(x: 0, y: 24, width: 2, height: 24))
            #expect(laid.caretRect(for: 5) == CGRect(x: 20, y: 24, width: 2, height: 24))
        }

        @Test func aPointGoesToTheNearestStopOnItsLine() {
            let laid = layout("abcd\nef")
            #expect(laid.offset(closestTo: CGPoint(x: 14, y: 5)) == 1)
            #expect(laid.offset(closestTo: CGPoint(x: 16, y: 5)) == 2)
            // Past the end of a line: its end, before the newline.
            #expect(laid.offset(closestTo: CGPoint(x: 300, y: 5)) == 4)
            // Below the text: the last line.
            #expect(laid.offset(closestTo: CGPoint(x: 11, y: 500)) == 6)
            #expect(laid.offset(closestTo: CGPoint(x: -5, y: -50)) == 0)
        }

        @Test func aSelectionHasOneRectPerLine() {
            let laid = layout("abcd\nefgh")
            #expect(laid.selectionRects(for: 1..<3) == [CGRect(x: 10, y: 0, width: 20, height: 24)])
            // Over the break: the first line to its end plus a sliver for the newline, then the second.
            #expect(laid.selectionRects(for: 2..<7) == [CGRect(x: 20, y: 0, width: 24, height: 24),
                                                         CGRect(x: 0, y: 24, width: 20, height: 24)])
            #expect(laid.selectionRects(for: 3..<3).isEmpty)
        }

        @Test func verticalMovesKeepTheGoalXAndStopAtTheEnds() {
            let laid = layout("abcdef\nab\nabcdef")
            #expect(laid.offset(movingVerticallyFrom: 5, lines: 1, goalX: 50, length: 16) == 9)
            #expect(laid.offset(movingVerticallyFrom: 9, lines: 1, goalX: 50, length: 16) == 15)
            #expect(laid.offset(movingVerticallyFrom: 15, lines: -2, goalX: 50, length: 16) == 5)
            #expect(laid.offset(movingVerticallyFrom: 2, lines: -1, goalX: 20, length: 16) == 0)
            #expect(laid.offset(movingVerticallyFrom: 12, lines: 1, goalX: 20, length: 16) == 16)
        }

        @Test func wrappedLinesHaveTheirOwnStops() {
            // "aaa bbb" at 50 pt: "aaa " then "bbb".
            let laid = layout("aaa bbb", width: 50)
            #expect(laid.lines.count == 2)
            #expect(laid.caretRect(for: 4) == CGRect(x: 0, y: 24, width: 2, height: 24))
            #expect(laid.lineBoundaries(forOffset: 5) == 4..<7)
            #expect(laid.lineBoundaries(forOffset: 1) == 0..<3)
        }
    }
}
