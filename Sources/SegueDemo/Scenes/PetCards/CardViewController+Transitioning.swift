import UIKit

/// The card vends the flips for the reveal it presents: the present animator starts from the
/// card's frame, the dismiss animator shrinks back onto it, and the reveal's swipe drives the
/// dismissal only while a swipe is actually under way (a "Done" tap plays it by itself). Under
/// Reduce Motion the flips give way to cross-fades (nothing turns or grows), which the swipe drives
/// the same way.
extension CardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if DemoMotion.reduced { return CrossFadeTransition(.bringIn, duration: pace.duration / 2) }
        return FlipPresentAnimationController(originFrame: cardFrameInWindow, duration: pace.duration)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let revealVC = dismissed as? RevealViewController else { return nil }
        if DemoMotion.reduced {
            return CrossFadeTransition(.takeAway, duration: pace.duration / 2,
                                       interactionController: revealVC.swipeInteractionController)
        }
        return FlipDismissAnimationController(destinationFrame: cardFrameInWindow,
                                              interactionController: revealVC.swipeInteractionController,
                                              duration: pace.duration)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        let swipe = (animator as? FlipDismissAnimationController)?.interactionController
            ?? (animator as? CrossFadeTransition)?.interactionController as? SwipeInteractionController
        guard let swipe, swipe.interactionInProgress else { return nil }
        return swipe
    }
}
