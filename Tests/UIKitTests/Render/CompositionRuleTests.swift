import Testing
@testable import UIKit
import Foundation

// Which nodes DamageTracker marks to be drawn from one composed picture (RenderNode+Composition):
// nodes drawn through a coverage mask whose composed look held still since the last frame, however
// they move. No X server: the lists are plain values.

extension SharedState {
    @Suite struct CompositionRuleTests {
        let window = CGSize(width: 400, height: 300)
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let teal = CGColor(red: 0.2, green: 0.6, blue: 0.7, alpha: 1)
        let pink = CGColor(red: 0.9, green: 0.3, blue: 0.5, alpha: 1)

        // MARK: Helpers

        private func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: x, y: y, width: w, height: h)
        }

        private func node(_ id: Int, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, color: CGColor? = nil,
                          children: [RenderNode] = []) -> RenderNode {
            RenderNode(id: id, size: CGSize(width: w, height: h), transform: ProjectiveTransform(translationX: x, y: y),
                       backgroundColor: color, children: children)
        }

        /// A 120×70 card at (x, y) with corner radius 9: its background goes through a mask.
        private func roundedCard(_ x: CGFloat, _ y: CGFloat, color: CGColor? = nil) -> RenderNode {
            var n = node(1, x, y, 120, 70, color: color ?? teal)
            n.cornerRadius = 9
            return n
        }

        /// A 200×90 panel at (x, y) with rounded top corners that clips a pink square at (sx, 11).
        private func clippingPanel(_ x: CGFloat, _ y: CGFloat, squareX sx: CGFloat = 13, opacity: CGFloat = 1) -> RenderNode {
            var panel = node(5, x, y, 200, 90, color: teal, children: [node(6, sx, 11, 40, 30, color: pink)])
            panel.cornerRadius = 16
            panel.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            panel.clipsToBounds = true
            panel.opacity = opacity
            return panel
        }

        @discardableResult
        private func plan(_ tracker: DamageTracker, _ roots: [RenderNode]) -> DisplayList {
            var list = DisplayList(size: window, backgroundColor: white, roots: roots)
            tracker.plan(&list)
            return list
        }

        // MARK: - Which nodes

        @Test func roundedCardIsComposedFromItsSecondSteadyFrameAndStaysComposedWhileItMoves() throws {
            // Precondition: a tracker that has seen nothing.
            let tracker = DamageTracker()

            // Action: first seen at (37, 23), then held, then slid 3.5 px a frame.
            let first = plan(tracker, [roundedCard(37, 23)])
            let second = plan(tracker, [roundedCard(37, 23)])
            let moved = plan(tracker, [roundedCard(40.5, 23)])
            let movedAgain = plan(tracker, [roundedCard(44, 23)])

            // Assertion: not on the first frame (nothing to compare with), then composed with one key,
            // its own look only; moving does not change the key.
            #expect(first.roots[0].composedLook == nil)
            let look = try #require(second.roots[0].composedLook)
            #expect(!look.includesSubtree)
            #expect(moved.roots[0].composedLook == look)
            #expect(movedAgain.roots[0].composedLook == look)
        }

        @Test func nodesDrawnWithoutACoverageMaskAreNeverComposed() {
            // Precondition: a square background, a pure container, and a group faded without clipping.
            let tracker = DamageTracker()
            var faded = node(3, 237, 163, 90, 60, color: teal, children: [node(4, 5, 7, 30, 20, color: pink)])
            faded.opacity = 0.5
            let roots = [node(1, 37, 23, 50, 40, color: teal), node(2, 137, 23, 80, 40), faded]

            // Action: the same list three times.
            plan(tracker, roots)
            plan(tracker, roots)
            let third = plan(tracker, roots)

            // Assertion: none of them is composed.
            #expect(third.roots.allSatisfy { $0.composedLook == nil })
            #expect(third.roots[2].children[0].composedLook == nil)
        }

        @Test func aShadowOrABorderMakesASquareNodeComposed() {
            // Precondition: a square node with a shadow and one with a border.
            let tracker = DamageTracker()
            var shadowed = node(1, 37, 23, 50, 40, color: teal)
            shadowed.shadow = RenderNode.Shadow(color: white, opacity: 0.4, radius: 6, offset: CGSize(width: 2, height: 5))
            var bordered = node(2, 137, 23, 50, 40)
            bordered.borderWidth = 2
            bordered.borderColor = pink

            // Action
            plan(tracker, [shadowed, bordered])
            let second = plan(tracker, [shadowed, bordered])

            // Assertion
            #expect(second.roots[0].composedLook != nil)
            #expect(second.roots[1].composedLook != nil)
        }

        @Test func lookChangeIsDrawnUncomposedForOneFrameThenComposedWithANewKey() {
            // Precondition: a rounded card composed.
            let tracker = DamageTracker()
            plan(tracker, [roundedCard(37, 23)])
            let before = plan(tracker, [roundedCard(37, 23)]).roots[0].composedLook

            // Action: it turns pink, then holds.
            let changed = plan(tracker, [roundedCard(37, 23, color: pink)])
            let steady = plan(tracker, [roundedCard(37, 23, color: pink)])

            // Assertion
            #expect(before != nil)
            #expect(changed.roots[0].composedLook == nil)
            #expect(steady.roots[0].composedLook != nil)
            #expect(steady.roots[0].composedLook?.key != before?.key)
        }

        @Test func clippedSubtreeKeyHoldsTheSubtreeButNotItsOwnPlacementOrOpacity() {
            // Precondition: a clipping panel composed at (37, 150).
            let tracker = DamageTracker()
            plan(tracker, [clippingPanel(37, 150)])
            let composed = plan(tracker, [clippingPanel(37, 150)]).roots[0].composedLook

            // Action 1: it slides up and fades as a whole.
            let sliding = plan(tracker, [clippingPanel(37, 120, opacity: 0.6)])

            // Action 2: the square inside it moves.
            let inside = plan(tracker, [clippingPanel(37, 120, squareX: 19, opacity: 0.6)])

            // Assertion: one picture of the whole subtree while it slides and fades; its inside
            // changing is drawn directly.
            #expect(composed?.includesSubtree == true)
            #expect(sliding.roots[0].composedLook == composed)
            #expect(inside.roots[0].composedLook == nil)
        }

        @Test func clippedSubtreeSwitchingToComposedDrawingIsDamagedWhole() {
            // Precondition: a clipping panel at (37, 150) with nothing of its own drawn yet composed.
            let tracker = DamageTracker()
            plan(tracker, [clippingPanel(37, 150)])

            // Action: the same panel again — now composed.
            let list = plan(tracker, [clippingPanel(37, 150)])

            // Assertion: redrawn whole (its box: 37…237 × 150…240), so the window never mixes both ways.
            #expect(list.roots[0].composedLook != nil)
            #expect(list.damage == DamageRegion([r(37, 150, 200, 90)]))
        }

        @Test func ownLookSwitchingToComposedNeedsNoRedraw() {
            // Precondition: a rounded card seen once.
            let tracker = DamageTracker()
            plan(tracker, [roundedCard(37, 23)])

            // Action
            let list = plan(tracker, [roundedCard(37, 23)])

            // Assertion: composed, and nothing damaged: an own look is drawn by composing it either way.
            #expect(list.roots[0].composedLook != nil)
            #expect(list.damage?.isEmpty == true)
        }

        @Test func trackerThatDoesNotComposeMarksNothing() {
            // Precondition: composition off.
            let tracker = DamageTracker()
            tracker.composesLayers = false

            // Action
            plan(tracker, [roundedCard(37, 23), clippingPanel(37, 150)])
            let second = plan(tracker, [roundedCard(37, 23), clippingPanel(37, 150)])

            // Assertion
            #expect(second.roots.allSatisfy { $0.composedLook == nil })
        }

        @Test func identicalLooksShareOneKey() {
            // Precondition: two rounded cards that look the same, in different places and parents.
            let tracker = DamageTracker()
            var other = roundedCard(237, 163)
            other.id = 2
            let roots = [roundedCard(37, 23), node(9, 0, 0, 400, 300, children: [other])]

            // Action
            plan(tracker, roots)
            let second = plan(tracker, roots)

            // Assertion: one picture can serve both.
            #expect(second.roots[0].composedLook != nil)
            #expect(second.roots[0].composedLook == second.roots[1].children[0].composedLook)
        }
    }
}
