import Testing
@testable import UIKit
import Foundation

// Large subtrees (RenderNode+Composition, rule 1): a container of many drawing nodes whose look holds
// still is composed whole, however the damage around it changes, and is not kept while anything in
// it changes. No X server: the lists are plain values.

extension SharedState {
    @Suite struct LargeSubtreeRuleTests {
        let window = CGSize(width: 400, height: 300)
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let teal = CGColor(red: 0.2, green: 0.6, blue: 0.7, alpha: 1)
        let pink = CGColor(red: 0.9, green: 0.3, blue: 0.5, alpha: 1)

        private func node(_ id: Int, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, color: CGColor? = nil,
                          children: [RenderNode] = []) -> RenderNode {
            RenderNode(id: id, size: CGSize(width: w, height: h), transform: ProjectiveTransform(translationX: x, y: y),
                       backgroundColor: color, children: children)
        }

        /// A container at (x, y) that draws nothing itself, holding `count` 9×9 tiles on a 10-point
        /// grid of 8 columns (ids 100…); tile `odd` (if any) is pink instead of teal.
        private func grid(_ x: CGFloat, _ y: CGFloat, count: Int, odd: Int? = nil) -> RenderNode {
            var tiles: [RenderNode] = []
            for i in 0..<count {
                let x = CGFloat(i % 8) * 10, y = CGFloat(i / 8) * 10
                let color: CGColor = i == odd ? pink : teal
                tiles.append(node(100 + i, x, y, 9, 9, color: color))
            }
            return node(10, x, y, 300, 200, children: tiles)
        }

        /// A full-window dim over everything, at `alpha`: damages the whole window when it changes.
        private func dim(_ alpha: CGFloat) -> RenderNode {
            node(20, 0, 0, window.width, window.height, color: CGColor(red: 0, green: 0, blue: 0, alpha: alpha))
        }

        @discardableResult
        private func plan(_ tracker: DamageTracker, _ roots: [RenderNode]) -> DisplayList {
            var list = DisplayList(size: window, backgroundColor: white, roots: roots)
            tracker.plan(&list)
            return list
        }

        @Test func aStillGridUnderAChangingDimIsComposedWholeFromItsSecondFrame() throws {
            // Precondition: a tracker that has seen nothing.
            let tracker = DamageTracker()

            // Action: a 40-tile grid at (30, 20) under a dim whose alpha changes every frame.
            let lists = (0..<5).map { i in plan(tracker, [grid(30, 20, count: 40), dim(0.1 + 0.05 * CGFloat(i))]) }

            // Assertion: composed from the second frame on, with one key; the picture holds the
            // subtree, in the container's space, exactly the tiles' extent (8 × 5 tiles).
            #expect(lists[0].roots[0].composedLook == nil)
            let look = try #require(lists[1].roots[0].composedLook)
            #expect(look.scope == .largeSubtree)
            #expect(look.includesSubtree)
            #expect(look.extent == CGRect(x: 0, y: 0, width: 79, height: 49))
            #expect(lists[2...].allSatisfy { $0.roots[0].composedLook == look })
            // The dim damaged the grid every frame: the grid is composed where it is redrawn.
            #expect(lists[4].damage?.rects.contains { $0.contains(CGRect(x: 30, y: 20, width: 79, height: 49)) } == true)
            // Its tiles are not composed on their own (the grid's picture holds them).
            #expect(lists[4].roots[0].children.allSatisfy { $0.composedLook == nil })
        }

        @Test func itsKeyHoldsWhileTheGridMovesAsAWhole() throws {
            // Precondition: a 40-tile grid composed at (30, 20).
            let tracker = DamageTracker()
            plan(tracker, [grid(30, 20, count: 40)])
            let look = try #require(plan(tracker, [grid(30, 20, count: 40)]).roots[0].composedLook)

            // Action: it slides 7 px right, then 7 more.
            let moved = plan(tracker, [grid(37, 20, count: 40)])
            let movedAgain = plan(tracker, [grid(44, 20, count: 40)])

            // Assertion: the same picture, moved.
            #expect(moved.roots[0].composedLook == look)
            #expect(movedAgain.roots[0].composedLook == look)
        }

        @Test func aGridWithATileChangingEveryFrameIsNeverComposed() {
            // Precondition
            let tracker = DamageTracker()

            // Action: tile 0…4 turns pink in turn, one a frame, under a changing dim.
            let lists = (0..<5).map { i in plan(tracker, [grid(30, 20, count: 40, odd: i), dim(0.1 + 0.05 * CGFloat(i))]) }

            // Assertion: its look never held still, so it is drawn directly every frame.
            #expect(lists.allSatisfy { $0.roots[0].composedLook == nil })
        }

        @Test func belowThirtyTwoDrawingNodesAGridIsDrawnDirectly() {
            // Precondition
            let tracker = DamageTracker()
            let count = RenderNode.largeSubtreeDrawingNodes - 1

            // Action: 31 tiles (the container draws nothing), three frames.
            let lists = (0..<3).map { i in plan(tracker, [grid(30, 20, count: count), dim(0.1 + 0.05 * CGFloat(i))]) }

            // Assertion: not composed; with a background of its own the container makes 32 and is.
            #expect(lists.allSatisfy { $0.roots[0].composedLook == nil })
            var withBackground = grid(30, 20, count: count)
            withBackground.backgroundColor = white
            let other = DamageTracker()
            plan(other, [withBackground])
            #expect(plan(other, [withBackground]).roots[0].composedLook?.scope == .largeSubtree)
        }

        @Test func aFadedGridIsNotALargeSubtree() {
            // Precondition: a grid faded to 0.5 as a group (it isolates, without clipping).
            let tracker = DamageTracker()
            var faded = grid(30, 20, count: 40)
            faded.opacity = 0.5

            // Action
            plan(tracker, [faded])
            let second = plan(tracker, [faded])

            // Assertion: drawn directly (rule 2: a group faded without clipping).
            #expect(second.roots[0].composedLook == nil)
        }

        @Test func aSubtreeDrawingOverMoreThanTheWindowsAreaIsNotComposed() {
            // Precondition: 40 tiles, the last one 500×400 (more than the 400×300 window).
            let tracker = DamageTracker()
            var big = grid(0, 0, count: 40)
            big.children[39].size = CGSize(width: 500, height: 400)

            // Action
            plan(tracker, [big])
            let second = plan(tracker, [big])

            // Assertion: its picture would be larger than the window (rule 2): drawn directly.
            #expect(second.roots[0].composedLook == nil)
        }

        @Test func startingToComposeDamagesNothingAndStoppingDamagesTheGridWhole() throws {
            // Precondition: a grid seen once.
            let tracker = DamageTracker()
            plan(tracker, [grid(30, 20, count: 40)])

            // Action: the same grid (now composed), then with tile 0 turned pink (direct again).
            let composed = plan(tracker, [grid(30, 20, count: 40)])
            let direct = plan(tracker, [grid(30, 20, count: 40, odd: 0)])

            // Assertion: starting to compose it redraws nothing (nothing changed: a frame that draws
            // nothing must not compose a thousand views); going back to direct drawing redraws the
            // whole grid, not only the tile that changed.
            let whole = CGRect(x: 30, y: 20, width: 79, height: 49)
            #expect(composed.roots[0].composedLook != nil)
            #expect(composed.damage?.rects.isEmpty == true, "\(String(describing: composed.damage))")
            #expect(direct.roots[0].composedLook == nil)
            #expect(direct.damage?.rects.contains { $0.contains(whole) } == true, "\(String(describing: direct.damage))")
        }

        @Test func withComposingOffNoLargeSubtreeIsMarked() {
            // Precondition: a tracker told not to compose.
            let tracker = DamageTracker()
            tracker.composesLayers = false

            // Action
            plan(tracker, [grid(30, 20, count: 40)])
            let second = plan(tracker, [grid(30, 20, count: 40)])

            // Assertion
            #expect(second.roots[0].composedLook == nil)
        }
    }
}
