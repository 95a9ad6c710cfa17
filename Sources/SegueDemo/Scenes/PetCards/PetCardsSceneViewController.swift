import UIKit

/// Scene 002 "Pet cards": the guessing game of the custom-transitions tutorial. Cards flip into
/// their reveal screens through a transitioning delegate (`CardViewController`), and — as the
/// tutorial's closing note says a navigation controller's delegate can — this stack vends the very
/// same flip animators for pushing a reveal ("Open in a stack") and popping it, the pop driven by
/// the reveal's edge swipe. Written against the public API only, as an app would be.
public final class PetCardsSceneViewController: UINavigationController, UINavigationControllerDelegate {
    private let pace = FlipPace()
    private let root: PetCardsRootViewController

    public override init() {
        root = PetCardsRootViewController(pace: pace)
        super.init()
        setViewControllers([root], animated: false)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        // The reveal's own edge swipe pops; one drag must not start two pops.
        interactivePopGestureRecognizer?.isEnabled = false
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let card = root.currentCard?.cardFrameInWindow else { return nil }
        switch operation {
        case .push where toVC is RevealViewController:
            return FlipPresentAnimationController(originFrame: card, duration: pace.duration)
        case .pop:
            guard let revealVC = fromVC as? RevealViewController else { return nil }
            return FlipDismissAnimationController(destinationFrame: card,
                                                  interactionController: revealVC.swipeInteractionController,
                                                  duration: pace.duration)
        default:
            return nil
        }
    }

    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let animator = animationController as? FlipDismissAnimationController,
              let interactionController = animator.interactionController,
              interactionController.interactionInProgress else { return nil }
        return interactionController
    }
}
