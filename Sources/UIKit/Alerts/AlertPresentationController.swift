import Foundation

/// Puts an alert controller's view on screen: an alert's card centred (never taller than the window
/// allows), an action sheet's groups at the bottom, 8 points from the sides (as wide as the window's
/// shorter side allows) and 10 from the bottom; both over a black dimming view (20 % in light, 48 %
/// in dark), faded with the transition; the alert's content is at the elevated level. A tap on the dimming goes to the alert controller (a sheet cancels; an alert
/// ignores it, but the dimming still keeps the tap from the presenter below).
final class AlertPresentationController: DimmedPresentationController {
    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = AlertMetrics.dimmingColor
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            self?.alert?.dimmingViewTapped()
        })
    }

    /// iOS raises alerts above the content they cover (`UIUserInterfaceLevel.elevated`).
    override var elevatesPresentedContent: Bool { true }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds, let view = presentedView else { return .zero }
        switch alert?.preferredStyle ?? .alert {
        case .alert:
            let width = AlertMetrics.alertWidth
            let fitting = view.sizeThatFits(CGSize(width: width, height: 0)).height
            let height = min(fitting, max(0, bounds.height - 2 * AlertMetrics.alertVerticalMargin))
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
                          width: width, height: height)
        case .actionSheet:
            let width = min(bounds.width, bounds.height) - 2 * AlertMetrics.sheetSideMargin
            let height = view.sizeThatFits(CGSize(width: width, height: 0)).height
            return CGRect(x: ((bounds.width - width) / 2).rounded(),
                          y: bounds.height - AlertMetrics.sheetBottomPadding - height,
                          width: width, height: height)
        }
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView, let view = presentedView else { return }
        container.addSubview(view)
        view.frame = frameOfPresentedViewInContainerView
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let container = containerView else { return }
        // During a transition the animator owns the view's frame and transform.
        if presentedViewController.activeTransition == nil, let view = presentedView, view.superview === container {
            view.frame = frameOfPresentedViewInContainerView
        }
    }

    /// A choice made while the alert was coming in waits for the presentation to complete; the
    /// transition asks here once it has ended.
    @discardableResult
    override func handleUserDismissalRequest() -> Bool {
        alert?.runPendingChoice()
        return true
    }
}
