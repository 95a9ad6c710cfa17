@testable import UIKit
import Testing
import Foundation
import UIKitTesting

/// The pure math behind a scroll view's motion: deceleration (`ScrollDeceleration`), the bounce back
/// (`ScrollBounce`) and the rubber band on one axis (`ScrollRubberBand`). Expected values are written
/// out from the formulas in docs/UIKIT-REFERENCE.md and the types' doc comments, not taken from the code.
@Suite struct ScrollViewMathTests {
    // MARK: Deceleration

    @Test func velocityAfterTMillisecondsIsVTimesRateToTheT() {
        // Precondition
        let normal = ScrollDeceleration(velocity: 1500, rate: 0.998)
        let fast = ScrollDeceleration(velocity: -700, rate: 0.99)
        // Action
        let afterQuarterSecond = normal.velocity(at: 0.25)
        let afterTenthSecond = fast.velocity(at: 0.1)
        // Assertion: 250 ms at 0.998 per ms; 100 ms at 0.99 per ms, sign kept.
        #expect(isRelativelyClose(afterQuarterSecond, 1500 * pow(0.998, 250)), "\(afterQuarterSecond)")
        #expect(isRelativelyClose(afterTenthSecond, -700 * pow(0.99, 100)), "\(afterTenthSecond)")
    }

    @Test func projectedDistanceIsVelocityOverMinusThousandLnRate() {
        // Precondition
        let normal = ScrollDeceleration(velocity: 1000, rate: 0.998)
        let fast = ScrollDeceleration(velocity: -400, rate: 0.99)
        // Action / Assertion: 1000 pt/s · 499.5 ms; −400 pt/s · 99.5 ms.
        #expect(isRelativelyClose(normal.totalDistance, 1000 / (1000 * -log(0.998))))
        #expect(isClose(normal.totalDistance, 499.4998, tolerance: 1e-3), "\(normal.totalDistance)")
        #expect(isClose(fast.totalDistance, -39.799, tolerance: 1e-3), "\(fast.totalDistance)")
    }

    @Test func distanceIsTheIntegralOfTheVelocity() {
        // Precondition
        let fling = ScrollDeceleration(velocity: 2300, rate: 0.998)
        // Action: sum the speed over 0.3 s and over 30 s in 0.1 ms steps (midpoint rule).
        func integral(to end: TimeInterval) -> CGFloat {
            let dt = 1e-4
            return (0..<Int((end / dt).rounded())).reduce(0) { sum, i in sum + fling.velocity(at: (Double(i) + 0.5) * dt) * dt }
        }
        // Assertion
        #expect(isClose(fling.distance(at: 0.3), integral(to: 0.3), tolerance: 1e-4), "\(fling.distance(at: 0.3))")
        #expect(isClose(fling.totalDistance, integral(to: 30), tolerance: 1e-3), "\(fling.totalDistance)")
    }

    @Test func durationEndsWhereTheSpeedFallsBelowTheStopSpeed() {
        // Precondition
        let fling = ScrollDeceleration(velocity: -2000, rate: 0.998)
        // Action
        let end = fling.duration
        // Assertion: ln(0.5 / 2000) / (1000 · ln 0.998) ≈ 4.14 s, where the speed is exactly 0.5 pt/s.
        #expect(isClose(end, log(0.5 / 2000) / (1000 * log(0.998)), tolerance: 1e-9), "\(end)")
        #expect(isClose(abs(fling.velocity(at: end)), 0.5, tolerance: 1e-9))
        #expect(ScrollDeceleration(velocity: 0.4, rate: 0.998).duration == 0)
    }

    @Test func timeToTravelInvertsDistance() {
        // Precondition: a fling that goes 998.9 pt in all.
        let fling = ScrollDeceleration(velocity: 2000, rate: 0.998)
        // Action
        let t = fling.time(toTravel: 300)
        // Assertion: it gets 300 pt away at t; never 1000 pt away, and never backwards.
        #expect(t != nil)
        #expect(isClose(fling.distance(at: t ?? 0), 300, tolerance: 1e-9))
        #expect(fling.time(toTravel: 1000) == nil)
        #expect(fling.time(toTravel: -10) == nil)
    }

    @Test func aFlingForADistanceRestsExactlyThere() {
        // Precondition / Action: what a delegate's changed target turns into.
        let fling = ScrollDeceleration(distance: -250, rate: 0.99)
        // Assertion: −250 pt · (1000 · −ln 0.99) per second, resting 250 pt back.
        #expect(isRelativelyClose(fling.velocity, -250 * 1000 * -log(0.99)))
        #expect(isClose(fling.totalDistance, -250, tolerance: 1e-9))
    }

    // MARK: Bounce

    @Test func releasedAtRestPastTheEdgeItReturnsWithoutCrossing() {
        // Precondition: 80 pt past the lower edge, still.
        let bounce = ScrollBounce(initialDisplacement: -80, initialVelocity: 0)
        // Action
        let samples = (0...1000).map { bounce.displacement(at: Double($0) / 1000) }
        // Assertion: x(t) = x₀·(1 + ω·t)·e^(−ω·t) with ω = 20; never past zero; settled within 0.25 pt.
        #expect(isClose(bounce.displacement(at: 0.1), -80 * 3 * exp(-2), tolerance: 1e-9))
        #expect(samples.allSatisfy { $0 <= 0 })
        let settled = bounce.settlingTime
        #expect(settled > 0.3 && settled < 0.6, "\(settled)")
        #expect(abs(bounce.displacement(at: settled)) < 0.25 && abs(bounce.velocity(at: settled)) < 5)
    }

    @Test func arrivingAtTheEdgeWithSpeedItRunsOutByVOverOmegaE() {
        // Precondition: at the edge, moving out at 2000 pt/s.
        let bounce = ScrollBounce(initialDisplacement: 0, initialVelocity: 2000)
        // Action: the peak of v·t·e^(−ω·t) is at t = 1/ω.
        let peak = bounce.displacement(at: 1.0 / 20)
        // Assertion: 2000 / (20·e) ≈ 36.8 pt, with zero speed there, and back at the edge later.
        #expect(isClose(peak, 2000 / (20 * exp(1)), tolerance: 1e-9), "\(peak)")
        #expect(isClose(bounce.velocity(at: 1.0 / 20), 0, tolerance: 1e-9))
        #expect(abs(bounce.displacement(at: bounce.settlingTime)) < 0.25)
    }

    // MARK: Rubber band

    @Test func pastTheEdgeTheShownOffsetFollowsTheRubberBand() {
        // Precondition: offsets 0…800 on a 200 pt tall view.
        let range: ClosedRange<CGFloat> = 0...800
        // Action
        let above = ScrollRubberBand.shown(raw: -100, range: range, dimension: 200, bounces: true)
        let below = ScrollRubberBand.shown(raw: 860, range: range, dimension: 200, bounces: true)
        let inside = ScrollRubberBand.shown(raw: 321, range: range, dimension: 200, bounces: true)
        let stiff = ScrollRubberBand.shown(raw: -100, range: range, dimension: 200, bounces: false)
        // Assertion: (1 − 1/(x·0.55/d + 1))·d past each edge; nothing inside; a wall without bounces.
        #expect(isClose(above, -rubberBand(100, dimension: 200)), "\(above)")
        #expect(isClose(below, 800 + rubberBand(60, dimension: 200)), "\(below)")
        #expect(inside == 321)
        #expect(stiff == 0)
    }

    @Test func theRawOffsetOfAShownOneGivesItBack() {
        // Precondition
        let range: ClosedRange<CGFloat> = -20...380
        // Action: shown → raw for offsets past both edges.
        let raws: [CGFloat] = [-150, -21, 400, 777]
        let roundTrips = raws.map { raw in
            ScrollRubberBand.raw(shown: ScrollRubberBand.shown(raw: raw, range: range, dimension: 300, bounces: true),
                                 range: range, dimension: 300, bounces: true)
        }
        // Assertion
        #expect(zip(roundTrips, raws).allSatisfy { isClose($0, $1, tolerance: 1e-9) }, "\(roundTrips)")
    }

    @Test func theRubberBandSlopeIsTheCoefficientAtTheEdgeAndFallsBeyond() {
        // Precondition
        let range: ClosedRange<CGFloat> = 0...500
        // Action
        let nearEdge = ScrollRubberBand.slope(raw: -0.01, range: range, dimension: 200, bounces: true)
        let far = ScrollRubberBand.slope(raw: -200, range: range, dimension: 200, bounces: true)
        let inside = ScrollRubberBand.slope(raw: 250, range: range, dimension: 200, bounces: true)
        // Assertion: d/dx of the formula is c/(x·c/d + 1)²: 0.55 at the edge, 0.55/1.55² at x = d.
        #expect(isClose(nearEdge, 0.55, tolerance: 1e-3), "\(nearEdge)")
        let slopeAtD: CGFloat = 0.55 / (1.55 * 1.55)
        #expect(isClose(far, slopeAtD, tolerance: 1e-6), "\(far)")
        #expect(isClose(inside, 1, tolerance: 1e-9))
    }
}
