import UIKit

/// What the demo's scenes play instead of large motion when Reduce Motion is on, as Apple's Human
/// Interface Guidelines ask: the incoming screen fades in over the outgoing one (or the outgoing
/// one fades out, when the screen under it is already in place), with nothing moving, turning or
/// growing. Works for presentations, dismissals, pushes and pops, driven or not.
final class CrossFadeTransition: UIViewControllerAnimatedTransitioning {
    /// A presentation or push brings the new screen in on top; a dismissal or pop takes the top
    /// screen away, showing the one under it.
    enum Direction { case bringIn, takeAway }

    let direction: Direction
    let duration: TimeInterval
    /// The swipe that may drive it (the pet cards' reveal), kept so the delegate can hand it over.
    let interactionController: UIPercentDrivenInteractiveTransition?

    init(_ direction: Direction, duration: TimeInterval = 0.35,
         interactionController: UIPercentDrivenInteractiveTransition? = nil) {
        self.direction = direction
        self.duration = duration
        self.interactionController = interactionController
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let from = ctx.view(forKey: .from)
        let to = ctx.view(forKey: .to)
        if let to, let toVC = ctx.viewController(forKey: .to) {
            to.frame = ctx.finalFrame(for: toVC)
            switch direction {
            case .bringIn:
                container.addSubview(to)
                to.alpha = 0
            case .takeAway:
                if let from, from.superview === container { container.insertSubview(to, belowSubview: from) }
                else if to.superview !== container { container.addSubview(to) }
            }
        }
        let bringIn = direction == .bringIn
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            if bringIn { to?.alpha = 1 } else { from?.alpha = 0 }
        }, completion: { _ in
            let cancelled = ctx.transitionWasCancelled
            // Whichever screen faded may be shown again (a pop let go early, a card opened again).
            UIView.performWithoutAnimation {
                from?.alpha = 1
                to?.alpha = 1
            }
            ctx.completeTransition(!cancelled)
        })
    }
}

/// Reduce Motion as the demo's scenes read it.
@MainActor
enum DemoMotion {
    /// Whether large motion gives way to cross-fades.
    static var reduced: Bool { UIAccessibility.isReduceMotionEnabled }

    /// A spring's damping ratio, or 1 (no bounce, no overshoot) under Reduce Motion.
    static func damping(_ ratio: CGFloat) -> CGFloat { reduced ? 1 : ratio }
}
