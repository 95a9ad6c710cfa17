@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// Push, pop, pop to root and setViewControllers on screen: containment, appearance and delegate
    /// callbacks in UIKit's order (docs/UIKIT-REFERENCE.md, "Pushing and popping, in order"), the
    /// stack and the view tree they leave.
    @Suite struct NavigationStackOrderTests {
        @Test func animatedPushAddsTheChildSlidesItInAndLeavesOnlyItsView() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: the root's view fills the space below the 44-point bar.
                #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
                #expect(inbox.view.superview === nav.transitionView)
                let message = Message(.red)
                let delegate = NavigationDelegate()
                nav.delegate = delegate

                // Action: push animated and let it finish.
                let lines = TransitionTrace.capture {
                    nav.pushViewController(message, animated: true)
                    #expect(nav.topViewController === message)
                    stage.run(seconds: 0.6)
                }
                // Assertion: UIKit's order, and only the pushed view is left.
                #expect(lines == [
                    "Message.willMove(toParent: UINavigationController)",
                    "Message.viewDidLoad()",
                    "NavigationDelegate.navigationController(_:willShow: Message, animated: true)",
                    "Inbox.viewWillDisappear(true)",
                    "Message.viewWillAppear(true)",
                    "Message.isMovingToParent",
                    "NavigationSlideAnimator.animateTransition(using:)",
                    "NavigationSlideAnimator.completeTransition(true)",
                    "Inbox.viewDidDisappear(true)",
                    "Message.viewDidAppear(true)",
                    "Message.didMove(toParent: UINavigationController)",
                    "NavigationDelegate.navigationController(_:didShow: Message, animated: true)",
                    "NavigationSlideAnimator.animationEnded(true)",
                ])
                #expect(nav.viewControllers.map(ObjectIdentifier.init) == [inbox, message].map(ObjectIdentifier.init))
                #expect(nav.children.map(ObjectIdentifier.init) == [inbox, message].map(ObjectIdentifier.init))
                #expect(delegate.shown == ["willShow Message", "didShow Message"])
                #expect(message.navigationController === nav)
                #expect(nav.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(message.view)])
                #expect(message.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
                #expect(inbox.view.superview == nil)
                #expect(!message.isMovingToParent)
                #expect(ModalTransition.inFlight.isEmpty)
            }
        }

        @Test func animatedPopRemovesTheChildAfterItsViewDisappeared() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: Message pushed.
                let message = Message(.red)
                nav.pushViewController(message, animated: false)
                stage.frame()

                // Action: pop animated and let it finish.
                var popped: UIViewController?
                let lines = TransitionTrace.capture {
                    popped = nav.popViewController(animated: true)
                    stage.run(seconds: 0.6)
                }
                // Assertion: the popped controller is returned and leaves after its Did callback.
                #expect(popped === message)
                #expect(lines == [
                    "Message.willMove(toParent: nil)",
                    "Message.viewWillDisappear(true)",
                    "Message.isMovingFromParent",
                    "Inbox.viewWillAppear(true)",
                    "NavigationSlideAnimator.animateTransition(using:)",
                    "NavigationSlideAnimator.completeTransition(true)",
                    "Message.viewDidDisappear(true)",
                    "Inbox.viewDidAppear(true)",
                    "Message.didMove(toParent: nil)",
                    "NavigationSlideAnimator.animationEnded(true)",
                ])
                #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(inbox)])
                #expect(message.parent == nil)
                #expect(message.view.superview == nil)
                #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
            }
        }

        @Test func popToRootSkipsTheControllersBetweenAndReturnsWhatItPopped() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: three deep.
                let message = Message(.red), attachment = Attachment(.green)
                nav.pushViewController(message, animated: false)
                nav.pushViewController(attachment, animated: false)
                stage.frame()

                // Action: pop to the root, animated.
                var popped: [UIViewController]?
                let lines = TransitionTrace.capture {
                    popped = nav.popToRootViewController(animated: true)
                    stage.run(seconds: 0.6)
                }
                // Assertion: Message, never shown, hears no appearance callbacks; both leave.
                #expect(popped?.map(ObjectIdentifier.init) == [message, attachment].map(ObjectIdentifier.init))
                #expect(lines == [
                    "Message.willMove(toParent: nil)",
                    "Attachment.willMove(toParent: nil)",
                    "Attachment.viewWillDisappear(true)",
                    "Attachment.isMovingFromParent",
                    "Inbox.viewWillAppear(true)",
                    "NavigationSlideAnimator.animateTransition(using:)",
                    "NavigationSlideAnimator.completeTransition(true)",
                    "Attachment.viewDidDisappear(true)",
                    "Inbox.viewDidAppear(true)",
                    "Message.didMove(toParent: nil)",
                    "Attachment.didMove(toParent: nil)",
                    "NavigationSlideAnimator.animationEnded(true)",
                ])
                #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(inbox)])
                #expect(nav.children.map(ObjectIdentifier.init) == [ObjectIdentifier(inbox)])
            }
        }

        @Test func setViewControllersWithANewTopIsAPushWithoutAnimation() {
            withNavigationStage { stage, nav, inbox in
                // Action: replace the stack with two new controllers, not animated.
                let message = Message(.red), attachment = Attachment(.green)
                let lines = TransitionTrace.capture {
                    nav.setViewControllers([message, attachment], animated: false)
                    stage.frame()
                }
                // Assertion: the new ones join, the old root leaves, only the top appears.
                #expect(lines == [
                    "Message.willMove(toParent: UINavigationController)",
                    "Attachment.willMove(toParent: UINavigationController)",
                    "Inbox.willMove(toParent: nil)",
                    "Attachment.viewDidLoad()",
                    "Inbox.viewWillDisappear(false)",
                    "Inbox.isMovingFromParent",
                    "Attachment.viewWillAppear(false)",
                    "Attachment.isMovingToParent",
                    "transitionContext.completeTransition(true)",
                    "Inbox.viewDidDisappear(false)",
                    "Attachment.viewDidAppear(false)",
                    "Inbox.didMove(toParent: nil)",
                    "Message.didMove(toParent: UINavigationController)",
                    "Attachment.didMove(toParent: UINavigationController)",
                ])
                #expect(nav.viewControllers.map(ObjectIdentifier.init) == [message, attachment].map(ObjectIdentifier.init))
                #expect(!message.isViewLoaded)
                #expect(nav.navigationBar.items?.count == 2)
            }
        }

        @Test func showPushesInsideANavigationControllerAndPresentsOutside() {
            withNavigationStage { stage, nav, inbox in
                // Action: show from inside the stack.
                let message = Message(.red)
                inbox.show(message, sender: nil)
                stage.run(seconds: 0.6)
                // Assertion: pushed.
                #expect(nav.topViewController === message)
                #expect(nav.visibleViewController === message)
                #expect(inbox.navigationController === nav)
            }
        }
    }
}

extension SharedState.NavigationStackOrderTests {
    @Test func reorderingTheStackKeepsTheChildrenInStackOrder() {
        withNavigationStage { stage, nav, inbox in
            // Precondition: Inbox, Message, Attachment.
            let message = Message(.red), attachment = Attachment(.green)
            nav.setViewControllers([inbox, message, attachment], animated: false)
            // Action: the same controllers, reordered, Message on top (a pop to it).
            nav.setViewControllers([attachment, inbox, message], animated: true)
            stage.run(seconds: 0.6)
            // Assertion: children follow the stack.
            #expect(nav.children.map(ObjectIdentifier.init) == [attachment, inbox, message].map(ObjectIdentifier.init))
            #expect(nav.topViewController === message)
            #expect(message.view.superview === nav.transitionView)
        }
    }
}

extension SharedState.NavigationStackOrderTests {
    @Test func aPushRunningWhenTheWindowGetsANewRootStillEndsOffScreen() {
        withNavigationStage { stage, nav, inbox in
            // Precondition: a push half way.
            let message = Message(.red)
            nav.pushViewController(message, animated: true)
            stage.run(seconds: 0.1)
            #expect(ModalTransition.inFlight.count == 1)
            // Action: the window gets another root; time passes.
            let violations = collectingViolations {
                stage.window.rootViewController = Attachment(.green)
                stage.run(seconds: 3)
                TransitionInvariantChecker.verifyNothingInFlight()
            }
            // Assertion: the push ran to its end off screen: the stack and children are settled, both
            // controllers have disappeared with the navigation controller, nothing is left running.
            #expect(ModalTransition.inFlight.isEmpty)
            #expect(nav.activeTransition == nil)
            #expect(violations.isEmpty, "\(violations)")
            #expect(nav.viewControllers.map(ObjectIdentifier.init) == [inbox, message].map(ObjectIdentifier.init))
            #expect(message.parent === nav)
            #expect(message.appearanceState == .disappeared && inbox.appearanceState == .disappeared)
        }
    }
}
