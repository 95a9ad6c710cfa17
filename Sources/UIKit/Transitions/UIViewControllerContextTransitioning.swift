import Foundation

/// Which controller of a transition: the one going away (`.from`) or the one arriving (`.to`).
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition an animator may move: see `view(forKey:)` for when it is nil.
public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is handed (UIKit's `UIViewControllerContextTransitioning`): the container, the
/// two controllers and their frames, and the calls that end or steer the transition.
///
/// `view(forKey:)` returns only views the animator should add or move: on a presentation `.from` is
/// nil unless the presentation controller removes the presenter's view (`.fullScreen`,
/// `.currentContext`); on a dismissal `.to` is nil under the same rule. Use
/// `viewController(forKey:).view` when you need the other one anyway.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied to the container during the transition; identity on Linux, where
    /// windows resize instead of rotating.
    var targetTransform: CGAffineTransform { get }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame the controller's view has when the transition starts (container coordinates);
    /// `.zero` when it is not on screen yet.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame it must have at the end; for the presented controller this is the presentation
    /// controller's `frameOfPresentedViewInContainerView`. `.zero` when it leaves the screen.
    func finalFrame(for vc: UIViewController) -> CGRect

    /// Ends the transition; pass `!transitionWasCancelled`. Call exactly once.
    func completeTransition(_ didComplete: Bool)

    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
}
