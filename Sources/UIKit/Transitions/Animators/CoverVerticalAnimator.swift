import Foundation

/// `.coverVertical`: the presented view rises from below the container to its final frame, and on
/// dismissal sinks back below it.
final class CoverVerticalAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.4
    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let below = container.bounds.height
        if isPresenting {
            guard let to = ctx.view(forKey: .to), let vc = ctx.viewController(forKey: .to) else {
                return ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            let final = ctx.finalFrame(for: vc)
            if to.superview == nil { container.addSubview(to) }
            to.frame = final.offsetBy(dx: 0, dy: below - final.minY)
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseOut], animations: {
                to.frame = final
            }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        } else {
            guard let from = ctx.view(forKey: .from) else {
                return ctx.completeTransition(!ctx.transitionWasCancelled)
            }
            let start = from.frame
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
                from.frame = start.offsetBy(dx: 0, dy: below - start.minY)
            }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        }
    }
}
