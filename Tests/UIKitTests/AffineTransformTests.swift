import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// CGAffineTransform: constructors, concatenation order, inversion, rotation direction and
// the prepend semantics of translatedBy/scaledBy/rotated. Numbers are deliberately
// asymmetric (0.25 vs 0.75, 30 vs −70) so swapped x/y or a reversed product fails.

@Suite struct AffineTransformTests {

    let translate = CGAffineTransform(translationX: 30, y: -70)
    let scale = CGAffineTransform(scaleX: 0.25, y: 0.75)

    @Test func constructorsFillTheRightEntries() {
        // Precondition / action: the three constructors.
        let rotation = CGAffineTransform(rotationAngle: .pi / 6)
        // Assertion
        #expect(translate == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 30, ty: -70))
        #expect(scale == CGAffineTransform(a: 0.25, b: 0, c: 0, d: 0.75, tx: 0, ty: 0))
        #expect(isClose(rotation.b, 0.5) && isClose(rotation.c, -0.5))
        #expect(isClose(rotation.a, 3.0.squareRoot() / 2) && rotation.a == rotation.d)
    }

    @Test func identityIsIdentityAndOthersAreNot() {
        // Precondition / action / assertion
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(!translate.isIdentity)
        #expect(!CGAffineTransform(a: 1, b: 0, c: 0.001, d: 1, tx: 0, ty: 0).isIdentity)
        #expect(CGPoint(x: 30, y: -70).applying(.identity) == CGPoint(x: 30, y: -70))
    }

    @Test func translateThenScaleDiffersFromScaleThenTranslate() {
        // Precondition
        let p = CGPoint(x: 8, y: 4)

        // Action
        let translateThenScale = translate.concatenating(scale)
        let scaleThenTranslate = scale.concatenating(translate)

        // Assertion, by hand:
        //   translate then scale: (8, 4) → (38, −66) → (38·0.25, −66·0.75) = (9.5, −49.5)
        //   scale then translate: (8, 4) → (2, 3) → (32, −67)
        #expect(p.applying(translateThenScale) == CGPoint(x: 9.5, y: -49.5))
        #expect(p.applying(scaleThenTranslate) == CGPoint(x: 32, y: -67))
        // The translation column is scaled only in the first case: (30·0.25, −70·0.75).
        #expect(translateThenScale == CGAffineTransform(a: 0.25, b: 0, c: 0, d: 0.75, tx: 7.5, ty: -52.5))
        #expect(scaleThenTranslate == CGAffineTransform(a: 0.25, b: 0, c: 0, d: 0.75, tx: 30, ty: -70))
    }

    @Test func concatenatingMatchesApplyingOneAfterTheOther() {
        // Precondition: two general transforms with shear, so b/c mistakes show.
        let first = CGAffineTransform(a: 0.25, b: 0.5, c: -1.5, d: 0.75, tx: 30, ty: -70)
        let second = CGAffineTransform(a: 2, b: -0.125, c: 0.375, d: 3, tx: -4, ty: 9)
        let p = CGPoint(x: 8, y: 4)
        // Action
        let combined = p.applying(first.concatenating(second))
        let stepwise = p.applying(first).applying(second)
        let reversed = p.applying(second).applying(first)
        // Assertion
        #expect(isClose(combined, stepwise))
        #expect(!isClose(combined, reversed, tolerance: 1))
    }

    @Test func rotationTurnsXTowardsY() {
        // Precondition
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let thirty = CGAffineTransform(rotationAngle: .pi / 6)
        // Action / assertion: (1,0) → (0,1) and (0,1) → (−1,0) for +90°.
        #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0)))
        // (2, 0) by 30° → (2 cos 30°, 2 sin 30°) = (√3, 1).
        #expect(isClose(CGPoint(x: 2, y: 0).applying(thirty), CGPoint(x: 3.0.squareRoot(), y: 1)))
    }

    @Test func invertedUndoesTheTransform() {
        // Precondition: a general transform with shear and translation.
        let t = CGAffineTransform(a: 0.25, b: 0.5, c: -1.5, d: 0.75, tx: 30, ty: -70)
        let p = CGPoint(x: 8, y: 4)
        // Action
        let inverse = t.inverted()
        // Assertion: round trips in both orders.
        #expect(isClose(p.applying(t).applying(inverse), p))
        #expect(isClose(t.concatenating(inverse), .identity))
        #expect(isClose(inverse.concatenating(t), .identity))
        #expect(!isClose(inverse, t, tolerance: 0.1))
    }

    @Test func invertedScaleThenTranslateMatchesHandComputedInverse() {
        // Precondition: x' = 0.25x + 30, y' = 0.75y − 70.
        let t = scale.concatenating(translate)
        // Action
        let inverse = t.inverted()
        // Assertion: x = 4x' − 120, y = (4/3)y' + 280/3.
        let expected = CGAffineTransform(a: 4, b: 0, c: 0, d: 4.0 / 3.0, tx: -120, ty: 280.0 / 3.0)
        #expect(isClose(inverse, expected), "\(inverse)")
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        // Precondition: collapses everything onto the x axis (determinant 0).
        let flatten = CGAffineTransform(a: 0.25, b: 0, c: 0, d: 0, tx: 30, ty: -70)
        // Action / assertion
        #expect(flatten.inverted() == flatten)
    }

    @Test func translatedByPrependsTheTranslation() {
        // Precondition
        let base = scale
        // Action
        let t = base.translatedBy(x: 30, y: -70)
        // Assertion: the origin is first moved to (30, −70), then scaled → (7.5, −52.5).
        // (Appending would leave it at (30, −70).)
        #expect(t == translate.concatenating(base))
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 7.5, y: -52.5))
    }

    @Test func scaledByPrependsTheScale() {
        // Precondition
        let base = translate
        // Action
        let t = base.scaledBy(x: 0.25, y: 0.75)
        // Assertion: (8, 4) → scale (2, 3) → translate (32, −67).
        // (Appending would give (9.5, −49.5).)
        #expect(CGPoint(x: 8, y: 4).applying(t) == CGPoint(x: 32, y: -67))
    }

    @Test func rotatedPrependsTheRotation() {
        // Precondition
        let base = translate
        // Action
        let t = base.rotated(by: .pi / 2)
        // Assertion: (1, 0) → rotate (0, 1) → translate (30, −69).
        // (Appending would give (31, −70) rotated = (70, 31).)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 30, y: -69)))
    }
}
