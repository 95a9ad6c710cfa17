import Foundation
import UIKit

/// What one monkey sequence did and found: the steps (to read and replay by seed), the rules it
/// broke, and whether the app came to rest afterwards.
public struct MonkeyOutcome {
    public let seed: UInt64
    public let steps: [MonkeyStep]
    public let violations: [TransitionInvariantViolation]
    /// Nothing animated and no transition was in flight within the settle limit after the last step.
    public let settled: Bool
    public let frames: Int

    public var passed: Bool { violations.isEmpty && settled }

    /// A failing sequence as a person reads it: the seed, what went wrong, then the steps.
    public var report: String {
        var lines = ["sequence \(seed): \(settled ? "settled" : "did not settle"), \(violations.count) violation(s)"]
        lines += violations.map { "  \($0)" }
        lines += steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        return lines.joined(separator: "\n")
    }
}
