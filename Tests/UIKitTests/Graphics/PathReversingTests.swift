import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// UIBezierPath.reversing(): each subpath traced backwards, subpath order and closes kept.

@Suite struct PathReversingTests {

    @Test func subpathsAreTracedBackwardsWithCurveControlsSwapped() {
        // Precondition: a closed line-and-cubic subpath, then an open quadratic one.
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 30, y: 20), controlPoint1: CGPoint(x: 20, y: 0), controlPoint2: CGPoint(x: 30, y: 10))
        path.close()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addQuadCurve(to: CGPoint(x: 60, y: 60), controlPoint: CGPoint(x: 60, y: 50))
        path.lineWidth = 7
        // Action
        let reversed = path.reversing()
        // Assertion
        #expect(reversed.cgPath.elements == [
            .move(CGPoint(x: 30, y: 20)),
            .cubic(control1: CGPoint(x: 30, y: 10), control2: CGPoint(x: 20, y: 0), to: CGPoint(x: 10, y: 0)),
            .line(.zero),
            .close,
            .move(CGPoint(x: 60, y: 60)),
            .quad(control: CGPoint(x: 60, y: 50), to: CGPoint(x: 50, y: 50)),
        ])
        #expect(reversed.lineWidth == 7)
        // Reversing twice gives the original back.
        #expect(reversed.reversing().cgPath == path.cgPath)
    }

    @Test func subpathDrawnOnAfterACloseStartsAtTheClosedOnesStart() {
        // Precondition: elements written without the move Core Graphics implies after a close.
        let elements: [PathElement] = [.move(.zero), .line(CGPoint(x: 10, y: 0)), .close, .line(CGPoint(x: 0, y: 10))]
        // Action
        let reversed = PathReversal.reversed(elements)
        // Assertion: the second subpath runs (0, 10) → (0, 0).
        #expect(reversed == [.move(CGPoint(x: 10, y: 0)), .line(.zero), .close, .move(CGPoint(x: 0, y: 10)), .line(.zero)])
    }
}
