@testable import UIKit
import Testing

extension SharedState {
    /// A full-screen dismissal's animator may move the presenter's view (the "to" view) into the
    /// container, as flip and zoom animators do to turn it under their perspective; the view must
    /// still end up back in the window, whether the dismissal completes or is cancelled first.
    @Suite struct PresenterViewReturnTests {
        /// On dismissal, puts the presenter's view into the container under the presented one, fades
        /// the presented view out and completes, or cancels (taking the presenter's view out again).
        final class IntoContainerAnimator: UIViewControllerAnimatedTransitioning {
            var cancels = false

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                guard let fromVC = transitionContext.viewController(forKey: .from),
                      let toVC = transitionContext.viewController(forKey: .to) else { return }
                transitionContext.containerView.insertSubview(toVC.view, at: 0)
                let cancels = self.cancels
                UIView.animate(withDuration: 0.25, animations: { fromVC.view.alpha = 0 }, completion: { _ in
                    fromVC.view.alpha = 1
                    if cancels { toVC.view.removeFromSuperview() }
                    transitionContext.completeTransition(!cancels)
                })
            }
        }

        private func presentFullScreen(_ child: Child, from parent: Parent, dismissWith animator: IntoContainerAnimator)
            -> ConfigurableTransitionDelegate {
            let delegate = ConfigurableTransitionDelegate(present: RecordingAnimator(presenting: true), dismiss: animator)
            child.modalPresentationStyle = .fullScreen
            child.transitioningDelegate = delegate
            parent.present(child, animated: true)
            return delegate
        }

        @Test func presenterViewMovedIntoTheContainerReturnsToTheWindow() {
            // Precondition: a full-screen presentation, settled (the presenter's view has left the window).
            let parent = Parent(.blue), child = Child(.red)
            let animator = IntoContainerAnimator()
            withTransitionStage(root: parent, size: CGSize(width: 300, height: 400)) { stage in
                let delegate = presentFullScreen(child, from: parent, dismissWith: animator)
                stage.run(seconds: 0.5)
                #expect(parent.view.superview == nil)
                // Action: a dismissal whose animator moves the presenter's view into the container.
                child.dismiss(animated: true)
                stage.run(seconds: 0.5)
                // Assertion: the presenter's view is back in the window, the only subview left.
                #expect(parent.view.superview === stage.window)
                #expect(stage.window.subviews.count == 1)
                #expect(parent.presentedViewController == nil)
                _ = delegate
            }
        }

        @Test func cancelledDismissalThatTookThePresenterViewOutStillLetsTheNextOneBringItBack() {
            // Precondition: a full-screen presentation, settled.
            let parent = Parent(.blue), child = Child(.red)
            let animator = IntoContainerAnimator()
            withTransitionStage(root: parent, size: CGSize(width: 300, height: 400)) { stage in
                let delegate = presentFullScreen(child, from: parent, dismissWith: animator)
                stage.run(seconds: 0.5)
                // Action: a cancelled dismissal (its animator removes the presenter's view itself),
                // then one that completes.
                animator.cancels = true
                child.dismiss(animated: true)
                stage.run(seconds: 0.5)
                #expect(parent.presentedViewController === child)
                #expect(parent.view.superview == nil)
                animator.cancels = false
                child.dismiss(animated: true)
                stage.run(seconds: 0.5)
                // Assertion: the presenter's view is back in the window.
                #expect(parent.view.superview === stage.window)
                #expect(parent.presentedViewController == nil)
                _ = delegate
            }
        }
    }
}
