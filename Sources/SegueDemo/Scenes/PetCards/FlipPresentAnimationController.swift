import UIKit

/// The reveal's entrance: the screen turns away about the y axis, a snapshot of the reveal, cut to
/// the card's frame and corners, turns in where the card was, then grows to fill the screen. Three
/// equal keyframes on a cubic spline, under the container's perspective.
///
/// Works for a presentation and for a push alike (the scene's stack vends it too): `originFrame`
/// is in window coordinates and is taken into the container's.
final class FlipPresentAnimationController: UIViewControllerAnimatedTransitioning {
    private let originFrame: CGRect
    private let duration: TimeInterval

    init(originFrame: CGRect, duration: TimeInterval = FlipPace.normal) {
        self.originFrame = originFrame
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = toVC.view.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(false)
            return
        }

        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)

        snapshot.frame = containerView.convert(originFrame, from: nil)
        snapshot.layer.cornerRadius = CardViewController.cardCornerRadius
        snapshot.layer.masksToBounds = true

        containerView.addSubview(toVC.view)
        containerView.addSubview(snapshot)
        toVC.view.isHidden = true

        AnimationHelper.perspectiveTransform(for: containerView)
        snapshot.layer.transform = AnimationHelper.yRotation(.pi / 2)
        // The cubic spline carries the screen a little past edge-on before it settles there; a card
        // has no back to show meanwhile.
        fromVC.view.layer.isDoubleSided = false
        let duration = transitionDuration(using: transitionContext)

        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1 / 3) {
                fromVC.view.layer.transform = AnimationHelper.yRotation(-.pi / 2, of: fromVC.view, in: containerView)
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = AnimationHelper.yRotation(0.0)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                snapshot.frame = finalFrame
                snapshot.layer.cornerRadius = 0
            }
        }, completion: { _ in
            toVC.view.isHidden = false
            snapshot.removeFromSuperview()
            fromVC.view.layer.transform = CATransform3DIdentity
            fromVC.view.layer.isDoubleSided = true
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
