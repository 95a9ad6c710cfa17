import UIKit

/// The card vends the flips for the reveal it presents: the present animator starts from the
/// card's frame, the dismiss animator shrinks back onto it, and the reveal's swipe drives the
/// dismissal only while a swipe is actually under way (a "Done" tap plays it by itself).
extension CardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FlipPresentAnimationController(originFrame: cardFrameInWindow, duration: pace.duration)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let revealVC = dismissed as? RevealViewController else { return nil }
        return FlipDismissAnimationController(destinationFrame: cardFrameInWindow,
                                              interactionController: revealVC.swipeInteractionController,
                                              duration: pace.duration)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let animator = animator as? FlipDismissAnimationController,
              let interactionController = animator.interactionController,
              interactionController.interactionInProgress else { return nil }
        return interactionController
    }
}
