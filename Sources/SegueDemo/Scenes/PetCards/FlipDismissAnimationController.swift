import UIKit

/// The reveal's exit, the present flip played backwards: a snapshot of the reveal shrinks onto the
/// card's frame, turns away about the y axis, and the screen underneath turns back in.
///
/// Layer order matters, back to front: "to", "from", snapshot. A cancelled (swiped, then let go
/// short) dismissal takes out everything it added, so the reveal is left exactly as it was.
final class FlipDismissAnimationController: UIViewControllerAnimatedTransitioning {
    private let destinationFrame: CGRect
    private let duration: TimeInterval
    let interactionController: SwipeInteractionController?

    init(destinationFrame: CGRect, interactionController: SwipeInteractionController?,
         duration: TimeInterval = FlipPace.normal) {
        self.destinationFrame = destinationFrame
        self.interactionController = interactionController
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false) else {
            transitionContext.completeTransition(false)
            return
        }

        snapshot.layer.cornerRadius = CardViewController.cardCornerRadius
        snapshot.layer.masksToBounds = true
        // The cubic spline carries the snapshot a little past edge-on; a card has no back to show.
        snapshot.layer.isDoubleSided = false

        let containerView = transitionContext.containerView
        let destinationFrame = containerView.convert(self.destinationFrame, from: nil)
        containerView.insertSubview(toVC.view, at: 0)
        containerView.addSubview(snapshot)
        fromVC.view.isHidden = true

        AnimationHelper.perspectiveTransform(for: containerView)
        toVC.view.layer.transform = AnimationHelper.yRotation(-.pi / 2)
        let duration = transitionDuration(using: transitionContext)

        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1 / 3) {
                snapshot.frame = destinationFrame
            }
            UIView.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                snapshot.layer.transform = AnimationHelper.yRotation(.pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                toVC.view.layer.transform = AnimationHelper.yRotation(0.0)
            }
        }, completion: { _ in
            fromVC.view.isHidden = false
            snapshot.removeFromSuperview()
            if transitionContext.transitionWasCancelled {
                toVC.view.layer.transform = CATransform3DIdentity
                toVC.view.removeFromSuperview()
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
