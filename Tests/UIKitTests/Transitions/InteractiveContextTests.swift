@testable import UIKit
import Testing
import UIKitTesting

/// An interaction controller that only keeps the context, so the test drives the transition through
/// `updateInteractiveTransition` / `finish…` / `cancel…` as a gesture handler would.
private final class ManualInteraction: UIViewControllerInteractiveTransitioning {
    var context: UIViewControllerContextTransitioning?
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }
}

/// The panel delegate of the other tests, plus an interaction controller for the dismissal.
private final class InteractiveDismissDelegate: UIViewControllerTransitioningDelegate {
    let interaction = ManualInteraction()
    var interactive = true

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfScreenPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: false)
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactive ? interaction : nil
    }
}

extension SharedState {
    /// The context's interactive calls drive an animator that vends a property animator: updates
    /// scrub it (and the alongside dimming) linearly, cancel plays it back to the exact start,
    /// finish plays it to the end.
    @Suite struct InteractiveContextTests {
        @Test func updateScrubsThePanelAndTheDimmingTogetherAndCancelReturnsBothExactly() throws {
            // Precondition: a half-screen panel presented over a 320×480 parent.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = InteractiveDismissDelegate()
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            try withTransitionStage(root: parent) { stage in
                parent.present(child, animated: true)
                stage.run(seconds: 0.5)
                let pc = try #require(child.presentationController as? HalfScreenPresentationController)
                #expect(child.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))

                // Action 1: start an interactive dismissal and scrub it to 40 %.
                let lines = TransitionTrace.capture { child.dismiss(animated: true) }
                let ctx = try #require(delegate.interaction.context)
                ctx.updateInteractiveTransition(0.4)
                stage.frame()

                // Assertion 1: started interactive and paused; the panel is 40 % of the way down
                // (linear while scrubbing) and the dim 40 % of the way out.
                #expect(lines.contains("ManualInteraction.startInteractiveTransition(_:)"))
                #expect(ctx.isInteractive)
                let panel = try #require(child.view.layer.presentation())
                #expect(isClose(panel.frame.minY, 240 + 0.4 * 240, tolerance: 1e-6), "\(panel.frame)")
                let dim = try #require(pc.dimmingView.layer.presentation())
                #expect(isClose(CGFloat(dim.opacity), 0.3 * 0.6, tolerance: 1e-6) == true, "\(dim.opacity)")
                stage.run(seconds: 1)
                #expect(isClose(child.view.layer.presentation()!.frame.minY, 336, tolerance: 1e-6), "paused: nothing moves")

                // Action 2: cancel and let it play back.
                let ending = TransitionTrace.capture {
                    ctx.cancelInteractiveTransition()
                    stage.run(seconds: 1)
                }

                // Assertion 2: everything is back exactly where it started, and still presented.
                #expect(ctx.transitionWasCancelled)
                #expect(ending.contains("HalfScreenPresentationController.dismissalTransitionDidEnd(false)"))
                #expect(ending.contains("Child.viewWillAppear(true)") && ending.contains("Child.viewDidAppear(true)"))
                #expect(!ending.contains("dismiss completion"))
                #expect(child.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
                #expect(child.view.layer.presentation()?.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
                #expect(isClose(pc.dimmingView.alpha, 0.3, tolerance: 1e-6), "dim alpha \(pc.dimmingView.alpha)")
                #expect(pc.dimmingView.superview === pc.containerView)
                #expect(parent.presentedViewController === child)
                #expect(child.transitionCoordinator == nil)
            }
        }

        @Test func finishAfterAnUpdatePlaysTheRestAndDismisses() throws {
            // Precondition: the panel presented.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = InteractiveDismissDelegate()
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            try withTransitionStage(root: parent) { stage in
                parent.present(child, animated: true)
                stage.run(seconds: 0.5)

                // Action: interactive dismissal to 70 %, then finish.
                child.dismiss(animated: true)
                let ctx = try #require(delegate.interaction.context)
                ctx.updateInteractiveTransition(0.7)
                stage.frame()
                let midway = child.view.layer.presentation()!.frame.minY
                ctx.finishInteractiveTransition()
                stage.frame()
                let afterFinish = child.view.layer.presentation()!.frame.minY
                stage.run(seconds: 1)

                // Assertion: it went on from 70 % without a jump back, and the panel is gone.
                #expect(isClose(midway, 240 + 0.7 * 240, tolerance: 1e-6), "\(midway)")
                #expect(afterFinish >= midway, "finish must not jump back: \(afterFinish) < \(midway)")
                #expect(!ctx.transitionWasCancelled)
                #expect(parent.presentedViewController == nil)
                #expect(stage.window.subviews.count == 1)
            }
        }
    }
}
