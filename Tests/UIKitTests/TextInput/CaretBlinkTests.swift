@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// The caret blinks on the application's timers: a frame at each change while a text input is
    /// focused, none at all otherwise; typing holds it solid.
    @Suite struct CaretBlinkTests {
        /// Frames presented over `seconds` of a 60 Hz idle loop on the virtual clock.
        private func idleFrames(_ app: UIApplication, seconds: TimeInterval) -> Int {
            var frames = 0
            for _ in 0..<Int(seconds * 60) {
                app.virtualClock.advance(by: 1.0 / 60)
                if app.runFrame(waitingUpTo: 0) { frames += 1 }
            }
            return frames
        }

        @Test func aFocusedFieldDrawsOneFramePerBlinkChange() {
            withTestApplication { app, _ in
                let field = makeTextField()
                _ = makeTextWindow(field)
                field.becomeFirstResponder()
                app.renderNow()
                // Action: 3 s idle (and a little, for the change at 3 s).
                let frames = idleFrames(app, seconds: 3.05)
                // Assertion: a change every 0.5 s: 6 frames (not 180).
                #expect(frames == 6)
            }
        }

        @Test func nothingIsScheduledWithoutFocus() {
            withTestApplication { app, _ in
                let field = makeTextField()
                _ = makeTextWindow(field)
                field.becomeFirstResponder()
                app.renderNow()
                field.resignFirstResponder()
                app.renderNow()
                #expect(idleFrames(app, seconds: 3) == 0)
                #expect(app.secondsUntilNextTimer == nil)
                #expect(field.textInputController.canvas.caretView.isHidden)
            }
        }

        @Test func typingHoldsTheCaretSolid() {
            withTestApplication { app, _ in
                let field = makeTextField()
                _ = makeTextWindow(field)
                let input = TextInputDriver(app)
                field.becomeFirstResponder()
                app.renderNow()
                let caret = field.textInputController.canvas.caretView
                // Precondition: 0.6 s later the caret is off.
                _ = idleFrames(app, seconds: 0.6)
                #expect(caret.isHidden)
                // Action: a key; 0.4 s on it is still on, as it restarted solid.
                input.type("a")
                #expect(!caret.isHidden)
                _ = idleFrames(app, seconds: 0.4)
                #expect(!caret.isHidden)
                _ = idleFrames(app, seconds: 0.2)
                #expect(caret.isHidden)
            }
        }

        @Test func blinkingNeverRedrawsTheText() {
            withTestApplication { app, _ in
                let field = makeTextField()
                field.text = "steady"
                _ = makeTextWindow(field)
                field.becomeFirstResponder()
                app.renderNow()
                // Action: a blink.
                _ = idleFrames(app, seconds: 0.55)
                // Assertion: the caret's node and its ancestors' are built again, the text's is kept
                // (redrawing the text too builds more).
                let atBlink = app.nodesBuiltInLastList
                field.textInputController.canvas.caretView.isHidden.toggle()
                field.textInputController.canvas.textView.layer.invalidateContent()
                app.renderNow()
                #expect(atBlink > 0)
                #expect(app.nodesBuiltInLastList > atBlink)
            }
        }
    }

    /// The tool key handler sees plain keys only while no text input is first responder.
    @Suite struct TextInputToolKeyTests {
        @Test func typedLettersAreNotTakenByTools() {
            withTestApplication { app, _ in
                var toolSaw: [String] = []
                app.toolKeyHandler = { key in
                    guard key.characters == "s" else { return false }
                    toolSaw.append(key.characters)
                    return true
                }
                let field = makeTextField()
                _ = makeTextWindow(field)
                let input = TextInputDriver(app)
                // Without focus the tool takes "s".
                input.type("s")
                #expect(toolSaw == ["s"])
                // Focused, "s" is typed.
                field.becomeFirstResponder()
                input.type("ss")
                #expect(field.text == "ss")
                #expect(toolSaw == ["s"])
            }
        }
    }
}
