import CX11
import Foundation

extension DemoProcess {
    /// `notches` clicks of the mouse wheel at (`x`, `y`) in `window`, through XTest, `interval`
    /// seconds apart: button 5 (toward the user, the content moves up) for positive `notches`,
    /// button 4 for negative — each a press and a release, as a wheel sends them.
    func wheel(_ window: Window, x: Int32, y: Int32, notches: Int, interval: TimeInterval = 0.02) {
        movePointer(window, x: x, y: y)
        let button: UInt32 = notches > 0 ? 5 : 4
        for _ in 0..<abs(notches) {
            XTestFakeButtonEvent(display, button, 1, UInt(CurrentTime))
            XTestFakeButtonEvent(display, button, 0, UInt(CurrentTime))
            XFlush(display)
            usleep(useconds_t(interval * 1_000_000))
        }
    }
}
