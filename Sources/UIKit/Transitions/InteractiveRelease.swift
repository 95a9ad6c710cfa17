import Foundation

/// What a gesture that drives a transition does when the pointer lets go: the release rule's
/// decision, and the timing that plays the rest — a critically damped spring that starts at the
/// pointer's speed, so the motion carries on at the speed the hand gave it instead of stopping and
/// starting again, and settles without overshoot.
///
/// A Segue addition, shared by everything that drags a transition (a page sheet's pull-down, the
/// panel scene). The spring's initial velocity is normalised as UIKit's are (docs/UIKIT-REFERENCE.md, "Springs
/// and velocity"): 1.0 covers the distance still to go in one second. Only speed toward where the
/// transition is going counts: a flick against the decision (a slow pull let go while moving
/// back) starts the spring at rest rather than first carrying the view the wrong way.
///
/// ```swift
/// case .ended, .cancelled:
///     let release = InteractiveRelease(rule: rule, progress: interaction.percentComplete,
///                                      velocity: pan.velocity(in: container).y, extent: card.bounds.height,
///                                      gestureEnded: pan.state == .ended)
///     interaction.timingCurve = release.timingParameters
///     release.decision.finishes ? interaction.finish() : interaction.cancel()
/// ```
public struct InteractiveRelease: Equatable, Sendable {
    public let decision: TransitionReleaseDecision
    /// The spring's initial velocity, in lengths of the rest of the way per second (≥ 0).
    public let initialVelocity: CGFloat

    /// - Parameters:
    ///   - rule: decides finish or cancel from `progress` and `velocity`.
    ///   - progress: how far the transition is, 0…1.
    ///   - velocity: the pointer's speed toward the transition's end, in points per second
    ///     (negative: moving back toward its start).
    ///   - extent: the points the whole transition covers on screen (a sheet's height), which turns
    ///     the speed into the spring's normalised velocity.
    ///   - gestureEnded: false when the gesture was cancelled or failed rather than let go: the
    ///     transition then goes back, whatever the rule would say.
    @MainActor
    public init(rule: TransitionReleaseRule, progress: CGFloat, velocity: CGFloat, extent: CGFloat,
                gestureEnded: Bool = true) {
        decision = gestureEnded ? rule.decide(progress: progress, velocity: velocity)
                                : TransitionReleaseDecision(finishes: false, reason: .position)
        let left = (decision.finishes ? 1 - progress : progress) * extent
        let towardTarget = decision.finishes ? velocity : -velocity
        // Under a point to go, any speed is an enormous multiple of the distance: start at rest.
        initialVelocity = left > 1 ? max(0, towardTarget) / left : 0
    }

    /// The timing to give the interaction controller (`timingCurve`) or a property animator's
    /// `continueAnimation`: damping ratio 1 at `initialVelocity`.
    public var timingParameters: UISpringTimingParameters {
        UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: initialVelocity, dy: initialVelocity))
    }
}
