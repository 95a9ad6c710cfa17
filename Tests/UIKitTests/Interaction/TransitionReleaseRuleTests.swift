@testable import UIKit
import Testing

/// A row of the release table: where the drag was let go, how fast, and what the rule decides.
nonisolated struct ReleaseCase: Sendable, CustomTestStringConvertible {
    let progress: CGFloat
    let velocity: CGFloat
    let decision: TransitionReleaseDecision
    var testDescription: String { "\(progress) of the way at \(velocity) pt/s → \(decision)" }
}

/// `TransitionReleaseRule` with the field's defaults (docs/UIKIT-REFERENCE.md): a fling of 300 pt/s toward the
/// end finishes and one against it cancels, whatever the position; slower, 0.5 of the way decides.
@Suite struct TransitionReleaseRuleTests {
    nonisolated static let finishByVelocity = TransitionReleaseDecision(finishes: true, reason: .velocity)
    nonisolated static let cancelByVelocity = TransitionReleaseDecision(finishes: false, reason: .velocity)
    nonisolated static let finishByPosition = TransitionReleaseDecision(finishes: true, reason: .position)
    nonisolated static let cancelByPosition = TransitionReleaseDecision(finishes: false, reason: .position)

    nonisolated static let table: [ReleaseCase] = [
        // Slow releases: the position decides, 0.5 included.
        ReleaseCase(progress: 0, velocity: 0, decision: cancelByPosition),
        ReleaseCase(progress: 0.3, velocity: 0, decision: cancelByPosition),
        ReleaseCase(progress: 0.499, velocity: 299, decision: cancelByPosition),
        ReleaseCase(progress: 0.5, velocity: 0, decision: finishByPosition),
        ReleaseCase(progress: 0.6, velocity: -299, decision: finishByPosition),
        ReleaseCase(progress: 1, velocity: 0, decision: finishByPosition),
        // Flings: the velocity decides, from either side of the threshold, 300 included.
        ReleaseCase(progress: 0.1, velocity: 300, decision: finishByVelocity),
        ReleaseCase(progress: 0.1, velocity: 1500, decision: finishByVelocity),
        ReleaseCase(progress: 0.9, velocity: -300, decision: cancelByVelocity),
        ReleaseCase(progress: 0.9, velocity: -1500, decision: cancelByVelocity),
        ReleaseCase(progress: 0.6, velocity: 300, decision: finishByVelocity),
        ReleaseCase(progress: 0.2, velocity: -300, decision: cancelByVelocity),
    ]

    @Test(arguments: table)
    func defaultRule(_ row: ReleaseCase) {
        // Precondition
        let rule = TransitionReleaseRule()
        // Action
        let decision = rule.decide(progress: row.progress, velocity: row.velocity)
        // Assertion
        #expect(decision == row.decision)
    }

    @Test func settableThresholdsMoveTheBoundaries() {
        // Precondition: a 0.4 threshold and Flutter's 700 pt/s, values other apps use.
        let rule = TransitionReleaseRule(flingVelocity: 700, positionThreshold: 0.4)
        // Action / Assertion
        #expect(rule.decide(progress: 0.4, velocity: 0) == Self.finishByPosition)
        #expect(rule.decide(progress: 0.39, velocity: 699) == Self.cancelByPosition)
        #expect(rule.decide(progress: 0.1, velocity: 700) == Self.finishByVelocity)
        #expect(rule.decide(progress: 0.9, velocity: -700) == Self.cancelByVelocity)
    }

    @Test func theDecisionNamesWhatDecided() {
        #expect(Self.finishByVelocity.description == "finish by velocity")
        #expect(Self.cancelByPosition.description == "cancel by position")
    }
}
