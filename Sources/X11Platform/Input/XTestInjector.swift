// Real input for `segue play`: pointer and keys sent to the X server through the XTEST extension.

import CX11
import Foundation
import UIKit

/// Turns `PlatformEvent`s into XTEST requests on a connection of its own, so the X server delivers
/// them to the window exactly as it delivers a mouse's and a keyboard's: with its own timestamps,
/// the pointer grab, focus and event coalescing of real input. The app cannot tell the difference,
/// which is the point of replaying a script this way rather than calling `handle(_:)`.
///
/// Coordinates: events carry window pixels; each is translated to the root window with
/// `XTranslateCoordinates` at the time it is sent (the window may have moved). Timestamps in the
/// events are ignored — the server stamps the fake events when it processes them.
///
/// Keys: a character is typed on the key that carries it in the server's keymap (with Shift when it
/// is on the shifted level). A character no key carries — Cyrillic on a US layout, CJK, emoji — is
/// bound to a spare key code (one without symbols) for the injector's life, as xdotool does, and
/// the mapping is put back by `restoreKeyboardMapping()`; see `XTestKeyBindings` for why bindings
/// are not undone after each key.
///
/// Ownership: the second connection is this object's and closes with it; key bindings it made are
/// put back before that.
///
/// ```swift
/// let injector = try XTestInjector(window: platform.windowID, display: platform.connection.name)
/// injector.send(.pointerDown(CGPoint(x: 300, y: 106), button: 1, time: 0))
/// injector.flush()
/// ```
public final class XTestInjector {
    private let connection: XConnection
    private let window: Window
    /// Buttons and key codes held down by this injector, for `releaseAll()`.
    private var heldButtons: Set<UInt32> = []
    private var heldKeys: Set<UInt32> = []
    /// Where each keysym held down by this injector was pressed (the key and whether with Shift), so
    /// its release goes to the same key.
    private var pressedKeysyms: [KeySym: (code: UInt32, shifted: Bool)] = [:]
    /// Spare key codes bound to characters the keymap lacks, put back by `restoreKeyboardMapping()`.
    private let bindings: XTestKeyBindings

    /// Opens `display` a second time and checks the server has XTEST.
    public init(window: UInt, display: String) throws {
        connection = try XConnection(name: display)
        bindings = XTestKeyBindings(connection: connection)
        self.window = Window(window)
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(connection.display, &event, &error, &major, &minor) != 0 else {
            throw PlatformError.missingExtension("XTEST", display: display)
        }
    }

    /// Sends `event` as fake input. Window events (`resized`, `closeRequested`) are not input and
    /// are ignored.
    public func send(_ event: PlatformEvent) {
        let dpy = connection.display
        switch event {
        case .pointerDown(let p, let button, _):
            move(to: p)
            setButton(UInt32(clamping: button), down: true)
        case .pointerMoved(let p, _):
            move(to: p)
        case .pointerUp(let p, let button, _):
            move(to: p)
            setButton(UInt32(clamping: button), down: false)
        case .pointerCancelled:
            // Real input has no cancel; the nearest is letting go where the pointer is.
            for held in heldButtons { setButton(held, down: false) }
        case .scroll(let p, let dx, let dy, _):
            move(to: p)
            for button in Self.wheelButtons(dx: dx, dy: dy) {
                XTestFakeButtonEvent(dpy, button, 1, UInt(CurrentTime))
                XTestFakeButtonEvent(dpy, button, 0, UInt(CurrentTime))
            }
        case .keyDown(let key, _):
            press(key, down: true)
        case .keyUp(let key, _):
            press(key, down: false)
        case .modifiersChanged(let flags, _):
            holdModifiers(flags)
        case .resized, .closeRequested:
            break
        }
    }

    /// Sends everything queued to the server.
    public func flush() { connection.flush() }

    /// Lets go of every button and key this injector holds down, so stopping a replay half-way
    /// never leaves the user's display with a button stuck down.
    public func releaseAll() {
        for held in heldButtons { setButton(held, down: false) }
        for code in heldKeys { setKey(code, down: false) }
        pressedKeysyms.removeAll()
        restoreKeyboardMapping()
    }

    deinit {
        bindings.restore()
        connection.sync()
    }

    private func setButton(_ number: UInt32, down: Bool) {
        XTestFakeButtonEvent(connection.display, number, down ? 1 : 0, UInt(CurrentTime))
        if down { heldButtons.insert(number) } else { heldButtons.remove(number) }
    }

    /// Presses or releases the left Shift, Control and Alt keys so that just `flags` are held, as a
    /// user holding Shift while clicking (Caps Lock is left as it is).
    private func holdModifiers(_ flags: UIKeyModifierFlags) {
        let keys: [(UIKeyModifierFlags, Int32)] = [(.shift, XK_Shift_L), (.control, XK_Control_L), (.alternate, XK_Alt_L)]
        for (flag, keysym) in keys {
            let code = UInt32(XKeysymToKeycode(connection.display, KeySym(keysym)))
            guard code != 0, heldKeys.contains(code) != flags.contains(flag) else { continue }
            setKey(code, down: flags.contains(flag))
        }
    }

    private func setKey(_ code: UInt32, down: Bool) {
        XTestFakeKeyEvent(connection.display, code, down ? 1 : 0, UInt(CurrentTime))
        if down { heldKeys.insert(code) } else { heldKeys.remove(code) }
    }

    /// Waits until the server has processed (and so delivered) everything sent so far.
    public func sync() { connection.sync() }

    private func move(to p: CGPoint) {
        var rootX: Int32 = 0, rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(connection.display, window, connection.root, Self.coordinate(p.x), Self.coordinate(p.y),
                              &rootX, &rootY, &child)
        XTestFakeMotionEvent(connection.display, -1, rootX, rootY, UInt(CurrentTime))
    }

    /// X's wheel buttons: 4 up, 5 down, 6 left, 7 right, one click per notch.
    static func wheelButtons(dx: CGFloat, dy: CGFloat) -> [UInt32] {
        let vertical = Array(repeating: UInt32(dy < 0 ? 4 : 5), count: notches(dy))
        let horizontal = Array(repeating: UInt32(dx < 0 ? 6 : 7), count: notches(dx))
        return vertical + horizontal
    }

    /// Clicks for `steps` wheel steps. Scripts allow at most 1000 a scroll; whatever an event holds
    /// (infinity, NaN), the count stays a small whole number rather than trapping.
    static func notches(_ steps: CGFloat) -> Int {
        guard steps.isFinite else { return 0 }
        return Int(min(abs(steps).rounded(), 1000))
    }

    /// A window coordinate as X's 16-bit protocol carries it: rounded and clamped, so no value traps
    /// (scripts keep points within ±100 000 pt; the server clamps the pointer to the screen anyway).
    static func coordinate(_ value: CGFloat) -> Int32 {
        guard value.isFinite else { return 0 }
        return Int32(min(max(value.rounded(), -32768), 32767))
    }

    private func press(_ key: UIKey, down: Bool) {
        let scalars = Array(key.characters.unicodeScalars)
        if key.keyCode == .other && scalars.count > 1 {
            // Several characters on one key (an emoji with a modifier, a letter with a combining
            // mark): each is typed, press and release, when the key goes down.
            if down {
                for scalar in scalars {
                    pressKeysym(Self.keysym(for: scalar, control: false), modifiers: key.modifierFlags, down: true)
                    pressKeysym(Self.keysym(for: scalar, control: false), modifiers: key.modifierFlags, down: false)
                }
            }
            return
        }
        guard let keysym = Self.keysym(for: key) else { return }
        pressKeysym(KeySym(keysym), modifiers: key.modifierFlags, down: down)
    }

    /// Presses or releases whatever key types `keysym`, with Shift held when the keysym is on the
    /// key's shifted level. A keysym no key carries is first bound to a spare key code
    /// (`XTestKeyBindings`), so any character can be typed whatever the layout.
    func pressKeysym(_ keysym: KeySym, modifiers flags: UIKeyModifierFlags, down: Bool) {
        let dpy = connection.display
        let location: (code: UInt32, shifted: Bool)
        if down || pressedKeysyms[keysym] == nil {
            guard let found = bindings.location(of: keysym) else { return }
            location = found
        } else {
            location = pressedKeysyms[keysym]!
        }
        if down { pressedKeysyms[keysym] = location } else { pressedKeysyms[keysym] = nil }
        let shift = flags.contains(.shift) || location.shifted
        let modifiers: [Int32] = (shift ? [XK_Shift_L] : []) + (flags.contains(.control) ? [XK_Control_L] : [])
            + (flags.contains(.alternate) ? [XK_Alt_L] : [])
        let modifierCodes = modifiers.map { UInt32(XKeysymToKeycode(dpy, KeySym($0))) }.filter { $0 != 0 }
        if down {
            for m in modifierCodes { setKey(m, down: true) }
        }
        setKey(location.code, down: down)
        if !down {
            for m in modifierCodes.reversed() { setKey(m, down: false) }
        }
    }

    /// Puts back the keys bound for characters the keymap lacked. Call it once the receiving
    /// application has read the keys typed with them (it reads the keymap when it translates them);
    /// `releaseAll()` and `deinit` call it.
    public func restoreKeyboardMapping() {
        bindings.restore()
        connection.sync()
    }

    /// The keysym for `key`: named keys by code, others by their (single) character.
    static func keysym(for key: UIKey) -> Int32? {
        switch key.keyCode {
        case .keyboardEscape: return XK_Escape
        case .keyboardReturnOrEnter: return XK_Return
        case .keyboardSpacebar: return XK_space
        case .keyboardTab: return XK_Tab
        case .keyboardDeleteOrBackspace: return XK_BackSpace
        case .keyboardLeftArrow: return XK_Left
        case .keyboardRightArrow: return XK_Right
        case .keyboardUpArrow: return XK_Up
        case .keyboardDownArrow: return XK_Down
        case .keyboardDeleteForward: return XK_Delete
        case .keyboardHome: return XK_Home
        case .keyboardEnd: return XK_End
        case .keyboardPageUp: return XK_Page_Up
        case .keyboardPageDown: return XK_Page_Down
        case .other:
            guard key.characters.unicodeScalars.count == 1, let scalar = key.characters.unicodeScalars.first else { return nil }
            return Int32(bitPattern: UInt32(truncatingIfNeeded: keysym(for: scalar, control: key.modifierFlags.contains(.control))))
        }
    }

    /// The keysym that types `scalar`: Latin-1 keysyms equal their code points; the control
    /// characters keys type are their keys (a control character with Control held is the letter
    /// typed with it, as Ctrl+A types U+0001); anything else is X's Unicode keysym, 0x01000000 plus
    /// the code point.
    static func keysym(for scalar: Unicode.Scalar, control: Bool) -> KeySym {
        let v = scalar.value
        switch v {
        case 0x01...0x1A where control && v != 0x09 && v != 0x0D && v != 0x08: return KeySym(v + 0x60)
        case 0x08: return KeySym(XK_BackSpace)
        case 0x09: return KeySym(XK_Tab)
        case 0x0A, 0x0D: return KeySym(XK_Return)
        case 0x1B: return KeySym(XK_Escape)
        case 0x7F: return KeySym(XK_Delete)
        case 0x20...0x7E, 0xA0...0xFF: return KeySym(v)
        default: return KeySym(0x0100_0000 + v)
        }
    }
}
