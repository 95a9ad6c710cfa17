@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// What the demo's keys and HUD steer and read: paused and stepped animation time, keys seen
    /// before the responder chain, every platform event, the pointer's velocity, the running
    /// transition and the last release decision, and overlay windows that never become key.
    @Suite struct ToolHooksTests {
        /// A 100 pt move of a view's x over 1 s, linear, started at the current frame.
        private func startMove(_ view: UIView) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        }

        private func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

        private func advance(_ app: UIApplication, _ seconds: TimeInterval) {
            (app.clock as! VirtualFrameClock).advance(by: seconds)
            app.renderNow()
        }

        @Test func pausedAnimationTimeStandsStillAndAStepMovesOneFrame() {
            withTestApplication { app, _ in
                // Precondition: a 1 s move, a quarter done.
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.makeKeyAndVisible()
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                window.addSubview(view)
                app.renderNow()
                startMove(view)
                app.renderNow()
                advance(app, 0.25)
                #expect(isClose(presentedX(view), 75, tolerance: 1e-6))
                // Action: pause, let 2 s of frames pass.
                app.animationsPaused = true
                advance(app, 2)
                // Assertion: nothing moved and nothing asks for frames.
                #expect(isClose(presentedX(view), 75, tolerance: 1e-6))
                #expect(!app.needsFrame)
                // Action: one step.
                app.stepAnimationFrame()
                advance(app, 0)
                // Assertion: exactly 1/60 s of animation: 100 pt/s × 1/60.
                #expect(isClose(presentedX(view), 75 + 100.0 / 60, tolerance: 1e-6))
                // Action: resume for 0.5 s.
                app.animationsPaused = false
                advance(app, 0.5)
                // Assertion: carries on from the step.
                #expect(isClose(presentedX(view), 125 + 100.0 / 60, tolerance: 1e-6))
            }
        }

        @Test func aStepInSlowMotionIsATenthOfAFrame() {
            withTestApplication { app, _ in
                // Precondition: slow motion, paused at the start of a 1 s move.
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.makeKeyAndVisible()
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                window.addSubview(view)
                app.renderNow()
                app.animationSpeed = 0.1
                startMove(view)
                app.renderNow()
                app.animationsPaused = true
                // Action
                app.stepAnimationFrame()
                advance(app, 0)
                // Assertion
                #expect(isClose(presentedX(view), 50 + 10.0 / 60, tolerance: 1e-6))
            }
        }

        @Test func theToolKeyHandlerSeesKeysFirstAndMayLetThemThrough() {
            withTestApplication { app, _ in
                // Precondition: a root controller that logs key presses; tools that take "s" only.
                let window = UIWindow(frame: UIScreen.main.bounds)
                let root = KeyLoggingController()
                window.rootViewController = root
                window.makeKeyAndVisible()
                var toolSaw: [String] = []
                app.toolKeyHandler = { key in
                    toolSaw.append(key.characters)
                    return key.characters == "s"
                }
                // Action
                app.handle(.keyDown(UIKey(keyCode: .other, characters: "s"), time: 1))
                app.handle(.keyDown(UIKey(keyCode: .other, characters: "x"), time: 2))
                // Assertion
                #expect(toolSaw == ["s", "x"])
                #expect(root.keys == ["x"])
            }
        }

        @Test func eventObserversSeeEveryEventInOrderAndThePointerVelocityFollowsTheInputClock() {
            withTestApplication { app, _ in
                // Precondition
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.makeKeyAndVisible()
                var seen: [PlatformEvent] = []
                app.eventObservers.append { seen.append($0) }
                let events: [PlatformEvent] = [
                    .pointerDown(CGPoint(x: 10, y: 20), button: 1, time: 1),
                    .pointerMoved(CGPoint(x: 40, y: 20), time: 1.05),
                    .pointerMoved(CGPoint(x: 70, y: 10), time: 1.1),
                ]
                // Action
                for e in events { app.handle(e) }
                // Assertion: 60 pt right and 10 up over 0.1 s, whatever the animation speed.
                #expect(seen == events)
                #expect(isClose(app.pointerVelocity.x, 600, tolerance: 1e-6))
                #expect(isClose(app.pointerVelocity.y, -100, tolerance: 1e-6))
                app.handle(.pointerUp(CGPoint(x: 70, y: 10), button: 1, time: 1.12))
            }
        }

        @Test func aShownWindowIsDrawnOnTopWithoutTakingKeyOrTouches() {
            withTestApplication { app, _ in
                // Precondition: a key window with a view that logs touches.
                let main = UIWindow(frame: UIScreen.main.bounds)
                main.makeKeyAndVisible()
                let target = TouchCountingView(frame: main.bounds)
                main.addSubview(target)
                // Action: an overlay window shown over it.
                let overlay = UIWindow(frame: .zero)
                overlay.backgroundColor = .clear
                overlay.isHidden = false
                app.handle(.pointerDown(CGPoint(x: 50, y: 50), button: 1, time: 1))
                app.handle(.pointerUp(CGPoint(x: 50, y: 50), button: 1, time: 1.05))
                // Assertion: on top, the size of the screen, not key; the touch went to the key window.
                #expect(app.windows.last === overlay)
                #expect(overlay.frame.size == UIScreen.main.bounds.size)
                #expect(app.keyWindow === main)
                #expect(target.touches == 1)
            }
        }

        @Test func theTransitionStatusNamesThePhaseAndTheAnimator() throws {
            // Precondition: a parent at the root.
            let parent = Parent(.blue)
            try withTransitionStage(root: parent) { stage in
                #expect(stage.app.transitionStatus == nil)
                // Action: a full-screen cover-vertical presentation, one frame in.
                let child = Child(.red)
                child.modalPresentationStyle = .fullScreen
                parent.present(child, animated: true)
                stage.frame()
                // Assertion
                let status = try #require(stage.app.transitionStatus)
                #expect(status.isPresentation && !status.isInteractive)
                #expect(status.animatorName == "CoverVerticalAnimator")
                #expect(status.description.hasPrefix("presenting, animating, "))
                // Action: let it finish.
                stage.run(seconds: 0.6)
                // Assertion
                #expect(stage.app.transitionStatus == nil)
            }
        }

        @Test func theLastReleaseDecisionIsKeptForDisplay() {
            // Precondition
            let rule = TransitionReleaseRule()
            // Action
            _ = rule.decide(progress: 0.32, velocity: 812)
            // Assertion
            #expect(TransitionReleaseRule.lastRelease == TransitionRelease(
                progress: 0.32, velocity: 812, decision: TransitionReleaseDecision(finishes: true, reason: .velocity)))
            #expect(TransitionReleaseRule.lastRelease?.description == "finish by velocity at 32 %, 812 pt/s")
        }
    }
}

/// Logs the characters of every key press that reaches it.
private final class KeyLoggingController: UIViewController {
    var keys: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        keys += presses.compactMap { $0.key?.characters }
    }
}

/// Counts the touches that begin on it.
private final class TouchCountingView: UIView {
    var touches = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
}
