import Foundation

/// `.pageSheet` and `.automatic`: a card with rounded top corners that rises to just below the top
/// of the window over a dimmed presenter, with a grabber that pulls it down to dismiss.
///
/// The pull-down is a user-initiated dismissal: `isModalInPresentation` and the delegate's
/// `presentationControllerShouldDismiss` can refuse it (the sheet then springs back and the
/// delegate hears `presentationControllerDidAttemptToDismiss`). Release rules, from REFERENCE.md:
/// `releaseRule` (a downward fling of 300 pt/s dismisses, an upward one keeps the sheet; otherwise it
/// dismisses past half its height).
final class SheetPresentationController: UIPresentationController {
    /// Corner radius of the card's top corners.
    static let cornerRadius: CGFloat = 12
    /// Alpha of the black dimming at rest.
    static let dimmingAlpha: CGFloat = 0.4

    var releaseRule = TransitionReleaseRule()

    let dimmingView = UIView()
    private lazy var card = SheetCardView(sheet: self)

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentationStyle = .pageSheet
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        dimmingView.alpha = 0
    }

    override var presentedView: UIView? { card }

    override var shouldPresentInFullscreen: Bool { true }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = max(20, (bounds.height * 0.06).rounded())
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        card.embed(presentedViewController.view)
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        fade(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() { fade(to: 0) }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        if presentedViewController.activeTransition == nil, !card.isDragging {
            card.frame = frameOfPresentedViewInContainerView
        }
    }

    private func fade(to alpha: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = alpha }, completion: nil)
        } else {
            dimmingView.alpha = alpha
        }
    }

    // MARK: Pull-down

    /// The decision taken when the grabber is let go after dragging `distance` points down at
    /// `velocity` points per second (positive: downward).
    func shouldDismiss(afterDragging distance: CGFloat, velocity: CGFloat, height: CGFloat) -> Bool {
        releaseRule.decide(progress: height > 0 ? distance / height : 0, velocity: velocity).finishes
    }

    /// Called by the card when a pull-down ends: a pull that asks to dismiss goes through the
    /// user-dismissal rules (a veto reports the attempt); otherwise, or when vetoed, the card springs back.
    func pullDownEnded(distance: CGFloat, velocity: CGFloat) {
        if shouldDismiss(afterDragging: distance, velocity: velocity, height: card.bounds.height) {
            let started = handleUserDismissalRequest {
                // Start the dismissal from where the card is now.
                UIView.performWithoutAnimation {
                    card.transform = .identity
                    card.frame = frameOfPresentedViewInContainerView.offsetBy(dx: 0, dy: max(0, distance))
                }
            }
            if started { return }
        }
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: { self.card.transform = .identity })
    }

    /// Whether a pull-down may move the card freely; a refused one meets a rubber band at once.
    var pullDownIsVetoed: Bool {
        presentedViewController.isModalInPresentationInHierarchy
    }
}
