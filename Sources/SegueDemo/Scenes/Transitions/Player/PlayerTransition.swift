import UIKit

/// Scene 003's full player comes up from the mini player and goes down off the screen.
/// Presenting: the player rises from the mini player's top edge (`startY`) to the top of the screen;
/// dismissing: it slides down out of the screen. Both linear while a pan drives them — as the
/// article warns, an eased curve would leave the player behind the pointer and then ahead of it —
/// and a presentation that plays by itself (a tap on the mini player) eases out.
final class PlayerTransition: UIViewControllerAnimatedTransitioning {
    private let isDismiss: Bool
    /// Where the player's top starts a presentation, in the container.
    private let startY: CGFloat

    init(isDismiss: Bool, startY: CGFloat = 0) {
        self.isDismiss = isDismiss
        self.startY = startY
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isDismiss ? .from : .to
        guard let player = transitionContext.viewController(forKey: key)?.view else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let height = container.bounds.height
        let curve: UIView.AnimationOptions = transitionContext.isInteractive || isDismiss ? .curveLinear : .curveEaseOut
        if !isDismiss {
            player.frame = CGRect(x: 0, y: startY, width: container.bounds.width, height: height)
            container.addSubview(player)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [curve], animations: {
            player.frame.origin.y = self.isDismiss ? height : 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
