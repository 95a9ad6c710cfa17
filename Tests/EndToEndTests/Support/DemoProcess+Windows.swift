import CX11
import Foundation
@testable import UIKit

/// Windows of any process (`segue run --watch` runs the app as a child, so its window is not the
/// `segue` process's own) and their place on the screen.
extension DemoProcess {
    /// Viewable top-level windows titled `title`, of any process.
    func windows(titled title: String) -> [Window] {
        // Another process's window may be destroyed between listing and asking about it: Xlib's
        // default answer to that (BadWindow) would end the test process. Every request below is a
        // round trip, so its error is handled before the handler the process had is put back.
        let previous = XSetErrorHandler { _, _ in 0 }
        defer { XSetErrorHandler(previous) }
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, XDefaultRootWindow(display), &rootReturn, &parent, &children, &count) != 0,
              let children else { return [] }
        defer { XFree(children) }
        var found: [Window] = []
        for i in 0..<Int(count) {
            var name: UnsafeMutablePointer<CChar>?
            guard XFetchName(display, children[i], &name) != 0, let name else { continue }
            defer { XFree(name) }
            var attributes = XWindowAttributes()
            XGetWindowAttributes(display, children[i], &attributes)
            if String(cString: name) == title, attributes.map_state == IsViewable { found.append(children[i]) }
        }
        return found
    }

    /// A viewable window titled `title` other than `other`, waiting up to `timeout` seconds while
    /// the process runs.
    func waitForAnyWindow(titled title: String, other: Window? = nil, timeout: TimeInterval) -> Window? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline, process.isRunning {
            if let window = windows(titled: title).first(where: { $0 != other }) { return window }
            usleep(50_000)
        }
        return nil
    }

    /// Waits up to `timeout` seconds for `window`, titled `title`, to be unmapped or destroyed.
    func waitForWindowToGo(_ window: Window, titled title: String, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if !windows(titled: title).contains(window) { return true }
            usleep(50_000)
        }
        return false
    }

    /// Moves `window` as a window manager would when the user drags its title bar.
    func move(_ window: Window, x: Int32, y: Int32) {
        XMoveWindow(display, window, x, y)
        XFlush(display)
    }

    /// Moves and resizes `window` as a window manager would for the user.
    func move(_ window: Window, x: Int32, y: Int32, width: UInt32, height: UInt32) {
        XMoveResizeWindow(display, window, x, y, width, height)
        XFlush(display)
    }

    /// `window`'s size in pixels.
    func size(of window: Window) -> CGSize {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        return CGSize(width: Int(attributes.width), height: Int(attributes.height))
    }

    /// Where `window`'s top-left corner is on the screen.
    func origin(of window: Window) -> CGPoint {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, XDefaultRootWindow(display), 0, 0, &x, &y, &child)
        return CGPoint(x: Int(x), y: Int(y))
    }

    func waitForOrigin(of window: Window, x: Int, y: Int, timeout: TimeInterval = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if origin(of: window) == CGPoint(x: x, y: y) { return true }
            usleep(30_000)
        }
        return false
    }
}
