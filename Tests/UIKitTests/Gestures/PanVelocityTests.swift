@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// `UIPanGestureRecognizer.velocity(in:)`: points per second from the input timestamps of the
    /// last 150 ms (docs/UIKIT-REFERENCE.md, "Gestures"), read by the action as apps do at `.ended`.
    @Suite struct PanVelocityTests {
        static let start = CGPoint(x: 100, y: 80)

        /// A pan on the stage's window whose action records `velocity(in: view)` at every state.
        private func velocityPan(_ stage: GestureStage, in view: UIView? = nil) -> (LoggedPan, () -> [CGPoint]) {
            let pan = LoggedPan(log: stage.log)
            var seen: [CGPoint] = []
            pan.addAction { seen.append(($0 as! UIPanGestureRecognizer).velocity(in: view)) }
            stage.window.addGestureRecognizer(pan)
            return (pan, { seen })
        }

        /// The k-th point of a steady drag of (20, 7) every 10 ms: 2 pt/ms across, 0.7 pt/ms down.
        static func steady(_ k: Int) -> (CGFloat, CGFloat) { (20 * CGFloat(k), 7 * CGFloat(k)) }

        @Test func steadyDragGivesDistanceOverTime() {
            withGestureStage { stage in
                // Precondition
                let (_, seen) = velocityPan(stage)
                // Action: ten moves 10 ms apart, released one step further 10 ms later.
                let last = stage.drag(from: Self.start, through: (1...10).map(Self.steady), releaseAfter: nil)
                stage.release(at: last + (20, 7))
                // Assertion: 20 pt / 10 ms = 2000 pt/s across, 700 pt/s down.
                #expect(stage.log.lines.last == "pan ended")
                #expect(isClose(seen().last!, CGPoint(x: 2000, y: 700), tolerance: 1e-6), "\(seen().last!)")
            }
        }

        @Test func velocityInAScaledViewIsInThatViewsUnits() {
            withGestureStage { stage in
                // Precondition: a view scaled 2 × 0.5.
                let scaled = stage.addView("scaled", CGRect(x: 150, y: 100, width: 100, height: 100))
                scaled.transform = CGAffineTransform(scaleX: 2, y: 0.5)
                let (_, seen) = velocityPan(stage, in: scaled)
                // Action
                let last = stage.drag(from: CGPoint(x: 10, y: 20), through: (1...10).map(Self.steady), releaseAfter: nil)
                stage.release(at: last + (20, 7))
                // Assertion: 2000 / 2 across, 700 / 0.5 down.
                #expect(isClose(seen().last!, CGPoint(x: 1000, y: 1400), tolerance: 1e-6), "\(seen().last!)")
            }
        }

        @Test func onlyTheLast150msCount() {
            withGestureStage { stage in
                // Precondition
                let (_, seen) = velocityPan(stage)
                // Action: 300 ms slow (1, 3 per 10 ms), then 200 ms steady (20, 7 per 10 ms); release
                // one steady step further.
                let slow: [(CGFloat, CGFloat)] = (1...30).map { k in (CGFloat(k), 3 * CGFloat(k)) }
                let fast: [(CGFloat, CGFloat)] = (1...20).map { k in
                    let (dx, dy) = Self.steady(k)
                    return (30 + dx, 90 + dy)
                }
                let last = stage.drag(from: Self.start, through: slow + fast, releaseAfter: nil)
                stage.release(at: last + (20, 7))
                // Assertion: the slow start is more than 150 ms old and does not count (the average of
                // the whole drag would be about (882, 465)).
                #expect(isClose(seen().last!, CGPoint(x: 2000, y: 700), tolerance: 1e-6), "\(seen().last!)")
            }
        }

        @Test func aWobbleOnTheLastSampleButOneDoesNotSkewIt() {
            withGestureStage { stage in
                // Precondition
                let (_, seen) = velocityPan(stage)
                // Action: a steady drag whose tenth sample is off the line by (8, −5).
                var points = (1...10).map(Self.steady)
                points[9] = (points[9].0 + 8, points[9].1 - 5)
                stage.drag(from: Self.start, through: points, releaseAfter: nil)
                stage.release(at: Self.start + Self.steady(11))
                // Assertion: from the oldest to the newest sample of the window, 2000, 700; the last two
                // samples alone would give 1200, 1200.
                #expect(isClose(seen().last!, CGPoint(x: 2000, y: 700), tolerance: 1e-6), "\(seen().last!)")
            }
        }

        @Test func restingMoreThan150msBeforeReleaseGivesZero() {
            withGestureStage { stage in
                // Precondition: a steady drag, still held, moving at 2000, 700.
                let (_, seen) = velocityPan(stage)
                let last = stage.drag(from: Self.start, through: (1...10).map(Self.steady), releaseAfter: nil)
                #expect(isClose(seen().last!, CGPoint(x: 2000, y: 700), tolerance: 1e-6), "\(seen().last!)")
                // Action: held still for 200 ms, then released where it is.
                stage.release(at: last, after: 0.2)
                // Assertion
                #expect(stage.log.lines.last == "pan ended")
                #expect(seen().last! == .zero)
            }
        }
    }
}
