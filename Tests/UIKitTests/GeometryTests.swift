import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// Rect/point/size extensions: equalTo, divided(atDistance:from:), inset(by:), CGVector,
// and the applying(_:) members that map geometry through a CGAffineTransform.

@Suite struct GeometryTests {

    // MARK: equalTo

    @Test func rectEqualToComparesStandardisedRects() {
        // Precondition: the same area described with a negative size, and a different area.
        let negative = CGRect(x: 40, y: 90, width: -30, height: -70)
        let positive = CGRect(x: 10, y: 20, width: 30, height: 70)
        let shifted = CGRect(x: 10, y: 21, width: 30, height: 70)
        // Action / assertion
        #expect(negative.equalTo(positive))
        #expect(!positive.equalTo(shifted))
    }

    @Test func pointAndSizeEqualToCompareEveryComponent() {
        // Precondition: values that differ only by swapped components or a sign.
        let point = CGPoint(x: 30, y: -70)
        let size = CGSize(width: 0.25, height: 0.75)
        // Action / assertion
        #expect(point.equalTo(CGPoint(x: 30, y: -70)))
        #expect(!point.equalTo(CGPoint(x: -70, y: 30)))
        #expect(size.equalTo(CGSize(width: 0.25, height: 0.75)))
        #expect(!size.equalTo(CGSize(width: -0.25, height: 0.75)))
    }

    // MARK: divided(atDistance:from:)

    @Test func dividedFromEachEdgeCutsTheSliceOffThatEdge() {
        // Precondition: a rect that is neither square nor at the origin.
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)

        // Action
        let fromMinX = rect.divided(atDistance: 30, from: .minXEdge)
        let fromMaxX = rect.divided(atDistance: 30, from: .maxXEdge)
        let fromMinY = rect.divided(atDistance: 15, from: .minYEdge)
        let fromMaxY = rect.divided(atDistance: 15, from: .maxYEdge)

        // Assertion: slice + remainder tile the rect, slice on the named edge.
        #expect(fromMinX.slice == CGRect(x: 10, y: 20, width: 30, height: 50))
        #expect(fromMinX.remainder == CGRect(x: 40, y: 20, width: 70, height: 50))
        #expect(fromMaxX.slice == CGRect(x: 80, y: 20, width: 30, height: 50))
        #expect(fromMaxX.remainder == CGRect(x: 10, y: 20, width: 70, height: 50))
        #expect(fromMinY.slice == CGRect(x: 10, y: 20, width: 100, height: 15))
        #expect(fromMinY.remainder == CGRect(x: 10, y: 35, width: 100, height: 35))
        #expect(fromMaxY.slice == CGRect(x: 10, y: 55, width: 100, height: 15))
        #expect(fromMaxY.remainder == CGRect(x: 10, y: 20, width: 100, height: 35))
    }

    @Test func dividedClampsDistanceToTheRect() {
        // Precondition
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        // Action: more than the whole height, and a negative distance.
        let tooFar = rect.divided(atDistance: 500, from: .maxYEdge)
        let negative = rect.divided(atDistance: -5, from: .minXEdge)
        // Assertion
        #expect(tooFar.slice == rect)
        #expect(tooFar.remainder.height == 0)
        #expect(negative.slice.width == 0)
        #expect(negative.remainder == rect)
    }

    // MARK: UIEdgeInsets / inset(by:)

    @Test func insetByMovesEachEdgeByItsOwnAmount() {
        // Precondition: four different insets so a mixed-up edge shows.
        let rect = CGRect(x: 3, y: 7, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        // Action
        let inset = rect.inset(by: insets)
        // Assertion: origin += (left, top); size -= (left + right, top + bottom).
        #expect(inset == CGRect(x: 13, y: 12, width: 70, height: 30))
        #expect(inset.maxX == rect.maxX - 20)
        #expect(inset.maxY == rect.maxY - 15)
    }

    @Test func negativeInsetsGrowTheRect() {
        // Precondition
        let rect = CGRect(x: 3, y: 7, width: 100, height: 50)
        // Action
        let outset = rect.inset(by: UIEdgeInsets(top: -1, left: -2, bottom: -3, right: -4))
        // Assertion
        #expect(outset == CGRect(x: 1, y: 6, width: 106, height: 54))
    }

    @Test func insetsLargerThanTheRectAreNotClamped() {
        // Precondition: horizontal insets (60 + 50) exceed the width (100).
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        // Action
        let inset = rect.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 50))
        // Assertion: stored as UIKit stores it, with a negative width.
        #expect(inset.origin.x == 60)
        #expect(inset.size.width == -10)
    }

    @Test func zeroInsetsLeaveTheRectAloneAndEqualityChecksEveryEdge() {
        // Precondition
        let rect = CGRect(x: 3, y: 7, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        // Action / assertion
        #expect(rect.inset(by: .zero) == rect)
        #expect(UIEdgeInsets() == .zero)
        #expect(insets != UIEdgeInsets(top: 2, left: 1, bottom: 3, right: 4))
        #expect(insets != UIEdgeInsets(top: 1, left: 2, bottom: 4, right: 3))
        #expect(Set([insets, insets, .zero]).count == 2)
    }

    // MARK: CGVector

    @Test func vectorInitialisersAgree() {
        // Precondition / action
        let fromCGFloat = CGVector(dx: CGFloat(30), dy: CGFloat(-70))
        let fromDouble = CGVector(dx: 30.0, dy: -70.0)
        let fromInt = CGVector(dx: 30, dy: -70)
        // Assertion
        #expect(fromCGFloat.dx == 30 && fromCGFloat.dy == -70)
        #expect(fromDouble == fromCGFloat)
        #expect(fromInt == fromCGFloat)
        #expect(fromCGFloat != CGVector(dx: -70, dy: 30))
        #expect(CGVector() == .zero)
        #expect(CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
        #expect(Set([fromCGFloat, fromInt, .zero]).count == 2)
    }

    // MARK: applying(_:)

    @Test func pointApplyingUsesLinearPartThenTranslation() {
        // Precondition: a shear (x' = x + 2y) plus translation, so swapping b and c shows.
        let t = CGAffineTransform(a: 1, b: 0, c: 2, d: 1, tx: 30, ty: -70)
        // Action
        let p = CGPoint(x: 3, y: 5).applying(t)
        // Assertion: x' = 3 + 2*5 + 30 = 43, y' = 5 - 70 = -65.
        #expect(p == CGPoint(x: 43, y: -65))
    }

    @Test func sizeApplyingIgnoresTranslationAndKeepsSigns() {
        // Precondition
        let size = CGSize(width: 40, height: 10)
        let scaleAndMove = CGAffineTransform(scaleX: 0.25, y: 0.75).concatenating(
            CGAffineTransform(translationX: 30, y: -70))
        let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)
        // Action
        let scaled = size.applying(scaleAndMove)
        let turned = size.applying(quarterTurn)
        // Assertion: translation has no effect; rotation yields (-h, w), sign kept.
        #expect(scaled == CGSize(width: 10, height: 7.5))
        #expect(isClose(turned, CGSize(width: -10, height: 40)))
    }

    @Test func rectApplyingThirtyDegreeRotationGivesBoundingBox() {
        // Precondition: rect (10, 20, 40×10), rotated 30° about the origin.
        let rect = CGRect(x: 10, y: 20, width: 40, height: 10)
        let t = CGAffineTransform(rotationAngle: .pi / 6)
        let c = 3.0.squareRoot() / 2   // cos 30°
        let s = 0.5                   // sin 30°

        // Action
        let box = rect.applying(t)

        // Assertion. Corners map by x' = x·c − y·s, y' = x·s + y·c:
        //   (10,20) → (−1.3397, 22.3205)   (50,20) → (33.3013, 42.3205)
        //   (10,30) → (−6.3397, 30.9808)   (50,30) → (28.3013, 50.9808)
        // minX from (10,30), maxX from (50,20), minY from (10,20), maxY from (50,30):
        //   x = 10c − 30s = −6.3397,  width  = 40c + 10s = 39.6410
        //   y = 10s + 20c = 22.3205,  height = 40s + 10c = 28.6603
        let expected = CGRect(x: 10 * c - 30 * s, y: 10 * s + 20 * c,
                              width: 40 * c + 10 * s, height: 40 * s + 10 * c)
        #expect(isClose(box, expected), "\(box)")
        #expect(isClose(box.width, 39.641016151, tolerance: 1e-8))
        #expect(isClose(box.height, 28.660254038, tolerance: 1e-8))
    }

    @Test func rectApplyingMinusThirtyDegreeRotationGivesBoundingBox() {
        // Precondition: the same rect turned the other way, so the extreme y values now come
        // from the two "middle" corners instead of the first and last.
        let rect = CGRect(x: 10, y: 20, width: 40, height: 10)
        let t = CGAffineTransform(rotationAngle: -.pi / 6)
        let c = 3.0.squareRoot() / 2   // cos 30°
        let s = 0.5                   // sin 30°

        // Action
        let box = rect.applying(t)

        // Assertion. Corners map by x' = x·c + y·s, y' = −x·s + y·c:
        //   (10,20) → (18.6603, 12.3205)   (50,20) → (53.3013, −7.6795)
        //   (10,30) → (23.6603, 20.9808)   (50,30) → (58.3013,  0.9808)
        //   x = 10c + 20s = 18.6603,   width  = 40c + 10s = 39.6410
        //   y = −50s + 20c = −7.6795,  height = 40s + 10c = 28.6603
        let expected = CGRect(x: 10 * c + 20 * s, y: -50 * s + 20 * c,
                              width: 40 * c + 10 * s, height: 40 * s + 10 * c)
        #expect(isClose(box, expected), "\(box)")
    }

    @Test func rectApplyingNegativeScaleTakesTheSmallerCornerAsOrigin() {
        // Precondition: x is mirrored, so the rect's left edge becomes the right one.
        let rect = CGRect(x: 10, y: 20, width: 40, height: 10)
        let t = CGAffineTransform(scaleX: -0.25, y: 0.75)
        // Action
        let box = rect.applying(t)
        // Assertion: x spans −12.5…−2.5, y spans 15…22.5; result is standardised.
        #expect(box == CGRect(x: -12.5, y: 15, width: 10, height: 7.5))
        #expect(box.width > 0)
    }

    @Test func rectApplyingKeepsNullNull() {
        // Precondition / action
        let moved = CGRect.null.applying(CGAffineTransform(translationX: 30, y: -70))
        // Assertion
        #expect(moved.isNull)
    }
}
