// Resizing the real X window: the server's ConfigureNotify becomes a `.resized` event, the app
// re-lays out its windows by their autoresizing masks, and the next frame fills the new size.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct WindowResizeTests {
        static let bar = UIColor(red: 120 / 255, green: 40 / 255, blue: 160 / 255, alpha: 1)

        @Test func resizedWindowStretchesAFlexibleWidthView() throws {
            try XWindowHarness.run(size: CGSize(width: 320, height: 240)) { x in
                // Precondition: a flexible-width bar with 20 px margins in a 320×240 window.
                let bar = UIView(frame: CGRect(x: 20, y: 30, width: 280, height: 50))
                bar.backgroundColor = Self.bar
                bar.autoresizingMask = [.flexibleWidth]
                x.add(bar)
                let before = try x.render()
                let purple = RGB(Self.bar), white = RGB(255, 255, 255)
                expectPixel(before, 299, 55, purple, "bar's last pixel before the resize")
                expectPixel(before, 300, 55, white, "right margin before the resize")

                // Action: the server resizes the window; the queued `.resized` event goes through
                // the app's frame loop like any other event.
                let newSize = CGSize(width: 410, height: 260)
                x.platform.resizeWindow(to: newSize)
                try #require(x.platform.waitForWindowSize(newSize), "the X server never reported the window at 410×260")
                let presented = x.app.runFrame(waitingUpTo: 0)
                let after = try x.capture()

                // Assertion: a frame was drawn at the new size and the bar spans it minus its margins
                // (20 + 370 + 20 = 410), in pixels read back from the window.
                #expect(presented, "the resize should have produced a frame")
                #expect(after.width == 410 && after.height == 260, "captured \(after.width)×\(after.height)")
                #expect(x.window.bounds.size == newSize)
                #expect(bar.frame == CGRect(x: 20, y: 30, width: 370, height: 50))
                expectPixel(after, 20, 55, purple, "bar's first pixel after the resize")
                expectPixel(after, 389, 55, purple, "bar's last pixel after the resize")
                expectPixel(after, 390, 55, white, "right margin after the resize")
                expectPixel(after, 400, 250, white, "backdrop in the newly exposed corner")
            }
        }
    }
}
