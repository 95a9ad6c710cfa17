import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// CGMutablePath's builders and UIBezierPath's initialisers: the exact elements each makes, checked
// against points worked out by hand. Rectangles are deliberately not square and not at the origin so
// a swapped axis or a missing offset fails.

/// The cubic control distance of a quarter turn on a unit circle: 4/3 · tan(π/8).
private let kappa: CGFloat = 0.5522847498307936

/// Whether two element lists match kind for kind and point for point (within 1e-9).
private func matches(_ a: [PathElement], _ b: [PathElement]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { x, y in
        x.type == y.type && zip(x.points, y.points).allSatisfy { isClose($0, $1) }
    }
}

@Suite struct PathConstructionTests {

    @Test func rectGoesFromItsOriginTowardPlusXAndCloses() {
        // Precondition / action: a rectangle given with a negative width.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 40, y: 20, width: -30, height: 40))
        // Assertion: standardised to x 10…40, y 20…60.
        #expect(path.elements == [.move(CGPoint(x: 10, y: 20)), .line(CGPoint(x: 40, y: 20)),
                                  .line(CGPoint(x: 40, y: 60)), .line(CGPoint(x: 10, y: 60)), .close])
    }

    @Test func ellipseIsFourQuarterCubicsFromTheRightMiddle() {
        // Precondition / action: an ellipse 100 × 50.
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        // Assertion: move to (100, 25), quarters through (50, 50), (0, 25), (50, 0), back, close.
        let expected: [PathElement] = [
            .move(CGPoint(x: 100, y: 25)),
            .cubic(control1: CGPoint(x: 100, y: 25 + 25 * kappa), control2: CGPoint(x: 50 + 50 * kappa, y: 50),
                   to: CGPoint(x: 50, y: 50)),
            .cubic(control1: CGPoint(x: 50 - 50 * kappa, y: 50), control2: CGPoint(x: 0, y: 25 + 25 * kappa),
                   to: CGPoint(x: 0, y: 25)),
            .cubic(control1: CGPoint(x: 0, y: 25 - 25 * kappa), control2: CGPoint(x: 50 - 50 * kappa, y: 0),
                   to: CGPoint(x: 50, y: 0)),
            .cubic(control1: CGPoint(x: 50 + 50 * kappa, y: 0), control2: CGPoint(x: 100, y: 25 - 25 * kappa),
                   to: CGPoint(x: 100, y: 25)),
            .close,
        ]
        #expect(matches(path.elements, expected))
    }

    @Test func roundedRectWithUnequalCornerWidthAndHeightHasEllipticalCorners() throws {
        // Precondition / action: corners 20 wide and 10 high.
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 20, cornerHeight: 10)
        // Assertion: each side shortened by 20 horizontally and 10 vertically; the top-right quarter's
        // controls lie 20κ and 10κ along its tangents.
        let expected = [CGPoint(x: 20, y: 0), CGPoint(x: 80, y: 0), CGPoint(x: 100, y: 10), CGPoint(x: 100, y: 50),
                        CGPoint(x: 80, y: 60), CGPoint(x: 20, y: 60), CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 10),
                        CGPoint(x: 20, y: 0)]
        let points = path.elements.compactMap(\.end)
        #expect(points.count == expected.count && zip(points, expected).allSatisfy { isClose($0, $1) })
        #expect(path.elements.last == .close)
        try #require(path.elements.count == 10)
        #expect(matches([path.elements[2]], [.cubic(control1: CGPoint(x: 80 + 20 * kappa, y: 0),
                                                    control2: CGPoint(x: 100, y: 10 - 10 * kappa),
                                                    to: CGPoint(x: 100, y: 10))]))
        #expect(path.shape == nil)
    }

    @Test func twoRoundedCornersLeaveTheOthersSquare() {
        // Precondition / action: only the top-right and bottom-left corners rounded by 10.
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50),
                                byRoundingCorners: [.topRight, .bottomLeft], cornerRadii: CGSize(width: 10, height: 10)).cgPath
        // Assertion: starts at the square top-left corner, which the close returns to (no extra line).
        let kinds = path.elements.map(\.type)
        #expect(kinds == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .addLineToPoint, .addLineToPoint,
                          .addCurveToPoint, .closeSubpath])
        let points = path.elements.compactMap(\.end)
        let expected = [CGPoint(x: 0, y: 0), CGPoint(x: 90, y: 0), CGPoint(x: 100, y: 10), CGPoint(x: 100, y: 50),
                        CGPoint(x: 10, y: 50), CGPoint(x: 0, y: 40)]
        #expect(points.count == expected.count && zip(points, expected).allSatisfy { isClose($0, $1) })
    }

    @Test func arcDirectionFollowsCoreGraphicsClockwiseAndUIKitsOpposite() throws {
        // Precondition / action: a quarter from 0 to π/2 each way, and UIKit's clockwise quarter.
        let increasing = CGMutablePath(), decreasing = CGMutablePath()
        increasing.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        decreasing.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let uikit = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true).cgPath
        // Assertion: one cubic straight to (0, 10); or three quarters round through (0, −10).
        try #require(increasing.elements.count == 2 && decreasing.elements.count == 4)
        #expect(isClose(increasing.elements[1].end!, CGPoint(x: 0, y: 10)))
        #expect(isClose(decreasing.elements[1].end!, CGPoint(x: 0, y: -10)))
        #expect(isClose(decreasing.elements[3].end!, CGPoint(x: 0, y: 10)))
        #expect(uikit == increasing)
    }

    @Test func sweepsOfMoreThanATurnAreOneWholeCircle() throws {
        // Precondition / action: 0 → 5π increasing, 0 → −5π decreasing, and 0 → 5π decreasing.
        let up = CGMutablePath(), down = CGMutablePath(), back = CGMutablePath()
        up.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 5 * .pi, clockwise: false)
        down.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: -5 * .pi, clockwise: true)
        back.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 5 * .pi, clockwise: true)
        // Assertion: a whole turn is four quarters, first through (0, 10) going up and (0, −10) going
        // down; 5π the short way decreasing is the end's own angle, π, reached in two quarters.
        try #require(up.elements.count == 5 && down.elements.count == 5 && back.elements.count == 3)
        #expect(isClose(up.elements[1].end!, CGPoint(x: 0, y: 10)))
        #expect(isClose(up.elements[4].end!, CGPoint(x: 10, y: 0)))
        #expect(isClose(down.elements[1].end!, CGPoint(x: 0, y: -10)))
        #expect(isClose(back.elements[2].end!, CGPoint(x: -10, y: 0)))
    }

    @Test func relativeArcTurnsByItsDeltaEvenPastATurn() {
        // Precondition / action: 3π from angle 0.
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 10, startAngle: 0, delta: 3 * .pi)
        // Assertion: six quarters, ending at angle π.
        #expect(path.elements.count == 7)
        #expect(isClose(path.currentPoint, CGPoint(x: -5, y: 5)))
    }

    @Test func tangentArcMeetsBothLinesAtTheHandComputedPoints() throws {
        // Precondition: from the origin toward a right-angled corner at (100, 0), then down.
        let square = CGMutablePath()
        square.move(to: .zero)
        // Action
        square.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // Assertion: tangent points 20 from the corner on each line, one quarter about (80, 20).
        try #require(square.elements.count == 3)
        #expect(square.elements[1] == .line(CGPoint(x: 80, y: 0)))
        #expect(matches([square.elements[2]], [.cubic(control1: CGPoint(x: 80 + 20 * kappa, y: 0),
                                                      control2: CGPoint(x: 100, y: 20 - 20 * kappa),
                                                      to: CGPoint(x: 100, y: 20))]))

        // Precondition / action: a 45° corner at (100, 0) toward (0, 100), radius 10.
        let sharp = CGMutablePath()
        sharp.move(to: .zero)
        sharp.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 0, y: 100), radius: 10)
        // Assertion: the tangent points lie r / tan(22.5°) = 10(1 + √2) from the corner.
        let along = 10 * (1 + 2.0.squareRoot())
        // The arc turns 135°: two cubics of at most a quarter each.
        try #require(sharp.elements.count == 4)
        #expect(isClose(sharp.elements[1].end!, CGPoint(x: 100 - along, y: 0), tolerance: 1e-9))
        #expect(isClose(sharp.currentPoint, CGPoint(x: 100 - along / 2.0.squareRoot(), y: along / 2.0.squareRoot()),
                        tolerance: 1e-9))
    }

    @Test func drawingOnAfterACloseStartsASubpathAtTheClosedOnesStart() throws {
        // Precondition: a closed triangle from (5, 5).
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 15, y: 5))
        path.addLine(to: CGPoint(x: 15, y: 15))
        path.closeSubpath()
        // Action
        path.addLine(to: CGPoint(x: 30, y: 40))
        path.addArc(center: CGPoint(x: 30, y: 50), radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        path.closeSubpath()
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 2, y: 2), control2: CGPoint(x: 3, y: 3))
        // Assertion: a move to (5, 5) is written out before each new subpath; the arc, starting where
        // the line ended, continues that subpath.
        try #require(path.elements.count == 11)
        #expect(path.elements[4] == .move(CGPoint(x: 5, y: 5)))
        #expect(path.elements[5] == .line(CGPoint(x: 30, y: 40)))
        #expect(path.elements[6] == .line(CGPoint(x: 30, y: 40)))
        #expect(path.elements[8] == .close && path.elements[9] == .move(CGPoint(x: 5, y: 5)))
    }

    @Test func pathsAreEqualElementByElement() {
        // Precondition / action: the same rectangle built twice, once as lines; and one moved a point.
        let a = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
        let b = CGMutablePath()
        b.addLines(between: [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
        b.closeSubpath()
        let c = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 5))
        // Assertion
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
    }

    @Test func aRoundedRectKnownAsAShapeCarriesTheRadiusItsCornersReallyHave() {
        // Precondition / action: corners of 40 on a rectangle 50 high (the height takes them to 25),
        // and corners of 10 that fit.
        let squeezed = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 40, cornerHeight: 40)
        let fitting = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 10)

        // Assertion: the squeezed corners are elliptical (40 × 25), so no circular shape is claimed;
        // the fitting ones are a rounded rectangle of radius 10.
        #expect(squeezed.shape == nil)
        #expect(fitting.shape == .roundedRect(CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10))
    }
}
