import CX11
import Foundation
import UIKit

/// Turns Xlib events into `PlatformEvent`s with the server's timestamps (milliseconds → seconds).
/// Window-management events (expose, configure) are handled by the platform and may produce none.
enum X11EventTranslator {
    static func seconds(_ t: Time) -> TimeInterval { TimeInterval(t) / 1000 }

    static func key(from event: inout XKeyEvent) -> UIKey {
        var buffer = [CChar](repeating: 0, count: 16)
        var keysym: KeySym = 0
        let n = XLookupString(&event, &buffer, Int32(buffer.count - 1), &keysym, nil)
        let chars = n > 0 ? XText.string(fromNullTerminated: buffer) : ""
        let code: UIKeyboardHIDUsage
        switch Int32(keysym) {
        case XK_Escape: code = .keyboardEscape
        case XK_Return, XK_KP_Enter: code = .keyboardReturnOrEnter
        case XK_space: code = .keyboardSpacebar
        case XK_Tab: code = .keyboardTab
        case XK_BackSpace: code = .keyboardDeleteOrBackspace
        case XK_Left: code = .keyboardLeftArrow
        case XK_Right: code = .keyboardRightArrow
        case XK_Up: code = .keyboardUpArrow
        case XK_Down: code = .keyboardDownArrow
        case XK_Delete, XK_KP_Delete: code = .keyboardDeleteForward
        case XK_Home, XK_KP_Home: code = .keyboardHome
        case XK_End, XK_KP_End: code = .keyboardEnd
        case XK_Page_Up, XK_KP_Page_Up: code = .keyboardPageUp
        case XK_Page_Down, XK_KP_Page_Down: code = .keyboardPageDown
        default: code = .other
        }
        var mods: UIKeyModifierFlags = []
        if event.state & UInt32(ShiftMask) != 0 { mods.insert(.shift) }
        if event.state & UInt32(ControlMask) != 0 { mods.insert(.control) }
        if event.state & UInt32(Mod1Mask) != 0 { mods.insert(.alternate) }
        return UIKey(keyCode: code, characters: chars, modifierFlags: mods)
    }

    /// Translates one input event; nil for events that are not input.
    static func translate(_ event: inout XEvent) -> PlatformEvent? {
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
            return .keyDown(key(from: &k), time: seconds(k.time))
        case KeyRelease:
            var k = event.xkey
            return .keyUp(key(from: &k), time: seconds(k.time))
        default:
            return nil
        }
    }
}
