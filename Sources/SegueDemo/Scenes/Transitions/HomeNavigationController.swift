import UIKit

/// Scene 003's Home stack: pushes keep the built-in slide, pops play `SlideFromLeftToRightTransition`
/// (a cross-fade under Reduce Motion)
/// and every pushed screen can be swiped back from anywhere on it (`SwipeBackInteractive`).
///
/// The stack is its own delegate, as in the article. The edge swipe is switched off: the full-page
/// swipe covers the edge too, and one drag must not start two pops.
final class HomeNavigationController: UINavigationController, UINavigationControllerDelegate {
    /// One swipe-back per pushed screen, keyed by the screen; a gesture holds its target weakly.
    private var swipeBacks: [ObjectIdentifier: SwipeBackInteractive] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        interactivePopGestureRecognizer?.isEnabled = false
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        // A newly pushed screen gets its swipe as it comes in.
        let key = ObjectIdentifier(viewController)
        if viewController !== viewControllers.first, swipeBacks[key] == nil {
            swipeBacks[key] = SwipeBackInteractive(self, viewController.view)
        }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        // Only once a pop has really happened are the screens that left forgotten: a swipe let go
        // short of the threshold brings its screen back, and its swipe must still be there.
        let onStack = Set(viewControllers.map(ObjectIdentifier.init))
        swipeBacks = swipeBacks.filter { onStack.contains($0.key) }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard operation == .pop else { return nil }
        // Under Reduce Motion the screen fades away instead of sliding across the window; pushes
        // keep the built-in slide, which iOS keeps too.
        return DemoMotion.reduced ? CrossFadeTransition(.takeAway, duration: 0.4) : SlideFromLeftToRightTransition()
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard animationController is SlideFromLeftToRightTransition else { return nil }
        // The swipe that is driving, if any; a pop from the back button has none and plays alone.
        return swipeBacks.values.first { $0.wantsInteractiveStart }
    }
}
