import UIKit

/// Scene 003's pop: the top screen slides off to the right with a shadow along its left edge while
/// the screen under it comes in from half a width to the left, over 0.4 s, linearly — so a swipe
/// that drives it keeps the screen under the pointer.
///
/// Widths are the container's rather than the screen's (`UIScreen.main.bounds` in the article): the
/// stack sits below the demo's bar in a window that can be any size.
final class SlideFromLeftToRightTransition: UIViewControllerAnimatedTransitioning {
    /// The shadow strip's width, left of the leaving screen, and its opacity.
    static let shadowWidth: CGFloat = 4
    static let shadowOpacity: Float = 0.8

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.view(forKey: .from) else {
            // Nothing to slide: still end the transition, or the stack would wait for it forever.
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let width = transitionContext.containerView.bounds.width

        toView.frame.origin.x = -(width / 2)
        fromView.frame.origin.x = 0
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)

        let shadowRect = CGRect(x: -Self.shadowWidth, y: 0, width: Self.shadowWidth, height: fromView.frame.height)
        fromView.layer.shadowPath = UIBezierPath(rect: shadowRect).cgPath
        fromView.layer.shadowOpacity = Self.shadowOpacity

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
            toView.frame.origin.x = 0
            fromView.frame.origin.x = width
        }, completion: { _ in
            // A cancelled pop leaves the screen on top again: without its shadow, as it was.
            fromView.layer.shadowOpacity = 0
            fromView.layer.shadowPath = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
