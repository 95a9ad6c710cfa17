import Foundation

/// `.crossDissolve`: the presented view fades in over the presenter, and out on dismissal.
final class CrossDissolveAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.4
    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        if isPresenting {
            guard let to = ctx.view(forKey: .to), let vc = ctx.viewController(forKey: .to) else {
                return ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            if to.superview == nil { ctx.containerView.addSubview(to) }
            to.frame = ctx.finalFrame(for: vc)
            to.alpha = 0
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
                to.alpha = 1
            }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        } else {
            guard let from = ctx.view(forKey: .from) else {
                return ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
                from.alpha = 0
            }, completion: { _ in
                let cancelled = ctx.transitionWasCancelled
                // The view may be presented again: leave it opaque once it is off screen.
                if !cancelled { UIView.performWithoutAnimation { from.alpha = 1 } }
                ctx.completeTransition(!cancelled)
            })
        }
    }
}
