@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// `UIPanGestureRecognizer`'s hysteresis and translation: measured from where the pan began, in
    /// any view's coordinates, and rebased by `setTranslation(_:in:)`.
    @Suite struct PanTranslationTests {
        static let start = CGPoint(x: 100, y: 80)

        @Test func doesNotBeginBeforeTenPointsOfMovement() {
            withGestureStage { stage in
                // Precondition
                let pan = LoggedPan(log: stage.log)
                stage.window.addGestureRecognizer(pan)
                // Action: 9.85 pt away.
                stage.press(at: Self.start)
                stage.move(to: Self.start + (4, 9))
                // Assertion: still deciding.
                #expect(pan.state == .possible)
                #expect(stage.log.lines.isEmpty)
                // Action: 10.8 pt away.
                stage.move(to: Self.start + (6, 9))
                // Assertion
                #expect(pan.state == .began)
                #expect(stage.log.lines == ["pan began"])
                stage.release(at: Self.start + (6, 9))
            }
        }

        @Test func translationIsZeroAtBeganThenFollowsThePointer() {
            withGestureStage { stage in
                // Precondition: the action records the window translation at each state.
                let pan = LoggedPan(log: stage.log)
                var seen: [CGPoint] = []
                pan.addAction { seen.append(($0 as! UIPanGestureRecognizer).translation(in: nil)) }
                stage.window.addGestureRecognizer(pan)
                // Action: begins at (6, 14); then the pointer goes 14, 26 and 30, 70 further.
                stage.drag(from: Self.start, through: [(6, 14), (20, 40), (36, 84)])
                // Assertion: measured from the begin point, not the press.
                #expect(seen == [.zero, CGPoint(x: 14, y: 26), CGPoint(x: 30, y: 70), CGPoint(x: 30, y: 70)])
                #expect(stage.log.lines == ["pan began", "pan changed", "pan changed", "pan ended"])
            }
        }

        @Test func translationInAnOffsetSubviewEqualsTheWindowsButLocationIsLocal() {
            withGestureStage { stage in
                // Precondition: a pan on `inner`, whose origin is at (75, 55) in the window.
                let outer = stage.addView("outer", CGRect(x: 50, y: 40, width: 300, height: 200))
                let inner = stage.addView("inner", CGRect(x: 25, y: 15, width: 200, height: 150), to: outer)
                let pan = LoggedPan(log: stage.log)
                inner.addGestureRecognizer(pan)
                // Action: begin at start + (6, 14) = (106, 94), go on to (136, 164).
                stage.drag(from: Self.start, through: [(6, 14), (36, 84)], releaseAfter: nil)
                // Assertion
                #expect(pan.translation(in: inner) == CGPoint(x: 30, y: 70))
                #expect(pan.translation(in: outer) == CGPoint(x: 30, y: 70))
                #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 70))
                #expect(pan.location(in: inner) == CGPoint(x: 61, y: 109))
                #expect(pan.location(in: nil) == CGPoint(x: 136, y: 164))
                stage.release(at: Self.start + (36, 84))
            }
        }

        @Test func translationInAScaledViewIsDividedByItsScale() {
            withGestureStage { stage in
                // Precondition: a 100×100 view centred at (200, 150), scaled 2 × 0.5: on screen it
                // spans x 100…300, y 125…175.
                let scaled = stage.addView("scaled", CGRect(x: 150, y: 100, width: 100, height: 100))
                scaled.transform = CGAffineTransform(scaleX: 2, y: 0.5)
                let pan = LoggedPan(log: stage.log)
                scaled.addGestureRecognizer(pan)
                let p = CGPoint(x: 150, y: 140)
                // Action: press inside the scaled view, begin, then 30, 70 further in the window.
                stage.drag(from: p, through: [(6, 14), (36, 84)], releaseAfter: nil)
                // Assertion: 30 / 2 = 15 across, 70 / 0.5 = 140 down.
                #expect(stage.log.lines.first == "scaled touchesBegan")
                #expect(isClose(pan.translation(in: scaled), CGPoint(x: 15, y: 140)))
                #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 70))
                stage.release(at: p + (36, 84))
            }
        }

        @Test func setTranslationRebasesTheTranslation() {
            withGestureStage { stage in
                // Precondition: a pan that has begun at start + (6, 14).
                let pan = LoggedPan(log: stage.log)
                stage.window.addGestureRecognizer(pan)
                stage.drag(from: Self.start, through: [(6, 14)], releaseAfter: nil)
                #expect(pan.translation(in: nil) == .zero)
                // Action
                pan.setTranslation(CGPoint(x: 5, y: -9), in: nil)
                // Assertion: reads back at once, then grows with the pointer.
                #expect(pan.translation(in: nil) == CGPoint(x: 5, y: -9))
                stage.move(to: Self.start + (36, 84))
                #expect(pan.translation(in: nil) == CGPoint(x: 35, y: 61))
                stage.release(at: Self.start + (36, 84))
            }
        }

        @Test func setTranslationInAScaledViewIsInThatViewsUnits() {
            withGestureStage { stage in
                // Precondition: a pan on the window that has begun; a view scaled 2 × 0.5.
                let scaled = stage.addView("scaled", CGRect(x: 150, y: 100, width: 100, height: 100))
                scaled.transform = CGAffineTransform(scaleX: 2, y: 0.5)
                let pan = LoggedPan(log: stage.log)
                stage.window.addGestureRecognizer(pan)
                stage.drag(from: CGPoint(x: 20, y: 20), through: [(6, 14)], releaseAfter: nil)
                // Action
                pan.setTranslation(CGPoint(x: 10, y: 10), in: scaled)
                // Assertion: 10, 10 in the scaled view is 20, 5 in the window.
                #expect(isClose(pan.translation(in: scaled), CGPoint(x: 10, y: 10)))
                #expect(isClose(pan.translation(in: nil), CGPoint(x: 20, y: 5)))
                // Action: 30, 70 further in the window.
                stage.move(to: CGPoint(x: 20, y: 20) + (36, 84))
                // Assertion
                #expect(isClose(pan.translation(in: scaled), CGPoint(x: 25, y: 150)))
                #expect(isClose(pan.translation(in: nil), CGPoint(x: 50, y: 75)))
                stage.release(at: CGPoint(x: 20, y: 20) + (36, 84))
            }
        }
    }
}
