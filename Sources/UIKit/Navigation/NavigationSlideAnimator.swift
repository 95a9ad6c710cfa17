import Foundation

/// iOS's push and pop, the navigation controller's built-in animation: the incoming controller's
/// view slides in from the trailing edge over the outgoing one, which moves a third of the width
/// toward the leading edge and darkens under a black veil going from 0 to 10 %; a soft shadow falls
/// from the moving view's leading edge onto the one beneath. A pop plays the same motion backwards.
///
/// The motion is UIKit's navigation spring: critically damped (ratio 1, so it never overshoots),
/// fitted to half a second. Driven by the edge swipe, the same animations are scrubbed linearly
/// under the finger (`UIPercentDrivenInteractiveTransition`). The bar's titles move on the same spring
/// (`AlongsideAnimationHost`).
final class NavigationSlideAnimator: AlongsideAnimationHost {
    static let duration: TimeInterval = 0.5
    /// How far the view beneath moves, as a fraction of the width.
    static let parallax: CGFloat = 1.0 / 3
    /// The veil's alpha over the view beneath once it is fully covered.
    static let dimAlpha: CGFloat = 0.1
    /// The shadow at the moving view's leading edge.
    static let shadowOpacity: Float = 0.12
    static let shadowRadius: CGFloat = 6

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        animateTransition(using: ctx, alongside: {})
    }

    /// The slide, with the coordinator's alongside animations (the bar's titles) on the same spring.
    func animateTransition(using ctx: UIViewControllerContextTransitioning, alongside: @escaping () -> Void) {
        let container = ctx.containerView
        guard let fromVC = ctx.viewController(forKey: .from), let toVC = ctx.viewController(forKey: .to),
              let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to) else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        let bounds = ctx.finalFrame(for: toVC)
        let offscreen = bounds.offsetBy(dx: bounds.width, dy: 0)
        let aside = bounds.offsetBy(dx: -(bounds.width * Self.parallax).rounded(), dy: 0)
        let pushing = operation != .pop
        // The moving view on top, the one beneath it, and where each starts and ends.
        let top = pushing ? toView : fromView
        let beneath = pushing ? fromView : toView
        let (topStart, topEnd) = pushing ? (offscreen, bounds) : (ctx.initialFrame(for: fromVC), offscreen)
        let (beneathStart, beneathEnd) = pushing ? (ctx.initialFrame(for: fromVC), aside) : (aside, bounds)
        let (dimStart, dimEnd) = pushing ? (0, Self.dimAlpha) : (Self.dimAlpha, 0)

        if pushing {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        top.frame = topStart
        beneath.frame = beneathStart
        let dim = UIView(frame: container.bounds)
        dim.backgroundColor = .black
        dim.alpha = dimStart
        dim.isUserInteractionEnabled = false
        container.insertSubview(dim, aboveSubview: beneath)
        let shadow = UIView(frame: topStart)
        shadow.isUserInteractionEnabled = false
        shadow.layer.shadowColor = UIColor.black.cgColor
        shadow.layer.shadowOpacity = Self.shadowOpacity
        shadow.layer.shadowRadius = Self.shadowRadius
        shadow.layer.shadowOffset = .zero
        shadow.layer.shadowPath = CGPath(rect: CGRect(origin: .zero, size: topStart.size))
        container.insertSubview(shadow, belowSubview: top)

        UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [], animations: {
            top.frame = topEnd
            shadow.frame = topEnd
            beneath.frame = beneathEnd
            dim.alpha = dimEnd
            alongside()
        }, completion: { _ in
            dim.removeFromSuperview()
            shadow.removeFromSuperview()
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}
