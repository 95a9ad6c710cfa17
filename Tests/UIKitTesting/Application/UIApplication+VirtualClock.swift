import Foundation
import UIKit

/// Frames on the virtual clock: the stages of every headless suite move time by hand and draw.
extension UIApplication {
    /// The `VirtualFrameClock` the application was made with (`withTestApplication` makes one).
    /// Traps otherwise: a test that meant to control time and does not is broken, not failing.
    public var virtualClock: VirtualFrameClock {
        guard let virtual = clock as? VirtualFrameClock else {
            preconditionFailure("this test needs an application on a VirtualFrameClock (see withTestApplication)")
        }
        return virtual
    }

    /// Moves the virtual clock on by `seconds` and draws the frame at that time: due timers fire,
    /// animations tick, and presentation values read afterwards are that frame's.
    public func renderFrame(after seconds: TimeInterval) {
        virtualClock.advance(by: seconds)
        renderNow()
    }
}
