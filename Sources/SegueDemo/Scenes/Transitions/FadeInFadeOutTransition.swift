import UIKit

/// Scene 003's tab switch: the old tab fades out while the new one fades in, over 0.4 s, linearly.
///
/// As the article writes it, the animation lives in a `UIViewPropertyAnimator` vended by
/// `interruptibleAnimator(using:)` — held for the whole transition, because UIKit may ask for it
/// more than once — and `animateTransition(using:)` merely starts that same animator, so a driven
/// and an undriven switch run one animation.
final class FadeInFadeOutTransition: UIViewControllerAnimatedTransitioning {
    /// The animator of the switch under way; cleared in `animationEnded(_:)`.
    private var animatorForCurrentTransition: UIViewImplicitlyAnimating?

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animatorForCurrentTransition { return animatorForCurrentTransition }

        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        if let toView {
            if let toController = transitionContext.viewController(forKey: .to) {
                toView.frame = transitionContext.finalFrame(for: toController)
            }
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
        }

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .linear)
        animator.addAnimations {
            fromView?.alpha = 0
            toView?.alpha = 1
        }
        animator.addCompletion { _ in
            // The tab that left keeps its view for the next time it is chosen: give it back opaque.
            fromView?.alpha = 1
            if transitionContext.transitionWasCancelled { toView?.alpha = 1 }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animatorForCurrentTransition = animator
        return animator
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // Not driven: run the very animation a driver would scrub.
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animatorForCurrentTransition = nil
    }
}
