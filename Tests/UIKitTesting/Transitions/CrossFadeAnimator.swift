import Foundation
import UIKit

/// A cross-fade between two views, written as an app writes one with a property animator: the new
/// view goes into the container at its final frame with alpha 0, then one `UIViewPropertyAnimator`
/// takes the old view's alpha from 1 to 0 and the new one's from 0 to 1, linearly over `duration`.
/// The same animator serves an interactive transition (`interruptibleAnimator(using:)` is asked
/// first and answers the same animator every time), and its completion puts the old view's alpha
/// back, as an animator must leave the view it hands back untouched.
public final class CrossFadeAnimator: UIViewControllerAnimatedTransitioning {
    public let duration: TimeInterval
    /// The property animator of the transition running now; nil between transitions.
    public private(set) var running: UIViewPropertyAnimator?

    public init(duration: TimeInterval = 0.3) { self.duration = duration }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    public func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let running { return running }
        let from = ctx.view(forKey: .from)!, to = ctx.view(forKey: .to)!
        to.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        to.alpha = 0
        ctx.containerView.addSubview(to)
        let animator = UIViewPropertyAnimator(duration: duration, curve: .linear) {
            from.alpha = 0
            to.alpha = 1
        }
        animator.addCompletion { _ in
            from.alpha = 1
            to.alpha = 1
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        running = animator
        return animator
    }

    public func animationEnded(_ transitionCompleted: Bool) { running = nil }
}
