@testable import UIKit
import Testing
import UIKitTesting

@Suite struct TransformInterpolationTests {
    nonisolated static func perspective(_ d: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / d
        return t
    }

    nonisolated static let samples: [CATransform3D] = [
        CATransform3DMakeTranslation(30, -70, 12),
        CATransform3DMakeScale(0.25, 0.75, 1),
        CATransform3DMakeRotation(.pi / 3, 0, 0, 1),
        CATransform3DMakeRotation(-.pi / 5, 0, 1, 0),
        CATransform3DConcat(CATransform3DMakeRotation(0.7, 1, 0.3, 0.2), CATransform3DMakeTranslation(-14, 9, 3)),
        CATransform3DConcat(CATransform3DMakeRotation(0.4, 0, 1, 0), perspective(500)),
        CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(1.5, 0.5, 1),
                                                CATransform3DMakeRotation(1.1, 0, 0, 1)),
                            CATransform3DMakeTranslation(40, 25, 0)),
    ]

    @Test(arguments: samples)
    func decomposeThenComposeGivesTheSameMatrix(_ t: CATransform3D) throws {
        // Action
        let parts = try #require(TransformDecomposition.decompose(t))
        let back = TransformDecomposition.compose(parts)
        // Assertion: every entry within 1e-9.
        #expect(isClose(back, t, tolerance: 1e-9), "\(back) vs \(t)")
    }

    @Test func halfwayRotationKeepsItsSizeAndTurnsHalfTheAngle() {
        // Precondition: identity and a 90° rotation about z, scaled 0.5 × 0.75.
        let end = CATransform3DConcat(CATransform3DMakeScale(0.5, 0.75, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        // Action
        let mid = TransformDecomposition.interpolate(CATransform3DIdentity, end, fraction: 0.5)
        // Assertion: 45° rotation of the half-way scale (0.75, 0.875) — not the shrunken matrix blend.
        let expected = CATransform3DConcat(CATransform3DMakeScale(0.75, 0.875, 1), CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
        #expect(isClose(mid, expected, tolerance: 1e-9), "\(mid)")
    }

    @Test func interpolationEndsExactlyAtBothEnds() {
        let a = CATransform3DMakeTranslation(3, 5, 0), b = CATransform3DMakeRotation(1, 0, 1, 0)
        #expect(TransformDecomposition.interpolate(a, b, fraction: 0) == a)
        #expect(TransformDecomposition.interpolate(a, b, fraction: 1) == b)
    }
}
