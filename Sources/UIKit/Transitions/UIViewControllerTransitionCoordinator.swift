import Foundation

/// What a running transition tells the code around it (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`): handed to alongside animations and completions.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Lets code outside the animator run with a transition (UIKit's
/// `UIViewControllerTransitionCoordinator`), reached through `viewController.transitionCoordinator`
/// while the transition runs. Alongside animations run with the transition's own timing — they are
/// added to its property animator, or animated over its duration and completion curve — so a
/// dimming view fades exactly as far as the panel has moved, and scrubs with it when interactive.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Queues `animation` to run with the transition and `completion` after it ends. Returns false
    /// (and runs neither) when the transition has already ended.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// The same, for animations of a view outside the transition's container. Segue draws one
    /// window, so this behaves as `animate(alongsideTransition:completion:)`.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` each time the transition goes from interactive to animating (the user let go)
    /// or back (it was grabbed again).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// UIKit declares the completions with a default of nil, so `coordinator.animate(alongsideTransition: { _ in … })`
/// compiles without one; protocol requirements cannot have defaults, so these overloads supply it.
extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
