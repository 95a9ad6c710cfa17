import Foundation

/// An interaction controller: drives a transition from user input instead of a clock
/// (UIKit's `UIViewControllerInteractiveTransitioning`). Vend one from the transitioning delegate's
/// `interactionControllerForPresentation(using:)` / `…ForDismissal(using:)`; Segue asks for it on
/// every animated present and dismiss, and `wantsInteractiveStart` decides whether the transition
/// starts driven by it.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// Speed factor for the part played after the interaction ends; must be > 0.
    var completionSpeed: CGFloat { get }
    /// Curve for the part played after the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (paused, waiting for updates). Default true.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
