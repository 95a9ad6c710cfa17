import Testing
@testable import SegueTools
import Foundation
import UIKitTesting

/// Nearest-rank percentiles over frame durations in seconds, reported in milliseconds: always a
/// frame that happened, never an interpolation; an empty run is all zeros with count 0.
@Suite struct FrameTimeSummaryTests {
    @Test func fiveUnsortedSamples() {
        // Precondition: 4, 1, 10, 2 and 20 ms, out of order.
        let durations = [0.004, 0.001, 0.010, 0.002, 0.020]
        // Action
        let summary = FrameTimeSummary(durations: durations, runLength: 5.0 / 60)
        // Assertion: p50 is rank ⌈2.5⌉ = 3 of the sorted samples (not the mean 7.4, not the middle of
        // the unsorted array); p90 and p99 are rank 5, the maximum.
        #expect(summary.count == 5)
        #expect(isRelativelyClose(summary.p50Milliseconds, 4))
        #expect(isRelativelyClose(summary.p90Milliseconds, 20))
        #expect(isRelativelyClose(summary.p99Milliseconds, 20))
        #expect(isRelativelyClose(summary.maxMilliseconds, 20))
    }

    @Test func tenSamplesTakeWholeRanksWithoutInterpolating() {
        // Precondition: ten samples whose sorted order is 1 2 3 4 5 6 8 9 15 35 ms.
        let durations = [3.0, 1, 4, 15, 9, 2, 6, 5, 35, 8].map { $0 / 1000 }
        // Action
        let summary = FrameTimeSummary(durations: durations, runLength: 1)
        // Assertion: ranks 5, 9 and 10 (interpolation would say 5.5, 17 and 33).
        #expect(isRelativelyClose(summary.p50Milliseconds, 5))
        #expect(isRelativelyClose(summary.p90Milliseconds, 15))
        #expect(isRelativelyClose(summary.p99Milliseconds, 35))
        #expect(isRelativelyClose(summary.maxMilliseconds, 35))
    }

    @Test func twoHundredSamplesSeparateP99FromTheMaximum() {
        // Precondition: 1…200 ms in a scrambled order (73 is prime to 200, so each appears once).
        let durations = (1...200).map { Double($0 * 73 % 200 + 1) / 1000 }
        // Action
        let summary = FrameTimeSummary(durations: durations, runLength: 200.0 / 60)
        // Assertion
        #expect(summary.count == 200)
        #expect(isRelativelyClose(summary.p50Milliseconds, 100))
        #expect(isRelativelyClose(summary.p90Milliseconds, 180))
        #expect(isRelativelyClose(summary.p99Milliseconds, 198))
        #expect(isRelativelyClose(summary.maxMilliseconds, 200))
    }

    @Test func oneSampleIsEveryPercentile() {
        // Precondition / Action
        let summary = FrameTimeSummary(durations: [0.0125], runLength: 1.0 / 60)
        // Assertion
        #expect(summary.count == 1)
        #expect([summary.p50Milliseconds, summary.p90Milliseconds, summary.p99Milliseconds,
                 summary.maxMilliseconds].allSatisfy { isRelativelyClose($0, 12.5) })
    }

    @Test func anEmptyRunIsAllZerosWithCountZero() {
        // Precondition / Action: no frames, and so no length either.
        let summary = FrameTimeSummary(durations: [], runLength: 0)
        // Assertion
        #expect(summary == FrameTimeSummary(
            count: 0, p50Milliseconds: 0, p90Milliseconds: 0, p99Milliseconds: 0, maxMilliseconds: 0,
            hitches60Hz: HitchFigures(budgetMilliseconds: 16.7, framesOverBudget: 0, hitchMillisecondsPerSecond: 0),
            hitches120Hz: HitchFigures(budgetMilliseconds: 8.3, framesOverBudget: 0, hitchMillisecondsPerSecond: 0)))
        #expect(FrameTimeSummary.nearestRank(50, ofSorted: []) == nil)
    }

    @Test func theSummaryCarriesBothBudgetsHitches() {
        // Precondition: one frame of 12 ms in a run of half a second.
        // Action
        let summary = FrameTimeSummary(durations: [0.012, 0.004], runLength: 0.5)
        // Assertion: late for 120 Hz by 3.7 ms (7.4 ms/s), on time for 60 Hz.
        #expect(summary.hitches60Hz.framesOverBudget == 0)
        #expect(summary.hitches120Hz.framesOverBudget == 1)
        #expect(isRelativelyClose(summary.hitches120Hz.hitchMillisecondsPerSecond, 7.4))
    }
}
