@testable import UIKit
import Testing

extension SharedState {
    /// `UILongPressGestureRecognizer` on the frame clock: begins after 0.5 s held within 10 pt, then
    /// reports moves as `.changed` and the release as `.ended`.
    @Suite struct LongPressTests {
        static let frame = CGRect(x: 50, y: 40, width: 300, height: 200)
        static let p = CGPoint(x: 150, y: 120)

        @Test func beginsAfterHalfASecondHeldStillNotBefore() {
            withGestureStage { stage in
                // Precondition
                let view = stage.addView("view", Self.frame)
                let press = LoggedLongPress(log: stage.log)
                view.addGestureRecognizer(press)
                stage.press(at: Self.p)
                // Action
                stage.wait(0.49)
                // Assertion
                #expect(press.state == .possible)
                #expect(stage.log.lines == ["view touchesBegan"])
                // Action
                stage.wait(0.02)
                // Assertion: began on the frame, with no pointer event; the view is cancelled.
                #expect(press.state == .began)
                #expect(stage.log.lines == ["view touchesBegan", "press began", "view touchesCancelled"])
                stage.release(at: Self.p)
                #expect(stage.log.lines.last == "press ended")
            }
        }

        @Test func aWobbleWithinTenPointsStillBegins() {
            withGestureStage { stage in
                // Precondition
                let press = LoggedLongPress(log: stage.log)
                stage.window.addGestureRecognizer(press)
                stage.press(at: Self.p)
                // Action: 7.6 pt, then the wait.
                stage.move(to: Self.p + (3, 7))
                stage.wait(0.51)
                // Assertion
                #expect(stage.log.lines == ["press began"])
                stage.release(at: Self.p + (3, 7))
            }
        }

        @Test func movingFifteenPointsBeforeItBeginsFailsIt() {
            withGestureStage { stage in
                // Precondition
                let press = LoggedLongPress(log: stage.log)
                var actions = 0
                press.addAction { _ in actions += 1 }
                stage.window.addGestureRecognizer(press)
                stage.press(at: Self.p)
                stage.wait(0.3)
                // Action: 15 pt away, then well past the duration.
                stage.move(to: Self.p + (9, 12))
                stage.wait(0.6)
                // Assertion
                #expect(stage.log.lines == ["press failed"])
                stage.release(at: Self.p + (9, 12))
                #expect(stage.log.lines == ["press failed"])
                #expect(actions == 0)
            }
        }

        @Test func afterItBeganMovesAreChangedAndReleaseIsEnded() {
            withGestureStage { stage in
                // Precondition: a long press that has begun.
                let press = LoggedLongPress(log: stage.log)
                var seen: [(UIGestureRecognizer.State, CGPoint)] = []
                press.addAction { seen.append(($0.state, $0.location(in: nil))) }
                stage.window.addGestureRecognizer(press)
                stage.press(at: Self.p)
                stage.wait(0.51)
                // Action: moves far beyond the 10 pt, then release.
                stage.move(to: Self.p + (30, 70))
                stage.move(to: Self.p + (45, 105))
                stage.release(at: Self.p + (45, 105))
                // Assertion
                #expect(seen.map(\.0) == [.began, .changed, .changed, .ended])
                #expect(seen.map(\.1) == [Self.p, Self.p + (30, 70), Self.p + (45, 105), Self.p + (45, 105)])
            }
        }
    }
}
