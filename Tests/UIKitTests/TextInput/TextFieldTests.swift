@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// `UITextField`: delegate and control events, placeholder, secure entry, clear button, sideways
    /// scrolling, Tab order and clicks that move or end editing.
    @Suite struct TextFieldTests {
        @Test func editingSendsDelegateCallsAndControlEventsInUIKitsOrder() {
            withTestApplication { app, _ in
                // Precondition: a field whose delegate and events are logged.
                let field = makeTextField()
                let log = TextFieldLog()
                log.watch(field)
                _ = makeTextWindow(field)
                let input = TextInputDriver(app)
                // Action: click in, type two letters, press Return.
                input.click(CGPoint(x: 30, y: 55))
                input.type("ok")
                input.press(.keyboardReturnOrEnter, "\r")
                // Assertion
                #expect(log.calls == ["shouldBegin", "didBegin", "editingDidBegin",
                                      "shouldChange", "editingChanged", "shouldChange", "editingChanged",
                                      "shouldReturn", "editingDidEndOnExit",
                                      "shouldEnd", "didEnd", "editingDidEnd"])
                #expect(field.text == "ok")
                #expect(!field.isFirstResponder)
            }
        }

        @Test func shouldReturnFalseKeepsEditing() {
            withTestApplication { app, _ in
                let field = makeTextField()
                let log = TextFieldLog()
                log.allowsReturn = false
                log.watch(field)
                _ = makeTextWindow(field)
                let input = TextInputDriver(app)
                field.becomeFirstResponder()
                input.press(.keyboardReturnOrEnter, "\r")
                #expect(field.isFirstResponder)
                #expect(!log.calls.contains("editingDidEndOnExit"))
                #expect(field.text == "")
            }
        }

        @Test func aVetoedChangeLeavesTheTextUnchanged() {
            withTestApplication { app, _ in
                let field = makeTextField()
                field.text = "abc"
                let log = TextFieldLog()
                log.allowsChange = false
                log.watch(field)
                _ = makeTextWindow(field)
                let input = TextInputDriver(app)
                field.becomeFirstResponder()
                input.type("d")
                input.press(.keyboardDeleteOrBackspace)
                #expect(field.text == "abc")
                #expect(!log.calls.contains("editingChanged"))
            }
        }

        @Test func shouldBeginFalseKeepsTheFieldFromFocusing() {
            withTestApplication { app, _ in
                let field = makeTextField()
                let log = TextFieldLog()
                log.allowsBegin = false
                log.watch(field)
                _ = makeTextWindow(field)
                let input = TextInputDriver(app)
                input.click(CGPoint(x: 30, y: 55))
                input.type("a")
                #expect(!field.isFirstResponder)
                #expect(field.text == "")
                #expect(!log.calls.contains("didBegin"))
            }
        }

        @Test func thePlaceholderShowsOnlyWhileTheTextIsEmpty() {
            withTestApplication { app, _ in
                let field = makeTextField()
                field.placeholder = "Name"
                _ = makeTextWindow(field)
                app.renderNow()
                let input = TextInputDriver(app)
                let placeholder = field.subviews[1].subviews[0] as! TextDrawingView
                #expect(!placeholder.isHidden)
                #expect(placeholder.text?.layout.text.string == "Name")
                field.becomeFirstResponder()
                input.type("x")
                #expect(placeholder.isHidden)
                input.press(.keyboardDeleteOrBackspace)
                #expect(!placeholder.isHidden)
            }
        }

        @Test func secureEntryShowsBulletsAndRefusesToCopy() {
            withTestApplication { app, _ in
                let field = makeTextField()
                field.isSecureTextEntry = true
                _ = makeTextWindow(field)
                let input = TextInputDriver(app)
                UIPasteboard.general.string = "before"
                field.becomeFirstResponder()
                input.type("pw1")
                input.control("a")
                input.control("c")
                #expect(field.text == "pw1")
                #expect(field.textInputController.canvas.text?.layout.text.string == "•••")
                #expect(UIPasteboard.general.string == "before")
            }
        }

        @Test func theClearButtonAsksTheDelegateThenEmptiesTheField() {
            withTestApplication { app, _ in
                let field = makeTextField()
                field.clearButtonMode = .whileEditing
                let log = TextFieldLog()
                log.watch(field)
                _ = makeTextWindow(field)
                let input = TextInputDriver(app)
                field.becomeFirstResponder()
                input.type("abc")
                app.renderNow()
                let button = field.clearButtonRect(forBounds: field.bounds)
                // Action: click the ⓧ.
                input.click(field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
                #expect(log.calls.contains("shouldClear"))
                #expect(field.text == "")
                #expect(field.isFirstResponder)
            }
        }

        @Test func longTextScrollsToKeepTheCaretInsideTheField() {
            withTestApplication { app, _ in
                let field = makeTextField()
                _ = makeTextWindow(field)
                let input = TextInputDriver(app)
                field.becomeFirstResponder()
                // Action: 30 characters, 300 pt, in a 200 pt field.
                input.type(String(repeating: "w", count: 30))
                let caret = field.textInputController.canvas.caretView
                let inField = caret.convert(caret.bounds, to: field)
                #expect(field.horizontalScroll == CGFloat(302 - 200))
                #expect(inField.maxX <= 200 && inField.minX >= 190)
                // Home scrolls back to the start.
                input.press(.keyboardHome)
                #expect(field.horizontalScroll == 0)
            }
        }

        @Test func tabMovesToTheNextFieldInReadingOrderAndShiftTabBack() {
            withTestApplication { app, _ in
                // Precondition: added out of order; reading order is a, b (same row, right), c (below).
                let c = makeTextField(y: 120, x: 20)
                let b = makeTextField(y: 42, x: 240)
                let a = makeTextField(y: 40, x: 20)
                let tv = UITextView(frame: CGRect(x: 20, y: 200, width: 200, height: 60))
                _ = makeTextWindow(c, b, tv, a)
                let input = TextInputDriver(app)
                a.becomeFirstResponder()
                input.press(.keyboardTab, "\t")
                #expect(b.isFirstResponder)
                input.press(.keyboardTab, "\t")
                #expect(c.isFirstResponder)
                input.press(.keyboardTab, "\t")
                #expect(tv.isFirstResponder)
                input.press(.keyboardTab, "\t")
                #expect(a.isFirstResponder)
                input.press(.keyboardTab, "\t", [.shift])
                #expect(tv.isFirstResponder)
            }
        }

        @Test func clickingAnotherFieldMovesEditingAndEmptySpaceEndsIt() {
            withTestApplication { app, _ in
                let a = makeTextField(y: 40)
                let b = makeTextField(y: 100)
                let button = UIButton(frame: CGRect(x: 20, y: 300, width: 80, height: 40))
                _ = makeTextWindow(a, b, button)
                let input = TextInputDriver(app)
                input.click(CGPoint(x: 30, y: 55))
                #expect(a.isFirstResponder)
                input.click(CGPoint(x: 30, y: 115))
                #expect(b.isFirstResponder && !a.isFirstResponder)
                // A control keeps the field editing (as a Send button does on iOS).
                input.click(CGPoint(x: 40, y: 320))
                #expect(b.isFirstResponder)
                // Empty space ends editing.
                input.click(CGPoint(x: 300, y: 400))
                #expect(!b.isFirstResponder)
            }
        }

        @Test func endEditingResignsTheFieldInside() {
            withTestApplication { app, _ in
                let field = makeTextField()
                let window = makeTextWindow(field)
                field.becomeFirstResponder()
                #expect(window.endEditing(true))
                #expect(!field.isFirstResponder)
                #expect(!field.isEditing)
            }
        }

        @Test func theTextStaysDrawnWhileTheFieldAnimates() {
            withTestApplication { app, _ in
                // Precondition: a focused field with text, moving 100 pt over 1 s.
                let field = makeTextField()
                field.text = "moving"
                _ = makeTextWindow(field)
                field.becomeFirstResponder()
                app.renderNow()
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { field.center.x += 100 })
                // Action: half-way.
                app.renderFrame(after: 0.5)
                let list = app.makeDisplayList()
                func texts(_ n: RenderNode) -> [String] {
                    var out: [String] = []
                    if case .text(let t)? = n.content?.kind { out += t.map(\.layout.text.string) }
                    for c in n.children { out += texts(c) }
                    return out
                }
                // Assertion: the text is in the frame's list, the field half-way.
                #expect(list.roots.flatMap(texts) == ["moving"])
                #expect(isClose(field.layer.presentation()!.position.x, 120 + 50, tolerance: 1e-6))
            }
        }

        @Test func theTextStaysInASnapshot() {
            withTestApplication { app, _ in
                let field = makeTextField()
                field.text = "snap"
                _ = makeTextWindow(field)
                let snapshot = field.snapshotView(afterScreenUpdates: true) as! SnapshotView
                func texts(_ n: RenderNode) -> [String] {
                    var out: [String] = []
                    if case .text(let t)? = n.content?.kind { out += t.map(\.layout.text.string) }
                    for c in n.children { out += texts(c) }
                    return out
                }
                #expect(snapshot.frozenNodes.flatMap(texts) == ["snap"])
            }
        }
    }
}
