import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// Hit testing a path's fill with both fill rules: a pentagram (whose centre is wound twice), rings
// made of two concentric circles, and an open subpath, which a fill closes.

/// A five-pointed star of radius 100 about the origin, drawn through every second point of a
/// pentagon whose first point is straight up (0, −100).
private func pentagram() -> CGMutablePath {
    let points = (0..<5).map { i -> CGPoint in
        let angle = -CGFloat.pi / 2 + CGFloat(i) * 2 * .pi / 5
        return CGPoint(x: 100 * cos(angle), y: 100 * sin(angle))
    }
    let path = CGMutablePath()
    path.addLines(between: [0, 2, 4, 1, 3].map { points[$0] })
    path.closeSubpath()
    return path
}

@Suite struct PathContainsTests {

    @Test func starCentreIsInsideByWindingAndOutsideByEvenOdd() {
        // Precondition
        let star = pentagram()
        // Action / assertion: the centre pentagon is wound twice.
        #expect(star.contains(.zero, using: .winding))
        #expect(!star.contains(.zero, using: .evenOdd))
        // The top point's triangle is wound once: its sides at y = −80 are at x = ±58.78 · 20/180.9 ≈ ±6.5.
        #expect(star.contains(CGPoint(x: 0, y: -80), using: .winding))
        #expect(star.contains(CGPoint(x: 0, y: -80), using: .evenOdd))
        #expect(!star.contains(CGPoint(x: 10, y: -80), using: .winding))
        #expect(!star.contains(CGPoint(x: 10, y: -80), using: .evenOdd))
        #expect(!star.contains(CGPoint(x: 0, y: -101)))
    }

    @Test func bezierPathUsesItsOwnFillRule() {
        // Precondition
        let path = UIBezierPath(cgPath: pentagram())
        // Action / assertion
        #expect(path.contains(.zero))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(.zero))
        #expect(path.contains(CGPoint(x: 0, y: -80)))
    }

    @Test func ringOfCirclesTheSameWayHasAHoleOnlyByEvenOdd() {
        // Precondition: two circles about (50, 50), radii 50 and 25, both drawn the same way.
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        let path = ring.cgPath
        // Action / assertion: the centre is wound twice; the band between once; outside never.
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 50), using: .winding))
        #expect(path.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .winding))
    }

    @Test func ringWithTheInnerCircleReversedHasAHoleByBothRules() {
        // Precondition: the inner circle reversed, so it winds −1 against the outer one's +1.
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)).reversing())
        let path = ring.cgPath
        // Action / assertion
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 50), using: .winding))
        #expect(path.contains(CGPoint(x: 90, y: 50), using: .evenOdd))
    }

    @Test func curvedEdgeIsFollowedNotItsChord() {
        // Precondition: a circle of radius 50 about (50, 50).
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Action / assertion: (85, 85) is 49.5 from the centre (inside the arc, outside the chord
        // from (100, 50) to (50, 100)); (86, 86) is 50.9 away.
        #expect(circle.contains(CGPoint(x: 85, y: 85)))
        #expect(!circle.contains(CGPoint(x: 86, y: 86)))
    }

    @Test func openSubpathIsFilledAsIfClosed() {
        // Precondition: a right triangle's two legs and hypotenuse start, never closed.
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)])
        // Action / assertion: the implied closing line (0, 100) → (0, 0) bounds the fill.
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        #expect(path.contains(CGPoint(x: 40, y: 55)))
        #expect(!path.contains(CGPoint(x: 60, y: 60)))
    }

    @Test func transformMapsThePointBeforeTesting() {
        // Precondition: a 10-point square at the origin.
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        // Action / assertion: (−95, 5) moved 100 right is (5, 5).
        #expect(!square.contains(CGPoint(x: -95, y: 5)))
        #expect(square.contains(CGPoint(x: -95, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
    }
}
