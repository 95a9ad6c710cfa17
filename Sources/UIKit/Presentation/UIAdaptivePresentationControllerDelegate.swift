import Foundation

/// Hears about, and may refuse, dismissals the user starts (a sheet's pull-down, Escape) — UIKit's
/// `UIAdaptivePresentationControllerDelegate`. Not called for `dismiss(animated:)` from code.
///
/// Order: `presentationControllerShouldDismiss` (skipped when `isModalInPresentation` is true) →
/// `presentationControllerWillDismiss` → the dismissal → `presentationControllerDidDismiss`; or, when
/// refused, `presentationControllerDidAttemptToDismiss` — the place to ask "Discard changes?".
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
