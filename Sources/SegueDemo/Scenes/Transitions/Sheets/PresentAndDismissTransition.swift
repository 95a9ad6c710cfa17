import UIKit

/// Scene 003's custom card, as the article animates it. Presenting: the card comes up from the bottom
/// to 50 points below the top with its top corners rounded, while the presenting screen shrinks to
/// 0.9 with its top corners rounded the same way and a black `DimmingView` fades in to 0.7 over it.
/// Dismissing: a snapshot of the card slides down out of the screen (the card itself is hidden: a
/// snapshot keeps text views from going blank mid-animation on iOS 13), the presenter grows back and
/// the dim fades out; a cancelled dismissal puts the card back as it was.
///
/// The dismissal is linear, so a pull that drives it (`PullToDismissInteractive`) keeps the card
/// under the pointer; the presentation eases out.
final class PresentAndDismissTransition: UIViewControllerAnimatedTransitioning {
    /// The gap above the card, and the radius of the rounded top corners.
    static let topGap: CGFloat = 50
    static let cornerRadius: CGFloat = 6
    /// How much the presenting screen shrinks, and how dark the dim gets.
    static let presenterScale: CGFloat = 0.9
    static let dimmedAlpha: CGFloat = 0.7

    private var isDismiss: Bool

    /// The outline of a view of `bounds` with its top corners rounded, for the masks.
    static func topRoundedPath(_ bounds: CGRect) -> UIBezierPath {
        UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
                     cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    init(_ isDismiss: Bool) {
        self.isDismiss = isDismiss
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let fromViewController = transitionContext.viewController(forKey: .from) else {
            // Nothing to animate: still end the transition, or the screen would wait for it forever.
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }

        if !self.isDismiss {
            // Present
            toViewController.view.frame.size.height -= Self.topGap
            toViewController.view.frame.origin.y = UIScreen.main.bounds.size.height
            transitionContext.containerView.addSubview(toViewController.view)

            let toViewpath = UIBezierPath(roundedRect: toViewController.view.bounds, byRoundingCorners: [.topLeft, .topRight],
                                          cornerRadii: CGSize(width: Self.cornerRadius, height: Self.cornerRadius))
            let toViewmask = CAShapeLayer()
            toViewmask.path = toViewpath.cgPath
            toViewController.view.layer.mask = toViewmask

            let fromViewpath = UIBezierPath(roundedRect: fromViewController.view.bounds, byRoundingCorners: [.topLeft, .topRight],
                                            cornerRadii: CGSize(width: Self.cornerRadius, height: Self.cornerRadius))
            let fromViewmask = CAShapeLayer()
            fromViewmask.path = fromViewpath.cgPath
            fromViewController.view.layer.mask = fromViewmask

            let dimmingView = DimmingView(frame: fromViewController.view.frame)
            transitionContext.containerView.insertSubview(dimmingView, belowSubview: toViewController.view)

            fromViewController.view.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)

            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut], animations: {
                dimmingView.alpha = Self.dimmedAlpha
                fromViewController.view.transform = CGAffineTransform(scaleX: Self.presenterScale, y: Self.presenterScale)
                toViewController.view.frame.origin.y = Self.topGap
            }, completion: { _ in
                fromViewController.view.transform = CGAffineTransform(scaleX: Self.presenterScale, y: Self.presenterScale)
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            // Dismiss
            let dimmingView = transitionContext.containerView.subviews.first(where: { view -> Bool in
                return view is DimmingView
            })

            fromViewController.view.frame.origin.y = Self.topGap

            let fromViewSnapshot = fromViewController.view.snapshotView(afterScreenUpdates: false)

            if let fromViewSnapshot = fromViewSnapshot {
                fromViewController.view.isHidden = true
                fromViewSnapshot.frame = fromViewController.view.frame
                transitionContext.containerView.addSubview(fromViewSnapshot)
            }

            dimmingView?.alpha = Self.dimmedAlpha
            toViewController.view.transform = CGAffineTransform(scaleX: Self.presenterScale, y: Self.presenterScale)

            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
                dimmingView?.alpha = 0
                fromViewSnapshot?.frame.origin.y = UIScreen.main.bounds.size.height
                toViewController.view.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)
            }, completion: { _ in
                if !transitionContext.transitionWasCancelled {
                    toViewController.view.transform = .identity
                    dimmingView?.removeFromSuperview()
                    toViewController.view.layer.mask = nil
                }
                fromViewSnapshot?.removeFromSuperview()
                fromViewController.view.isHidden = false
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
