@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// The delegate's animators and interaction controllers run pushes and pops through the same
    /// machinery as a custom modal transition: a context with the navigation controller's views, a
    /// coordinator the controllers see, the trace, and a cancel that puts everything back.
    @Suite struct NavigationDelegateTests {
        @Test func aCustomPushAnimatorGetsTheContextAndTheCoordinatorRunsAlongside() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: the delegate vends a fade for pushes.
                let delegate = NavigationDelegate()
                let fade = FadeAnimator(duration: 0.3)
                delegate.pushAnimator = fade
                nav.delegate = delegate
                let message = Probe()
                var coordinatorInWillAppear: UIViewControllerTransitionCoordinator?
                var alongsideRan = false, completionSawCancel: Bool?
                message.onWillAppear = { [unowned message] in
                    coordinatorInWillAppear = message.transitionCoordinator
                    coordinatorInWillAppear?.animate(alongsideTransition: { _ in alongsideRan = true },
                                                     completion: { completionSawCancel = $0.isCancelled })
                }

                // Action: push animated; look half way; let it finish.
                let lines = TransitionTrace.capture {
                    nav.pushViewController(message, animated: true)
                    stage.run(seconds: 0.15)
                    // Half way: the old view fades out over the new one.
                    let alpha = presentedOpacity(inbox.view)
                    #expect(alpha > 0.2 && alpha < 0.8, "half faded: \(alpha)")
                    stage.run(seconds: 0.3)
                }
                // Assertion: the delegate's animator ran in the navigation controller's container.
                #expect(lines.prefix(4) == [
                    "Probe.willMove(toParent: UINavigationController)",
                    "NavigationDelegate.navigationController(_:animationControllerFor: push, from: Inbox, to: Probe) -> FadeAnimator",
                    "NavigationDelegate.navigationController(_:interactionControllerFor: FadeAnimator) -> nil",
                    "Probe.viewDidLoad()",
                ])
                #expect(lines.contains("FadeAnimator.animateTransition(using:)"))
                #expect(lines.last == "FadeAnimator.animationEnded(true)")
                #expect(coordinatorInWillAppear?.containerView === nav.transitionView)
                #expect(coordinatorInWillAppear?.isAnimated == true)
                #expect(alongsideRan)
                #expect(completionSawCancel == false)
                #expect(nav.topViewController === message)
                #expect(inbox.view.superview == nil)
                #expect(inbox.view.alpha == 1)
            }
        }

        @Test func aDelegateInteractionControllerCancelledRestoresThenFinishedPops() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: Message pushed; the delegate vends a fade and a percent-driven pop.
                let message = Message(.red)
                nav.pushViewController(message, animated: false)
                stage.frame()
                let delegate = NavigationDelegate()
                delegate.popAnimator = FadeAnimator(duration: 0.4)
                let interaction = UIPercentDrivenInteractiveTransition()
                delegate.interaction = interaction
                nav.delegate = delegate
                let barBefore = nav.navigationBar.subviews.map(ObjectIdentifier.init)

                // Action: pop, scrub to 30 %, cancel.
                let violations = collectingViolations {
                    nav.popViewController(animated: true)
                    stage.frame()
                    interaction.update(0.3)
                    stage.frame()
                    // Assertion (while scrubbed): the fade is at 30 %, the stack already changed.
                    #expect(abs(presentedOpacity(message.view) - 0.7) < 0.01)
                    #expect(nav.topViewController === inbox)
                    interaction.cancel()
                    stage.run(seconds: 0.5)
                }
                // Assertion: all back as it was.
                #expect(violations.isEmpty, "\(violations)")
                #expect(nav.viewControllers.map(ObjectIdentifier.init) == [inbox, message].map(ObjectIdentifier.init))
                #expect(nav.navigationBar.subviews.map(ObjectIdentifier.init) == barBefore)
                #expect(nav.navigationBar.topItem === message.navigationItem)
                #expect(nav.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(message.view)])
                #expect(message.view.alpha == 1 && presentedOpacity(message.view) == 1)
                #expect(message.parent === nav)

                // Action: pop again, scrub to 60 %, finish.
                nav.popViewController(animated: true)
                stage.frame()
                interaction.update(0.6)
                stage.frame()
                interaction.finish()
                stage.run(seconds: 0.5)
                // Assertion: popped.
                #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(inbox)])
                #expect(message.parent == nil)
                #expect(nav.navigationBar.topItem === inbox.navigationItem)
            }
        }

        @Test func anAnimatorThatNeverCompletesIsNamedByTheWatchdog() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: a push animator that forgets completeTransition.
                let delegate = NavigationDelegate()
                let stuck = RecordingAnimator(presenting: true, duration: 0.2)
                stuck.ending = .never
                delegate.pushAnimator = stuck
                nav.delegate = delegate
                // Action: push, wait past its duration plus two seconds.
                let warnings = capturingWarnings {
                    nav.pushViewController(Message(.red), animated: true)
                    stage.run(seconds: 2.5)
                }
                // Assertion: named, in one line.
                #expect(warnings.count == 1)
                #expect(warnings.first?.hasPrefix("RecordingAnimator has not called completeTransition(_:) 2.20 s after its push started") == true)
                ModalTransition.inFlight.first?.abandon()
            }
        }
    }
}

/// A screen that hands its viewWillAppear to a closure.
final class Probe: Screen {
    var onWillAppear: (() -> Void)?
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onWillAppear?()
    }
}

extension SharedState.NavigationDelegateTests {
    @Test func theApplicationReportsARunningPopForDisplay() {
        withNavigationStage { stage, nav, inbox in
            // Precondition: Message pushed.
            nav.pushViewController(Message(.red), animated: false)
            stage.frame()
            // Action: pop, a fifth of the way.
            nav.popViewController(animated: true)
            stage.run(seconds: 0.1)
            // Assertion: the status names it; once over there is none.
            let status = stage.app.transitionStatus
            #expect(status?.description.hasPrefix("popping, animating, ") == true, "\(String(describing: status))")
            #expect(status?.animatorName == "NavigationSlideAnimator")
            stage.run(seconds: 0.6)
            #expect(stage.app.transitionStatus == nil)
        }
    }
}

extension SharedState.NavigationDelegateTests {
    @Test func anInteractivePushCancelledTakesThePushedControllerBackOutThenFinishedPushes() {
        withNavigationStage { stage, nav, inbox in
            // Precondition: the delegate vends a fade and a percent-driven interaction for pushes.
            let delegate = NavigationDelegate()
            delegate.pushAnimator = FadeAnimator(duration: 0.4)
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.interaction = interaction
            nav.delegate = delegate
            let message = Message(.red)

            // Action: push, scrub to 40 %, cancel.
            var lines: [String] = []
            let violations = collectingViolations {
                lines = TransitionTrace.capture {
                    nav.pushViewController(message, animated: true)
                    stage.frame()
                    interaction.update(0.4)
                    stage.frame()
                    // Assertion (while scrubbed): the outgoing root is 40 % faded.
                    #expect(abs(presentedOpacity(inbox.view) - 0.6) < 0.01)
                    interaction.cancel()
                    stage.run(seconds: 0.5)
                }
            }
            // Assertion: Message came and went again; the root is exactly as it was.
            #expect(violations.isEmpty, "\(violations)")
            #expect(lines.filter { $0.hasPrefix("Message.") || $0.hasPrefix("Inbox.") } == [
                "Message.willMove(toParent: UINavigationController)",
                "Message.viewDidLoad()",
                "Inbox.viewWillDisappear(true)",
                "Message.viewWillAppear(true)",
                "Message.isMovingToParent",
                "Message.viewWillDisappear(true)",
                "Message.isMovingToParent",
                "Message.viewDidDisappear(true)",
                "Inbox.viewWillAppear(true)",
                "Inbox.viewDidAppear(true)",
                "Message.willMove(toParent: nil)",
                "Message.didMove(toParent: nil)",
            ])
            #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(inbox)])
            #expect(nav.children.map(ObjectIdentifier.init) == [ObjectIdentifier(inbox)])
            #expect(message.parent == nil)
            #expect(nav.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(inbox.view)])
            #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436) && inbox.view.alpha == 1)
            #expect(nav.navigationBar.topItem === inbox.navigationItem)
            #expect(delegate.shown == ["willShow Message"])

            // Action: push again, scrub to 60 %, finish.
            nav.pushViewController(message, animated: true)
            stage.frame()
            interaction.update(0.6)
            stage.frame()
            interaction.finish()
            stage.run(seconds: 0.5)
            // Assertion: pushed.
            #expect(nav.viewControllers.map(ObjectIdentifier.init) == [inbox, message].map(ObjectIdentifier.init))
            #expect(message.parent === nav)
            #expect(nav.navigationBar.topItem === message.navigationItem)
        }
    }
}
