// Keys as the X server's keymap says: real XTest key presses on a real Xvfb, translated by the
// platform through xkbcommon (layouts, Shift, Control, Caps Lock, compose and dead keys), and XTest
// typing of text that no key on the layout carries.

import CX11
import Foundation
import Testing
@testable import UIKit
@testable import X11Platform

extension XServerTests {
    @Suite struct KeyTranslationTests {
        /// Moves the pointer over the window (the server's focus follows it) and drains what arrived.
        static func focus(_ x: XWindowHarness) throws -> XTestInjector {
            let injector = try XTestInjector(window: x.platform.windowID, display: try XWindowHarness.displayName())
            injector.send(.pointerMoved(CGPoint(x: 20, y: 20), time: 0))
            injector.sync()
            _ = x.platform.waitForEvents(timeout: 0.1)
            return injector
        }

        /// The keys pressed (`keyDown`) that reach the platform's event wait until it stays quiet.
        static func pressedKeys(_ x: XWindowHarness) -> [UIKey] {
            var keys: [UIKey] = []
            while true {
                let events = x.platform.waitForEvents(timeout: 0.3)
                if events.isEmpty { return keys }
                for case .keyDown(let key, _) in events { keys.append(key) }
            }
        }

        static func stroke(_ injector: XTestInjector, _ key: UIKey) {
            injector.send(.keyDown(key, time: 0))
            injector.send(.keyUp(key, time: 0))
        }

        static func strokeKeysym(_ injector: XTestInjector, _ keysym: Int32) {
            injector.pressKeysym(KeySym(keysym), modifiers: [], down: true)
            injector.pressKeysym(KeySym(keysym), modifiers: [], down: false)
        }

        @Test func lettersShiftControlAndNamedKeysArriveWithTheirCharactersAndCodes() throws {
            try XWindowHarness.run { x in
                // Precondition: the pointer (and so the focus) on the window, the US layout.
                let injector = try Self.focus(x)

                // Action: a, Shift+A, Ctrl+A, Home, End, Delete.
                Self.stroke(injector, UIKey(keyCode: .other, characters: "a"))
                Self.stroke(injector, UIKey(keyCode: .other, characters: "a", modifierFlags: .shift))
                Self.stroke(injector, UIKey(keyCode: .other, characters: "a", modifierFlags: .control))
                for code in [UIKeyboardHIDUsage.keyboardHome, .keyboardEnd, .keyboardDeleteForward] {
                    Self.stroke(injector, UIKey(keyCode: code, characters: ""))
                }
                injector.sync()
                let keys = Self.pressedKeys(x)

                // Assertion: the modifier presses themselves type nothing; the keys type what the layout says.
                let typing = keys.filter { !$0.characters.isEmpty || $0.keyCode != .other }
                try #require(typing.count == 6, "keys: \(keys)")
                #expect(typing[0].characters == "a" && typing[0].modifierFlags == [])
                #expect(typing[1].characters == "A" && typing[1].charactersIgnoringModifiers == "A"
                        && typing[1].modifierFlags == .shift)
                #expect(typing[2].characters == "\u{1}" && typing[2].charactersIgnoringModifiers == "a"
                        && typing[2].modifierFlags == .control)
                #expect(typing[3].keyCode == .keyboardHome)
                #expect(typing[4].keyCode == .keyboardEnd)
                #expect(typing[5].keyCode == .keyboardDeleteForward)
            }
        }

        @Test func theKeyboardIsFreedWithItsPlatform() throws {
            // Precondition: no platform open.
            let before = XResourceCounts.live.keyboards
            // Action / assertion: one xkb keyboard while a platform lives, none after.
            try XWindowHarness.run { x in
                #expect(x.platform.keyboard != nil)
                #expect(XResourceCounts.live.keyboards == before + 1)
            }
            #expect(XResourceCounts.live.keyboards == before)
        }

        @Test func aKeyHeldDownRepeatsAsPresses() throws {
            try XWindowHarness.run { x in
                // Precondition: the server's autorepeat on (its default: after 660 ms, 25 a second).
                let injector = try Self.focus(x)
                let key = UIKey(keyCode: .other, characters: "r")

                // Action: "r" held for a second.
                injector.send(.keyDown(key, time: 0))
                injector.sync()
                usleep(1_000_000)
                injector.send(.keyUp(key, time: 0))
                injector.sync()
                let keys = Self.pressedKeys(x)

                // Assertion: the first press and its repeats, each typing "r".
                #expect(keys.count >= 3, "keys: \(keys)")
                #expect(keys.allSatisfy { $0.characters == "r" })
            }
        }

        @Test func capsLockTypesCapitalsAndReportsAlphaShift() throws {
            try XWindowHarness.run { x in
                // Precondition: Caps Lock locked.
                let injector = try Self.focus(x)
                Self.strokeKeysym(injector, XK_Caps_Lock)
                defer {
                    Self.strokeKeysym(injector, XK_Caps_Lock)
                    injector.sync()
                    _ = Self.pressedKeys(x)
                }

                // Action: the "b" key.
                Self.stroke(injector, UIKey(keyCode: .other, characters: "b"))
                injector.sync()
                let keys = Self.pressedKeys(x).filter { !$0.characters.isEmpty }

                // Assertion: a capital, with Caps Lock among the modifiers.
                try #require(keys.count == 1, "keys: \(keys)")
                #expect(keys[0].characters == "B")
                #expect(keys[0].modifierFlags.contains(.alphaShift))
            }
        }

        @Test func afterTheServerSwitchesToRussianTheSameKeyTypesCyrillic() throws {
            try XWindowHarness.run { x in
                // Precondition: the key code that types "a" on the US layout, then the server switched
                // to the Russian layout by another client.
                let injector = try Self.focus(x)
                let display = try XWindowHarness.displayName()
                let code = try #require(CoreKeymap(x.platform.connection.display).location(of: KeySym(XK_a))?.code)
                try Self.setLayout("ru", display: display)
                defer { try? Self.setLayout("us", display: display) }

                // Action: that key code pressed.
                let raw = try XConnection(name: display)
                XTestFakeKeyEvent(raw.display, code, 1, UInt(CurrentTime))
                XTestFakeKeyEvent(raw.display, code, 0, UInt(CurrentTime))
                raw.sync()
                let keys = Self.pressedKeys(x)

                // Assertion: it types the Russian layout's letter on that key.
                #expect(keys.map(\.characters) == ["ф"])
                #expect((x.platform.keyboard?.reloads ?? 0) >= 1)
                _ = injector
            }
        }

        @Test func deadAcuteThenETypesOneEWithAcute() throws {
            try XWindowHarness.run { x in
                // Precondition: a key carrying dead_acute (the US layout has none, so the injector
                // binds a spare key code to it).
                let injector = try Self.focus(x)
                defer { injector.restoreKeyboardMapping() }

                // Action: dead acute, e; then dead acute, space-less cancel with "q".
                Self.strokeKeysym(injector, XK_dead_acute)
                Self.stroke(injector, UIKey(keyCode: .other, characters: "e"))
                Self.strokeKeysym(injector, XK_dead_acute)
                Self.stroke(injector, UIKey(keyCode: .other, characters: "q"))
                injector.sync()
                let keys = Self.pressedKeys(x)

                // Assertion: the dead key types nothing, the sequence types "é" on the "e" key's press,
                // a cancelled sequence types nothing.
                #expect(keys.map(\.characters) == ["", "é", "", ""])
            }
        }

        @Test func xtestTypesCyrillicChineseAndEmojiTheLayoutLacks() throws {
            try XWindowHarness.run { x in
                // Precondition: the US layout, which has none of these characters.
                let injector = try Self.focus(x)
                let text = "Привет 你好 👋"

                // Action: each character as one key stroke.
                for c in text {
                    Self.stroke(injector, UIKey(keyCode: c == " " ? .keyboardSpacebar : .other, characters: String(c)))
                }
                injector.sync()
                let keys = Self.pressedKeys(x)
                injector.restoreKeyboardMapping()

                // Assertion: the same text arrives, one key per character, and the spare key codes
                // are empty again afterwards.
                #expect(keys.map(\.characters).joined() == text)
                #expect(keys.count == text.count)
                let after = CoreKeymap(x.platform.connection.display)
                #expect(after.location(of: KeySym(0x0100_0000 + 0x4F60)) == nil, "你 is still bound")
            }
        }

        static func setLayout(_ layout: String, display: String) throws {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/setxkbmap")
            p.arguments = ["-display", display, "-layout", layout]
            try p.run()
            p.waitUntilExit()
            guard p.terminationStatus == 0 else {
                throw XTestSetupError(description: "setxkbmap -layout \(layout) failed (\(p.terminationStatus)); install x11-xkb-utils (scripts/setup)")
            }
        }
    }
}
