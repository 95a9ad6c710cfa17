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

        // MARK: The view leaves the window

        @Test func aPanWhoseViewLeavesTheWindowMidDragIsCancelledAndHearsNoMore() {
            withGestureStage { stage in
                // Precondition: a pan recognizing a drag on a view inside a container.
                let container = stage.addView("container", CGRect(x: 0, y: 0, width: 400, height: 300))
                let view = stage.addView("view", CGRect(x: 50, y: 40, width: 300, height: 200), to: container)
                let pan = LoggedPan(log: stage.log)
                var actions: [UIGestureRecognizer.State] = []
                pan.addAction { actions.append($0.state) }
                view.addGestureRecognizer(pan)
                stage.press(at: Self.p)
                stage.move(to: Self.p + (0, 20))
                stage.move(to: Self.p + (0, 40))
                #expect(pan.state == .changed)
                // Action: the container leaves the window under the held pointer, which then moves
                // and lets go.
                container.removeFromSuperview()
                stage.move(to: Self.p + (0, 80))
                stage.release(at: Self.p + (0, 80))
                // Assertion: cancelled when it left, and no action after that.
                #expect(actions == [.began, .changed, .cancelled])
                #expect(stage.log.lines.filter { $0.hasPrefix("pan") } == ["pan began", "pan changed", "pan cancelled"])
                #expect(pan.view === view, "still attached: only the touch sequence ended")
            }
        }

        @Test func aTapStillDecidingWhenItsViewLeavesTheWindowFails() {
            withGestureStage { stage in
                // Precondition: a tap pressed on, deciding.
                let view = stage.addView("view", CGRect(x: 50, y: 40, width: 300, height: 200))
                let tap = LoggedTap(log: stage.log)
                var taps = 0
                tap.addAction { _ in taps += 1 }
                view.addGestureRecognizer(tap)
                stage.press(at: Self.p)
                // Action: the view leaves the window, then the press is released on the same spot.
                view.removeFromSuperview()
                stage.release(at: Self.p)
                // Assertion: it failed, and a release is not a tap of a view no longer on screen.
                #expect(stage.log.lines.contains("tap failed"))
                #expect(taps == 0)
            }
        }
    }
}
