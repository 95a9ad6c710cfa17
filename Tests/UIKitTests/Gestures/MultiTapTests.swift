@testable import UIKit
import Testing

extension SharedState {
    /// Double taps: `numberOfTapsRequired = 2` recognizes on the second release when it comes within
    /// `UITouch.multiTapInterval` (0.35 s) and `multiTapDistance` (40 pt) of the first; a single tap
    /// that requires it to fail waits across the gap; `UITouch.tapCount` counts the presses.
    @Suite struct MultiTapTests {
        static let p = CGPoint(x: 150, y: 120)

        /// A double tap and a single tap that waits for it to fail, both on a 300×200 view.
        private func stageTaps(_ stage: GestureStage) -> (single: LoggedTap, double: LoggedTap) {
            let view = stage.addView("view", CGRect(x: 50, y: 40, width: 300, height: 200))
            let double = LoggedTap("double", log: stage.log)
            double.numberOfTapsRequired = 2
            let single = LoggedTap("single", log: stage.log)
            single.require(toFail: double)
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            return (single, double)
        }

        /// A click at `p`, then `gap` seconds on both clocks.
        private func tap(_ stage: GestureStage, at p: CGPoint, thenWait gap: TimeInterval) {
            stage.click(at: p)
            stage.wait(gap)
            stage.move(to: p, after: gap)
        }

        @Test func twoQuickTapsRecognizeTheDoubleTapOnTheSecondRelease() {
            withGestureStage { stage in
                // Precondition
                let (_, double) = stageTaps(stage)
                var actions = 0
                double.addAction { _ in actions += 1 }
                // Action: the first tap.
                tap(stage, at: Self.p, thenWait: 0.1)
                // Assertion: nothing decided yet.
                #expect(double.state == .possible)
                #expect(!stage.log.lines.contains { $0.hasPrefix("double") || $0.hasPrefix("single") })
                // Action: the second tap, 5 pt away.
                stage.click(at: Self.p + (3, 4))
                // Assertion: double recognized once; the single tap that waited for it failed.
                #expect(actions == 1)
                #expect(stage.log.lines.filter { $0.hasPrefix("double") || $0.hasPrefix("single") }
                        == ["double ended", "single failed"])
            }
        }

        @Test func oneTapRecognizesTheSingleTapOnlyAfterTheGap() {
            withGestureStage { stage in
                // Precondition
                let (single, _) = stageTaps(stage)
                // Action: one tap, then 0.3 s.
                tap(stage, at: Self.p, thenWait: 0.3)
                // Assertion: the single tap still waits for the double tap.
                #expect(single.state == .possible)
                // Action: past 0.35 s.
                stage.wait(0.06)
                // Assertion: the double tap gave up and the single tap recognized.
                #expect(stage.log.lines.filter { $0.hasPrefix("double") || $0.hasPrefix("single") }
                        == ["double failed", "single ended"])
                #expect(single.state == .possible, "back to possible for the next touch")
            }
        }

        @Test func aSecondTapTooLateIsASingleTapOfItsOwn() {
            withGestureStage { stage in
                // Precondition
                _ = stageTaps(stage)
                // Action: two taps 0.5 s apart.
                tap(stage, at: Self.p, thenWait: 0.5)
                stage.click(at: Self.p)
                stage.wait(0.4)
                // Assertion: two single taps, no double.
                #expect(stage.log.lines.filter { $0.hasPrefix("double") || $0.hasPrefix("single") }
                        == ["double failed", "single ended", "double failed", "single ended"])
            }
        }

        @Test func aSecondTapTooFarAwayEndsTheFirstAndStartsAnother() {
            withGestureStage { stage in
                // Precondition
                _ = stageTaps(stage)
                // Action: the second tap 60 pt from the first, 0.1 s later.
                tap(stage, at: Self.p, thenWait: 0.1)
                stage.press(at: Self.p + (60, 0))
                // Assertion: the first tap is a single tap, decided on the second press.
                #expect(stage.log.lines.filter { $0.hasPrefix("double") || $0.hasPrefix("single") }
                        == ["double failed", "single ended"])
                // Action
                stage.release(at: Self.p + (60, 0), after: 0.05)
                stage.wait(0.4)
                // Assertion: the second press was a tap of its own.
                #expect(stage.log.lines.filter { $0.hasPrefix("double") || $0.hasPrefix("single") }
                        == ["double failed", "single ended", "double failed", "single ended"])
            }
        }

        @Test func aDragBetweenTheTapsFailsTheDoubleTap() {
            withGestureStage { stage in
                // Precondition
                let (single, double) = stageTaps(stage)
                // Action: a tap, then a press that moves 20 pt before releasing.
                tap(stage, at: Self.p, thenWait: 0.1)
                stage.drag(from: Self.p, through: [(20, 0)])
                // Assertion: the drag failed the double tap, so the first press was a single tap;
                // both are ready again.
                #expect(stage.log.lines.filter { $0.hasPrefix("double") || $0.hasPrefix("single") }
                        == ["double failed", "single ended"])
                #expect(single.state == .possible && double.state == .possible)
            }
        }

        @Test func tapCountCountsQuickPressesAtOnePlace() {
            withGestureStage { stage in
                // Precondition: a view that records each touch's tap count.
                let view = CountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
                stage.window.addSubview(view)
                // Action: three quick clicks, a pause; two quick clicks, then a quick one 50 pt away.
                tap(stage, at: Self.p, thenWait: 0.1)
                tap(stage, at: Self.p, thenWait: 0.1)
                tap(stage, at: Self.p, thenWait: 0.5)
                tap(stage, at: Self.p, thenWait: 0.1)
                tap(stage, at: Self.p, thenWait: 0.1)
                stage.click(at: Self.p + (50, 0))
                // Assertion
                #expect(view.counts == [1, 2, 3, 1, 2, 1])
            }
        }

        @Test func aTripleTapNeedsThreeTaps() {
            withGestureStage { stage in
                // Precondition
                let view = stage.addView("view", CGRect(x: 0, y: 0, width: 400, height: 300))
                let triple = LoggedTap("triple", log: stage.log)
                triple.numberOfTapsRequired = 3
                view.addGestureRecognizer(triple)
                // Action: two taps.
                tap(stage, at: Self.p, thenWait: 0.1)
                tap(stage, at: Self.p, thenWait: 0.1)
                // Assertion
                #expect(triple.state == .possible)
                // Action: the third.
                stage.click(at: Self.p)
                // Assertion
                #expect(stage.log.lines.filter { $0.hasPrefix("triple") } == ["triple ended"])
            }
        }
    }
}

/// Records `tapCount` of every touch that begins on it.
private final class CountingView: UIView {
    var counts: [Int] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        counts.append(touches.first?.tapCount ?? 0)
    }
}
