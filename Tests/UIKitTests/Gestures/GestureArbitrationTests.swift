@testable import UIKit
import Testing

extension SharedState {
    /// `GestureArena`: which of several recognizers seeing one touch recognizes — the first to
    /// recognize prevents the others, `require(toFail:)` makes one wait, and the delegate may refuse a
    /// begin, allow two at once, or keep a touch from a recognizer.
    @Suite struct GestureArbitrationTests {
        static let frame = CGRect(x: 50, y: 40, width: 300, height: 200)
        static let p = CGPoint(x: 150, y: 120)

        // MARK: Pan and tap on one view

        @Test func clickRecognizesTheTapAndFailsThePan() {
            withGestureStage { stage in
                // Precondition
                let view = stage.addView("view", Self.frame)
                let pan = LoggedPan(log: stage.log), tap = LoggedTap(log: stage.log)
                var taps = 0, pans = 0
                tap.addAction { _ in taps += 1 }
                pan.addAction { _ in pans += 1 }
                view.addGestureRecognizer(pan)
                view.addGestureRecognizer(tap)
                // Action
                stage.click(at: Self.p)
                // Assertion: the recognized tap cancels the view's touches.
                #expect(stage.log.lines == ["view touchesBegan", "pan failed", "tap ended", "view touchesCancelled"])
                #expect((taps, pans) == (1, 0))
            }
        }

        @Test func dragBeginsThePanAndFailsTheTap() {
            withGestureStage { stage in
                // Precondition
                let view = stage.addView("view", Self.frame)
                let pan = LoggedPan(log: stage.log), tap = LoggedTap(log: stage.log)
                var taps = 0
                tap.addAction { _ in taps += 1 }
                view.addGestureRecognizer(pan)
                view.addGestureRecognizer(tap)
                // Action: 7.6 pt (neither decides), then 15.2 pt and 76 pt.
                stage.drag(from: Self.p, through: [(3, 7), (6, 14), (30, 70)])
                // Assertion
                #expect(stage.log.lines == ["view touchesBegan", "view touchesMoved", "pan began", "tap failed",
                                            "view touchesCancelled", "pan changed", "pan ended"])
                #expect(taps == 0)
            }
        }

        // MARK: require(toFail:)

        @Test func withoutRequireToFailTheTapRecognizesBeforeThePanFails() {
            withGestureStage { stage in
                // Precondition: the tap sees the touches first.
                let view = stage.addView("view", Self.frame)
                let tap = LoggedTap(log: stage.log), pan = LoggedPan(log: stage.log)
                view.addGestureRecognizer(tap)
                view.addGestureRecognizer(pan)
                // Action
                stage.click(at: Self.p)
                // Assertion: the tap wins at once and fails the pan.
                #expect(stage.log.lines == ["view touchesBegan", "tap ended", "pan failed", "view touchesCancelled"])
            }
        }

        @Test func requireToFailMakesTheTapWaitForThePanToFail() {
            withGestureStage { stage in
                // Precondition: the same, but the tap requires the pan to fail.
                let view = stage.addView("view", Self.frame)
                let tap = LoggedTap(log: stage.log), pan = LoggedPan(log: stage.log)
                tap.addAction { [unowned pan] _ in stage.log.add("tap action sees pan \(pan.state)") }
                tap.require(toFail: pan)
                view.addGestureRecognizer(tap)
                view.addGestureRecognizer(pan)
                // Action
                stage.click(at: Self.p)
                // Assertion: the tap is recognized only once the pan has failed.
                #expect(stage.log.lines == ["view touchesBegan", "pan failed", "tap ended", "tap action sees pan failed",
                                            "view touchesCancelled"])
            }
        }

        @Test func requireToFailFailsTheTapWhenThePanBegins() {
            withGestureStage { stage in
                // Precondition: the pan may run with the tap and begins after 5 pt; the tap (10 pt of
                // slack) requires the pan to fail.
                let view = stage.addView("view", Self.frame)
                let tap = LoggedTap(log: stage.log), pan = LoggedPan(log: stage.log)
                let delegate = GestureDelegate()
                delegate.simultaneously = true
                pan.delegate = delegate
                pan.hysteresis = 5
                tap.require(toFail: pan)
                view.addGestureRecognizer(tap)
                view.addGestureRecognizer(pan)
                // Action: 7.8 pt (past the pan's 5, within the tap's 10), then release there.
                stage.drag(from: Self.p, through: [(6, 5)])
                // Assertion
                #expect(stage.log.lines == ["view touchesBegan", "pan began", "view touchesCancelled", "tap failed", "pan ended"])
            }
        }

        // MARK: Delegate

        @Test func gestureRecognizerShouldBeginFalseFailsThePan() {
            withGestureStage { stage in
                // Precondition
                let view = stage.addView("view", Self.frame)
                let pan = LoggedPan(log: stage.log)
                var pans = 0
                pan.addAction { _ in pans += 1 }
                let delegate = GestureDelegate()
                delegate.shouldBegin = false
                pan.delegate = delegate
                view.addGestureRecognizer(pan)
                // Action
                stage.drag(from: Self.p, through: [(6, 14), (30, 70)])
                // Assertion: failed where it would have begun; the view keeps its touches.
                #expect(stage.log.lines == ["view touchesBegan", "pan failed", "view touchesMoved", "view touchesMoved",
                                            "view touchesEnded"])
                #expect(pans == 0)
            }
        }

        /// `inner` (with `innerPan`) inside `outer` (with `outerPan`); the press is on `inner`.
        private func nestedPans(_ stage: GestureStage) -> (LoggedPan, LoggedPan) {
            let outer = stage.addView("outer", Self.frame)
            let inner = stage.addView("inner", CGRect(x: 20, y: 20, width: 200, height: 150), to: outer)
            let innerPan = LoggedPan("innerPan", log: stage.log), outerPan = LoggedPan("outerPan", log: stage.log)
            inner.addGestureRecognizer(innerPan)
            outer.addGestureRecognizer(outerPan)
            return (innerPan, outerPan)
        }

        @Test func withoutSimultaneousRecognitionOnlyTheInnerPanRecognizes() {
            withGestureStage { stage in
                // Precondition
                let (innerPan, outerPan) = nestedPans(stage)
                // Action
                stage.drag(from: Self.p, through: [(6, 14), (30, 70)], releaseAfter: nil)
                // Assertion: the inner pan sees the touch first, begins first, and fails the outer one.
                #expect(innerPan.state == .changed)
                #expect(outerPan.state == .failed)
                stage.release(at: Self.p + (30, 70))
                #expect(stage.log.lines == ["inner touchesBegan", "innerPan began", "outerPan failed", "inner touchesCancelled",
                                            "innerPan changed", "innerPan ended"])
            }
        }

        @Test func shouldRecognizeSimultaneouslyLetsBothPansRecognize() {
            withGestureStage { stage in
                // Precondition: the inner pan's delegate allows the outer one alongside.
                let (innerPan, outerPan) = nestedPans(stage)
                let delegate = GestureDelegate()
                delegate.simultaneously = true
                innerPan.delegate = delegate
                // Action
                stage.drag(from: Self.p, through: [(6, 14), (30, 70)], releaseAfter: nil)
                // Assertion: both recognize, with the same translation.
                #expect(innerPan.translation(in: nil) == CGPoint(x: 24, y: 56))
                #expect(outerPan.translation(in: nil) == CGPoint(x: 24, y: 56))
                stage.release(at: Self.p + (30, 70))
                #expect(stage.log.lines == ["inner touchesBegan", "innerPan began", "inner touchesCancelled", "outerPan began",
                                            "innerPan changed", "outerPan changed", "innerPan ended", "outerPan ended"])
            }
        }

        @Test func shouldReceiveTouchFalseKeepsTheTouchFromTheRecognizer() {
            withGestureStage { stage in
                // Precondition: a pan that logs every touch it gets, and whose delegate refuses them.
                let view = stage.addView("view", Self.frame)
                let pan = LoggedPan(log: stage.log)
                pan.logsTouches = true
                let delegate = GestureDelegate()
                delegate.shouldReceive = false
                pan.delegate = delegate
                view.addGestureRecognizer(pan)
                // Action
                stage.drag(from: Self.p, through: [(6, 14), (30, 70)])
                // Assertion: not a line from the pan, not even a failure; the view has its touches.
                #expect(stage.log.lines == ["view touchesBegan", "view touchesMoved", "view touchesMoved", "view touchesEnded"])
                #expect(pan.state == .possible)
            }
        }
    }
}
