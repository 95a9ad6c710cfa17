@testable import UIKit
import Testing
import Foundation

// The pure curve maths: cubic Bézier timing curves against points sampled on the parametric curve,
// and the closed-form spring against RK4 integration. No layers, no global state.

@Suite struct CubicBezierCurveTests {
    nonisolated struct Case: CustomStringConvertible, Sendable {
        let curve: CubicBezierCurve
        let reference: ReferenceBezier
        let name: String
        var description: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(curve: .easeIn, reference: .easeIn, name: "easeIn"),
        Case(curve: .easeOut, reference: .easeOut, name: "easeOut"),
        Case(curve: .easeInOut, reference: .easeInOut, name: "easeInOut"),
        // A custom curve whose progress leaves 0…1 at both ends and whose second control point lies
        // left of the first.
        Case(curve: CubicBezierCurve(0.68, -0.55, 0.265, 1.55),
             reference: ReferenceBezier(0.68, -0.55, 0.265, 1.55), name: "custom (0.68, −0.55, 0.265, 1.55)"),
    ]

    @Test(arguments: cases)
    func valueAtEveryParametricPointMatchesTheCurve(_ c: Case) {
        // Precondition: 401 points (x(t), y(t)) on the parametric curve, t evenly spaced in 0…1.
        var worst = 0.0, worstX = 0.0
        for i in 0...400 {
            let t = Double(i) / 400
            let p = c.reference.point(t)
            // Action
            let got = c.curve.value(at: p.x)
            // Assertion (collected): value(at: x(t)) = y(t).
            if abs(got - p.y) > worst { worst = abs(got - p.y); worstX = p.x }
        }
        #expect(worst < 1e-4, "\(c): value(at: \(worstX)) is off by \(worst)")
    }

    @Test func namedCurvesHaveUIKitsControlPoints() {
        // A swapped or mistyped control point would still pass the sampling test above against
        // itself, so pin the four named curves to UIKit's numbers via known values.
        #expect(abs(CubicBezierCurve.easeInOut.value(at: 0.25) - 0.129162) < 1e-5)
        #expect(abs(CubicBezierCurve.easeIn.value(at: 0.5) - 0.315357) < 1e-5)
        #expect(abs(CubicBezierCurve.easeOut.value(at: 0.5) - 0.684643) < 1e-5)
        #expect(abs(CubicBezierCurve.linear.value(at: 0.3125) - 0.3125) < 1e-9)
    }

    @Test func inputsOutsideTheUnitIntervalAreClamped() {
        #expect(CubicBezierCurve.easeOut.value(at: -0.5) == 0)
        #expect(CubicBezierCurve.easeOut.value(at: 1.5) == 1)
    }
}

@Suite struct SpringSolutionTests {
    nonisolated struct Case: CustomStringConvertible, Sendable {
        let mass: Double, stiffness: Double, damping: Double, v0: Double
        let name: String
        var solution: SpringSolution {
            SpringSolution(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: v0)
        }
        var reference: ReferenceSpring { ReferenceSpring(mass: mass, stiffness: stiffness, damping: damping, v0: v0) }
        var description: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(mass: 1, stiffness: 150, damping: 4.9, v0: 3, name: "under-damped ζ 0.2, v0 3"),
        // c = 2·√(k·m) = 2·√100 = 20 exactly: ζ is exactly 1.
        Case(mass: 0.5, stiffness: 200, damping: 20, v0: -2, name: "critically damped, v0 −2"),
        Case(mass: 1.5, stiffness: 60, damping: 40, v0: 4, name: "over-damped ζ 2.1, v0 4"),
    ]

    @Test func casesCoverTheThreeRegimes() {
        #expect(Self.cases[0].solution.dampingRatio < 1)
        #expect(Self.cases[1].solution.dampingRatio == 1)
        #expect(Self.cases[2].solution.dampingRatio > 1)
    }

    @Test(arguments: cases)
    func closedFormMatchesNumericalIntegration(_ c: Case) {
        // Precondition: RK4 at 0.1 ms steps, sampled every 10 ms for 2 s.
        let times = (0...200).map { Double($0) / 100 }
        let reference = c.reference.states(at: times)
        let spring = c.solution
        var worstX = 0.0, worstV = 0.0, atX = 0.0, atV = 0.0
        for (t, r) in zip(times, reference) {
            // Action
            let x = spring.position(at: t), v = spring.velocity(at: t)
            // Assertion (collected)
            if abs(x - r.x) > worstX { worstX = abs(x - r.x); atX = t }
            if abs(v - r.v) > worstV { worstV = abs(v - r.v); atV = t }
        }
        #expect(worstX < 1e-4, "\(c): position off by \(worstX) at t = \(atX)")
        #expect(worstV < 1e-4, "\(c): velocity off by \(worstV) at t = \(atV)")
    }

    @Test(arguments: cases)
    func settlingDurationIsWhenItStaysWithinATenthOfAPercent(_ c: Case) {
        // Precondition
        let spring = c.solution
        // Action
        let settle = spring.settlingDuration()
        // Assertion: every 0.1 ms for 3 s afterwards |x − 1| < 0.001 …
        var worst = 0.0, at = 0.0
        for i in 0...30_000 {
            let t = settle + Double(i) * 1e-4
            let off = abs(spring.position(at: t) - 1)
            if off > worst { worst = off; at = t }
        }
        #expect(worst < 0.001, "\(c): |x − 1| = \(worst) at t = \(at), after the settling time \(settle)")
        // … and it is not a generous overestimate: 10 ms earlier the spring was still outside.
        let lastOutside = (0...Int(settle * 1e4)).last { abs(spring.position(at: Double($0) * 1e-4) - 1) >= 0.001 }
        let last = Double(lastOutside ?? 0) * 1e-4
        #expect(settle - last < 0.01, "\(c): settles at \(last) but reports \(settle)")
    }

    /// The last time (0.1 ms grid) at which |x − 1| ≥ 0.001.
    static func lastTimeOutside(_ s: SpringSolution, upTo end: Double) -> Double {
        var last = 0.0
        for i in 0...Int(end * 1e4) where abs(s.position(at: Double(i) * 1e-4) - 1) >= 0.001 { last = Double(i) * 1e-4 }
        return last
    }

    nonisolated struct Fit: CustomStringConvertible, Sendable {
        let duration: Double, ratio: Double, v0: Double
        var description: String { "\(duration) s, ratio \(ratio), v0 \(v0)" }
    }

    @Test(arguments: [Fit(duration: 0.5, ratio: 1, v0: 0), Fit(duration: 0.8, ratio: 0.5, v0: 0),
                      Fit(duration: 1.25, ratio: 0.25, v0: 0), Fit(duration: 0.6, ratio: 0.7, v0: 2.5)])
    func fittedSpringSettlesAtTheRequestedDuration(_ f: Fit) {
        let duration = f.duration, ratio = f.ratio
        // Action
        let s = SpringSolution.fitting(duration: duration, dampingRatio: ratio, initialVelocity: f.v0)
        // Assertion: the ratio is kept, and the motion visibly ends within 10 ms before the duration.
        #expect(abs(s.dampingRatio - ratio) < 1e-9)
        let last = Self.lastTimeOutside(s, upTo: duration + 2)
        #expect(last <= duration + 1e-3, "ratio \(ratio): still moving at \(last) s, after \(duration) s")
        #expect(duration - last < 0.01, "ratio \(ratio): settled at \(last) s, well before \(duration) s")
    }

    @Test func criticallyDampedFitNeverOvershootsWhileHalfDampedDoes() {
        // Precondition
        let critical = SpringSolution.fitting(duration: 0.5, dampingRatio: 1)
        let bouncy = SpringSolution.fitting(duration: 0.5, dampingRatio: 0.5)
        // Action
        let grid = (0...20_000).map { Double($0) * 1e-4 }
        let criticalMax = grid.map(critical.position(at:)).max() ?? .nan
        let bouncyMax = grid.map(bouncy.position(at:)).max() ?? .nan
        // Assertion: ratio 1 stays at or below the target; ratio 0.5 overshoots by about 16 %.
        #expect(criticalMax <= 1, "critically damped spring peaks at \(criticalMax)")
        #expect(abs(bouncyMax - (1 + exp(-Double.pi * 0.5 / (0.75).squareRoot()))) < 1e-3,
                "half-damped spring peaks at \(bouncyMax)")
    }
}
