import Testing
@testable import UIKit
import Foundation

// Whole pixels and sub-pixels (docs/PERFORMANCE.md): which nodes DamageTracker moves onto whole
// pixels and which keep their fractional placement, read from the transforms it writes back into a
// planned display list. No X server: the lists are plain values.
//
// Positions are asymmetric (x 37.3, y 23.6…) so a swapped x and y lands elsewhere and fails.

extension SharedState {
    @Suite struct PixelSnappingTests {
        let window = CGSize(width: 400, height: 300)
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let teal = CGColor(red: 0.2, green: 0.6, blue: 0.7, alpha: 1)

        // MARK: Helpers

        private func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: x, y: y, width: w, height: h)
        }

        /// A 50×40 teal node placed by a translation to (x, y) in its parent.
        private func box(_ id: Int, _ x: CGFloat, _ y: CGFloat, children: [RenderNode] = []) -> RenderNode {
            RenderNode(id: id, size: CGSize(width: 50, height: 40), transform: ProjectiveTransform(translationX: x, y: y),
                       backgroundColor: teal, children: children)
        }

        @discardableResult
        private func plan(_ tracker: DamageTracker, _ roots: [RenderNode]) -> DisplayList {
            var list = DisplayList(size: window, backgroundColor: white, roots: roots)
            tracker.plan(&list)
            return list
        }

        /// Where the planned node's transform puts it in its parent (its translation).
        private func offset(_ node: RenderNode) -> CGPoint {
            CGPoint(x: node.transform.m6, y: node.transform.m7)
        }

        // MARK: - The rule on its own

        @Test func halvesRoundUpSoWholePixelShiftsCommuteWithRounding() {
            // Precondition / Action: positions at and around halves, on both sides of zero.
            let cases: [(CGFloat, CGFloat)] = [(37.5, 38), (37.49, 37), (-0.5, 0), (-0.51, -1), (-12.5, -12)]

            // Assertion: floor(x + 0.5), so rounding x − k is rounding x, minus k.
            for (value, expected) in cases {
                let snapped = PixelSnapping.wholePixelPosition(for: ProjectiveTransform(translationX: value, y: 23),
                                                               parent: .identity, previous: nil)
                #expect(snapped == CGPoint(x: expected, y: 23), "\(value)")
            }
        }

        @Test func slowMotionIsAMoveOfMoreThanNothingAndLessThanOnePixel() {
            // Precondition / Action / Assertion: distances measured both ways together.
            let from = CGPoint(x: 37.3, y: 23.6)
            #expect(!PixelSnapping.isSlowMotion(from: from, to: from))
            #expect(PixelSnapping.isSlowMotion(from: from, to: CGPoint(x: 37.9, y: 23.6)))
            #expect(PixelSnapping.isSlowMotion(from: from, to: CGPoint(x: 37.9, y: 24.3)))       // 0.92
            #expect(!PixelSnapping.isSlowMotion(from: from, to: CGPoint(x: 38.0, y: 24.4)))      // 1.06
            #expect(!PixelSnapping.isSlowMotion(from: from, to: CGPoint(x: 37.3, y: 25.1)))
        }

        // MARK: - Which nodes snap

        @Test func nodeAtRestOnAFractionalPositionSnapsToTheNearestWholePixel() {
            // Precondition: a tracker that has seen nothing.
            let tracker = DamageTracker()

            // Action: first seen at (37.3, 23.6), then held there.
            let first = plan(tracker, [box(1, 37.3, 23.6)])
            let held = plan(tracker, [box(1, 37.3, 23.6)])

            // Assertion: drawn at (37, 24) both times, its box with it, and nothing to redraw the second time.
            #expect(offset(first.roots[0]) == CGPoint(x: 37, y: 24))
            #expect(first.roots[0].drawBounds == r(37, 24, 50, 40))
            #expect(offset(held.roots[0]) == CGPoint(x: 37, y: 24))
            #expect(held.damage?.isEmpty == true)
        }

        @Test func nodeMovingAPixelOrMoreAFrameSnapsEveryFrame() {
            // Precondition: at rest at (37.3, 23.6).
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37.3, 23.6)])

            // Action: a slide of 2.45 px a frame along x, 1.1 px along y.
            var offsets: [CGPoint] = []
            for i in 1...4 {
                let list = plan(tracker, [box(1, 37.3 + 2.45 * CGFloat(i), 23.6 + 1.1 * CGFloat(i))])
                offsets.append(offset(list.roots[0]))
            }

            // Assertion: every frame on the nearest whole pixel.
            #expect(offsets == [CGPoint(x: 40, y: 25), CGPoint(x: 42, y: 26), CGPoint(x: 45, y: 27), CGPoint(x: 47, y: 28)])
        }

        @Test func nodeMovingLessThanAPixelKeepsSubPixelPlacementThenSnapsWhenItHoldsStill() {
            // Precondition: at rest at (37.3, 23.6), drawn at (37, 24).
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37.3, 23.6)])

            // Action 1: a slow drag, 0.3 px a frame.
            let slow1 = plan(tracker, [box(1, 37.6, 23.6)])
            let slow2 = plan(tracker, [box(1, 37.9, 23.6)])

            // Assertion 1: exactly where it is, fractions kept.
            #expect(offset(slow1.roots[0]) == CGPoint(x: 37.6, y: 23.6))
            #expect(offset(slow2.roots[0]) == CGPoint(x: 37.9, y: 23.6))

            // Action 2: it holds still.
            let rest = plan(tracker, [box(1, 37.9, 23.6)])

            // Assertion 2: on the nearest whole pixel, and its fractional and whole boxes both redrawn.
            #expect(offset(rest.roots[0]) == CGPoint(x: 38, y: 24))
            #expect(rest.damage == DamageRegion([r(37, 23, 51, 41), r(38, 24, 50, 40)]))
        }

        @Test func scaledAndRotatedNodesKeepTheirFractionalPlacement() {
            // Precondition: a node scaled by (0.75, 1.25) and one turned by 30°, both at (37.3, 23.6).
            let tracker = DamageTracker()
            let at = ProjectiveTransform(translationX: 37.3, y: 23.6)
            var scaled = box(1, 0, 0)
            scaled.transform = ProjectiveTransform(scaleX: 0.75, y: 1.25).concatenating(at)
            var turned = box(2, 0, 0)
            turned.transform = ProjectiveTransform(CGAffineTransform(rotationAngle: .pi / 6)).concatenating(at)

            // Action: planned at rest.
            let list = plan(tracker, [scaled, turned])

            // Assertion: untouched: they resample whatever their offset.
            #expect(list.roots[0].transform == scaled.transform)
            #expect(list.roots[1].transform == turned.transform)
        }

        @Test func childOfANodeInSlowMotionKeepsSubPixelAndChildOfASnappedNodeSnapsWithIt() {
            // Precondition: a container at (37.3, 23.6) holding a child at (10.4, 5.7) in it.
            let tracker = DamageTracker()
            func scene(_ x: CGFloat) -> [RenderNode] { [box(1, x, 23.6, children: [box(2, 10.4, 5.7)])] }
            let rest = plan(tracker, scene(37.3))

            // Action: the container moves 0.5 px (slow), then 3 px (fast).
            let slow = plan(tracker, scene(37.8))
            let fast = plan(tracker, scene(40.8))

            // Assertion: at rest and fast both land on whole pixels in the window — the container at
            // (37, 24) then (41, 24), the child at (47, 30) then (51, 30), so (10, 6) inside it —
            // while in slow motion neither is moved.
            #expect(offset(rest.roots[0]) == CGPoint(x: 37, y: 24))
            #expect(offset(rest.roots[0].children[0]) == CGPoint(x: 10, y: 6))
            #expect(offset(slow.roots[0]) == CGPoint(x: 37.8, y: 23.6))
            #expect(offset(slow.roots[0].children[0]) == CGPoint(x: 10.4, y: 5.7))
            #expect(offset(fast.roots[0]) == CGPoint(x: 41, y: 24))
            #expect(offset(fast.roots[0].children[0]) == CGPoint(x: 10, y: 6))
            #expect(fast.roots[0].children[0].drawBounds == r(51, 30, 50, 40))
        }

        @Test func snappedSlideDamagesTheOldAndNewWholePixelBoxes() {
            // Precondition: at rest at (37.3, 23.6), drawn at (37, 24).
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37.3, 23.6)])

            // Action: 90.4 px right in one frame, to (127.7, 23.6): drawn at (128, 24).
            let list = plan(tracker, [box(1, 127.7, 23.6)])

            // Assertion: exactly the two whole-pixel boxes, no fractional rounding out.
            #expect(list.damage == DamageRegion([r(37, 24, 50, 40), r(128, 24, 50, 40)]))
        }
    }
}
