import Foundation

// UIKit's protocols for interruptible animations and the two enums they speak in, which
// `UIViewPropertyAnimator` implements.

/// Where a `UIViewAnimating` object is in UIKit's state machine: inactive → active (start, pause,
/// scrub) → stopped (`stopAnimation(false)`) → inactive (`finishAnimation(at:)`), or active → inactive
/// when it finishes or is stopped without finishing. How far it has got in time is another matter
/// (`AnimatorTimeline`).
public enum UIViewAnimatingState: Int, Sendable, CustomStringConvertible {
    case inactive, active, stopped
    public var description: String { ["inactive", "active", "stopped"][rawValue] }
}

/// Where an animation ended: at its end values, back at its start values (reversed), or where it
/// was (`finishAnimation(at: .current)`).
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// UIKit's `UIViewAnimating`: the state machine a transition animator drives.
@MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations are made by recording closures: the kind transitions vend from
/// `interruptibleAnimator(using:)`.
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
