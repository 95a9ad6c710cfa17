@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// The edge swipe: a drag from the left edge pops with the built-in slide under the finger; let
    /// go slowly at 30 % it is cancelled and leaves the stack, the bar, the views and their frames
    /// exactly as they were; at 70 % it pops.
    @Suite struct InteractivePopTests {
        /// What must be the same after a cancelled pop.
        private struct Scene: Equatable {
            let stack: [ObjectIdentifier]
            let children: [ObjectIdentifier]
            let barItems: [ObjectIdentifier]
            let barSubviews: [ObjectIdentifier]
            let barContentAlpha: CGFloat?
            /// Every part of the bar's content: its frame, transform and alpha.
            let barParts: [String]
            let shownViews: [ObjectIdentifier]
            let shownFrames: [CGRect]
            let topState: UIViewController.AppearanceState
        }

        private func scene(_ nav: UINavigationController) -> Scene {
            Scene(stack: nav.viewControllers.map(ObjectIdentifier.init), children: nav.children.map(ObjectIdentifier.init),
                  barItems: (nav.navigationBar.items ?? []).map(ObjectIdentifier.init),
                  barSubviews: nav.navigationBar.subviews.map(ObjectIdentifier.init),
                  barContentAlpha: nav.navigationBar.content?.alpha,
                  barParts: nav.navigationBar.content.map(parts) ?? [],
                  shownViews: nav.transitionView.subviews.map(ObjectIdentifier.init),
                  shownFrames: nav.transitionView.subviews.map(\.frame),
                  topState: nav.topViewController!.appearanceState)
        }

        private func parts(_ view: UIView) -> [String] {
            ["\(view.frame) \(view.transform) \(view.alpha)"] + view.subviews.flatMap(parts)
        }

        @Test func releasedSlowlyAtThirtyPercentTheCancelledPopRestoresEverything() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: Message pushed and shown.
                let message = Message(.red)
                message.title = "Message"
                nav.pushViewController(message, animated: false)
                stage.frame()
                let before = scene(nav)
                let messageBar = try! #require(nav.navigationBar.content)
                let titleStart = 320 - messageBar.titleLabel.frame.midX
                var midDrag: CGFloat = 0, titleShift: CGFloat = 0
                var lines: [String] = []

                // Action: drag from the left edge 30 % of the width, hold still, release; let it settle.
                let violations = collectingViolations {
                    lines = TransitionTrace.capture {
                        stage.app.handle(.pointerDown(CGPoint(x: 2, y: 240), button: 1, time: 200))
                        for i in 1...8 {
                            stage.app.handle(.pointerMoved(CGPoint(x: 2 + 12 * CGFloat(i), y: 240), time: 200 + 0.05 * Double(i)))
                            stage.frame()
                        }
                        midDrag = presentedFrame(message.view).minX
                        titleShift = presentedShift(messageBar.titleLabel)
                        stage.app.handle(.pointerMoved(CGPoint(x: 98, y: 240), time: 200.6))
                        stage.app.handle(.pointerMoved(CGPoint(x: 98, y: 240), time: 200.8))
                        stage.app.handle(.pointerUp(CGPoint(x: 98, y: 240), button: 1, time: 200.81))
                        stage.run(seconds: 1)
                    }
                }
                // Assertion: under the finger while dragged; then everything as it was, no rule broken.
                #expect(abs(midDrag - 96) <= 12, "the popped view follows the finger: \(midDrag)")
                // The bar's titles follow too: Message's title is as far along its way out to the right.
                #expect(abs(titleShift / titleStart - midDrag / 320) <= 0.02, "title \(titleShift) of \(titleStart)")
                #expect(TransitionReleaseRule.lastRelease?.decision == TransitionReleaseDecision(finishes: false, reason: .position))
                #expect(scene(nav) == before)
                #expect(message.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
                #expect(presentedFrame(message.view) == message.view.frame)
                #expect(inbox.view.superview == nil)
                #expect(inbox.appearanceState == .disappeared)
                #expect(message.parent === nav)
                #expect(violations.isEmpty, "\(violations)")
                #expect(lines.contains("UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:)"))
                #expect(lines.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
                    "Message.viewWillDisappear(true)",
                    "Inbox.viewWillAppear(true)",
                    "Inbox.viewWillDisappear(true)",
                    "Inbox.viewDidDisappear(true)",
                    "Message.viewWillAppear(true)",
                    "Message.viewDidAppear(true)",
                ])
                #expect(!lines.contains { $0.contains("didShow") })
            }
        }

        @Test func releasedSlowlyAtSeventyPercentThePopFinishes() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: Message pushed and shown.
                let message = Message(.red)
                nav.pushViewController(message, animated: false)
                stage.frame()

                // Action: drag from the left edge 70 % of the width, hold still, release; let it settle.
                let violations = collectingViolations {
                    stage.dragHorizontally(from: CGPoint(x: 2, y: 240), by: 224, steps: 8, interval: 0.05, hold: 0.2)
                    stage.run(seconds: 1)
                }
                // Assertion: popped; the root fills the space below the bar again.
                #expect(TransitionReleaseRule.lastRelease?.decision == TransitionReleaseDecision(finishes: true, reason: .position))
                #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(inbox)])
                #expect(message.parent == nil)
                #expect(message.view.superview == nil)
                #expect(nav.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(inbox.view)])
                #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
                #expect(presentedFrame(inbox.view) == inbox.view.frame)
                #expect(nav.navigationBar.items?.count == 1)
                #expect(violations.isEmpty, "\(violations)")
            }
        }

        @Test func aQuickFlickAtTwentyPercentPopsByItsSpeed() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: Message pushed and shown.
                nav.pushViewController(Message(.red), animated: false)
                stage.frame()

                // Action: 64 points in 0.1 s (640 pt/s, two widths a second), released while moving.
                stage.dragHorizontally(from: CGPoint(x: 2, y: 240), by: 64, steps: 4, interval: 0.025, hold: 0)
                stage.run(seconds: 1)

                // Assertion: the speed decided, and the pop finished.
                #expect(TransitionReleaseRule.lastRelease?.decision == TransitionReleaseDecision(finishes: true, reason: .velocity))
                #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(inbox)])
            }
        }

        @Test func withOnlyTheRootTheEdgeSwipeDoesNothing() {
            withNavigationStage { stage, nav, inbox in
                // Action: the same 70 % swipe with nothing to pop.
                let lines = TransitionTrace.capture {
                    stage.dragHorizontally(from: CGPoint(x: 2, y: 240), by: 224, steps: 8, interval: 0.05, hold: 0.2)
                    stage.run(seconds: 1)
                }
                // Assertion: no transition started, the root stays where it was.
                #expect(nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
                #expect(lines.isEmpty, "\(lines)")
                #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
            }
        }
    
        @Test func aCancelledPopWhoseStackLeavesTheWindowMeanwhileBreaksNoRule() {
            withNavigationStage { stage, nav, _ in
                // Precondition: Message pushed and shown.
                let message = Message(.red)
                message.title = "Message"
                nav.pushViewController(message, animated: false)
                stage.frame()

                // Action: an edge swipe let go at 30 % (so the pop plays back), and while it does the
                // app puts another screen in the window, as a demo going back to its gallery does.
                let violations = collectingViolations {
                    stage.dragHorizontally(from: CGPoint(x: 2, y: 240), by: 96, steps: 8, interval: 0.05, hold: 0.2)
                    stage.run(seconds: 0.05)
                    stage.window.rootViewController = UIViewController()
                    stage.run(seconds: 1)
                }

                // Assertion: the pop was cancelled, and the screen that replaced the stack is not
                // reported as something the cancelled pop failed to put back.
                #expect(TransitionReleaseRule.lastRelease?.decision.finishes == false)
                #expect(nav.viewIfLoaded?.window == nil)
                #expect(violations.isEmpty, "\(violations)")
            }
        }
    }
}
