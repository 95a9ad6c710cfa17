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

    @Test func circleBoxIsItsRectangle() {
        // Precondition / action: a circle offset from the origin.
        let rect = CGRect(x: 30, y: -20, width: 40, height: 40)
        // Assertion: the quarter curves peak at their ends, exactly on the rectangle.
        #expect(isClose(CGPath(ellipseIn: rect).boundingBoxOfPath, rect, tolerance: 1e-9))
    }
}
