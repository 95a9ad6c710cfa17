@testable import UIKit
import Testing

extension SharedState {
    /// The order of callbacks for a `.custom` presentation, against docs/UIKIT-REFERENCE.md "Presenting
    /// and dismissing, in order", through the transition trace.
    @Suite struct CustomPresentationOrderTests {
        @Test func animatedPresentThenDismissMakeTheCallbacksInUIKitsOrder() {
            // Precondition: a parent on screen and a child with a custom transition.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = PanelTransitionDelegate()
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            withTransitionStage(root: parent) { stage in
                // Action: present, let it finish, dismiss, let it finish.
                var presentLines: [String] = []
                var dismissLines: [String] = []
                presentLines = TransitionTrace.capture {
                    parent.present(child, animated: true) {}
                    stage.run(seconds: 0.5)
                }
                dismissLines = TransitionTrace.capture {
                    child.dismiss(animated: true) {}
                    stage.run(seconds: 0.5)
                }
                // Assertion
                #expect(presentLines == [
                    "PanelTransitionDelegate.presentationController(forPresented: Child, presenting: Parent, source: Parent) -> HalfScreenPresentationController",
                    "PanelTransitionDelegate.animationController(forPresented: Child, presenting: Parent, source: Parent) -> SlideAnimator",
                    "PanelTransitionDelegate.interactionControllerForPresentation(using: SlideAnimator) -> nil",
                    "Child.viewDidLoad()",
                    "Child.viewWillAppear(true)",
                    "HalfScreenPresentationController.presentationTransitionWillBegin()",
                    "HalfScreenPresentationController.containerViewWillLayoutSubviews()",
                    "HalfScreenPresentationController.containerViewDidLayoutSubviews()",
                    "SlideAnimator.interruptibleAnimator(using:) -> UIViewPropertyAnimator",
                    "SlideAnimator.completeTransition(true)",
                    "HalfScreenPresentationController.presentationTransitionDidEnd(true)",
                    "Child.viewDidAppear(true)",
                    "present completion",
                    "SlideAnimator.animationEnded(true)",
                ])
                #expect(dismissLines == [
                    "PanelTransitionDelegate.animationController(forDismissed: Child) -> SlideAnimator",
                    "PanelTransitionDelegate.interactionControllerForDismissal(using: SlideAnimator) -> nil",
                    "Child.viewWillDisappear(true)",
                    "HalfScreenPresentationController.dismissalTransitionWillBegin()",
                    "SlideAnimator.interruptibleAnimator(using:) -> UIViewPropertyAnimator",
                    "SlideAnimator.completeTransition(true)",
                    "HalfScreenPresentationController.dismissalTransitionDidEnd(true)",
                    "Child.viewDidDisappear(true)",
                    "dismiss completion",
                    "SlideAnimator.animationEnded(true)",
                ])
                #expect(parent.presentedViewController == nil)
                #expect(child.presentingViewController == nil)
                #expect(stage.window.subviews.count == 1)
            }
        }
    }
}
