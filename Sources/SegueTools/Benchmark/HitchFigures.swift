import Foundation

/// How late a run's frames were against one frame budget: how many overran it, and the overrun time
/// per second of run ("hitch time", in ms/s). A frame of 20 ms against 16.7 ms adds 3.3 ms; a frame
/// within budget adds nothing however close it came. Dividing by the run's length rather than the
/// frame count makes a long run and a short run with the same stutter comparable: 5 ms/s means half a
/// percent of the time the screen showed a stale frame.
public struct HitchFigures: Codable, Equatable, Sendable {
    /// One refresh at 60 Hz, rounded as frame budgets usually are quoted.
    public static let budget60Hz: TimeInterval = 0.0167
    /// One refresh at 120 Hz.
    public static let budget120Hz: TimeInterval = 0.0083

    public var budgetMilliseconds: Double
    /// Frames strictly longer than the budget.
    public var framesOverBudget: Int
    /// The sum of each late frame's overrun, in milliseconds, over the run's length in seconds.
    public var hitchMillisecondsPerSecond: Double

    /// Figures for `durations` (seconds) against `budget` (seconds) over a run of `runLength` seconds.
    /// Comparison is in seconds so a frame of exactly the budget is on time whatever the rounding of a
    /// conversion to milliseconds would say.
    public init(durations: [TimeInterval], budget: TimeInterval, runLength: TimeInterval) {
        precondition(runLength > 0 || durations.isEmpty, "a run with \(durations.count) frames cannot last \(runLength) s")
        let late = durations.filter { $0 > budget }
        budgetMilliseconds = budget * 1000
        framesOverBudget = late.count
        let overrun = late.reduce(0) { $0 + ($1 - budget) } * 1000
        hitchMillisecondsPerSecond = late.isEmpty ? 0 : overrun / runLength
    }

    public init(budgetMilliseconds: Double, framesOverBudget: Int, hitchMillisecondsPerSecond: Double) {
        self.budgetMilliseconds = budgetMilliseconds
        self.framesOverBudget = framesOverBudget
        self.hitchMillisecondsPerSecond = hitchMillisecondsPerSecond
    }
}
