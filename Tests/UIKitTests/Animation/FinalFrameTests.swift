@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// The frame loop draws an animation's end: when the first frame past the end comes, the
    /// animation still asks for that frame, so the model value is what stays on screen.
    @Suite struct FinalFrameTests {
        @Test func lastFrameBeforeTheEndIsNotTheLastFrameShown() throws {
            try withTestApplication { app, platform in
                // Precondition: a view moving linearly from x 20 to x 120 over 0.3 s, drawn at 0.29 s.
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                window.makeKeyAndVisible()
                let view = UIView(frame: CGRect(x: 20, y: 40, width: 50, height: 30))
                window.addSubview(view)
                app.renderNow()
                UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) { view.frame.origin.x = 120 }
                let clock = try #require(app.clock as? VirtualFrameClock)
                clock.advance(by: 0.29)
                app.renderNow()
                let seenX = view.layer.presentation()!.frame.minX
                #expect(isClose(seenX, 20 + 100 * 0.29 / 0.3, tolerance: 1e-6) == true, "seen at x = \(seenX)")

                // Action: the next frame time is past the end; the loop decides whether to draw.
                clock.advance(by: 1.0 / 60)
                let drew = app.runFrame(waitingUpTo: 0)

                // Assertion: it drew, and what it drew is the model value; then it goes idle.
                #expect(drew, "the frame past the end was skipped: the screen keeps the 0.29 s position")
                #expect(view.layer.animationKeys() == nil)
                #expect(view.layer.presentation()!.frame.minX == 120)
                #expect(!app.needsFrame)
                _ = platform
            }
        }
    }
}
