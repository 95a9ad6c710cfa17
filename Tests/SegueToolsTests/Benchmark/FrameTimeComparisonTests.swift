import Testing
@testable import SegueTools
import UIKitTesting

/// Framework against baseline at the median, and no ratio where there is nothing to divide by.
@Suite struct FrameTimeComparisonTests {
    @Test func theRatioIsFrameworkOverBaselineMedians() {
        // Precondition: 3.3 ms against 2.2 ms at p50 (the tails differ the other way round).
        let framework = FrameTimeSummary(durations: [0.0033, 0.0031, 0.0040], runLength: 0.05)
        let baseline = FrameTimeSummary(durations: [0.0022, 0.0090, 0.0020], runLength: 0.05)
        // Action
        let comparison = FrameTimeComparison(framework: framework, baseline: baseline)
        // Assertion
        #expect(comparison.ratioP50.map { isRelativelyClose($0, 1.5) } == true)
    }

    @Test func noBaselineOrAnEmptyOneHasNoRatio() {
        // Precondition
        let framework = FrameTimeSummary(durations: [0.0033], runLength: 0.05)
        // Action / Assertion
        #expect(FrameTimeComparison(framework: framework, baseline: nil).ratioP50 == nil)
        #expect(FrameTimeComparison(framework: framework,
                                    baseline: FrameTimeSummary(durations: [], runLength: 0)).ratioP50 == nil)
    }
}
