import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// CATransform3D: Core Animation's function family (make/concat/prepend/invert/affine bridge),
// rotation signs about each axis, perspective projection, and the Segue helpers
// `projecting(_:)` and `determinant`.

/// The homogeneous row vector [x y z 1]·t, written out independently of the code under
/// test so the tests can check z and w as well as the projected x and y.
private func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
    (x * t.m11 + y * t.m21 + z * t.m31 + t.m41,
     x * t.m12 + y * t.m22 + z * t.m32 + t.m42,
     x * t.m13 + y * t.m23 + z * t.m33 + t.m43,
     x * t.m14 + y * t.m24 + z * t.m34 + t.m44)
}

/// Whether `v` is within 1e-9 of (x, y, z) with w = 1.
private func isClose(_ v: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat),
                     _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Bool {
    isClose(v.x, x) && isClose(v.y, y) && isClose(v.z, z) && isClose(v.w, 1)
}

@Suite struct Transform3DTests {

    let translate = CATransform3DMakeTranslation(30, -70, 12)
    let scale = CATransform3DMakeScale(0.25, 0.75, 2)

    @Test func makeFunctionsFillTheRightEntries() {
        // Precondition / action: translate and scale above.
        // Assertion: translation in the bottom row, scale on the diagonal.
        #expect((translate.m41, translate.m42, translate.m43) == (30, -70, 12))
        #expect((scale.m11, scale.m22, scale.m33, scale.m44) == (0.25, 0.75, 2, 1))
        #expect(isClose(apply(translate, 1, 2, 3), 31, -68, 15))
        #expect(isClose(apply(scale, 8, 4, 3), 2, 3, 6))
    }

    @Test func identityChecksAndEquality() {
        // Precondition
        var perspective = CATransform3DIdentity
        // Action
        perspective.m34 = -1.0 / 500
        // Assertion
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 1)))
        #expect(!CATransform3DIsIdentity(perspective))
        #expect(!CATransform3DIsIdentity(translate))
        #expect(CATransform3DEqualToTransform(translate, CATransform3DMakeTranslation(30, -70, 12)))
        #expect(!CATransform3DEqualToTransform(translate, CATransform3DMakeTranslation(-70, 30, 12)))
        #expect(perspective != CATransform3DIdentity)
    }

    @Test func concatAppliesFirstArgumentFirst() {
        // Precondition
        let p = (x: CGFloat(8), y: CGFloat(4), z: CGFloat(3))

        // Action
        let translateThenScale = CATransform3DConcat(translate, scale)
        let scaleThenTranslate = CATransform3DConcat(scale, translate)

        // Assertion, by hand:
        //   translate then scale: (8,4,3) → (38,−66,15) → (9.5, −49.5, 30)
        //   scale then translate: (8,4,3) → (2,3,6) → (32, −67, 18)
        #expect(isClose(apply(translateThenScale, p.x, p.y, p.z), 9.5, -49.5, 30))
        #expect(isClose(apply(scaleThenTranslate, p.x, p.y, p.z), 32, -67, 18))
    }

    @Test func rotationAboutZMatchesAffineRotation() {
        // Precondition
        let rotation = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // Action
        let affine = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        // Assertion: (1,0) → (0,1), (0,1) → (−1,0), same matrix as the 2-D rotation.
        #expect(isClose(apply(rotation, 1, 0, 0), 0, 1, 0))
        #expect(isClose(apply(rotation, 0, 1, 0), -1, 0, 0))
        #expect(isClose(rotation, affine))
    }

    @Test func rotationAboutXAndYFollowTheRightHandRule() {
        // Precondition / action
        let aboutX = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        let aboutY = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        // Assertion: about x, y → z; about y, z → x and x → −z.
        #expect(isClose(apply(aboutX, 0, 1, 0), 0, 0, 1))
        #expect(isClose(apply(aboutX, 0, 0, 1), 0, -1, 0))
        #expect(isClose(apply(aboutY, 0, 0, 1), 1, 0, 0))
        #expect(isClose(apply(aboutY, 1, 0, 0), 0, 0, -1))
    }

    @Test func rotationAboutAnArbitraryAxisIsNormalised() {
        // Precondition: a third of a turn about the (1,1,1) diagonal cycles the axes x → y → z → x.
        let unnormalised = CATransform3DMakeRotation(2 * .pi / 3, 5, 5, 5)
        // Action / assertion
        #expect(isClose(apply(unnormalised, 1, 0, 0), 0, 1, 0))
        #expect(isClose(apply(unnormalised, 0, 1, 0), 0, 0, 1))
        #expect(isClose(apply(unnormalised, 0, 0, 1), 1, 0, 0))
        #expect(isClose(CATransform3DMakeRotation(0.7, 0, 0, 9), CATransform3DMakeRotation(0.7, 0, 0, 1)))
    }

    @Test func zeroAxisRotationDoesNothing() {
        // Precondition / action / assertion
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(0.7, 0, 0, 0)))
        #expect(CATransform3DRotate(translate, 0.7, 0, 0, 0) == translate)
    }

    @Test func perspectiveProjectionAfterRotationAboutY() {
        // Precondition: rotate 60° about y, then perspective with camera distance 500.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let rotation = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)

        // Action: once with Concat, once with the usual "set m34, then Rotate" idiom
        // (Rotate prepends, so both mean rotate-then-project).
        let viaConcat = CATransform3DConcat(rotation, perspective)
        let viaIdiom = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        let near = viaConcat.projecting(CGPoint(x: 100, y: 40))
        let far = viaConcat.projecting(CGPoint(x: -100, y: 40))

        // Assertion, by hand. Rotation about y by 60°: x' = x cos 60° = x/2, z' = −x sin 60°.
        //   (100, 40): x' = 50, z' = −50√3 ≈ −86.6025 (pushed away from the viewer)
        //   w = 1 + z'·m34 = 1 + 50√3/500 = 1 + √3/10 ≈ 1.173205
        //   projected = (50 / w, 40 / w) = (500/(10+√3), 400/(10+√3)) ≈ (42.6183, 34.0946)
        //   (−100, 40): x' = −50, z' = +86.6025 (towards the viewer), w = 1 − √3/10 ≈ 0.826795
        //   projected = (−500/(10−√3), 400/(10−√3)) ≈ (−60.4745, 48.3796)
        let root3 = 3.0.squareRoot()
        #expect(isClose(near, CGPoint(x: 500 / (10 + root3), y: 400 / (10 + root3))), "\(near)")
        #expect(isClose(near, CGPoint(x: 42.6182948, y: 34.0946358), tolerance: 1e-6))
        #expect(isClose(far, CGPoint(x: -500 / (10 - root3), y: 400 / (10 - root3))), "\(far)")
        #expect(isClose(viaIdiom, viaConcat))
        // Projecting first and rotating afterwards is a different transform.
        #expect(!isClose(CATransform3DConcat(perspective, rotation).projecting(CGPoint(x: 100, y: 40)),
                         near, tolerance: 1))
    }

    @Test func projectingWithoutPerspectiveIsTheAffineMap() {
        // Precondition
        let t = CATransform3DConcat(scale, translate)
        // Action
        let projected = t.projecting(CGPoint(x: 8, y: 4))
        // Assertion: (8,4) → (2,3) → (32, −67); w stays 1.
        #expect(projected == CGPoint(x: 32, y: -67))
    }

    @Test func translateScaleAndRotatePrepend() {
        // Precondition
        let baseScale = CATransform3DMakeScale(0.25, 0.75, 1)
        let baseTranslate = CATransform3DMakeTranslation(30, -70, 0)

        // Action
        let translated = CATransform3DTranslate(baseScale, 30, -70, 0)
        let scaled = CATransform3DScale(baseTranslate, 0.25, 0.75, 1)
        let rotated = CATransform3DRotate(baseTranslate, .pi / 2, 0, 0, 1)

        // Assertion: the new operation runs first, the existing transform after it.
        //   translated: (0,0) → (30,−70) → (7.5, −52.5)     [appending: (30, −70)]
        //   scaled:     (8,4) → (2,3) → (32, −67)            [appending: (9.5, −49.5)]
        //   rotated:    (1,0) → (0,1) → (30, −69)            [appending: (70, 31)]
        #expect(isClose(translated.projecting(.zero), CGPoint(x: 7.5, y: -52.5)))
        #expect(isClose(scaled.projecting(CGPoint(x: 8, y: 4)), CGPoint(x: 32, y: -67)))
        #expect(isClose(rotated.projecting(CGPoint(x: 1, y: 0)), CGPoint(x: 30, y: -69)))
        #expect(translated == CATransform3DConcat(CATransform3DMakeTranslation(30, -70, 0), baseScale))
    }

    @Test func invertUndoesAGeneralTransformWithPerspective() {
        // Precondition: rotation about a skew axis, scale, translation and perspective.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let t = CATransform3DConcat(
            CATransform3DConcat(CATransform3DConcat(CATransform3DMakeRotation(0.7, 1, 2, 3), scale), translate),
            perspective)

        // Action
        let inverse = CATransform3DInvert(t)

        // Assertion: both products are the identity, and the inverse is really different.
        #expect(isClose(CATransform3DConcat(t, inverse), CATransform3DIdentity, tolerance: 1e-9))
        #expect(isClose(CATransform3DConcat(inverse, t), CATransform3DIdentity, tolerance: 1e-9))
        #expect(!isClose(inverse, t, tolerance: 0.01))
    }

    @Test func invertOfScaleThenTranslateMatchesHandComputedInverse() {
        // Precondition: x' = 0.25x + 30, y' = 0.75y − 70, z' = 2z + 12.
        let t = CATransform3DConcat(scale, translate)
        // Action
        let inverse = CATransform3DInvert(t)
        // Assertion: x = 4x' − 120, y = (4/3)y' + 280/3, z = z'/2 − 6.
        var expected = CATransform3DMakeScale(4, 4.0 / 3.0, 0.5)
        expected.m41 = -120
        expected.m42 = 280.0 / 3.0
        expected.m43 = -6
        #expect(isClose(inverse, expected), "\(entries(of: inverse))")
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        // Precondition: flattens z (determinant 0).
        let flatten = CATransform3DConcat(CATransform3DMakeScale(0.25, 0.75, 0), translate)
        // Action / assertion
        #expect(flatten.determinant == 0)
        #expect(CATransform3DInvert(flatten) == flatten)
    }

    @Test func determinantOfKnownTransforms() {
        // Precondition / action / assertion
        #expect(isClose(scale.determinant, 0.25 * 0.75 * 2) == true, "determinant \(scale.determinant)")
        #expect(isClose(translate.determinant, 1))
        #expect(isClose(CATransform3DMakeRotation(0.7, 1, 2, 3).determinant, 1))
        #expect(isClose(CATransform3DMakeScale(-0.25, 0.75, 2).determinant, -0.375))
    }

    @Test func affineRoundTripPreservesEveryEntry() {
        // Precondition: a general affine transform with distinct b and c.
        let affine = CGAffineTransform(a: 0.25, b: 0.5, c: -1.5, d: 0.75, tx: 30, ty: -70)
        // Action
        let lifted = CATransform3DMakeAffineTransform(affine)
        // Assertion
        #expect((lifted.m11, lifted.m12, lifted.m21, lifted.m22) == (0.25, 0.5, -1.5, 0.75))
        #expect((lifted.m41, lifted.m42, lifted.m33, lifted.m44) == (30, -70, 1, 1))
        #expect(CATransform3DIsAffine(lifted))
        #expect(CATransform3DGetAffineTransform(lifted) == affine)
        #expect(isClose(lifted.projecting(CGPoint(x: 8, y: 4)), CGPoint(x: 8, y: 4).applying(affine)))
    }

    @Test func concatOfLiftedAffinesMatchesAffineConcatenation() {
        // Precondition
        let first = CGAffineTransform(a: 0.25, b: 0.5, c: -1.5, d: 0.75, tx: 30, ty: -70)
        let second = CGAffineTransform(a: 2, b: -0.125, c: 0.375, d: 3, tx: -4, ty: 9)
        // Action
        let lifted = CATransform3DConcat(CATransform3DMakeAffineTransform(first),
                                         CATransform3DMakeAffineTransform(second))
        // Assertion: both types share the same "first, then second" convention.
        #expect(isClose(CATransform3DGetAffineTransform(lifted), first.concatenating(second)))
        #expect(!isClose(CATransform3DGetAffineTransform(lifted), second.concatenating(first), tolerance: 0.01))
    }

    @Test func depthOrPerspectiveIsNotAffine() {
        // Precondition
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        // Action / assertion
        #expect(!CATransform3DIsAffine(perspective))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 12)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 0, 1)))
    }
}
