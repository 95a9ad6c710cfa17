import UIKit

/// Keeps the full player filling its container between transitions: UIKit's default presentation
/// controller names that frame but lays nothing out, so a window resized with the player up would
/// leave it at its old size. While a dismissal runs the player is left to the transition.
final class PlayerPresentationController: UIPresentationController {
    private var isDismissing = false

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        isDismissing = true
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        isDismissing = false
        if !completed { presentedView?.frame = frameOfPresentedViewInContainerView }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard !isDismissing else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
