import UIKit

/// Where the "Add" card rests between its transitions: 50 points below the top of the container and
/// the rest of its height, the frame `PresentAndDismissTransition` animates it to. The article gets
/// by without one, but UIKit's default presentation controller fills the container, so on iOS a
/// rotation (here a window resize) would stretch the card over the whole screen.
///
/// On every layout the card, its rounded-top mask, the dim and the presenter's mask follow the
/// container's size, so a resize with the card up keeps the look the transition made.
final class HomeAddPresentationController: UIPresentationController {
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        // A card raised over the journal, as UIKit's sheets are: elevated backgrounds in dark mode.
        overrideTraitCollection = UITraitCollection(userInterfaceLevel: .elevated)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let gap = PresentAndDismissTransition.topGap
        return CGRect(x: 0, y: gap, width: bounds.width, height: max(bounds.height - gap, 0))
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        // While the dismissal's snapshot stands in for the card, the card is left where it is.
        guard let presentedView, !presentedView.isHidden else { return }
        layOut()
    }

    /// A dismissal let go short of the threshold leaves the card up: fitted to the container again,
    /// in case the window changed size meanwhile.
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if !completed { layOut() }
    }

    private func layOut() {
        guard let containerView, let presentedView else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
        for view in containerView.subviews where view is PresentAndDismissTransition.DimmingView {
            view.frame = containerView.bounds
        }
        for view in [presentedView, presentingViewController.view] as [UIView?] {
            guard let view, let mask = view.layer.mask as? CAShapeLayer else { continue }
            mask.path = PresentAndDismissTransition.topRoundedPath(view.bounds).cgPath
        }
    }
}
