import Foundation

/// The object that animates a present or dismiss: UIKit's `UIViewControllerAnimatedTransitioning`.
///
/// Implement `transitionDuration(using:)` and `animateTransition(using:)`; call
/// `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)` when the
/// animation ends. Animators built on a `UIViewPropertyAnimator` also return it from
/// `interruptibleAnimator(using:)`; Segue then drives the transition through that animator (it adds
/// the alongside animations to it and starts it) and does not call `animateTransition(using:)`.
///
/// ```swift
/// final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
///     func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
///     func animateTransition(using ctx: UIViewControllerContextTransitioning) {
///         let to = ctx.view(forKey: .to)!
///         let end = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
///         to.frame = end.offsetBy(dx: 0, dy: end.height)
///         UIView.animate(withDuration: 0.3, animations: { to.frame = end }) { _ in
///             ctx.completeTransition(!ctx.transitionWasCancelled)
///         }
///     }
/// }
/// ```
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// The animator that runs this transition. Must return the same object for the whole transition
    /// (Segue asks once and keeps it). Optional: the default means "not interruptible".
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    /// Called last, after the transition completed or was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }

    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` returns: the animator did not implement it.
/// Swift protocols have no optional methods, so this marker stands in for Objective-C's
/// `respondsToSelector:`. Every operation on it is a misuse and traps.
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    static let shared = NoInterruptibleAnimator()

    private func misuse() -> Never {
        preconditionFailure("interruptibleAnimator(using:) is not implemented by this animator; implement it to drive the transition through a UIViewPropertyAnimator")
    }

    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool { get { false } set { misuse() } }
    var fractionComplete: CGFloat { get { 0 } set { misuse() } }
    func startAnimation() { misuse() }
    func startAnimation(afterDelay delay: TimeInterval) { misuse() }
    func pauseAnimation() { misuse() }
    func stopAnimation(_ withoutFinishing: Bool) { misuse() }
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) { misuse() }
    func addAnimations(_ animation: @escaping () -> Void) { misuse() }
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { misuse() }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { misuse() }
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) { misuse() }
}
