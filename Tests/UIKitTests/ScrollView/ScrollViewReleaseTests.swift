@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// What a scroll view does after the finger lifts, on the virtual clock: deceleration at 0.998
    /// per ms to the projected offset (or the delegate's target), bounces back to an edge, and the
    /// delegate's callbacks in UIKit's order. Release at media time 0; `stage.wait` moves the clock.
    @Suite struct ScrollViewReleaseTests {
        static let frame = CGRect(x: 50, y: 40, width: 300, height: 200)
        /// `1000·ln 0.998`: the deceleration exponent per second at `.normal`.
        static let decay = 1000 * log(0.998)

        /// Presses at (150, 220), drags up 20 pt every 10 ms for ten moves and releases one step
        /// further 10 ms later: the finger goes up at 2000 pt/s, so the offset grows at 2000 pt/s,
        /// and it is 180 when the finger lifts (the pan began at the first move).
        static func flingUp(_ stage: GestureStage) {
            let last = stage.drag(from: CGPoint(x: 150, y: 220), through: (1...10).map { (0, -20 * CGFloat($0)) },
                                  releaseAfter: nil)
            stage.release(at: last + (0, -20))
        }

        /// The offset of a fling from 180 at 2000 pt/s after `t` seconds: 180 + v·(0.998^(1000t) − 1)/(1000·ln 0.998).
        static func glide(_ t: Double) -> CGFloat { 180 + 2000 * (pow(0.998, 1000 * t) - 1) / decay }

        @Test func releaseWithVelocityDeceleratesToTheProjectedOffset() {
            withGestureStage { stage in
                // Precondition: 3000 pt of content, offsets 0…2800.
                let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 3000))
                // Action
                Self.flingUp(stage)
                // Assertion: UIKit's units for the delegate — points per millisecond — and the projection
                // 180 + 2000 pt/s · 499.5 ms ≈ 1179.
                #expect(scrollView.contentOffset.y == 180)
                #expect(isClose(calls.releaseVelocity ?? .zero, CGPoint(x: 0, y: 2), tolerance: 1e-6), "\(String(describing: calls.releaseVelocity))")
                let projected = 180 + 2000 / -Self.decay
                #expect(isClose(Double(calls.proposedTarget?.y ?? 0), projected, tolerance: 1e-6), "\(String(describing: calls.proposedTarget))")
                #expect(scrollView.isDecelerating && !scrollView.isDragging)
                // A quarter of a second later, on the curve.
                stage.wait(0.25)
                #expect(isClose(scrollView.contentOffset.y, Self.glide(0.25), tolerance: 1e-6), "\(scrollView.contentOffset.y)")
                #expect(scrollView.isDecelerating)
                // Long after: exactly the target, and the callbacks in order.
                stage.wait(10)
                #expect(scrollView.contentOffset == CGPoint(x: 0, y: calls.proposedTarget?.y ?? 0))
                #expect(!scrollView.isDecelerating)
                #expect(calls.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging true",
                                        "willBeginDecelerating", "didScroll", "didEndDecelerating"])
            }
        }

        @Test func aTargetChangedByTheDelegateIsWhereTheContentRests() {
            withGestureStage { stage in
                // Precondition: a delegate that snaps the resting offset to 600.
                let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 3000))
                calls.retarget = { CGPoint(x: $0.x, y: 600) }
                // Action
                Self.flingUp(stage)
                stage.wait(0.25)
                let early = scrollView.contentOffset.y
                stage.wait(10)
                // Assertion: slower than the natural fling (it has 420 pt to go, not 999), on the way,
                // and exactly there at the end.
                #expect(early > 180 && early < Self.glide(0.25), "\(early)")
                #expect(scrollView.contentOffset.y == 600)
                #expect(calls.order.last == "didEndDecelerating")
            }
        }

        @Test func aFlingPastTheBottomRunsOutAndBouncesBackToTheEdge() {
            withGestureStage { stage in
                // Precondition: offsets 0…400, so the 1179 projection is out of reach.
                let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 600))
                // Action
                Self.flingUp(stage)
                stage.runFrames(for: 3)
                // Assertion: the target is the edge; the content meets it at 2000 − 2.002·220 ≈ 1560 pt/s
                // and runs out by at most that / (20·e) ≈ 28.7 pt, then rests exactly on it.
                #expect(calls.proposedTarget == CGPoint(x: 0, y: 400))
                let peak = calls.offsets.map(\.y).max() ?? 0
                let speedAtEdge = 2000 + Self.decay * 220
                #expect(peak > 415 && peak <= 400 + speedAtEdge / (20 * exp(1)) + 1e-9, "\(peak)")
                #expect(scrollView.contentOffset.y == 400)
                #expect(!scrollView.isDecelerating)
                #expect(calls.order.suffix(2) == ["didScroll", "didEndDecelerating"])
            }
        }

        @Test func withoutBouncesAFlingStopsDeadAtTheEdge() {
            withGestureStage { stage in
                // Precondition
                let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 600))
                scrollView.bounces = false
                // Action
                Self.flingUp(stage)
                stage.runFrames(for: 1)
                // Assertion: never past 400, and at 400 at the end.
                #expect(calls.offsets.allSatisfy { $0.y <= 400 })
                #expect(scrollView.contentOffset.y == 400)
                #expect(calls.order.last == "didEndDecelerating")
            }
        }

        @Test func releasedPastTheTopItBouncesBackExactlyToTheEdge() {
            withGestureStage { stage in
                // Precondition: pulled 100 pt down past the top (shown 43.1 pt), then held still 200 ms.
                let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 1000))
                stage.drag(from: CGPoint(x: 150, y: 60), through: [(0, 14), (0, 114)], releaseAfter: nil)
                let pulled = scrollView.contentOffset.y
                #expect(isClose(pulled, -rubberBand(100, dimension: 200)))
                // Action
                stage.release(at: CGPoint(x: 150, y: 174), after: 0.2)
                // Assertion: no speed, target the top edge; a critically damped return (ω = 20),
                // x(t) = x₀·(1 + ω·t)·e^(−ω·t), never past the edge, resting exactly on it.
                #expect(calls.releaseVelocity == .zero)
                #expect(calls.proposedTarget == .zero)
                #expect(scrollView.isDecelerating)
                stage.wait(0.1)
                #expect(isClose(scrollView.contentOffset.y, pulled * 3 * exp(-2), tolerance: 1e-9), "\(scrollView.contentOffset.y)")
                stage.runFrames(for: 1)
                #expect(scrollView.contentOffset == .zero)
                #expect(calls.offsets.allSatisfy { $0.y <= 0 })
                #expect(calls.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging true",
                                        "willBeginDecelerating", "didScroll", "didEndDecelerating"])
            }
        }

        @Test func aReleaseWithoutSpeedInsideTheContentDoesNotDecelerate() {
            withGestureStage { stage in
                // Precondition
                let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 1000))
                // Action: up 44 pt, held 200 ms, released.
                stage.drag(from: CGPoint(x: 150, y: 200), through: [(0, -14), (0, -44)], releaseAfter: nil)
                stage.release(at: CGPoint(x: 150, y: 156), after: 0.2)
                // Assertion
                #expect(scrollView.contentOffset.y == 30)
                #expect(!scrollView.isDecelerating)
                #expect(calls.order == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging false"])
            }
        }

        @Test func aTouchCatchesAFlingWhereItIs() {
            withGestureStage { stage in
                // Precondition: a quarter of a second into a fling.
                let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 3000))
                Self.flingUp(stage)
                stage.wait(0.25)
                let caught = scrollView.contentOffset
                // Action: a press, a second's wait, a release without moving.
                stage.press(at: CGPoint(x: 150, y: 120))
                #expect(!scrollView.isDecelerating)
                stage.wait(1)
                stage.release(at: CGPoint(x: 150, y: 120))
                stage.wait(1)
                // Assertion: it stayed where it was caught, and never reported the end of a deceleration.
                #expect(scrollView.contentOffset == caught)
                #expect(!calls.lines.contains("didEndDecelerating"))
            }
        }

        @Test func contentCaughtPastTheEdgeGoesBackWhenLetGoWithoutADrag() {
            withGestureStage { stage in
                // Precondition: bouncing back from a pull past the top, caught 50 ms in.
                let (scrollView, _) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 1000))
                stage.drag(from: CGPoint(x: 150, y: 60), through: [(0, 14), (0, 114)], releaseAfter: nil)
                stage.release(at: CGPoint(x: 150, y: 174), after: 0.2)
                stage.wait(0.05)
                stage.press(at: CGPoint(x: 150, y: 120))
                let caught = scrollView.contentOffset.y
                stage.wait(0.5)
                #expect(caught < 0 && scrollView.contentOffset.y == caught)
                // Action
                stage.release(at: CGPoint(x: 150, y: 120))
                stage.runFrames(for: 1)
                // Assertion
                #expect(scrollView.contentOffset == .zero)
            }
        }

        @Test func setContentOffsetAnimatedEasesThereAndSaysSo() {
            withGestureStage { stage in
                // Precondition
                let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 700, height: 1000))
                // Action
                scrollView.setContentOffset(CGPoint(x: 100, y: 300), animated: true)
                stage.wait(0.15)
                let halfway = scrollView.contentOffset
                stage.wait(0.2)
                // Assertion: ease-in-out over 0.3 s is half way at half time; then exactly there.
                #expect(isClose(halfway, CGPoint(x: 50, y: 150), tolerance: 1e-3), "\(halfway)")
                #expect(scrollView.contentOffset == CGPoint(x: 100, y: 300))
                #expect(calls.order == ["didScroll", "didEndScrollingAnimation"])
                #expect(!scrollView.isDecelerating)
            }
        }

        @Test func setContentOffsetWithoutAnimationStopsAFling() {
            withGestureStage { stage in
                // Precondition
                let (scrollView, calls) = stage.addScrollView(Self.frame, contentSize: CGSize(width: 300, height: 3000))
                Self.flingUp(stage)
                stage.wait(0.25)
                // Action: the UIKit idiom for stopping in place.
                scrollView.setContentOffset(scrollView.contentOffset, animated: false)
                let stopped = scrollView.contentOffset
                stage.wait(1)
                // Assertion
                #expect(!scrollView.isDecelerating)
                #expect(scrollView.contentOffset == stopped)
                #expect(!calls.lines.contains("didEndDecelerating"))
            }
        }
    }
}
