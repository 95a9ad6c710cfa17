import Testing
@testable import UIKit
import Foundation

// DamageRegion: a few whole-pixel rectangles. What `add` stores (rounded out, merged or kept apart),
// the cap on their number, clipping to the window, and the read-only summaries.
//
// Numbers are deliberately asymmetric (x 37, y 23, widths unlike heights) so that a swapped x and y,
// or width and height, gives a different rectangle and fails.

@Suite struct DamageRegionTests {
    private func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }

    // MARK: - add

    @Test func addRoundsFractionalEdgesOutToWholePixels() {
        // Precondition: an empty region.
        var region = DamageRegion()
        #expect(region.isEmpty)

        // Action: a rectangle with fractional edges on all four sides (37.5…57.5 × 23.25…33.75).
        region.add(r(37.5, 23.25, 20, 10.5))

        // Assertion: stored as 37…58 × 23…34, i.e. every pixel the rectangle touches.
        #expect(region.rects == [r(37, 23, 21, 11)])
    }

    @Test func addKeepsAWholePixelRectangleAsItIs() {
        // Precondition
        var region = DamageRegion()

        // Action
        region.add(r(37, 23, 20, 11))

        // Assertion: nothing to round.
        #expect(region.rects == [r(37, 23, 20, 11)])
    }

    @Test func degenerateRectanglesAreIgnored() {
        // Precondition
        var region = DamageRegion()

        // Action: null, infinite, zero, zero-width and zero-height rectangles.
        for rect in [CGRect.null, .infinite, .zero, r(37, 23, 0, 11), r(37, 23, 20, 0)] {
            region.add(rect)
        }

        // Assertion: none of them damages anything.
        #expect(region.isEmpty)
        #expect(region.rects.isEmpty)
        #expect(region.area == 0)
        #expect(region.boundingBox.isNull)
        #expect(region == DamageRegion())
        #expect(region.description == "no damage")
    }

    @Test func degenerateRectanglesAreIgnoredNextToRealOnes() {
        // Precondition: a region holding one real rectangle.
        var region = DamageRegion([r(37, 23, 20, 11)])

        // Action: a zero-size rectangle far away and an infinite one.
        region.add(r(300, 200, 0, 0))
        region.add(.infinite)

        // Assertion: the real rectangle is untouched (the infinite one did not swallow it).
        #expect(region.rects == [r(37, 23, 20, 11)])
    }

    // MARK: - Merging rule

    @Test func overlappingRectanglesMergeIntoTheirUnion() {
        // Precondition: 40×30 at (37, 23).
        var region = DamageRegion([r(37, 23, 40, 30)])

        // Action: another 40×30 overlapping it; union 50×35 = 1750 ≤ 1200 + 1200.
        region.add(r(47, 28, 40, 30))

        // Assertion: one rectangle, exactly the union.
        #expect(region.rects == [r(37, 23, 50, 35)])
    }

    @Test func unionExactlyAsLargeAsBothTogetherIsStillMerged() {
        // Precondition: 40×30 at (37, 23).
        var region = DamageRegion([r(37, 23, 40, 30)])

        // Action: 40×30 at (57, 33): union 60×40 = 2400 = 1200 + 1200, the boundary of the rule (≤).
        region.add(r(57, 33, 40, 30))

        // Assertion: merged.
        #expect(region.rects == [r(37, 23, 60, 40)])
    }

    @Test func rectanglesWhoseUnionWastesPixelsStayApart() {
        // Precondition: 40×30 at (37, 23).
        var region = DamageRegion([r(37, 23, 40, 30)])

        // Action: 40×30 at (58, 34): union 61×41 = 2501 > 2400, one pixel row and column past the boundary.
        region.add(r(58, 34, 40, 30))

        // Assertion: both kept, in the order added.
        #expect(region.rects == [r(37, 23, 40, 30), r(58, 34, 40, 30)])
        #expect(region.area == 2400)
    }

    @Test func touchingSideBySideRectanglesMerge() {
        // Precondition
        var region = DamageRegion([r(37, 23, 10, 11)])

        // Action: the next 10×11 to its right, sharing an edge (union = sum exactly).
        region.add(r(47, 23, 10, 11))

        // Assertion
        #expect(region.rects == [r(37, 23, 20, 11)])
    }

    @Test func diagonalNeighboursStayApart() {
        // Precondition
        var region = DamageRegion([r(37, 23, 10, 11)])

        // Action: a 10×11 touching only at a corner: union 20×22 = 440 > 220.
        region.add(r(47, 34, 10, 11))

        // Assertion
        #expect(region.rects == [r(37, 23, 10, 11), r(47, 34, 10, 11)])
    }

    @Test func aRectangleInsideAnotherIsAbsorbed() {
        // Precondition
        var region = DamageRegion([r(37, 23, 100, 60)])

        // Action: a small rectangle inside it, added after; then a big one around it, added after.
        region.add(r(50, 30, 7, 5))
        #expect(region.rects == [r(37, 23, 100, 60)])
        region.add(r(30, 20, 120, 70))

        // Assertion: only the biggest remains.
        #expect(region.rects == [r(30, 20, 120, 70)])
    }

    @Test func aMergedRectangleIsCheckedAgainAgainstRectanglesItFirstMissed() {
        // Precondition: A, a 10×100 column, and B, a 10×90 column right of it starting 10 lower; their
        // union (20×100 = 2000) costs more than both (1000 + 900), so they stay apart.
        var region = DamageRegion()
        region.add(r(37, 23, 10, 100))
        region.add(r(47, 33, 10, 90))
        #expect(region.rects.count == 2)

        // Action: N, the 10×10 square filling the corner above B. N with A alone is not worth merging
        // (2000 > 1100), N with B is (1000 ≤ 1000); N ∪ B (10×100) with A then is (2000 ≤ 2000).
        region.add(r(47, 23, 10, 10))

        // Assertion: A is found again after the merge with B, so everything is one rectangle.
        #expect(region.rects == [r(37, 23, 20, 100)])
    }

    @Test func formUnionAddsEveryRectangleOfTheOtherRegion() {
        // Precondition
        var region = DamageRegion([r(37, 23, 40, 30)])
        let other = DamageRegion([r(47, 28, 40, 30), r(300, 200, 10, 13)])
        #expect(other.rects.count == 2)

        // Action
        region.formUnion(other)

        // Assertion: the overlapping one merged, the far one kept.
        #expect(region.rects == [r(37, 23, 50, 35), r(300, 200, 10, 13)])
    }

    @Test func initFromRectanglesIsTheSameAsAddingThemOneByOne() {
        // Precondition
        let rects = [r(37.5, 23, 10, 11), r(300, 200, 10, 13), r(40, 25, 10, 11)]
        var added = DamageRegion()
        for rect in rects { added.add(rect) }

        // Action
        let initialised = DamageRegion(rects)

        // Assertion: the first and third merge (37…50 × 23…36), the second stays apart.
        #expect(initialised == added)
        #expect(initialised.rects == [r(300, 200, 10, 13), r(37, 23, 13, 13)])
    }

    // MARK: - Cap on the number of rectangles

    @Test func moreThanMaximumCountMergesTheCheapestPair() {
        // Precondition: `maximumCount` squares of 10×11 in a row, 40 pixels apart (far from each other).
        let count = DamageRegion.maximumCount
        #expect(count >= 2)
        var region = DamageRegion()
        let squares = (0..<count).map { r(37 + CGFloat($0) * 50, 23, 10, 11) }
        for s in squares { region.add(s) }
        #expect(region.rects == squares)

        // Action: one more square, one pixel right of the FIRST one (37…47): their union 21×11 = 231
        // exceeds 220, so the merging rule keeps it apart, but it wastes only 11 pixels.
        region.add(r(48, 23, 10, 11))

        // Assertion: back to `maximumCount` rectangles; the first square took the new one in, the
        // others are untouched (so the merged pair is the cheapest, not simply the last two).
        #expect(region.rects.count == count)
        #expect(region.rects == [r(37, 23, 21, 11)] + squares.dropFirst())
    }

    @Test func theCapHoldsHoweverManyRectanglesAreAdded() {
        // Precondition
        var region = DamageRegion()

        // Action: 40 scattered 3×2 rectangles that never overlap.
        for i in 0..<40 {
            region.add(r(CGFloat(i % 8) * 47 + 3, CGFloat(i / 8) * 53 + 5, 3, 2))
        }

        // Assertion: never more than the cap, and every added rectangle is still covered.
        #expect(region.rects.count <= DamageRegion.maximumCount)
        for i in 0..<40 {
            let rect = r(CGFloat(i % 8) * 47 + 3, CGFloat(i / 8) * 53 + 5, 3, 2)
            #expect(region.rects.contains { $0.contains(rect) }, "lost \(rect)")
        }
    }

    // MARK: - clipped(to:)

    @Test func clippedCutsToTheBoundsAndDropsWhatLiesOutside() {
        // Precondition: a 400×300 window; rectangles crossing the right edge, crossing the bottom edge,
        // wholly outside, and touching the right edge from outside.
        let window = r(0, 0, 400, 300)
        let region = DamageRegion([r(390, 23, 20, 11), r(137, 290, 30, 20), r(437, 23, 10, 11), r(400, 150, 10, 13)])
        #expect(region.rects.count == 4)

        // Action
        let clipped = region.clipped(to: window)

        // Assertion: the crossing ones are cut, the others dropped; the original is unchanged.
        #expect(clipped.rects == [r(390, 23, 10, 11), r(137, 290, 30, 10)])
        #expect(region.rects.count == 4)
    }

    @Test func clippedToBoundsHoldingEverythingChangesNothing() {
        // Precondition
        let region = DamageRegion([r(37, 23, 40, 30), r(300, 200, 10, 13)])

        // Action
        let clipped = region.clipped(to: r(0, 0, 400, 300))

        // Assertion
        #expect(clipped == region)
    }

    @Test func clippedEntirelyOutsideIsEmpty() {
        // Precondition
        let region = DamageRegion([r(37, 23, 40, 30)])

        // Action: bounds that miss it (x 0…30).
        let clipped = region.clipped(to: r(0, 0, 30, 300))

        // Assertion
        #expect(clipped.isEmpty)
    }

    // MARK: - Summaries

    @Test func areaSumsTheRectangles() {
        // Precondition: 10×20 and 30×5, apart.
        let region = DamageRegion([r(37, 23, 10, 20), r(137, 83, 30, 5)])
        #expect(region.rects.count == 2)

        // Action
        let area = region.area

        // Assertion (typed: an untyped `200 + 150` is an Int, which #expect compares with a CGFloat as unequal)
        #expect(area == CGFloat(200 + 150))
    }

    @Test func boundingBoxHoldsEveryRectangle() {
        // Precondition
        let region = DamageRegion([r(37, 23, 10, 20), r(137, 83, 30, 5)])

        // Action
        let box = region.boundingBox

        // Assertion: x 37…167, y 23…88.
        #expect(box == r(37, 23, 130, 65))
        #expect(DamageRegion().boundingBox.isNull)
    }

    @Test func intersectsOnlyWhatOverlapsARectangle() {
        // Precondition: x 37…47, y 23…43, and a far one.
        let region = DamageRegion([r(37, 23, 10, 20), r(300, 200, 10, 13)])

        // Action / Assertion
        #expect(region.intersects(r(40, 30, 2, 2)))
        #expect(region.intersects(r(305, 210, 50, 50)))
        #expect(!region.intersects(r(30, 40, 2, 2)))     // x and y swapped: misses
        #expect(!region.intersects(r(48, 23, 5, 5)))     // one pixel right of it
        #expect(!region.intersects(r(37, 44, 10, 5)))    // one pixel below it
        #expect(!DamageRegion().intersects(r(0, 0, 400, 300)))
    }

    @Test func descriptionListsOriginAndSize() {
        // Precondition
        let region = DamageRegion([r(37, 23, 10, 20), r(137, 83, 30, 5)])

        // Action
        let text = region.description

        // Assertion
        #expect(text == "(37,23 10×20) (137,83 30×5)")
    }
}
