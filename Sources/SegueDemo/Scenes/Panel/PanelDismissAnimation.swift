import UIKit

/// Slides the panel back out to its edge: 0.3 s, ease-out, on a property animator that is also
/// returned from `interruptibleAnimator(using:)`.
final class PanelDismissAnimation: UIViewControllerAnimatedTransitioning {
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
        let from = transitionContext.view(forKey: .from)!
        let initialFrame = transitionContext.initialFrame(for: transitionContext.viewController(forKey: .from)!)
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeOut) { [edge] in
            from.frame = edge.offscreen(initialFrame)
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}
