// A text field's Ctrl+C, Ctrl+V and selection going through the X selections to and from a second
// real X client (xclip), with the keys typed on the X keyboard through XTest.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform

extension XServerTests {
    @Suite struct TextFieldClipboardTests {
        /// A focused field holding `text`, on the real clock, with an XTest injector.
        @MainActor static func focusedField(_ x: XWindowHarness, text: String) throws -> (UITextField, XTestInjector) {
            let platform = x.platform
            x.app.clock = MonotonicFrameClock(source: { [unowned platform] in platform.monotonicTime() })
            x.app.context.engine.reset(to: x.app.clock.frameTime())
            let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
            field.text = text
            x.add(field)
            field.becomeFirstResponder()
            _ = try x.render()
            let injector = try XTestInjector(window: platform.windowID, display: try XWindowHarness.displayName())
            // Without a window manager the keyboard follows the pointer: put it over the window.
            injector.send(.pointerMoved(CGPoint(x: 10, y: 10), time: 0))
            injector.flush()
            return (field, injector)
        }

        /// Presses each of `keys` (characters with modifiers) on the X keyboard, then runs the loop.
        @MainActor static func press(_ keys: [(String, UIKeyModifierFlags)], _ injector: XTestInjector, _ x: XWindowHarness) {
            for (ch, flags) in keys {
                let key = UIKey(keyCode: .other, characters: ch, modifierFlags: flags)
                injector.send(.keyDown(key, time: 0))
                injector.send(.keyUp(key, time: 0))
            }
            injector.flush()
            let end = x.platform.monotonicTime() + 0.2
            while x.platform.monotonicTime() < end { x.app.runLoopTurn(waitingAtMost: 0.01) }
        }

        @Test func ctrlCInAFieldPastesInAnotherClientAndItsSelectionIsPrimary() throws {
            try XWindowHarness.run(size: CGSize(width: 320, height: 120)) { x in
                // Precondition: a focused field holding Russian and Chinese text.
                let (field, injector) = try Self.focusedField(x, text: "Привет 你好")
                defer { injector.releaseAll() }

                // Action: Ctrl+A, Ctrl+C on the X keyboard; then another client reads both selections.
                Self.press([("a", .control), ("c", .control)], injector, x)
                let clipboard = try SelectionTests.xclipOutput(x, selection: "clipboard")
                let primary = try SelectionTests.xclipOutput(x, selection: "primary")

                // Assertion: the copy and the selection reach the other client, UTF-8 intact; the
                // field is unchanged.
                #expect(clipboard.status == 0 && clipboard.output == "Привет 你好")
                #expect(primary.status == 0 && primary.output == "Привет 你好")
                #expect(field.text == "Привет 你好")
            }
        }

        @Test func textAnotherClientCopiedPastesIntoAFieldWithCtrlV() throws {
            try XWindowHarness.run(size: CGSize(width: 320, height: 120)) { x in
                // Precondition: a focused field holding "draft: ", another client owning CLIPBOARD.
                let (field, injector) = try Self.focusedField(x, text: "draft: ")
                defer { injector.releaseAll() }
                let xclip = try SelectionTests.xclipOwning(x, selection: "clipboard", text: "ciao 👋")
                defer { SelectionTests.stop(xclip) }

                // Action: Ctrl+V on the X keyboard.
                Self.press([("v", .control)], injector, x)

                // Assertion: the other client's text is inserted at the caret, after the draft.
                #expect(field.text == "draft: ciao 👋")
            }
        }
    }
}
