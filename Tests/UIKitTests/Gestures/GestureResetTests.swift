@testable import UIKit
import Testing

extension SharedState {
    /// After every touch sequence — recognized, failed or cancelled — recognizers are back to
    /// `.possible` and the next sequence starts afresh.
    @Suite struct GestureResetTests {
        static let frame = CGRect(x: 50, y: 40, width: 300, height: 200)
        static let p = CGPoint(x: 150, y: 120)

        /// A pan on a view, whose action records "state translation velocity".
        private func recordingPan(_ stage: GestureStage) -> (LoggedPan, () -> [String]) {
            let view = stage.addView("view", Self.frame)
            let pan = LoggedPan(log: stage.log)
            var seen: [String] = []
            pan.addAction { g in
                let pan = g as! UIPanGestureRecognizer
                let t = pan.translation(in: nil), v = pan.velocity(in: nil)
                seen.append("\(pan.state) \(t.x),\(t.y) \(Int(v.x.rounded())),\(Int(v.y.rounded()))")
            }
            view.addGestureRecognizer(pan)
            return (pan, { seen })
        }

        @Test func aSecondDragWorksLikeTheFirst() {
            withGestureStage { stage in
                // Precondition: one drag done.
                let (pan, seen) = recordingPan(stage)
                stage.drag(from: Self.p, through: [(6, 14), (30, 70)])
                let firstLog = stage.log.lines, firstSeen = seen()
                #expect(pan.state == .possible)
                #expect(firstSeen == ["began 0.0,0.0 600,1400", "changed 24.0,56.0 1500,3500", "ended 24.0,56.0 1000,2333"])
                stage.log.clear()
                // Action: the same drag, starting elsewhere.
                stage.drag(from: Self.p + (20, 10), through: [(6, 14), (30, 70)])
                // Assertion
                #expect(pan.state == .possible)
                #expect(stage.log.lines == firstLog)
                #expect(Array(seen().dropFirst(3)) == firstSeen)
            }
        }

        @Test func aDragAfterAFailedClickBegins() {
            withGestureStage { stage in
                // Precondition: a click failed the pan.
                let (pan, seen) = recordingPan(stage)
                stage.click(at: Self.p)
                #expect(stage.log.lines == ["view touchesBegan", "pan failed", "view touchesEnded"])
                #expect(pan.state == .possible)
                stage.log.clear()
                // Action
                stage.drag(from: Self.p, through: [(6, 14), (30, 70)])
                // Assertion
                #expect(stage.log.lines == ["view touchesBegan", "pan began", "view touchesCancelled", "pan changed", "pan ended"])
                #expect(seen().first == "began 0.0,0.0 600,1400")
            }
        }

        @Test func aDragAfterACancelledPanBegins() {
            withGestureStage { stage in
                // Precondition: a pan cancelled by the pointer going away.
                let (pan, _) = recordingPan(stage)
                stage.drag(from: Self.p, through: [(6, 14)], releaseAfter: nil)
                stage.cancelPointer()
                #expect(stage.log.lines.last == "pan cancelled")
                #expect(pan.state == .possible)
                stage.log.clear()
                // Action
                stage.drag(from: Self.p, through: [(6, 14), (30, 70)])
                // Assertion
                #expect(stage.log.lines == ["view touchesBegan", "pan began", "view touchesCancelled", "pan changed", "pan ended"])
            }
        }

        @Test func twoClicksAreTwoTaps() {
            withGestureStage { stage in
                // Precondition
                let view = stage.addView("view", Self.frame)
                let tap = LoggedTap(log: stage.log)
                view.addGestureRecognizer(tap)
                // Action
                stage.click(at: Self.p)
                stage.click(at: Self.p + (30, 70))
                // Assertion
                #expect(stage.log.lines == ["view touchesBegan", "tap ended", "view touchesCancelled",
                                            "view touchesBegan", "tap ended", "view touchesCancelled"])
                #expect(tap.state == .possible)
            }
        }

        @Test func aLongPressAfterAFailedOneWaitsItsFullHalfSecond() {
            withGestureStage { stage in
                // Precondition: a long press failed by moving, released after 0.3 s.
                let press = LoggedLongPress(log: stage.log)
                stage.window.addGestureRecognizer(press)
                stage.press(at: Self.p)
                stage.wait(0.3)
                stage.move(to: Self.p + (9, 12))
                stage.release(at: Self.p + (9, 12))
                #expect(press.state == .possible)
                stage.log.clear()
                // Action: press again and hold.
                stage.press(at: Self.p)
                stage.wait(0.49)
                // Assertion: the first press's timer is gone; the new one needs its own 0.5 s.
                #expect(stage.log.lines.isEmpty)
                stage.wait(0.02)
                #expect(stage.log.lines == ["press began"])
                stage.release(at: Self.p)
            }
        }
    }
}
