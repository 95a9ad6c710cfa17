import UIKit

/// Slides the panel in from its edge to its resting frame: 0.3 s, ease-out, on a property animator
/// that is also returned from `interruptibleAnimator(using:)` so the transition can be interrupted.
final class PanelPresentAnimation: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.3
    let edge: PanelEdge
    private var animator: UIViewImplicitlyAnimating?

    init(edge: PanelEdge) { self.edge = edge }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let to = transitionContext.view(forKey: .to)!
        let finalFrame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        to.frame = edge.offscreen(finalFrame)
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeOut) {
            to.frame = finalFrame
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}
