import Foundation

/// How an alert controller comes and goes: an alert grows in from 1.2× while fading in and fades
/// out; an action sheet slides up from below the window and back down. The dimming fades alongside
/// (`AlertPresentationController`).
final class AlertTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIAlertController.Style
    let isPresenting: Bool

    init(style: UIAlertController.Style, isPresenting: Bool) {
        self.style = style
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch style {
        case .alert: isPresenting ? AlertMetrics.alertAppearDuration : AlertMetrics.alertDisappearDuration
        case .actionSheet: AlertMetrics.sheetSlideDuration
        }
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let vc = ctx.viewController(forKey: key), let view = vc.viewIfLoaded else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        let duration = transitionDuration(using: ctx)
        let finish: (Bool) -> Void = { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
        switch (style, isPresenting) {
        case (.alert, true):
            view.frame = ctx.finalFrame(for: vc)
            view.alpha = 0
            let scale = AlertMetrics.alertAppearScale
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
                view.alpha = 1
                view.transform = .identity
            }, completion: finish)
        case (.alert, false):
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                view.alpha = 0
            }, completion: { _ in
                let cancelled = ctx.transitionWasCancelled
                if !cancelled { UIView.performWithoutAnimation { view.alpha = 1 } }
                ctx.completeTransition(!cancelled)
            })
        case (.actionSheet, true):
            let final = ctx.finalFrame(for: vc)
            view.frame = final.offsetBy(dx: 0, dy: ctx.containerView.bounds.height - final.minY)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
                view.frame = final
            }, completion: finish)
        case (.actionSheet, false):
            let start = view.frame
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
                view.frame = start.offsetBy(dx: 0, dy: ctx.containerView.bounds.height - start.minY)
            }, completion: finish)
        }
    }
}

/// The alert controller's own transitioning delegate: its presentation controller and animators.
final class AlertTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let alert = presented as? UIAlertController else { return nil }
        return AlertTransitionAnimator(style: alert.preferredStyle, isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let alert = dismissed as? UIAlertController else { return nil }
        return AlertTransitionAnimator(style: alert.preferredStyle, isPresenting: false)
    }
}
