import Foundation

/// A presentation controller with a black dimming view across the container, under the presented
/// view: faded in alongside the presentation and out alongside the dismissal, and taken away once
/// it is no longer shown (a cancelled presentation, a completed dismissal). The alert's controller
/// builds on it, setting the dimming's colour and placing its own view. (A sheet dims by its detent,
/// `UISheetPresentationController+Geometry.swift`.)
class DimmedPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.alpha = 0
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        fadeDimming(to: 1)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() { fadeDimming(to: 0) }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
    }

    /// Fades the dimming alongside the running transition, or at once outside one.
    private func fadeDimming(to alpha: CGFloat) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = alpha }, completion: nil)
        } else {
            dimmingView.alpha = alpha
        }
    }
}
