@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// The editing core both text inputs share, driven by keys and clicks: characters, words and
    /// lines, selection, undo, the pasteboards.
    @Suite struct TextEditingTests {
        private func focusedField(_ app: UIApplication, text: String = "") -> (UITextField, TextInputDriver) {
            let field = makeTextField()
            field.text = text
            _ = makeTextWindow(field)
            field.becomeFirstResponder()
            return (field, TextInputDriver(app))
        }

        @Test func backspaceDeletesWholeCharactersEmojiAndCombiningAccents() {
            withTestApplication { app, _ in
                // Precondition: "a", a thumbs-up with a skin tone (4 UTF-16 units), "e" + combining acute.
                let (field, input) = focusedField(app, text: "a👍🏽e\u{301}")
                #expect(field.textInputController.selectedRange.location == 1 + 4 + 2)
                // Action / assertion: one key, one character each.
                input.press(.keyboardDeleteOrBackspace)
                #expect(field.text == "a👍🏽")
                input.press(.keyboardDeleteOrBackspace)
                #expect(field.text == "a")
                // Delete forward from the start.
                input.press(.keyboardHome)
                input.press(.keyboardDeleteForward)
                #expect(field.text == "")
            }
        }

        @Test func arrowsStepOverWholeCharacters() {
            withTestApplication { app, _ in
                let (field, input) = focusedField(app, text: "x👍🏽y")
                input.press(.keyboardLeftArrow)
                input.press(.keyboardLeftArrow)
                #expect(field.textInputController.selectedRange == NSRange(location: 1, length: 0))
                input.press(.keyboardRightArrow, "", [.shift])
                #expect(field.textInputController.selectedRange == NSRange(location: 1, length: 4))
            }
        }

        @Test func controlBackspaceAndDeleteRemoveWords() {
            withTestApplication { app, _ in
                let (field, input) = focusedField(app, text: "one two three")
                input.press(.keyboardDeleteOrBackspace, "", [.control])
                #expect(field.text == "one two ")
                input.press(.keyboardHome)
                input.press(.keyboardDeleteForward, "", [.control])
                #expect(field.text == " two ")
            }
        }

        @Test func controlArrowsMoveByWord() {
            withTestApplication { app, _ in
                let (field, input) = focusedField(app, text: "one two three")
                input.press(.keyboardLeftArrow, "", [.control])
                #expect(field.textInputController.selectedRange.location == 8)
                input.press(.keyboardLeftArrow, "", [.control])
                #expect(field.textInputController.selectedRange.location == 4)
                input.press(.keyboardRightArrow, "", [.control])
                #expect(field.textInputController.selectedRange.location == 7)
            }
        }

        @Test func shiftArrowsAndShiftHomeEndSelect() {
            withTestApplication { app, _ in
                let (field, input) = focusedField(app, text: "hello")
                input.press(.keyboardLeftArrow, "", [.shift])
                input.press(.keyboardLeftArrow, "", [.shift])
                #expect(field.textInputController.selectedRange == NSRange(location: 3, length: 2))
                // Shift+Right shrinks from the moving end.
                input.press(.keyboardRightArrow, "", [.shift])
                #expect(field.textInputController.selectedRange == NSRange(location: 4, length: 1))
                input.press(.keyboardHome, "", [.shift])
                #expect(field.textInputController.selectedRange == NSRange(location: 0, length: 5))
                // Left without Shift collapses to the start.
                input.press(.keyboardLeftArrow)
                #expect(field.textInputController.selectedRange == NSRange(location: 0, length: 0))
                input.press(.keyboardEnd, "", [.shift])
                #expect(field.textInputController.selectedRange == NSRange(location: 0, length: 5))
            }
        }

        @Test func homeAndEndStayOnTheLineControlGoesToTheEnds() {
            withTestApplication { app, _ in
                let tv = UITextView(frame: CGRect(x: 10, y: 20, width: 210, height: 200))
                tv.font = .systemFont(ofSize: 20)
                tv.text = "first\nsecond\nthird"
                _ = makeTextWindow(tv)
                let input = TextInputDriver(app)
                tv.becomeFirstResponder()
                tv.selectedRange = NSRange(location: 9, length: 0)   // "sec|ond"
                input.press(.keyboardHome)
                #expect(tv.selectedRange == NSRange(location: 6, length: 0))
                input.press(.keyboardEnd)
                #expect(tv.selectedRange == NSRange(location: 12, length: 0))
                input.press(.keyboardHome, "", [.control, .shift])
                #expect(tv.selectedRange == NSRange(location: 0, length: 12))
                input.press(.keyboardEnd, "", [.control])
                #expect(tv.selectedRange == NSRange(location: 18, length: 0))
            }
        }

        @Test func upAndDownKeepTheGoalColumn() {
            withTestApplication { app, _ in
                let tv = UITextView(frame: CGRect(x: 10, y: 20, width: 210, height: 200))
                tv.font = .systemFont(ofSize: 20)
                tv.text = "abcdef\nab\nabcdef"
                _ = makeTextWindow(tv)
                let input = TextInputDriver(app)
                tv.becomeFirstResponder()
                tv.selectedRange = NSRange(location: 5, length: 0)   // "abcde|f"
                input.press(.keyboardDownArrow)
                #expect(tv.selectedRange.location == 9)               // end of "ab"
                input.press(.keyboardDownArrow)
                #expect(tv.selectedRange.location == 15)              // column 5 again
                input.press(.keyboardUpArrow, "", [.shift])
                #expect(tv.selectedRange == NSRange(location: 9, length: 6))
                input.press(.keyboardPageUp)
                #expect(tv.selectedRange == NSRange(location: 0, length: 0))
            }
        }

        @Test func typingIsOneUndoStepUntilTheCaretMoves() {
            withTestApplication { app, _ in
                let (field, input) = focusedField(app)
                input.type("hello ")
                input.type("you")
                input.press(.keyboardLeftArrow)
                input.press(.keyboardLeftArrow)
                input.press(.keyboardLeftArrow)
                input.type("to ")
                #expect(field.text == "hello to you")
                // Action: undo twice, redo once (Ctrl+Shift+Z), again (Ctrl+Y).
                input.control("z")
                #expect(field.text == "hello you")
                input.control("z")
                #expect(field.text == "")
                #expect(field.undoManager?.canUndo == false)
                input.control("z", shift: true)
                #expect(field.text == "hello you")
                input.control("y")
                #expect(field.text == "hello to you")
                #expect(field.undoManager?.canRedo == false)
            }
        }

        @Test func deletionsCoalesceSeparatelyFromTyping() {
            withTestApplication { app, _ in
                let (field, input) = focusedField(app)
                input.type("abcd")
                input.press(.keyboardDeleteOrBackspace)
                input.press(.keyboardDeleteOrBackspace)
                #expect(field.text == "ab")
                input.control("z")
                #expect(field.text == "abcd")
                input.control("z")
                #expect(field.text == "")
            }
        }

        @Test func copyCutAndPasteGoThroughTheGeneralPasteboard() {
            withTestApplication { app, _ in
                let (field, input) = focusedField(app, text: "copy me")
                input.control("a")
                input.control("c")
                #expect(UIPasteboard.general.string == "copy me")
                input.press(.keyboardEnd)
                input.control("v")
                #expect(field.text == "copy mecopy me")
                input.press(.keyboardLeftArrow, "", [.control, .shift])
                input.control("x")
                #expect(field.text == "copy mecopy ")
                #expect(UIPasteboard.general.string == "me")
                // One undo step each: the cut, then the paste.
                input.control("z")
                #expect(field.text == "copy mecopy me")
                input.control("z")
                #expect(field.text == "copy me")
            }
        }

        @Test func controlShortcutsWorkFromControlCharactersToo() {
            withTestApplication { app, _ in
                // Precondition: keys as Xlib's XLookupString reports them: Ctrl+A as U+0001.
                let (field, input) = focusedField(app, text: "all")
                // Action: Ctrl+A, then Ctrl+X (U+0018).
                input.press(.other, "\u{1}", [.control])
                #expect(field.textInputController.selectedRange == NSRange(location: 0, length: 3))
                input.press(.other, "\u{18}", [.control])
                // Assertion
                #expect(field.text == "")
                #expect(UIPasteboard.general.string == "all")
            }
        }

        @Test func aSelectionGoesToThePrimarySelectionAndTheMiddleButtonPastesIt() {
            withTestApplication { app, _ in
                let source = makeTextField(y: 40)
                source.text = "primary"
                let target = makeTextField(y: 100)
                target.text = "ab"
                _ = makeTextWindow(source, target)
                let input = TextInputDriver(app)
                source.becomeFirstResponder()
                input.control("a")
                #expect(UIPasteboard.primarySelection.string == "primary")
                // Action: middle click between "a" and "b" of the other field (its text at window x 20).
                input.click(CGPoint(x: 31, y: 115), button: 2)
                #expect(target.text == "aprimaryb")
                #expect(target.isFirstResponder)
                #expect(UIPasteboard.general.string != "primary")
            }
        }

        @Test func dragDoubleAndTripleClickSelect() {
            withTestApplication { app, _ in
                let tv = UITextView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
                tv.font = .systemFont(ofSize: 20)
                tv.text = "one two three\nsecond line"
                _ = makeTextWindow(tv)
                let input = TextInputDriver(app)
                // Text starts at window (15, 28); 10 pt a character, 24 pt a line.
                let y0: CGFloat = 28 + 12
                // Drag from "o|ne" to "tw|o".
                input.drag(from: CGPoint(x: 15 + 10, y: y0), to: CGPoint(x: 15 + 60, y: y0))
                #expect(tv.selectedRange == NSRange(location: 1, length: 5))
                // Double click in "three".
                input.click(CGPoint(x: 15 + 102, y: y0), count: 2)
                #expect(tv.selectedRange == NSRange(location: 8, length: 5))
                // Triple click on the second line: its paragraph.
                input.click(CGPoint(x: 15 + 30, y: y0 + 24), count: 3)
                #expect(tv.selectedRange == NSRange(location: 14, length: 11))
                // A triple click in a field selects everything.
                let field = makeTextField(y: 300)
                field.text = "all of it"
                tv.window!.addSubview(field)
                input.click(CGPoint(x: 40, y: 315), count: 3)
                #expect(field.textInputController.selectedRange == NSRange(location: 0, length: 9))
            }
        }

        @Test func theSelectionIsHighlightedBehindTheTextInTheTint() {
            withTestApplication { app, _ in
                let (field, input) = focusedField(app, text: "abcd")
                input.press(.keyboardLeftArrow, "", [.shift])
                input.press(.keyboardLeftArrow, "", [.shift])
                let canvas = field.textInputController.canvas
                let rects = canvas.selectionView.subviews
                #expect(rects.map(\.frame) == [CGRect(x: 20, y: 0, width: 20, height: 24)])
                #expect(rects.first?.backgroundColor?.cgColor.alpha == 0.2)
                #expect(canvas.subviews.firstIndex { $0 === canvas.selectionView }! < canvas.subviews.firstIndex { $0 === canvas.textView }!)
                #expect(canvas.caretView.isHidden)
            }
        }
    }
}
