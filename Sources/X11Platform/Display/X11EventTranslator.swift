import CX11
import Foundation
import UIKit

/// Turns Xlib events into `PlatformEvent`s with the server's timestamps (milliseconds → seconds).
/// Window-management events (expose, configure) are handled by the platform and may produce none.
enum X11EventTranslator {
    static func seconds(_ t: Time) -> TimeInterval { TimeInterval(t) / 1000 }

    /// A key through `XLookupString`: only when the server has no XKB for `XkbKeyboard` to read (no
    /// compose, Latin-1 text only).
    static func lookedUpKey(from event: inout XKeyEvent) -> UIKey {
        var buffer = [CChar](repeating: 0, count: 16)
        var keysym: KeySym = 0
        let n = XLookupString(&event, &buffer, Int32(buffer.count - 1), &keysym, nil)
        let chars = n > 0 ? XText.string(fromNullTerminated: buffer) : ""
        return UIKey(keyCode: code(forKeysym: UInt32(truncatingIfNeeded: keysym)), characters: chars,
                     modifierFlags: modifiers(event.state))
    }

    /// The code of the keys Segue tells apart by code (XKB keysyms have X's values).
    static func code(forKeysym keysym: UInt32) -> UIKeyboardHIDUsage {
        switch Int32(bitPattern: keysym) {
        case XK_Escape: return .keyboardEscape
        case XK_Return, XK_KP_Enter: return .keyboardReturnOrEnter
        case XK_space: return .keyboardSpacebar
        case XK_Tab: return .keyboardTab
        case XK_BackSpace: return .keyboardDeleteOrBackspace
        case XK_Left: return .keyboardLeftArrow
        case XK_Right: return .keyboardRightArrow
        case XK_Up: return .keyboardUpArrow
        case XK_Down: return .keyboardDownArrow
        case XK_Delete, XK_KP_Delete: return .keyboardDeleteForward
        case XK_Home, XK_KP_Home: return .keyboardHome
        case XK_End, XK_KP_End: return .keyboardEnd
        case XK_Page_Up, XK_KP_Page_Up: return .keyboardPageUp
        case XK_Page_Down, XK_KP_Page_Down: return .keyboardPageDown
        default: return .other
        }
    }

    /// The modifiers of an event's core state: Shift, Control, Alt (Mod1) and Caps Lock (Lock, as
    /// `.alphaShift`).
    static func modifiers(_ state: UInt32) -> UIKeyModifierFlags {
        var mods: UIKeyModifierFlags = []
        if state & UInt32(ShiftMask) != 0 { mods.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { mods.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { mods.insert(.alternate) }
        if state & UInt32(LockMask) != 0 { mods.insert(.alphaShift) }
        return mods
    }

    /// The modifiers held during a button press, release or motion (X reports them in each), with
    /// the event's time; nil for other events.
    static func pointerModifiers(of event: XEvent) -> (UIKeyModifierFlags, TimeInterval)? {
        switch event.type {
        case ButtonPress, ButtonRelease: return (modifiers(event.xbutton.state), seconds(event.xbutton.time))
        case MotionNotify: return (modifiers(event.xmotion.state), seconds(event.xmotion.time))
        default: return nil
        }
    }

    /// Translates one input event; nil for events that are not input. Keys go through `keyboard`
    /// (the server's keymap with compose) when there is one.
    static func translate(_ event: inout XEvent, keyboard: XkbKeyboard?) -> PlatformEvent? {
        switch event.type {
        case ButtonPress:
            let b = event.xbutton
            let p = CGPoint(x: Int(b.x), y: Int(b.y))
            switch b.button {
            case 4: return .scroll(p, dx: 0, dy: -1, time: seconds(b.time))
            case 5: return .scroll(p, dx: 0, dy: 1, time: seconds(b.time))
            case 6: return .scroll(p, dx: -1, dy: 0, time: seconds(b.time))
            case 7: return .scroll(p, dx: 1, dy: 0, time: seconds(b.time))
            default: return .pointerDown(p, button: Int(b.button), time: seconds(b.time))
            }
        case ButtonRelease:
            let b = event.xbutton
            guard b.button < 4 || b.button > 7 else { return nil }
            return .pointerUp(CGPoint(x: Int(b.x), y: Int(b.y)), button: Int(b.button), time: seconds(b.time))
        case MotionNotify:
            let m = event.xmotion
            return .pointerMoved(CGPoint(x: Int(m.x), y: Int(m.y)), time: seconds(m.time))
        case KeyPress:
            var k = event.xkey
            return .keyDown(keyboard?.key(from: k, pressed: true) ?? lookedUpKey(from: &k), time: seconds(k.time))
        case KeyRelease:
            var k = event.xkey
            return .keyUp(keyboard?.key(from: k, pressed: false) ?? lookedUpKey(from: &k), time: seconds(k.time))
        default:
            return nil
        }
    }
}
