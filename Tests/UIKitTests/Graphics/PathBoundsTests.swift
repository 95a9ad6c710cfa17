import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// boundingBox counts control points; boundingBoxOfPath only the points the path passes through.
// The curves are chosen so the two boxes differ by hand-computable amounts.

@Suite struct PathBoundsTests {

    @Test func quadraticCurveBoxStopsAtItsPeakNotItsControlPoint() {
        // Precondition / action: a quadratic from (0, 0) to (100, 0) pulled toward (50, 100).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        // Assertion: B(½).y = ½ · 100 = 50, while the control point reaches 100.
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50)))
    }

    @Test func cubicCurveBoxStopsAtItsPeaksOnBothAxes() {
        // Precondition / action: a cubic (10, 0) → (10, 0) looping out through controls (−50, 80) and
        // (70, 80), so it bulges past its ends in y and in x on both sides.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: -50, y: 80), control2: CGPoint(x: 70, y: 80))
        // Assertion: y peaks at t = ½ at ¾ · 80 = 60. x(t) = 10(1−t)³ − 150t(1−t)² + 210t²(1−t) + 10t³
        // turns where x'(t)/3 = −360t² + 360t − 60 = 0, at t = ½ ± √3/6.
        let roots = [0.5 - 3.0.squareRoot() / 6, 0.5 + 3.0.squareRoot() / 6]
        func x(_ t: Double) -> Double { 10 * pow(1 - t, 3) - 150 * t * pow(1 - t, 2) + 210 * t * t * (1 - t) + 10 * pow(t, 3) }
        let xs = roots.map(x)
        let box = path.boundingBoxOfPath
        #expect(isClose(box.minY, 0) && isClose(box.maxY, 60, tolerance: 1e-9))
        #expect(isClose(box.minX, xs.min()!, tolerance: 1e-9) && isClose(box.maxX, xs.max()!, tolerance: 1e-9))
        #expect(path.boundingBox == CGRect(x: -50, y: 0, width: 120, height: 80))
    }

    @Test func emptyPathHasANullBox() {
        // Precondition / action / assertion
        #expect(CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test func quarterArcBoxReachesTheCircleNotItsControls() {
        // Precondition / action: a quarter of the circle of radius 10 about the origin, from −45° to
        // 45°: one cubic whose controls stick out to x = 10(cos 45° + κ' sin 45°) > 10.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: -.pi / 4, endAngle: .pi / 4, clockwise: false)
        // Assertion: the arc peaks at (10, 0), mid-curve; its ends are at (10/√2, ±10/√2).
        let half = 10 / 2.0.squareRoot()
        #expect(isClose(path.boundingBoxOfPath, CGRect(x: half, y: -half, width: 10 - half, height: 2 * half),
                        tolerance: 1e-9))
        #expect(path.boundingBox.maxX > 10.5)
    }
}
