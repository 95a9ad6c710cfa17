import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// The stroked copy of a path, tested by what its non-zero fill contains: points just inside and
// just outside where each cap and join should end, worked out by hand for a 10-point line.

/// A horizontal line from (0, 0) to (100, 0).
private func horizontalLine() -> CGMutablePath {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 100, y: 0))
    return path
}

/// A right-angled corner: (0, 0) → (100, 0) → (100, 100).
private func corner() -> CGMutablePath {
    let path = horizontalLine()
    path.addLine(to: CGPoint(x: 100, y: 100))
    return path
}

@Suite struct PathStrokingTests {

    @Test func buttCapEndsFlushWithTheLine() {
        // Precondition / action
        let stroke = horizontalLine().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        // Assertion: 5 either side, nothing past either end.
        #expect(stroke.contains(CGPoint(x: 50, y: 4.9)) && stroke.contains(CGPoint(x: 50, y: -4.9)))
        #expect(!stroke.contains(CGPoint(x: 50, y: 5.1)) && !stroke.contains(CGPoint(x: 50, y: -5.1)))
        #expect(stroke.contains(CGPoint(x: 0.1, y: 4)) && stroke.contains(CGPoint(x: 99.9, y: -4)))
        #expect(!stroke.contains(CGPoint(x: -0.1, y: 0)) && !stroke.contains(CGPoint(x: 100.1, y: 0)))
    }

    @Test func squareCapExtendsHalfTheWidthAsASquare() {
        // Precondition / action
        let stroke = horizontalLine().copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        // Assertion: corners of the extension at (−5, ±5) and (105, ±5) are covered just inside.
        #expect(stroke.contains(CGPoint(x: -4.9, y: 4.9)) && stroke.contains(CGPoint(x: 104.9, y: -4.9)))
        #expect(!stroke.contains(CGPoint(x: -5.1, y: 0)) && !stroke.contains(CGPoint(x: 105.1, y: 0)))
    }

    @Test func roundCapIsAHalfDisc() {
        // Precondition / action
        let stroke = horizontalLine().copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        // Assertion: (−4.9, 0) is 4.9 from the end; (−3, 3) is 4.24; (−4, 4) is 5.66, outside the disc
        // though inside a square cap.
        #expect(stroke.contains(CGPoint(x: -4.9, y: 0)) && stroke.contains(CGPoint(x: -3, y: 3)))
        #expect(stroke.contains(CGPoint(x: 103, y: -3)))
        #expect(!stroke.contains(CGPoint(x: -4, y: 4)) && !stroke.contains(CGPoint(x: 104, y: -4)))
        #expect(!stroke.contains(CGPoint(x: -5.1, y: 0)))
    }

    @Test func miterWithinTheLimitReachesTheOuterCorner() {
        // Precondition: a right angle's miter is √2 ≈ 1.4142 widths long.
        let path = corner()
        // Action
        let mitered = path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.42)
        // Assertion: the tip is (105, −5); (104, −4) lies in the miter.
        #expect(mitered.contains(CGPoint(x: 104, y: -4)))
        #expect(!mitered.contains(CGPoint(x: 105.1, y: -5.1)))
    }

    @Test func miterBeyondTheLimitBecomesABevel() {
        // Precondition: a limit just under √2.
        let path = corner()
        // Action
        let beveled = path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.41)
        // Assertion: the bevel runs from (100, −5) to (105, 0), the line x − y = 105: (102, −2) is
        // inside it, (104, −4) (x − y = 108) outside.
        #expect(beveled.contains(CGPoint(x: 102, y: -2)))
        #expect(!beveled.contains(CGPoint(x: 104, y: -4)))
        // The same as asking for a bevel.
        let asked = path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(asked == beveled)
    }

    @Test func roundJoinIsADiscAboutTheCorner() {
        // Precondition / action
        let stroke = corner().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        // Assertion: (103, −3) is 4.24 from the corner, (104, −4) 5.66.
        #expect(stroke.contains(CGPoint(x: 103, y: -3)))
        #expect(!stroke.contains(CGPoint(x: 104, y: -4)))
    }

    @Test func closedSubpathIsJoinedAtItsStartAndHasNoCaps() {
        // Precondition: a closed square starting at its top-left corner, stroked with square caps.
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50))
        // Action
        let stroke = square.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        // Assertion: the start corner gets a miter to (−5, −5) like the others; no cap sticks out
        // along the first side past (−5, …) nor along the last side above (…, −5).
        #expect(stroke.contains(CGPoint(x: -4.9, y: -4.9)) && stroke.contains(CGPoint(x: 54.9, y: 54.9)))
        #expect(!stroke.contains(CGPoint(x: -5.1, y: 2)) && !stroke.contains(CGPoint(x: 2, y: -5.1)))
        #expect(!stroke.contains(CGPoint(x: 25, y: 25)))
    }

    @Test func zeroLengthSubpathIsADotWithRoundOrSquareCapsOnly() {
        // Precondition: a move and a line to the same point.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 50, y: 50))
        // Action
        let round = path.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        let square = path.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        let butt = path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        // Assertion: a disc of radius 5, a 10-point square, nothing.
        #expect(round.contains(CGPoint(x: 53, y: 53)) && !round.contains(CGPoint(x: 54, y: 54)))
        #expect(square.contains(CGPoint(x: 54.9, y: 45.1)) && !square.contains(CGPoint(x: 55.1, y: 50)))
        #expect(butt.isEmpty)
    }

    @Test func strokedCircleIsABandAboutIt() {
        // Precondition: a circle of radius 50 about (50, 50).
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Action
        let band = circle.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        // Assertion: radii 45…55 are covered, the middle and beyond are not — with the default
        // (winding) rule, as the overlapping pieces need.
        #expect(band.contains(CGPoint(x: 50, y: -4.8)) && band.contains(CGPoint(x: 50, y: 4.8)))
        #expect(band.contains(CGPoint(x: 50 + 54.8 / 2.0.squareRoot(), y: 50 + 54.8 / 2.0.squareRoot())))
        #expect(!band.contains(CGPoint(x: 50, y: 5.2)) && !band.contains(CGPoint(x: 50, y: -5.2)))
        #expect(!band.contains(CGPoint(x: 50, y: 50)))
    }

    @Test func transformAppliesToTheOutlineAfterStroking() {
        // Precondition / action: the 10-point line's outline scaled 2× vertically afterwards.
        let stroke = horizontalLine().copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                           transform: CGAffineTransform(scaleX: 1, y: 2))
        // Assertion: the band is now 20 high.
        #expect(stroke.contains(CGPoint(x: 50, y: 9.9)) && !stroke.contains(CGPoint(x: 50, y: 10.1)))
    }
}
