import Testing
@testable import UIKit
import Foundation

// DamageTracker: which window pixels change between two display lists built by hand, and the
// placement it writes into each node (drawBounds, subtreeBounds, filter). No X server: the lists are
// plain values.
//
// Numbers are deliberately asymmetric (x 37, y 23, 50×40 boxes…) so that a swapped x and y, or width
// and height, gives a different rectangle and fails.
//
// Under `SharedState` because `LayerContent` numbers its objects with a process-wide counter.

extension SharedState {
    @Suite struct DamageTrackerTests {
        let window = CGSize(width: 400, height: 300)
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let teal = CGColor(red: 0.2, green: 0.6, blue: 0.7, alpha: 1)
        let pink = CGColor(red: 0.9, green: 0.3, blue: 0.5, alpha: 1)
        let ink = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)

        // MARK: Helpers

        private func r(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: x, y: y, width: w, height: h)
        }

        /// A node placed by a translation to `frame.origin` in its parent, filled with `color`.
        private func node(_ id: Int, _ frame: CGRect, color: CGColor?, children: [RenderNode] = []) -> RenderNode {
            RenderNode(id: id, size: frame.size, transform: ProjectiveTransform(translationX: frame.minX, y: frame.minY),
                       backgroundColor: color, children: children)
        }

        private func box(_ id: Int, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                         children: [RenderNode] = []) -> RenderNode {
            node(id, r(x, y, w, h), color: teal, children: children)
        }

        /// A pure container: no background, so it draws nothing itself.
        private func container(_ id: Int, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                               children: [RenderNode]) -> RenderNode {
            node(id, r(x, y, w, h), color: nil, children: children)
        }

        private func text(_ s: String, size: CGSize) -> LayerContent {
            LayerContent(size: size, kind: .text([PlacedText(
                layout: TextLayoutRequest(text: StyledText(s, style: TextRunStyle(font: .systemFont(ofSize: 13), color: ink)),
                                          width: nil),
                origin: CGPoint(x: 2, y: 4))]))
        }

        /// Plans a fresh list of `roots` with `tracker` and returns it.
        @discardableResult
        private func plan(_ tracker: DamageTracker, _ roots: [RenderNode], size: CGSize? = nil,
                          background: CGColor? = nil) -> DisplayList {
            var list = DisplayList(size: size ?? window, backgroundColor: background ?? white, roots: roots)
            tracker.plan(&list)
            return list
        }

        /// The damage rectangles sorted top to bottom, then left to right; records an issue when the
        /// damage is nil (everything).
        private func damage(_ list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) -> [CGRect] {
            guard let d = list.damage else {
                Issue.record("expected partial damage, got nil (the whole window)", sourceLocation: sourceLocation)
                return []
            }
            return d.rects.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
        }

        // MARK: - Whole-window damage

        @Test func firstPlanDamagesTheWholeWindow() {
            // Precondition: a tracker that has planned nothing.
            let tracker = DamageTracker()

            // Action
            let list = plan(tracker, [box(1, 37, 23, 50, 40)])

            // Assertion: nil means everything; the node is placed all the same.
            #expect(list.damage == nil)
            #expect(list.roots[0].drawBounds == r(37, 23, 50, 40))
            #expect(list.roots[0].subtreeBounds == r(37, 23, 50, 40))
            #expect(tracker.itemCount == 1)
        }

        @Test func unchangedSecondPlanHasNoDamage() {
            // Precondition: one plan done.
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37, 23, 50, 40), box(2, 237, 163, 60, 35)])

            // Action: the same list again (a new value, equal content).
            let list = plan(tracker, [box(1, 37, 23, 50, 40), box(2, 237, 163, 60, 35)])

            // Assertion: a damage that is empty, not nil.
            #expect(list.damage != nil)
            #expect(list.damage?.isEmpty == true)
        }

        @Test func newWindowSizeDamagesEverythingAgain() {
            // Precondition
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37, 23, 50, 40)])

            // Action: one pixel wider.
            let resized = plan(tracker, [box(1, 37, 23, 50, 40)], size: CGSize(width: 401, height: 300))
            let after = plan(tracker, [box(1, 37, 23, 50, 40)], size: CGSize(width: 401, height: 300))

            // Assertion: everything once, then nothing at the new size.
            #expect(resized.damage == nil)
            #expect(after.damage?.isEmpty == true)
        }

        @Test func newBackgroundColourDamagesEverythingAgain() {
            // Precondition
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37, 23, 50, 40)], background: white)

            // Action
            let recoloured = plan(tracker, [box(1, 37, 23, 50, 40)], background: pink)
            let after = plan(tracker, [box(1, 37, 23, 50, 40)], background: pink)

            // Assertion
            #expect(recoloured.damage == nil)
            #expect(after.damage?.isEmpty == true)
        }

        @Test func invalidateAllDamagesEverythingOnTheNextPlanOnly() {
            // Precondition: two plans, the second with no damage.
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37, 23, 50, 40)])
            #expect(plan(tracker, [box(1, 37, 23, 50, 40)]).damage?.isEmpty == true)

            // Action
            tracker.invalidateAll()
            let invalidated = plan(tracker, [box(1, 37, 23, 50, 40)])
            let after = plan(tracker, [box(1, 37, 23, 50, 40)])

            // Assertion
            #expect(invalidated.damage == nil)
            #expect(after.damage?.isEmpty == true)
        }

        // MARK: - Movement

        @Test func smallTranslationDamagesOldAndNewBoxAsOneRect() {
            // Precondition: 50×40 at (37, 23).
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37, 23, 50, 40)])

            // Action: moved by (4, 6).
            let list = plan(tracker, [box(1, 41, 29, 50, 40)])

            // Assertion: 37…91 × 23…69, the union (it overlaps the old box a lot).
            #expect(damage(list) == [r(37, 23, 54, 46)])
            #expect(list.roots[0].drawBounds == r(41, 29, 50, 40))
        }

        @Test func farTranslationDamagesOldAndNewBoxAsTwoRects() {
            // Precondition
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37, 23, 50, 40)])

            // Action: moved by (200, 140).
            let list = plan(tracker, [box(1, 237, 163, 50, 40)])

            // Assertion: where it was and where it is, nothing in between.
            #expect(damage(list) == [r(37, 23, 50, 40), r(237, 163, 50, 40)])
            #expect(list.damage?.area == 4000)
        }

        @Test func fractionalPositionsInSlowMotionRoundOutToWholePixels() {
            // Precondition: 50.5×40 at (37.25, 23.5), first seen, so at rest: drawn snapped at (37, 24),
            // its width rounded out to 51.
            let tracker = DamageTracker()
            let first = plan(tracker, [box(1, 37.25, 23.5, 50.5, 40)])
            #expect(first.roots[0].drawBounds == r(37, 24, 51, 40))

            // Action: half a pixel right (slow motion: it keeps (37.75, 23.5)), covering 37…89 × 23…64.
            let list = plan(tracker, [box(1, 37.75, 23.5, 50.5, 40)])

            // Assertion: the fractional box is rounded out, and the damage covers it and the old box.
            #expect(list.roots[0].drawBounds == r(37, 23, 52, 41))
            #expect(damage(list) == [r(37, 23, 52, 41)])
        }

        @Test func subPixelMoveWithinTheSamePixelsStillDamagesThem() {
            // Precondition: 50.5×40 at (37.25, 23.5).
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37.25, 23.5, 50.5, 40)])

            // Action: a quarter pixel right; it still covers 37…88 × 23…64, but its edges are antialiased differently.
            let list = plan(tracker, [box(1, 37.5, 23.5, 50.5, 40)])

            // Assertion
            #expect(damage(list) == [r(37, 23, 51, 41)])
        }

        // MARK: - Appearance changes in place

        nonisolated enum AppearanceChange: String, CaseIterable, Sendable {
            case backgroundColour, opacity, cornerRadius, maskedCorners, border, contentOfEqualText
        }

        @Test(arguments: AppearanceChange.allCases)
        func appearanceChangeInPlaceDamagesOnlyTheNodesBox(_ change: AppearanceChange) {
            // Precondition: a 50×40 node at (37, 23) with a corner radius and text, and a bystander far away.
            let tracker = DamageTracker()
            var target = box(1, 37, 23, 50, 40)
            target.cornerRadius = 5
            target.content = text("Segue", size: CGSize(width: 50, height: 40))
            let bystander = box(2, 237, 163, 60, 35)
            plan(tracker, [target, bystander])

            // Action: one property of the target changes; it does not move.
            var changed = target
            switch change {
            case .backgroundColour: changed.backgroundColor = pink
            case .opacity: changed.opacity = 0.625
            case .cornerRadius: changed.cornerRadius = 9
            case .maskedCorners: changed.maskedCorners = [.layerMinXMinYCorner]
            case .border: changed.borderWidth = 3; changed.borderColor = pink
            case .contentOfEqualText: changed.content = text("Segue", size: CGSize(width: 50, height: 40))
            }
            let list = plan(tracker, [changed, bystander])

            // Assertion: exactly the target's box.
            #expect(damage(list) == [r(37, 23, 50, 40)])
        }

        @Test func sameContentObjectIsNoChange() {
            // Precondition: a node showing a text content object.
            let tracker = DamageTracker()
            var n = box(1, 37, 23, 50, 40)
            n.content = text("Segue", size: CGSize(width: 50, height: 40))
            plan(tracker, [n])

            // Action: the same object again.
            let list = plan(tracker, [n])

            // Assertion
            #expect(list.damage?.isEmpty == true)
        }

        @Test func imageContentPlacedBeyondTheBoundsIsInDrawBoundsAndDamage() {
            // Precondition: a 50×40 node at (37, 23) without content.
            let tracker = DamageTracker()
            let plain = box(1, 37, 23, 50, 40)
            plan(tracker, [plain])

            // Action: an image drawn into (-5, 10, 70, 20) of its bounds: 5 pixels past the left edge, 15 past the right.
            var showing = plain
            let image = CGImage(bitmap: Bitmap(width: 7, height: 2))
            showing.content = LayerContent(size: CGSize(width: 50, height: 40), kind: .image(image, r(-5, 10, 70, 20)))
            let list = plan(tracker, [showing])

            // Assertion: 32…102 × 23…63.
            #expect(list.roots[0].drawBounds == r(32, 23, 70, 40))
            #expect(damage(list) == [r(32, 23, 70, 40)])
        }

        // MARK: - Shadows

        @Test func shadowReachIsOneAndAHalfRadiiRoundedUp() {
            // Action / Assertion
            #expect(RenderNode.Shadow.reach(radius: 0) == 0)
            #expect(RenderNode.Shadow.reach(radius: -3) == 0)
            #expect(RenderNode.Shadow.reach(radius: 0.5) == 1)
            #expect(RenderNode.Shadow.reach(radius: 4) == 6)
            #expect(RenderNode.Shadow.reach(radius: 5) == 8)
        }

        @Test func shadowsBlurredOffsetExtentIsInDrawBoundsAndDamage() {
            // Precondition: a 50×40 node at (37, 23) without a shadow.
            let tracker = DamageTracker()
            let plain = box(1, 37, 23, 50, 40)
            plan(tracker, [plain])

            // Action: a shadow of radius 5 offset by (6, 9).
            let reach = CGFloat(RenderNode.Shadow.reach(radius: 5))
            #expect(reach == 8)
            var shadowed = plain
            shadowed.shadow = RenderNode.Shadow(color: ink, opacity: 0.5, radius: 5, offset: CGSize(width: 6, height: 9), path: nil)
            let list = plan(tracker, [shadowed])

            // Assertion: the shadow covers x 37+6-8 = 35 … 87+6+8 = 101, y 23+9-8 = 24 … 63+9+8 = 80;
            // with the node's own 37…87 × 23…63 that is 35…101 × 23…80.
            #expect(list.roots[0].drawBounds == r(35, 23, 66, 57))
            #expect(damage(list) == [r(35, 23, 66, 57)])

            // Action: the shadow goes away again.
            let removed = plan(tracker, [plain])

            // Assertion: where the shadow was is damaged; the node is back to its box.
            #expect(removed.roots[0].drawBounds == r(37, 23, 50, 40))
            #expect(damage(removed) == [r(35, 23, 66, 57)])
        }

        @Test func shadowPathDecidesTheShadowsExtent() {
            // Precondition / Action: a shadow shaped by a path at (40, 30, 30, 25), radius 2 (reach 3), offset (4, 7).
            let tracker = DamageTracker()
            var n = box(1, 37, 23, 50, 40)
            n.shadow = RenderNode.Shadow(color: ink, opacity: 1, radius: 2, offset: CGSize(width: 4, height: 7),
                                         path: CGPath(rect: r(40, 30, 30, 25)))
            let list = plan(tracker, [n])

            // Assertion: the shadow covers x 37+40+4-3 = 78 … 78+36 = 114, y 23+30+7-3 = 57 … 57+31 = 88;
            // with the node's own 37…87 × 23…63 that is 37…114 × 23…88.
            #expect(list.roots[0].drawBounds == r(37, 23, 77, 65))
        }

        @Test func clipsToBoundsHidesTheNodesOwnShadow() {
            // Precondition / Action: a clipping node with a shadow that would reach past its bounds.
            let tracker = DamageTracker()
            var n = box(1, 37, 23, 50, 40)
            n.clipsToBounds = true
            n.shadow = RenderNode.Shadow(color: ink, opacity: 0.5, radius: 5, offset: CGSize(width: 6, height: 9), path: nil)
            let list = plan(tracker, [n])

            // Assertion: only its box.
            #expect(n.visibleShadow == nil)
            #expect(list.roots[0].drawBounds == r(37, 23, 50, 40))
        }

        // MARK: - Clipping

        @Test func childOfAClippingParentIsCutToTheParentsBox() {
            // Precondition: a 100×80 clipping parent at (37, 23) with a 30×25 child at (10, 20) inside it.
            let tracker = DamageTracker()
            func parent(_ child: RenderNode) -> RenderNode {
                var p = box(10, 37, 23, 100, 80, children: [child])
                p.clipsToBounds = true
                return p
            }
            let first = plan(tracker, [parent(box(11, 10, 20, 30, 25))])
            #expect(first.roots[0].children[0].drawBounds == r(47, 43, 30, 25))

            // Action: the child moves to (85, 67), partly out of the parent (window 122…152 × 90…115,
            // parent ends at 137 × 103).
            let list = plan(tracker, [parent(box(11, 85, 67, 30, 25))])

            // Assertion: the child draws and damages only 122…137 × 90…103.
            let child = list.roots[0].children[0]
            #expect(child.drawBounds == r(122, 90, 15, 13))
            #expect(damage(list) == [r(47, 43, 30, 25), r(122, 90, 15, 13)])
            #expect(r(37, 23, 100, 80).contains(list.damage?.boundingBox ?? .infinite))
        }

        @Test func childWhollyOutsideAClippingParentDrawsNothing() {
            // Precondition / Action: a clipping parent and a child placed past its right edge.
            let tracker = DamageTracker()
            var p = box(10, 37, 23, 100, 80, children: [box(11, 137, 20, 30, 25)])
            p.clipsToBounds = true
            let list = plan(tracker, [p])

            // Assertion
            #expect(list.roots[0].children[0].drawBounds.isNull)
            #expect(list.roots[0].subtreeBounds == r(37, 23, 100, 80))
        }

        @Test func damageIsClippedToTheWindow() {
            // Precondition: 50×40 at (337, 223) in a 400×300 window.
            let tracker = DamageTracker()
            plan(tracker, [box(1, 337, 223, 50, 40)])

            // Action: moved to (377, 283), mostly past the right and bottom edges.
            let list = plan(tracker, [box(1, 377, 283, 50, 40)])

            // Assertion: the new box is cut at 400 × 300.
            #expect(list.roots[0].drawBounds == r(377, 283, 23, 17))
            #expect(damage(list) == [r(337, 223, 50, 40), r(377, 283, 23, 17)])
        }

        @Test func nodeMovedEntirelyOffScreenDamagesOnlyWhereItWas() {
            // Precondition
            let tracker = DamageTracker()
            plan(tracker, [box(1, 337, 223, 50, 40)])

            // Action: moved past the right edge.
            let list = plan(tracker, [box(1, 437, 23, 50, 40)])

            // Assertion
            #expect(list.roots[0].drawBounds.isNull)
            #expect(damage(list) == [r(337, 223, 50, 40)])
        }

        @Test func nodePartlyAboveAndLeftOfTheWindowIsCutAtZero() {
            // Precondition / Action: 50×40 at (-13, -7).
            let tracker = DamageTracker()
            let list = plan(tracker, [box(1, -13, -7, 50, 40)])

            // Assertion: 0…37 × 0…33.
            #expect(list.roots[0].drawBounds == r(0, 0, 37, 33))
        }

        // MARK: - Group effects

        @Test func groupOpacityChangeDamagesEveryChild() {
            // Precondition: a 200×150 container at (37, 23), opacity 0.75, with two filled children.
            let tracker = DamageTracker()
            func group(opacity: CGFloat) -> RenderNode {
                var g = container(20, 37, 23, 200, 150, children: [box(21, 5, 7, 30, 20), box(22, 120, 90, 40, 30)])
                g.opacity = opacity
                return g
            }
            plan(tracker, [group(opacity: 0.75)])

            // Action: the group fades further.
            let list = plan(tracker, [group(opacity: 0.5)])

            // Assertion: both children's boxes; the container itself draws nothing.
            #expect(list.roots[0].drawBounds.isNull)
            #expect(damage(list) == [r(42, 30, 30, 20), r(157, 113, 40, 30)])
        }

        @Test func maskChangeDamagesItsOwnerAndTheMaskIsNoItemOfItsOwn() {
            // Precondition: a 50×40 node at (37, 23) masked by a 25×40 node, and a bystander.
            let tracker = DamageTracker()
            func masked(maskWidth: CGFloat) -> RenderNode {
                var n = box(1, 37, 23, 50, 40)
                n.mask = [RenderNode(id: 99, size: CGSize(width: maskWidth, height: 40), backgroundColor: ink)]
                return n
            }
            let first = plan(tracker, [masked(maskWidth: 25), box(2, 237, 163, 60, 35)])
            #expect(tracker.itemCount == 2)
            #expect(first.roots[0].mask[0].drawBounds == r(37, 23, 25, 40))
            #expect(first.roots[0].mask[0].filter == .smooth)

            // Action: the mask widens.
            let list = plan(tracker, [masked(maskWidth: 31), box(2, 237, 163, 60, 35)])

            // Assertion: the owner's box only.
            #expect(damage(list) == [r(37, 23, 50, 40)])
            #expect(list.roots[0].mask[0].drawBounds == r(37, 23, 31, 40))
        }

        // MARK: - Added, removed, reordered

        @Test func removedNodeDamagesItsOldBox() {
            // Precondition: two nodes.
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37, 23, 50, 40), box(2, 237, 163, 60, 35)])
            #expect(tracker.itemCount == 2)

            // Action: the last one is removed.
            let list = plan(tracker, [box(1, 37, 23, 50, 40)])

            // Assertion
            #expect(damage(list) == [r(237, 163, 60, 35)])
            #expect(tracker.itemCount == 1)
        }

        @Test func removedMiddleNodeDamagesAtLeastItsOldBox() {
            // Precondition: three nodes far apart.
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37, 23, 50, 40), box(2, 237, 163, 60, 35), box(3, 137, 233, 20, 15)])

            // Action: the middle one is removed.
            let list = plan(tracker, [box(1, 37, 23, 50, 40), box(3, 137, 233, 20, 15)])

            // Assertion: its box is damaged; the first node, unchanged and drawn before it, is not.
            let rects = damage(list)
            #expect(rects.contains { $0.contains(r(237, 163, 60, 35)) })
            #expect(!rects.contains { $0.intersects(r(37, 23, 50, 40)) })
        }

        @Test func addedNodeDamagesItsNewBox() {
            // Precondition: one node.
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37, 23, 50, 40)])

            // Action: a second one appears, drawn last.
            let list = plan(tracker, [box(1, 37, 23, 50, 40), box(2, 237, 163, 60, 35)])

            // Assertion
            #expect(damage(list) == [r(237, 163, 60, 35)])
            #expect(tracker.itemCount == 2)
        }

        @Test func swappingOverlappingSiblingsDamagesBoth() {
            // Precondition: A (60×40 at 37, 23) drawn under B (60×40 at 67, 43); they overlap in 67…97 × 43…63.
            let tracker = DamageTracker()
            let a = box(1, 37, 23, 60, 40), b = box(2, 67, 43, 60, 40)
            plan(tracker, [a, b])

            // Action: B drawn first, A on top; neither moves.
            let list = plan(tracker, [b, a])

            // Assertion: both boxes (their union would waste pixels, so two rects), which covers the overlap.
            #expect(damage(list) == [r(37, 23, 60, 40), r(67, 43, 60, 40)])
            #expect(list.damage?.rects.contains { $0.contains(r(67, 43, 30, 20)) } == true)
        }

        @Test func sameIdUnderDifferentParentsIsTrackedSeparately() {
            // Precondition: a frozen copy: two nodes with the same id 7 under two different containers.
            let tracker = DamageTracker()
            func scene(copyAt copy: CGPoint) -> [RenderNode] {
                [container(100, 0, 0, 400, 300, children: [box(7, 37, 23, 50, 40)]),
                 container(200, 0, 0, 400, 300, children: [box(7, copy.x, copy.y, 50, 40)])]
            }
            plan(tracker, scene(copyAt: CGPoint(x: 237, y: 163)))
            #expect(tracker.itemCount == 2)
            #expect(plan(tracker, scene(copyAt: CGPoint(x: 237, y: 163))).damage?.isEmpty == true)

            // Action: only the copy moves by (4, 6).
            let list = plan(tracker, scene(copyAt: CGPoint(x: 241, y: 169)))

            // Assertion: only the copy's old and new boxes; the original is untouched.
            #expect(damage(list) == [r(237, 163, 54, 46)])
            #expect(list.roots[0].children[0].drawBounds == r(37, 23, 50, 40))
            #expect(list.roots[1].children[0].drawBounds == r(241, 169, 50, 40))
        }

        @Test func pureContainerMovingItsChildrenDamagesOnlyTheChildren() {
            // Precondition: a 100×60 container without background at (37, 23) holding a 30×20 child at
            // (5, 7) and a 20×10 child at (50, 40).
            let tracker = DamageTracker()
            func scene(_ x: CGFloat, _ y: CGFloat) -> [RenderNode] {
                [container(30, x, y, 100, 60, children: [box(31, 5, 7, 30, 20), box(32, 50, 40, 20, 10)])]
            }
            plan(tracker, scene(37, 23))

            // Action: the container moves by (120, 70).
            let list = plan(tracker, scene(157, 93))

            // Assertion: the four children boxes (old and new), nothing of the container's 100×60.
            #expect(damage(list) == [r(42, 30, 30, 20), r(87, 63, 20, 10), r(162, 100, 30, 20), r(207, 133, 20, 10)])
            #expect(list.damage?.area == 1600)
            #expect(list.roots[0].drawBounds.isNull)
            #expect(list.roots[0].subtreeBounds == r(162, 100, 65, 43))
            #expect(tracker.itemCount == 2)
        }

        // MARK: - Bounds written into the nodes

        @Test func subtreeBoundsIsTheUnionOfDrawBoundsBelow() {
            // Precondition / Action: a 100×80 parent at (37, 23), a child at (90, 70) sticking out of it,
            // and a grandchild at (-60, 40) below-left of the child.
            let tracker = DamageTracker()
            let grandchild = box(3, -60, 40, 10, 12)
            let child = box(2, 90, 70, 30, 25, children: [grandchild])
            let list = plan(tracker, [box(1, 37, 23, 100, 80, children: [child])])

            // Assertion: grandchild 67…77 × 133…145; child 127…157 × 93…118; parent 37…137 × 23…103.
            let p = list.roots[0], c = p.children[0], g = c.children[0]
            #expect(g.drawBounds == r(67, 133, 10, 12))
            #expect(g.subtreeBounds == r(67, 133, 10, 12))
            #expect(c.drawBounds == r(127, 93, 30, 25))
            #expect(c.subtreeBounds == r(67, 93, 90, 52))
            #expect(p.drawBounds == r(37, 23, 100, 80))
            #expect(p.subtreeBounds == r(37, 23, 120, 122))
        }

        @Test func nodeDrawingNothingHasNullDrawBounds() {
            // Precondition / Action: an empty container, and a container holding one filled child.
            let tracker = DamageTracker()
            let list = plan(tracker, [container(1, 37, 23, 100, 80, children: []),
                                      container(2, 137, 23, 100, 80, children: [box(3, 5, 7, 30, 20)])])

            // Assertion: neither container draws; only the second has a subtree with pixels.
            #expect(list.roots[0].drawBounds.isNull)
            #expect(list.roots[0].subtreeBounds.isNull)
            #expect(list.roots[1].drawBounds.isNull)
            #expect(list.roots[1].subtreeBounds == r(142, 30, 30, 20))
            #expect(tracker.itemCount == 1)
        }

        // MARK: - Filter

        /// 50×40 turned by `angle` about its top-left corner, placed at (137, 23).
        private func rotated(_ angle: CGFloat) -> RenderNode {
            let m = ProjectiveTransform(CGAffineTransform(rotationAngle: angle))
                .concatenating(ProjectiveTransform(translationX: 137, y: 23))
            return RenderNode(id: 1, size: CGSize(width: 50, height: 40), transform: m, backgroundColor: teal)
        }

        /// 50×40 turned by `angle` about the y axis in perspective (m34 = -1/500), placed at (137, 23).
        private func inPerspective(_ angle: CGFloat) -> RenderNode {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            let m = ProjectiveTransform(flattening: CATransform3DRotate(perspective, angle, 0, 1, 0))
                .concatenating(ProjectiveTransform(translationX: 137, y: 23))
            return RenderNode(id: 1, size: CGSize(width: 50, height: 40), transform: m, backgroundColor: teal)
        }

        @Test func firstSeenRotatedNodeIsSmooth() {
            // Precondition / Action
            let tracker = DamageTracker()
            let list = plan(tracker, [rotated(.pi / 6)])

            // Assertion: smooth; placed by the rotated corners: x 137-20 … 137+43.3, y 23 … 23+59.6.
            #expect(list.roots[0].transform.resamplesWithFilter)
            #expect(list.roots[0].filter == .smooth)
            #expect(list.roots[0].drawBounds == r(117, 23, 64, 60))
        }

        @Test func rotatingNodeIsFastWhileTurningThenSmoothAndDamagedWhenItHoldsStill() {
            // Precondition: turned by 30°.
            let tracker = DamageTracker()
            let first = plan(tracker, [rotated(.pi / 6)])
            let oldBox = first.roots[0].drawBounds

            // Action 1: it turns on to 40°.
            let turning = plan(tracker, [rotated(.pi * 2 / 9)])

            // Assertion 1: fast, and where it was and is are damaged.
            #expect(turning.roots[0].filter == .fast)
            #expect(turning.damage == DamageRegion([oldBox, turning.roots[0].drawBounds]))

            // Action 2: it holds still at 40°.
            let settled = plan(tracker, [rotated(.pi * 2 / 9)])

            // Assertion 2: smooth again, and its box damaged so the smooth pixels replace the fast ones.
            #expect(settled.roots[0].filter == .smooth)
            #expect(settled.roots[0].drawBounds == turning.roots[0].drawBounds)
            #expect(damage(settled) == [settled.roots[0].drawBounds])

            // Action 3: still at 40°.
            let still = plan(tracker, [rotated(.pi * 2 / 9)])

            // Assertion 3: nothing left to redraw.
            #expect(still.roots[0].filter == .smooth)
            #expect(still.damage?.isEmpty == true)
        }

        @Test func perspectiveNodeIsFastWhileTurningThenSmoothAndDamagedWhenItHoldsStill() {
            // Precondition: turned 20° about y in perspective, which projects (not affine).
            let tracker = DamageTracker()
            let first = plan(tracker, [inPerspective(.pi / 9)])
            #expect(!first.roots[0].transform.isAffine)
            #expect(first.roots[0].filter == .smooth)

            // Action 1: turns on to 30°.
            let turning = plan(tracker, [inPerspective(.pi / 6)])

            // Assertion 1
            #expect(turning.roots[0].filter == .fast)
            #expect(turning.damage?.isEmpty == false)

            // Action 2: holds still.
            let settled = plan(tracker, [inPerspective(.pi / 6)])

            // Assertion 2
            #expect(settled.roots[0].filter == .smooth)
            #expect(damage(settled) == [settled.roots[0].drawBounds])
            #expect(!settled.roots[0].drawBounds.isNull)
        }

        @Test func translatingNodeIsNeverFast() {
            // Precondition
            let tracker = DamageTracker()
            plan(tracker, [box(1, 37, 23, 50, 40)])

            // Action / Assertion: moving every frame, then holding still.
            for (i, x) in [41, 52, 70, 70].enumerated() {
                let list = plan(tracker, [box(1, CGFloat(x), 23 + CGFloat(i), 50, 40)])
                #expect(list.roots[0].filter == .smooth, "frame \(i)")
            }
        }

        @Test func scalingNodeIsNeverFast() {
            // Precondition: 50×40 scaled by (1, 1) at (37, 23).
            let tracker = DamageTracker()
            func scaled(_ s: CGFloat) -> RenderNode {
                let m = ProjectiveTransform(scaleX: s, y: s * 1.5).concatenating(ProjectiveTransform(translationX: 37, y: 23))
                return RenderNode(id: 1, size: CGSize(width: 50, height: 40), transform: m, backgroundColor: teal)
            }
            plan(tracker, [scaled(1)])

            // Action: it grows.
            let list = plan(tracker, [scaled(1.5)])

            // Assertion: smooth, and both boxes damaged (37…87 × 23…83 inside 37…112 × 23…113).
            #expect(list.roots[0].filter == .smooth)
            #expect(damage(list) == [r(37, 23, 75, 90)])
        }

        @Test func rotatedChildCarriedByAMovingParentIsFast() {
            // Precondition: a container at (37, 23) holding a child turned by 30° that never changes itself.
            let tracker = DamageTracker()
            func scene(_ x: CGFloat) -> [RenderNode] {
                [container(50, x, 23, 300, 200, children: [rotated(.pi / 6)])]
            }
            plan(tracker, scene(37))

            // Action: the container moves; the child's transform to the window changes with it.
            let moving = plan(tracker, scene(41))
            let settled = plan(tracker, scene(41))

            // Assertion: fast while carried, smooth once still.
            #expect(moving.roots[0].children[0].filter == .fast)
            #expect(settled.roots[0].children[0].filter == .smooth)
            #expect(damage(settled) == [settled.roots[0].children[0].drawBounds])
        }
    }
}
