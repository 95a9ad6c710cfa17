// A text field clicked and typed into with real XTest input on Xvfb: the keys arrive through the X
// server's keyboard, the text is drawn with Xft, and the caret stands after it in the tint colour.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct TextFieldTypingTests {
        @Test func aClickedFieldTakesRealKeysAndShowsItsCaretAfterTheText() throws {
            try XWindowHarness.run(size: CGSize(width: 320, height: 120)) { x in
                // Precondition: the real clock and loop, an empty line-bordered field on white.
                let platform = x.platform
                x.app.clock = MonotonicFrameClock(source: { [unowned platform] in platform.monotonicTime() })
                x.app.context.engine.reset(to: x.app.clock.frameTime())
                let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
                field.font = .systemFont(ofSize: 24)
                field.textColor = .black
                field.borderStyle = .line
                x.add(field)
                _ = try x.render()
                let injector = try XTestInjector(window: platform.windowID, display: try XWindowHarness.displayName())
                defer { injector.releaseAll() }
                @MainActor func run(for seconds: TimeInterval) {
                    let end = platform.monotonicTime() + seconds
                    while platform.monotonicTime() < end { x.app.runLoopTurn(waitingAtMost: 0.01) }
                }

                // Action: click into the field, type "hi" on the X keyboard.
                injector.send(.pointerMoved(CGPoint(x: 100, y: 60), time: 0))
                injector.send(.pointerDown(CGPoint(x: 100, y: 60), button: 1, time: 0))
                injector.send(.pointerUp(CGPoint(x: 100, y: 60), button: 1, time: 0))
                for ch in ["h", "i"] {
                    let key = UIKey(keyCode: .other, characters: ch)
                    injector.send(.keyDown(key, time: 0))
                    injector.send(.keyUp(key, time: 0))
                }
                injector.flush()
                run(for: 0.15)
                let shot = try x.capture()

                // Assertion: the text arrived; dark glyph pixels inside the field, left of a column of
                // the tint (#007AFF) spanning the line's height, right after them.
                #expect(field.isFirstResponder)
                #expect(field.text == "hi")
                let tint = RGB(0, 122, 255)
                let caret = shot.points { $0.isClose(to: tint, tolerance: 40) }.filter { $0.y > 40 && $0.y < 80 }
                try #require(!caret.isEmpty, "no caret-coloured pixels in the field")
                let caretXs = Set(caret.map(\.x))
                let caretYs = caret.map(\.y)
                #expect(caretXs.count <= 3, "the caret should be about 2 px wide, covers columns \(caretXs.sorted())")
                #expect(caretYs.max()! - caretYs.min()! >= 20, "the caret should be about a line high")
                let ink = shot.points { $0.luma < 100 }.filter { $0.y > 42 && $0.y < 78 && $0.x > 22 && $0.x < 298 }
                try #require(!ink.isEmpty, "no text drawn")
                #expect(ink.map(\.x).max()! < caretXs.min()!, "the text should end left of the caret")
                #expect(ink.map(\.x).min()! >= 22, "the text starts inside the field")
            }
        }

        @Test func realControlShortcutsSelectAndCutThroughTheXKeyboard() throws {
            try XWindowHarness.run(size: CGSize(width: 320, height: 120)) { x in
                // Precondition: a focused field holding "copy me", the real clock and loop.
                let platform = x.platform
                x.app.clock = MonotonicFrameClock(source: { [unowned platform] in platform.monotonicTime() })
                x.app.context.engine.reset(to: x.app.clock.frameTime())
                let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
                field.text = "copy me"
                x.add(field)
                field.becomeFirstResponder()
                _ = try x.render()
                let injector = try XTestInjector(window: platform.windowID, display: try XWindowHarness.displayName())
                defer { injector.releaseAll() }
                @MainActor func run(for seconds: TimeInterval) {
                    let end = platform.monotonicTime() + seconds
                    while platform.monotonicTime() < end { x.app.runLoopTurn(waitingAtMost: 0.01) }
                }

                // Action: Ctrl+A, Ctrl+X, then "s" (a demo tool key elsewhere).
                for (ch, flags) in [("a", UIKeyModifierFlags.control), ("x", .control), ("s", [])] {
                    let key = UIKey(keyCode: .other, characters: ch, modifierFlags: flags)
                    injector.send(.keyDown(key, time: 0))
                    injector.send(.keyUp(key, time: 0))
                }
                injector.flush()
                run(for: 0.15)

                // Assertion: everything was cut to the clipboard and "s" typed.
                #expect(field.text == "s")
                #expect(UIPasteboard.general.string == "copy me")
            }
        }

        @Test func aRealShiftClickExtendsTheSelection() throws {
            try XWindowHarness.run(size: CGSize(width: 320, height: 120)) { x in
                // Precondition: a field holding "hello world", the real clock and loop.
                let platform = x.platform
                x.app.clock = MonotonicFrameClock(source: { [unowned platform] in platform.monotonicTime() })
                x.app.context.engine.reset(to: x.app.clock.frameTime())
                let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
                field.font = .systemFont(ofSize: 24)
                field.text = "hello world"
                x.add(field)
                _ = try x.render()
                let injector = try XTestInjector(window: platform.windowID, display: try XWindowHarness.displayName())
                defer { injector.releaseAll() }
                @MainActor func run(for seconds: TimeInterval) {
                    let end = platform.monotonicTime() + seconds
                    while platform.monotonicTime() < end { x.app.runLoopTurn(waitingAtMost: 0.01) }
                }
                @MainActor func click(_ p: CGPoint) {
                    injector.send(.pointerMoved(p, time: 0))
                    injector.send(.pointerDown(p, button: 1, time: 0))
                    injector.send(.pointerUp(p, button: 1, time: 0))
                }

                // Action: a click before the text, then Shift held on the X keyboard for a click past it
                // (a second apart, so they are not a double click).
                click(CGPoint(x: 21, y: 60))
                injector.flush()
                run(for: 0.6)
                #expect(field.textInputController.selectedRange == NSRange(location: 0, length: 0))
                injector.send(.modifiersChanged(.shift, time: 0))
                click(CGPoint(x: 290, y: 60))
                injector.send(.modifiersChanged([], time: 0))
                injector.flush()
                run(for: 0.15)

                // Assertion: everything from the caret to the click is selected.
                #expect(field.textInputController.selectedRange == NSRange(location: 0, length: 11))
            }
        }
    }
}
