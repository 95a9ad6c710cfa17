@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// `UITextView` typed into with keys delivered as the platform delivers them (FixedTextMeasurer:
    /// 20 pt text is 10 pt a character, 24 pt a line).
    @Suite struct TextViewEditingTests {
        private func makeTextView() -> UITextView {
            let tv = UITextView(frame: CGRect(x: 10, y: 20, width: 210, height: 100))
            tv.font = .systemFont(ofSize: 20)
            return tv
        }

        @Test func typingInsertsTextAndTellsTheDelegate() {
            withTestApplication { app, _ in
                // Precondition: a focused, empty text view with a delegate.
                let tv = makeTextView()
                let log = TextViewDelegateLog()
                tv.delegate = log
                _ = makeTextWindow(tv)
                let input = TextInputDriver(app)
                #expect(tv.becomeFirstResponder())
                // Action
                input.type("hi\nyo")
                // Assertion: the text, the caret at its end, one change heard per key.
                #expect(tv.text == "hi\nyo")
                #expect(tv.selectedRange == NSRange(location: 5, length: 0))
                #expect(log.calls.filter { $0.hasPrefix("didChange") }.count == 5)
                #expect(log.calls.first == "shouldBegin")
                #expect(log.calls.contains("shouldChange 2,0 \n"))
            }
        }

        @Test func theCaretStandsAfterTheTypedTextInTheTintColor() {
            withTestApplication { app, _ in
                let tv = makeTextView()
                _ = makeTextWindow(tv)
                let input = TextInputDriver(app)
                tv.becomeFirstResponder()
                input.type("abc\nd")
                let canvas = tv.textInputController.canvas
                // Assertion: 2 pt wide after "d" on the second line (x = 1 char × 10 pt), inset 8 + padding 5.
                let caret = canvas.caretView
                #expect(!caret.isHidden)
                #expect(caret.frame == CGRect(x: 10, y: 24, width: 2, height: 24))
                #expect(canvas.frame.origin == CGPoint(x: 5, y: 8))
                #expect(caret.backgroundColor == tv.tintColor.resolvedColor(with: tv.traitCollection))
                #expect(tv.contentSize.height == CGFloat(8 + 48 + 8))
            }
        }

        @Test func aVetoedChangeLeavesTheTextAsItWas() {
            withTestApplication { app, _ in
                let tv = makeTextView()
                tv.text = "keep"
                let log = TextViewDelegateLog()
                log.allowsChange = false
                tv.delegate = log
                _ = makeTextWindow(tv)
                let input = TextInputDriver(app)
                tv.becomeFirstResponder()
                input.type("x")
                input.press(.keyboardDeleteOrBackspace)
                #expect(tv.text == "keep")
                #expect(!log.calls.contains { $0.hasPrefix("didChange") })
            }
        }

        @Test func shouldBeginFalseKeepsItFromFocusing() {
            withTestApplication { app, _ in
                let tv = makeTextView()
                let log = TextViewDelegateLog()
                log.allowsBegin = false
                tv.delegate = log
                _ = makeTextWindow(tv)
                let input = TextInputDriver(app)
                input.click(CGPoint(x: 50, y: 40))
                input.type("a")
                #expect(!tv.isFirstResponder)
                #expect(tv.text == "")
                #expect(log.calls == ["shouldBegin"])
            }
        }

        @Test func aClickPlacesTheCaretAtThePoint() {
            withTestApplication { app, _ in
                let tv = makeTextView()
                tv.text = "hello world"
                _ = makeTextWindow(tv)
                let input = TextInputDriver(app)
                // Action: click between "hel" and "lo": window x = 10 + 5 + 31.
                input.click(CGPoint(x: 46, y: 20 + 8 + 10))
                #expect(tv.isFirstResponder)
                #expect(tv.selectedRange == NSRange(location: 3, length: 0))
            }
        }

        @Test func aLabelInsideServesAsPlaceholderWhileTheTextIsEmpty() {
            withTestApplication { app, _ in
                // The composer's pattern: a label hidden by textViewDidChange.
                final class Placeholding: UITextViewDelegate {
                    let label: UILabel
                    init(_ label: UILabel) { self.label = label }
                    func textViewDidChange(_ textView: UITextView) { label.isHidden = !textView.text.isEmpty }
                }
                let tv = makeTextView()
                let label = UILabel(frame: CGRect(x: 5, y: 8, width: 200, height: 24))
                label.text = "Write something"
                tv.addSubview(label)
                let follower = Placeholding(label)
                tv.delegate = follower
                _ = makeTextWindow(tv)
                let input = TextInputDriver(app)
                input.click(CGPoint(x: 30, y: 35))
                #expect(tv.isFirstResponder)
                #expect(!label.isHidden)
                input.type("a")
                #expect(label.isHidden)
                input.press(.keyboardDeleteOrBackspace)
                #expect(!label.isHidden)
            }
        }
    }
}

extension SharedState {
    /// Text views that only select, and text inputs leaving the window.
    @Suite struct TextViewStateTests {
        @Test func aTextViewThatIsNotEditableSelectsAndCopiesButDoesNotChange() {
            withTestApplication { app, _ in
                let tv = UITextView(frame: CGRect(x: 10, y: 20, width: 210, height: 100))
                tv.font = .systemFont(ofSize: 20)
                tv.text = "read only"
                tv.isEditable = false
                _ = makeTextWindow(tv)
                let input = TextInputDriver(app)
                input.click(CGPoint(x: 40, y: 40), count: 2)
                input.type("x")
                input.press(.keyboardDeleteOrBackspace)
                input.control("c")
                #expect(tv.text == "read only")
                #expect(tv.selectedRange == NSRange(location: 0, length: 4))
                #expect(UIPasteboard.general.string == "read")
            }
        }

        @Test func removingAnEditingViewFromTheWindowEndsEditingAndTheBlink() {
            withTestApplication { app, _ in
                let tv = UITextView(frame: CGRect(x: 10, y: 20, width: 210, height: 100))
                let log = TextViewDelegateLog()
                tv.delegate = log
                _ = makeTextWindow(tv)
                tv.becomeFirstResponder()
                #expect(tv.textInputController.isBlinking)
                tv.removeFromSuperview()
                #expect(!tv.isFirstResponder)
                #expect(!tv.textInputController.isBlinking)
                #expect(log.calls.suffix(1) == ["didEnd"])
                #expect(app.secondsUntilNextTimer == nil)
            }
        }
    }
}

extension SharedState {
    /// Notifications and scrolling of text views.
    @Suite struct TextViewScrollingTests {
        @Test func typingPastTheBottomGrowsTheContentAndScrollsToTheCaret() {
            withTestApplication { app, _ in
                // Precondition: room for 3 lines of 24 pt (100 − 16 of insets).
                let tv = UITextView(frame: CGRect(x: 10, y: 20, width: 210, height: 100))
                tv.font = .systemFont(ofSize: 20)
                var changes = 0
                let token = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: tv, queue: nil) { _ in
                    MainActor.assumeIsolated { changes += 1 }
                }
                defer { NotificationCenter.default.removeObserver(token) }
                _ = makeTextWindow(tv)
                let input = TextInputDriver(app)
                tv.becomeFirstResponder()
                // Action: five lines.
                input.type("1\n2\n3\n4\n5")
                // Assertion: content 5 × 24 + 16; scrolled so the last line and the bottom inset show.
                #expect(tv.contentSize.height == CGFloat(5 * 24 + 16))
                #expect(tv.contentOffset.y == CGFloat(5 * 24 + 16 - 100))
                #expect(changes == 9)
                // Ctrl+Home scrolls back to the top.
                input.press(.keyboardHome, "", [.control])
                #expect(tv.contentOffset.y == 0)
                tv.scrollRangeToVisible(NSRange(location: 8, length: 1))
                #expect(tv.contentOffset.y == CGFloat(5 * 24 + 16 - 100))
            }
        }
    }
}
