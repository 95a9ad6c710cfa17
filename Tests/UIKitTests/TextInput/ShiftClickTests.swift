@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// Shift held with the pointer extends the selection from its anchor, as desktop text does; the
    /// modifiers reach touches as `UIEvent.modifierFlags` (FixedTextMeasurer: 10 pt a character).
    @Suite struct ShiftClickTests {
        @Test func shiftClickExtendsTheSelectionFromTheCaret() {
            withTestApplication { app, _ in
                // Precondition: the caret after "he" (the field's text starts at x 20).
                let field = makeTextField()
                _ = makeTextWindow(field)
                field.text = "hello world"
                let input = TextInputDriver(app)
                input.click(CGPoint(x: 20 + 21, y: 55))
                #expect(field.textInputController.selectedRange == NSRange(location: 2, length: 0))
                // Action: Shift+click after "hello wo".
                input.hold(.shift)
                input.click(CGPoint(x: 20 + 81, y: 55))
                // Assertion
                #expect(field.textInputController.selectedRange == NSRange(location: 2, length: 6))
                // Shift+click before the anchor selects back to it.
                input.click(CGPoint(x: 20 + 1, y: 55))
                #expect(field.textInputController.selectedRange == NSRange(location: 0, length: 2))
                // Let go of Shift: a click places the caret again.
                input.hold([])
                input.click(CGPoint(x: 20 + 41, y: 55))
                #expect(field.textInputController.selectedRange == NSRange(location: 4, length: 0))
            }
        }

        @Test func shiftDragExtendsFromTheAnchor() {
            withTestApplication { app, _ in
                let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                view.font = .systemFont(ofSize: 20)
                _ = makeTextWindow(view)
                view.text = "abcdef\nghijkl"
                view.layoutIfNeeded()
                let input = TextInputDriver(app)
                // Precondition: the caret after "ab" (text at x 5, y 8).
                input.click(CGPoint(x: 5 + 21, y: 8 + 5))
                #expect(view.selectedRange == NSRange(location: 2, length: 0))
                // Action: Shift held, drag from the first line to after "ghi".
                input.hold(.shift)
                input.drag(from: CGPoint(x: 5 + 51, y: 8 + 5), to: CGPoint(x: 5 + 31, y: 8 + 30))
                // Assertion: from the old caret to where the drag ended.
                #expect(view.selectedRange == NSRange(location: 2, length: 8))
            }
        }

        @Test func touchEventsCarryTheModifiers() {
            withTestApplication { app, _ in
                final class Probe: UIView {
                    var flagsSeen: [UIKeyModifierFlags] = []
                    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                        flagsSeen.append(event?.modifierFlags ?? [.command])
                    }
                }
                let probe = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                _ = makeTextWindow(probe)
                let input = TextInputDriver(app)
                input.click(CGPoint(x: 10, y: 10))
                input.hold([.shift, .control])
                input.click(CGPoint(x: 10, y: 10))
                #expect(probe.flagsSeen == [[], [.shift, .control]])
            }
        }
    }
}
