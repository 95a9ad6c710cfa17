import Foundation

/// What happens when the user lets go of an interactive transition, by the field's rule
/// (docs/UIKIT-REFERENCE.md): a fling of at least `flingVelocity` points per second in the transition's
/// direction finishes it and one against it cancels; otherwise it finishes from `positionThreshold`
/// of the way. A Segue addition (UIKit leaves the rule to each app); the panel scene and page sheets
/// use it, and the decision it took says which part of the rule decided.
public struct TransitionReleaseRule: Equatable, Sendable {
    public var flingVelocity: CGFloat = 300
    public var positionThreshold: CGFloat = 0.5

    public init(flingVelocity: CGFloat = 300, positionThreshold: CGFloat = 0.5) {
        self.flingVelocity = flingVelocity
        self.positionThreshold = positionThreshold
    }

    /// The decision for a release at `progress` (0…1 of the way) moving at `velocity` points per
    /// second (positive: toward the end). Recorded as the current application's `lastRelease`.
    @MainActor
    public func decide(progress: CGFloat, velocity: CGFloat) -> TransitionReleaseDecision {
        let decision: TransitionReleaseDecision
        if velocity >= flingVelocity {
            decision = TransitionReleaseDecision(finishes: true, reason: .velocity)
        } else if velocity <= -flingVelocity {
            decision = TransitionReleaseDecision(finishes: false, reason: .velocity)
        } else {
            decision = TransitionReleaseDecision(finishes: progress >= positionThreshold, reason: .position)
        }
        ApplicationContext.current.lastRelease = TransitionRelease(progress: progress, velocity: velocity, decision: decision)
        return decision
    }

    /// The last release any rule decided in the current application, for tools that show it (the
    /// demo's HUD).
    @MainActor
    public static var lastRelease: TransitionRelease? { ApplicationContext.current.lastRelease }
}

/// One release: where and how fast it was let go, and what was decided.
public struct TransitionRelease: Equatable, Sendable, CustomStringConvertible {
    public let progress: CGFloat
    /// Points per second toward the end (negative: back toward the start).
    public let velocity: CGFloat
    public let decision: TransitionReleaseDecision

    public var description: String {
        "\(decision) at \(Int((progress * 100).rounded())) %, \(Int(velocity.rounded())) pt/s"
    }
}

public struct TransitionReleaseDecision: Equatable, Sendable, CustomStringConvertible {
    public enum Reason: String, Sendable { case velocity, position }
    public let finishes: Bool
    public let reason: Reason

    public init(finishes: Bool, reason: Reason) {
        self.finishes = finishes
        self.reason = reason
    }

    public var description: String { "\(finishes ? "finish" : "cancel") by \(reason.rawValue)" }
}
