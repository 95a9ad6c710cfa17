// Tests for CoverageMask: rounded-rectangle and border coverage, radius clamping, and the
// Gaussian blur's size, placement and conservation of alpha.

import Foundation
import Testing
@testable import X11Platform

@Suite struct CoverageMaskTests {
    // MARK: - Rounded rectangles

    @Test func roundedRectIsEmptyAtCornerFullInsideAndPartialOnArc() {
        // Precondition: a 40×20 rectangle with radius 10 at every corner (the short sides become
        // semicircles). The top-left arc is centred on (10, 10) and crosses pixel (2, 2) at 45°.
        let radii = CornerRadii(all: 10)

        // Action
        let mask = CoverageMask.roundedRect(width: 40, height: 20, radii: radii)

        // Assertion
        #expect(mask.width == 40 && mask.height == 20 && mask.alpha.count == 800)
        #expect(mask[0, 0] == 0)
        #expect(mask[39, 19] == 0)
        #expect(mask[20, 10] == 255)
        #expect(mask[2, 2] > 0 && mask[2, 2] < 255, "arc pixel coverage \(mask[2, 2])")
        #expect(mask[20, 0] == 255, "the straight top edge between the arcs is fully covered")
    }

    @Test func roundedRectCoverageAddsUpToTheShapesArea() {
        // Precondition: area of a 40×20 rect with radius 10 corners is 800 − (4 − π)·10² ≈ 714.16.
        let area = 800 - (4 - Double.pi) * 100

        // Action
        let mask = CoverageMask.roundedRect(width: 40, height: 20, radii: CornerRadii(all: 10))

        // Assertion: antialiased coverage sums to the area within 0.2 %.
        let covered = Double(mask.totalAlpha) / 255
        #expect(abs(covered - area) / area < 0.002, "covered \(covered) px², expected \(area)")
    }

    @Test func zeroRadiiFillEveryPixel() {
        // Precondition: square corners on a 7×3 rectangle.
        // Action
        let mask = CoverageMask.roundedRect(width: 7, height: 3, radii: .zero)

        // Assertion
        #expect(mask.alpha == Array(repeating: 255, count: 21))
    }

    @Test func eachCornerUsesItsOwnRadius() {
        // Precondition: a large top-left radius (8) and a small top-right one (2). Pixel (1, 1) lies
        // wholly outside an 8-pixel arc; pixel (38, 1) wholly inside a 2-pixel arc.
        let radii = CornerRadii(topLeft: 8, topRight: 2, bottomRight: 0, bottomLeft: 0)

        // Action
        let mask = CoverageMask.roundedRect(width: 40, height: 20, radii: radii)

        // Assertion
        #expect(mask[1, 1] == 0)
        #expect(mask[38, 1] == 255)
        #expect(mask[39, 0] < 255 && mask[39, 0] > 0, "the 2-pixel arc still clips its corner pixel")
    }

    @Test func topOnlyRadiiLeaveBottomCornersSquare() {
        // Precondition: only the top corners are rounded, as for a sheet.
        let radii = CornerRadii(topLeft: 6, topRight: 4, bottomRight: 0, bottomLeft: 0)

        // Action
        let mask = CoverageMask.roundedRect(width: 40, height: 20, radii: radii)

        // Assertion
        #expect(mask[0, 19] == 255)
        #expect(mask[39, 19] == 255)
        #expect(mask[0, 0] == 0)
        #expect(mask[39, 0] == 0)
    }

    @Test func radiiClampToHalfTheShortSide() {
        // Precondition: a radius of 100 on a 40×20 rect, which can hold at most 10.
        let huge = CornerRadii(all: 100)

        // Action
        let clamped = huge.clamped(width: 40, height: 20)
        let mask = CoverageMask.roundedRect(width: 40, height: 20, radii: huge)

        // Assertion
        #expect(clamped == CornerRadii(all: 10))
        #expect(mask == CoverageMask.roundedRect(width: 40, height: 20, radii: CornerRadii(all: 10)))
        #expect(CornerRadii(topLeft: -3, topRight: .nan, bottomRight: 5, bottomLeft: 0)
                    .clamped(width: 40, height: 20) == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 5, bottomLeft: 0))
    }

    // MARK: - Borders

    @Test func borderIsARingInsideTheBounds() {
        // Precondition: a 30×20 layer, radius 4, border 3 wide: rows/columns 0…2 and the last three
        // are the ring, everything from 3 to (size − 4) is the hole.
        let radii = CornerRadii(all: 4)

        // Action
        let ring = CoverageMask.border(width: 30, height: 20, radii: radii, lineWidth: 3)

        // Assertion
        #expect(ring[15, 10] == 0, "centre is the hole")
        #expect(ring[0, 10] == 255 && ring[2, 10] == 255 && ring[3, 10] == 0, "left edge")
        #expect(ring[29, 10] == 255 && ring[27, 10] == 255 && ring[26, 10] == 0, "right edge")
        #expect(ring[15, 0] == 255 && ring[15, 2] == 255 && ring[15, 3] == 0, "top edge")
        #expect(ring[15, 19] == 255 && ring[15, 17] == 255 && ring[15, 16] == 0, "bottom edge")
        #expect(ring[0, 0] == 0, "outside the outer arc")
    }

    @Test func borderEqualsOuterMinusInnerArea() {
        // Precondition: the ring of a 30×20 radius-4 layer with a 3-pixel border is the 30×20 radius-4
        // shape minus the 24×14 shape with radius 4 − 3 = 1.
        let outer = CoverageMask.roundedRect(width: 30, height: 20, radii: CornerRadii(all: 4))
        let inner = CoverageMask.roundedRect(width: 24, height: 14, radii: CornerRadii(all: 1))

        // Action
        let ring = CoverageMask.border(width: 30, height: 20, radii: CornerRadii(all: 4), lineWidth: 3)

        // Assertion: equal up to per-pixel rounding along the arcs.
        let expected = outer.totalAlpha - inner.totalAlpha
        #expect(abs(ring.totalAlpha - expected) <= 255, "ring \(ring.totalAlpha), expected \(expected)")
    }

    @Test func fractionalBorderWidthHalfCoversItsLastPixel() {
        // Precondition: a 1.5-pixel border on square corners.
        // Action
        let ring = CoverageMask.border(width: 12, height: 9, radii: .zero, lineWidth: 1.5)

        // Assertion
        #expect(ring[0, 4] == 255)
        #expect(ring[1, 4] >= 127 && ring[1, 4] <= 128, "half-covered pixel is \(ring[1, 4])")
        #expect(ring[2, 4] == 0)
        #expect(ring[6, 1] >= 127 && ring[6, 1] <= 128, "half-covered top pixel is \(ring[6, 1])")
    }

    @Test func borderWiderThanHalfFillsAndZeroWidthIsEmpty() {
        // Precondition: a 10×6 layer, radius 2.
        let radii = CornerRadii(all: 2)

        // Action
        let thick = CoverageMask.border(width: 10, height: 6, radii: radii, lineWidth: 3)
        let none = CoverageMask.border(width: 10, height: 6, radii: radii, lineWidth: 0)

        // Assertion
        #expect(thick == CoverageMask.roundedRect(width: 10, height: 6, radii: radii))
        #expect(none.alpha == Array(repeating: 0, count: 60))
    }

    // MARK: - Blur

    @Test func blurPaddingIsThreeSigma() {
        // Precondition: σ = radius / 2, padding = ceil(3σ) = ceil(1.5 × radius).
        // Action / Assertion
        #expect(CoverageMask.blurPadding(radius: 4) == 6)
        #expect(CoverageMask.blurPadding(radius: 1) == 2)
        #expect(CoverageMask.blurPadding(radius: 2.5) == 4)
        #expect(CoverageMask.blurPadding(radius: 0) == 0)
        #expect(CoverageMask.blurPadding(radius: -3) == 0)
    }

    @Test func blurConservesAlphaAndSpreadsIntoPadding() {
        // Precondition: a solid 12×7 mask; radius 4 gives 6 pixels of padding on every side.
        let solid = CoverageMask.roundedRect(width: 12, height: 7, radii: .zero)
        let pad = CoverageMask.blurPadding(radius: 4)

        // Action
        let blurred = solid.blurred(radius: 4)

        // Assertion
        #expect(blurred.width == 12 + 2 * pad && blurred.height == 7 + 2 * pad)
        let lost = abs(blurred.totalAlpha - solid.totalAlpha)
        #expect(Double(lost) < 0.01 * Double(solid.totalAlpha), "total alpha changed by \(lost)")
        let justOutsideLeftEdge = blurred[pad - 1, pad + 3]
        let firstInsidePixel = blurred[pad, pad + 3]
        let centre = blurred[pad + 6, pad + 3]
        #expect(justOutsideLeftEdge > 0 && justOutsideLeftEdge < firstInsidePixel)
        #expect(firstInsidePixel < 255 && firstInsidePixel < centre)
    }

    @Test func blurredDotStaysCentredOnItsOriginalPosition() {
        // Precondition: one opaque pixel at (2, 1) in a 7×4 mask; radius 2 pads by 3, so the dot
        // must peak at (5, 4) of the result.
        var alpha = [UInt8](repeating: 0, count: 28)
        alpha[1 * 7 + 2] = 255
        let dot = CoverageMask(width: 7, height: 4, alpha: alpha)

        // Action
        let blurred = dot.blurred(radius: 2)

        // Assertion
        #expect(blurred.width == 13 && blurred.height == 10)
        let peak = blurred.alpha.indices.max { blurred.alpha[$0] < blurred.alpha[$1] }!
        #expect(peak % 13 == 5 && peak / 13 == 4, "peak at (\(peak % 13), \(peak / 13))")
        #expect(blurred[4, 4] == blurred[6, 4] && blurred[5, 3] == blurred[5, 5], "symmetric spread")
        #expect(blurred[4, 4] > 0 && blurred[4, 4] < blurred[5, 4])
    }

    @Test func zeroRadiusBlurReturnsTheMaskUnchanged() {
        // Precondition
        let mask = CoverageMask.roundedRect(width: 9, height: 5, radii: CornerRadii(all: 2))

        // Action
        let blurred = mask.blurred(radius: 0)

        // Assertion
        #expect(blurred == mask)
    }
}
