import CX11
import Foundation

/// Keyboard focus and grabs from the test's own connection, standing in for another client (a
/// window manager's switcher, a screenshot tool) that takes the keyboard in the middle of a drag.
extension DemoProcess {
    /// Gives `window` the keyboard focus and waits until the server has done it.
    func focus(_ window: Window) {
        XSetInputFocus(display, window, RevertToParent, UInt(CurrentTime))
        XSync(display, 0)
    }

    /// Grabs the keyboard on the root window; true when the server granted it.
    func grabKeyboard() -> Bool {
        let status = XGrabKeyboard(display, XDefaultRootWindow(display), 0, GrabModeAsync, GrabModeAsync,
                                   UInt(CurrentTime))
        XSync(display, 0)
        return status == GrabSuccess
    }

    func ungrabKeyboard() {
        XUngrabKeyboard(display, UInt(CurrentTime))
        XSync(display, 0)
    }
}
