@testable import UIKit
import Testing

/// `RubberBand.offset`: `(1 − 1/(x·0.55/d + 1))·d` (docs/UIKIT-REFERENCE.md).
@Suite struct RubberBandTests {
    @Test func valuesForAHalfScreenPanel() {
        // Precondition: a 250 pt panel.
        let d: CGFloat = 250
        // Action / Assertion: by hand, 1 − 1/(x·0.55/250 + 1), times 250.
        #expect(abs(RubberBand.offset(10, dimension: d) - 5.3816) < 1e-3)
        #expect(abs(RubberBand.offset(100, dimension: d) - 45.0820) < 1e-3)
        #expect(abs(RubberBand.offset(250, dimension: d) - 88.7097) < 1e-3)
        #expect(abs(RubberBand.offset(1000, dimension: d) - 171.875) < 1e-3)
    }

    @Test func resistsMoreTheFurtherItIsPulledAndNeverReachesTheSize() {
        // Precondition
        let d: CGFloat = 400
        let pulls: [CGFloat] = [1, 10, 50, 100, 400, 2000, 100_000]
        // Action
        let offsets = pulls.map { RubberBand.offset($0, dimension: d) }
        // Assertion: increasing, always less than the pull and less than the size.
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
        #expect(zip(offsets, pulls).allSatisfy { $0 < $1 })
        #expect(offsets.allSatisfy { $0 < d })
        // Near the edge it follows the pointer at 0.55 of its speed.
        #expect(abs(RubberBand.offset(0.01, dimension: d) / 0.01 - 0.55) < 1e-4)
    }

    @Test func nothingBeforeTheEdgeOrWithoutASize() {
        #expect(RubberBand.offset(0, dimension: 300) == 0)
        #expect(RubberBand.offset(-20, dimension: 300) == 0)
        #expect(RubberBand.offset(50, dimension: 0) == 0)
    }

    @Test func theCoefficientIsSettable() {
        // Precondition / Action: a stiffer band.
        let stiff = RubberBand.offset(100, dimension: 250, coefficient: 0.3)
        // Assertion
        #expect(abs(stiff - 26.7857) < 1e-3)
        #expect(stiff < RubberBand.offset(100, dimension: 250))
    }
}
