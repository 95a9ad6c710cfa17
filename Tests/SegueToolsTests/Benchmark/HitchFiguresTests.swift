import Testing
@testable import SegueTools
import Foundation
import UIKitTesting

/// Hitch time: each late frame's overrun of the budget, summed, over the run's length in seconds.
@Suite struct HitchFiguresTests {
    /// 10, 20, exactly 16.7, 30 and 5 ms.
    static let durations = [0.010, 0.020, 0.0167, 0.030, 0.005]

    @Test func againstSixtyHertzAFrameOfExactlyTheBudgetIsOnTime() {
        // Precondition: a run of 2 s.
        // Action
        let figures = HitchFigures(durations: Self.durations, budget: HitchFigures.budget60Hz, runLength: 2)
        // Assertion: 20 and 30 ms overrun by 3.3 and 13.3 ms; 16.6 ms over 2 s.
        #expect(isRelativelyClose(figures.budgetMilliseconds, 16.7))
        #expect(figures.framesOverBudget == 2)
        #expect(isRelativelyClose(figures.hitchMillisecondsPerSecond, 8.3))
    }

    @Test func againstOneHundredTwentyHertz() {
        // Precondition: the same frames over the same 2 s.
        // Action
        let figures = HitchFigures(durations: Self.durations, budget: HitchFigures.budget120Hz, runLength: 2)
        // Assertion: 1.7 + 11.7 + 8.4 + 21.7 = 43.5 ms late over 2 s.
        #expect(isRelativelyClose(figures.budgetMilliseconds, 8.3))
        #expect(figures.framesOverBudget == 4)
        #expect(isRelativelyClose(figures.hitchMillisecondsPerSecond, 21.75))
    }

    @Test func theSameStutterInALongerRunIsARarerHitch() {
        // Precondition: one frame of 25 ms, 8.3 ms late.
        // Action
        let short = HitchFigures(durations: [0.025], budget: HitchFigures.budget60Hz, runLength: 0.5)
        let long = HitchFigures(durations: [0.025], budget: HitchFigures.budget60Hz, runLength: 4)
        // Assertion
        #expect(isRelativelyClose(short.hitchMillisecondsPerSecond, 16.6))
        #expect(isRelativelyClose(long.hitchMillisecondsPerSecond, 2.075))
    }
}
