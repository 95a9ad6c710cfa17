@testable import UIKit
import Testing

extension SharedState {
    /// What the touched view gets while recognizers decide: controls against a surrounding tap,
    /// `cancelsTouchesInView`, `delaysTouchesBegan`, and `isEnabled`.
    @Suite struct GestureTouchDeliveryTests {
        static let frame = CGRect(x: 50, y: 40, width: 300, height: 200)
        static let p = CGPoint(x: 150, y: 120)

        // MARK: Controls

        /// A `panel` view at `frame` holding a 120×44 button at (20, 20) in it (window 70…190, 60…104).
        private func panelWithButton(_ stage: GestureStage) -> (LoggedView, UIButton) {
            let panel = stage.addView("panel", Self.frame)
            let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
            button.setTitle("OK", for: .normal)
            button.logControlEvents(as: "button", to: stage.log)
            panel.addSubview(button)
            stage.window.layoutIfNeeded()
            return (panel, button)
        }

        static let buttonCenter = CGPoint(x: 130, y: 82)

        @Test func clickingAButtonInsideATapViewFiresTheButtonNotTheTap() {
            withGestureStage { stage in
                // Precondition
                let (panel, _) = panelWithButton(stage)
                let tap = LoggedTap(log: stage.log)
                var taps = 0
                tap.addAction { _ in taps += 1 }
                panel.addGestureRecognizer(tap)
                // Action
                stage.click(at: Self.buttonCenter)
                // Assertion: the button refuses the surrounding tap.
                #expect(stage.log.lines == ["button touchDown", "tap failed", "button touchUpInside"])
                #expect(taps == 0)
            }
        }

        @Test func clickingThePanelBesideTheButtonFiresTheTap() {
            withGestureStage { stage in
                // Precondition
                let (panel, _) = panelWithButton(stage)
                let tap = LoggedTap(log: stage.log)
                panel.addGestureRecognizer(tap)
                // Action: below the button.
                stage.click(at: CGPoint(x: 130, y: 200))
                // Assertion
                #expect(stage.log.lines == ["panel touchesBegan", "tap ended", "panel touchesCancelled"])
            }
        }

        @Test func draggingFromAButtonBeginsThePanAndCancelsTheButton() {
            withGestureStage { stage in
                // Precondition: a pan on the button's superview.
                let (panel, button) = panelWithButton(stage)
                let pan = LoggedPan(log: stage.log)
                panel.addGestureRecognizer(pan)
                // Action: 15.2 pt away, then back near the start and release there, inside the button.
                stage.drag(from: Self.buttonCenter, through: [(6, 14), (2, 3)])
                // Assertion: no touchUpInside.
                #expect(stage.log.lines == ["button touchDown", "pan began", "button touchCancel", "pan changed", "pan ended"])
                #expect(!button.isHighlighted)
                #expect(!button.isTracking)
            }
        }

        // MARK: cancelsTouchesInView

        @Test func cancelsTouchesInViewFalseLeavesTheViewsTouchesAlone() {
            withGestureStage { stage in
                // Precondition
                let view = stage.addView("view", Self.frame)
                let pan = LoggedPan(log: stage.log)
                pan.cancelsTouchesInView = false
                view.addGestureRecognizer(pan)
                // Action
                stage.drag(from: Self.p, through: [(6, 14), (30, 70)])
                // Assertion: recognizers first, then the view, at every step; no cancel.
                #expect(stage.log.lines == ["view touchesBegan", "pan began", "view touchesMoved", "pan changed",
                                            "view touchesMoved", "pan ended", "view touchesEnded"])
            }
        }

        // MARK: delaysTouchesBegan

        @Test func delaysTouchesBeganHoldsTheTouchesUntilThePanFails() {
            withGestureStage { stage in
                // Precondition
                let view = stage.addView("view", Self.frame)
                let pan = LoggedPan(log: stage.log)
                pan.delaysTouchesBegan = true
                view.addGestureRecognizer(pan)
                // Action: press and move 7.6 pt.
                stage.drag(from: Self.p, through: [(3, 7)], releaseAfter: nil)
                // Assertion: the view has heard nothing yet.
                #expect(stage.log.lines.isEmpty)
                // Action
                stage.release(at: Self.p + (3, 7))
                // Assertion: the pan fails and the view gets everything, in order.
                #expect(stage.log.lines == ["pan failed", "view touchesBegan", "view touchesMoved", "view touchesEnded"])
            }
        }

        @Test func delaysTouchesBeganDeliversTheHeldTouchesWhenTheTapFailsMidway() {
            withGestureStage { stage in
                // Precondition
                let view = stage.addView("view", Self.frame)
                let tap = LoggedTap(log: stage.log)
                tap.delaysTouchesBegan = true
                view.addGestureRecognizer(tap)
                stage.drag(from: Self.p, through: [(3, 7)], releaseAfter: nil)
                #expect(stage.log.lines.isEmpty)
                // Action: 15 pt away, past the tap's slack.
                stage.move(to: Self.p + (9, 12))
                // Assertion: the held began and move, then this move.
                #expect(stage.log.lines == ["tap failed", "view touchesBegan", "view touchesMoved", "view touchesMoved"])
                stage.release(at: Self.p + (9, 12))
                #expect(stage.log.lines.last == "view touchesEnded")
            }
        }

        @Test func delaysTouchesBeganWithARecognizedPanKeepsTheViewOutEntirely() {
            withGestureStage { stage in
                // Precondition
                let view = stage.addView("view", Self.frame)
                let pan = LoggedPan(log: stage.log)
                pan.delaysTouchesBegan = true
                view.addGestureRecognizer(pan)
                // Action
                stage.drag(from: Self.p, through: [(3, 7), (6, 14), (30, 70)])
                // Assertion: not even a touchesCancelled, since the view never began.
                #expect(stage.log.lines == ["pan began", "pan changed", "pan ended"])
            }
        }

        // MARK: isEnabled

        @Test func disablingARecognizingPanCancelsIt() {
            withGestureStage { stage in
                // Precondition: a pan that has begun and changed.
                let view = stage.addView("view", Self.frame)
                let pan = LoggedPan(log: stage.log)
                var seen: [UIGestureRecognizer.State] = []
                pan.addAction { seen.append($0.state) }
                view.addGestureRecognizer(pan)
                stage.drag(from: Self.p, through: [(6, 14), (30, 70)], releaseAfter: nil)
                // Action
                pan.isEnabled = false
                // Assertion
                #expect(seen == [.began, .changed, .cancelled])
                // Action: the touch goes on and ends.
                stage.move(to: Self.p + (40, 90))
                stage.release(at: Self.p + (40, 90))
                // Assertion: nothing more from the pan (and the view stays cancelled).
                #expect(seen == [.began, .changed, .cancelled])
                #expect(stage.log.lines == ["view touchesBegan", "pan began", "view touchesCancelled", "pan changed",
                                            "pan cancelled"])
            }
        }

        @Test func disabledRecognizersNeverReceiveTouches() {
            withGestureStage { stage in
                // Precondition: a disabled pan that would log any touch it got.
                let view = stage.addView("view", Self.frame)
                let pan = LoggedPan(log: stage.log)
                pan.logsTouches = true
                pan.isEnabled = false
                view.addGestureRecognizer(pan)
                // Action
                stage.drag(from: Self.p, through: [(6, 14), (30, 70)])
                // Assertion
                #expect(stage.log.lines == ["view touchesBegan", "view touchesMoved", "view touchesMoved", "view touchesEnded"])
            }
        }

        @Test func aPanDisabledWhileStillDecidingDoesNotBeginLater() {
            withGestureStage { stage in
                // Precondition: pressed and moved 7.6 pt; the pan has not decided.
                let view = stage.addView("view", Self.frame)
                let pan = LoggedPan(log: stage.log)
                var pans = 0
                pan.addAction { _ in pans += 1 }
                view.addGestureRecognizer(pan)
                stage.drag(from: Self.p, through: [(3, 7)], releaseAfter: nil)
                #expect(pan.state == .possible)
                // Action: disable it, then drag 76 pt.
                pan.isEnabled = false
                stage.move(to: Self.p + (30, 70))
                stage.release(at: Self.p + (30, 70))
                // Assertion: it fails at once and the view keeps its touches.
                #expect(pans == 0)
                #expect(stage.log.lines == ["view touchesBegan", "view touchesMoved", "pan failed", "view touchesMoved",
                                            "view touchesEnded"])
            }
        }
    }
}
