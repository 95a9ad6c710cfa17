@testable import UIKit
import Testing

extension SharedState {
    /// Taking a recognizer off its view (or disabling it) in the middle of a touch takes it out of
    /// that touch at once.
    @Suite struct GestureRemovalTests {
        static let p = CGPoint(x: 150, y: 120)

        @Test func aPanRemovedWhileDecidingFailsAndGetsNoMoreTouches() {
            withGestureStage { stage in
                // Precondition: a pan (logging its touches) pressed on, not yet begun.
                let view = stage.addView("view", CGRect(x: 50, y: 40, width: 300, height: 200))
                let pan = LoggedPan(log: stage.log)
                pan.logsTouches = true
                view.addGestureRecognizer(pan)
                stage.press(at: Self.p)
                // Action: remove it, then drag 40 pt.
                view.removeGestureRecognizer(pan)
                stage.move(to: Self.p + (0, 20))
                stage.move(to: Self.p + (0, 40))
                stage.release(at: Self.p + (0, 40))
                // Assertion: it failed on removal, never began, saw no move; the view kept its touches.
                #expect(stage.log.lines == ["pan touchesBegan", "view touchesBegan", "pan failed",
                                            "view touchesMoved", "view touchesMoved", "view touchesEnded"])
                #expect(pan.view == nil)
                #expect(pan.state == .possible, "reset for the view it may be added to next")
            }
        }

        @Test func removingTheRecognizerATapWaitsForLetsTheTapRecognizeAtOnce() {
            withGestureStage { stage in
                // Precondition: a tap that requires a long press to fail, pressed on.
                let view = stage.addView("view", CGRect(x: 50, y: 40, width: 300, height: 200))
                let press = LoggedLongPress(log: stage.log)
                let tap = LoggedTap(log: stage.log)
                tap.require(toFail: press)
                view.addGestureRecognizer(press)
                view.addGestureRecognizer(tap)
                stage.press(at: Self.p)
                // Action: remove the long press, then release.
                view.removeGestureRecognizer(press)
                stage.release(at: Self.p, after: 0.1)
                // Assertion: the tap did not wait for the end of the sequence to learn the press failed.
                #expect(stage.log.lines == ["view touchesBegan", "press failed", "tap ended", "view touchesCancelled"])
            }
        }
    }
}
