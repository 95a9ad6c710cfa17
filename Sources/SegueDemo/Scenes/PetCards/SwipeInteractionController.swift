import UIKit

/// Drives the reveal's dismissal with a swipe from the left edge of the screen: 200 points of travel
/// take the flip from start to end; let go past half way and it finishes, short of that (or if the
/// swipe is cancelled) it flips back to the reveal.
///
/// `interactionInProgress` is true from the swipe's start to its release, and only then does the
/// card hand this controller to UIKit, so "Done" still plays the flip by itself. On a reveal pushed
/// onto a navigation stack the swipe pops instead of dismissing.
final class SwipeInteractionController: UIPercentDrivenInteractiveTransition {
    /// The travel, in points, that completes the transition.
    static let travel: CGFloat = 200

    var interactionInProgress = false

    private var shouldCompleteTransition = false
    private weak var viewController: UIViewController?

    init(viewController: UIViewController) {
        super.init()
        self.viewController = viewController
        prepareGestureRecognizer(in: viewController.view)
    }

    private func prepareGestureRecognizer(in view: UIView) {
        let gesture = UIScreenEdgePanGestureRecognizer(target: self, action: Self.handleGesture)
        gesture.edges = .left
        view.addGestureRecognizer(gesture)
    }

    func handleGesture(_ gestureRecognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = gestureRecognizer.view, let superview = view.superview else { return }
        let translation = gestureRecognizer.translation(in: superview)
        let progress = min(max(translation.x / Self.travel, 0), 1)

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            if let stack = viewController?.navigationController {
                stack.popViewController(animated: true)
            } else {
                viewController?.dismiss(animated: true)
            }
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if shouldCompleteTransition {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}
