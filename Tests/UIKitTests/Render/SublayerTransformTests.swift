@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// CALayer.sublayerTransform (a shared perspective applied to the sublayers about the layer's anchor)
// and isDoubleSided (a layer whose back faces the viewer is left out), checked against the projection
// formula written out here from the 4×4 matrices, in the display list, in convert(_:to:) and in hit
// testing.

extension SharedState {
    @Suite struct SublayerTransformTests {
        /// A 400×300 container at (100, 100) with m34 = −0.002 as its sublayer transform, holding a
        /// 200×100 card whose centre sits at (150, 120) in the container (not over its anchor, so
        /// the anchor matters), turned `degrees` about y.
        struct Scene {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            let container = UIView(frame: CGRect(x: 100, y: 100, width: 400, height: 300))
            let card = UIView(frame: CGRect(x: 50, y: 70, width: 200, height: 100))
            let m34: CGFloat = -0.002

            init(degrees: Double) {
                root.addSubview(container)
                container.addSubview(card)
                card.backgroundColor = .red
                var perspective = CATransform3DIdentity
                perspective.m34 = m34
                container.layer.sublayerTransform = perspective
                card.layer.transform = CATransform3DMakeRotation(CGFloat(degrees * .pi / 180), 0, 1, 0)
            }

            /// Where the card's corner (x, y) in its bounds lands in the root, by the formula: turned
            /// about y (row vectors: x' = x·cos θ, z' = −x·sin θ), moved to its position, then seen
            /// from the container's anchor (200, 150) through w = 1 + z·m34, and offset by the
            /// container's origin.
            func projected(_ x: CGFloat, _ y: CGFloat, degrees: Double) -> CGPoint {
                let theta = degrees * .pi / 180
                let dx = Double(x) - 100, dy = Double(y) - 50
                let px = 150 + dx * cos(theta), py = 120 + dy, pz = -dx * sin(theta)
                let w = 1 + pz * Double(m34)
                return CGPoint(x: 100 + 200 + (px - 200) / w, y: 100 + 150 + (py - 150) / w)
            }
        }

        static let corners: [(CGFloat, CGFloat)] = [(0, 0), (200, 0), (200, 100), (0, 100)]

        @Test func aCardTurnedUnderTheContainersPerspectiveLandsWhereTheProjectionSays() throws {
            // Precondition: the card turned 45°.
            let scene = Scene(degrees: 45)
            // Action
            let root = try #require(DisplayListBuilder.makeFreshNode(scene.root.layer, parentOrigin: .zero))
            let container = try #require(root.children.first), card = try #require(container.children.first)
            let toRoot = card.transform.concatenating(container.transform).concatenating(root.transform)
            // Assertion: the display list's corners, and convert(_:to:), are the formula's; and the
            // near (left) edge is taller than the far one, which is what perspective means here.
            for (x, y) in Self.corners {
                let want = scene.projected(x, y, degrees: 45)
                let drawn = toRoot.applying(CGPoint(x: x, y: y))
                let converted = scene.card.convert(CGPoint(x: x, y: y), to: scene.root)
                #expect(hypot(drawn.x - want.x, drawn.y - want.y) < 1e-6, "corner (\(x), \(y)) drawn at \(drawn), want \(want)")
                #expect(hypot(converted.x - want.x, converted.y - want.y) < 1e-6, "corner (\(x), \(y)) converted to \(converted)")
            }
            let left = scene.projected(0, 100, degrees: 45).y - scene.projected(0, 0, degrees: 45).y
            let right = scene.projected(200, 100, degrees: 45).y - scene.projected(200, 0, degrees: 45).y
            #expect(left > right + 10, "near edge \(left), far edge \(right)")
            // The card's own frame is unaffected by its parent's sublayer transform, as in Core Animation.
            #expect(abs(scene.card.layer.frame.width - 200 * cos(.pi / 4)) < 1e-6, "\(scene.card.layer.frame)")
        }

        @Test func hitTestingFollowsTheProjectedCard() {
            // Precondition: the card turned 60°; its projected quad is far narrower than its frame, and
            // its near edge reaches past where the card turned without perspective would end (x = 200).
            let scene = Scene(degrees: 60)
            let middle = scene.projected(100, 50, degrees: 60)
            let farEdge = scene.projected(200, 50, degrees: 60)
            let nearInside = scene.projected(6, 50, degrees: 60)
            // Action / assertion: the middle and the inside of the near edge hit the card, a point past
            // its projected far edge (but inside the untransformed card) hits the container; and
            // converting back round-trips.
            #expect(scene.root.hitTest(middle, with: nil) === scene.card)
            #expect(nearInside.x < 195, "the probe must lie beyond the card seen without perspective")
            #expect(scene.root.hitTest(nearInside, with: nil) === scene.card)
            let beyond = CGPoint(x: farEdge.x + 8, y: farEdge.y)
            #expect(beyond.x < 100 + 250, "the probe must lie inside the unturned card")
            #expect(scene.root.hitTest(beyond, with: nil) === scene.container)
            let back = scene.card.convert(middle, from: scene.root)
            #expect(hypot(back.x - 100, back.y - 50) < 1e-6, "\(back)")
        }

        @Test func theSublayerTransformTurnsAboutTheAnchorPoint() throws {
            // Precondition: a container scaled ½ through its sublayer transform, with its anchor at
            // the top-left corner instead of the centre (its frame kept in place).
            let scene = Scene(degrees: 0)
            scene.container.layer.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
            scene.container.layer.anchorPoint = .zero
            scene.container.layer.position = CGPoint(x: 100, y: 100)
            // Action
            let origin = scene.card.convert(CGPoint.zero, to: scene.root)
            scene.container.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
            scene.container.layer.position = CGPoint(x: 300, y: 250)
            let centred = scene.card.convert(CGPoint.zero, to: scene.root)
            // Assertion: the card's (50, 70) halves towards (0, 0), then towards the centre (200, 150).
            #expect(origin == CGPoint(x: 100 + 25, y: 100 + 35), "\(origin)")
            #expect(centred == CGPoint(x: 100 + 125, y: 100 + 110), "\(centred)")
        }

        @Test func aKeptChildIsPlacedAgainWhenItsParentsSublayerTransformChanges() throws {
            // Precondition: the tree built once (the card's node is kept), then the perspective deepened.
            let scene = Scene(degrees: 45)
            _ = DisplayListBuilder.makeNode(scene.root.layer, parentOrigin: .zero)
            #expect(scene.card.layer.retainedNode != nil)
            var deeper = CATransform3DIdentity
            deeper.m34 = -0.004
            // Action
            scene.container.layer.sublayerTransform = deeper
            let kept = try #require(DisplayListBuilder.makeNode(scene.root.layer, parentOrigin: .zero))
            let fresh = try #require(DisplayListBuilder.makeFreshNode(scene.root.layer, parentOrigin: .zero))
            // Assertion
            #expect(kept.children[0].children[0].transform == fresh.children[0].children[0].transform)
            #expect(kept.children[0].children[0].transform.m2 != 0)
        }

        @Test func theSublayerTransformAnimatesByKeyPath() {
            withStage { stage in
                // Precondition: a container whose perspective animates from none to m34 = −0.002.
                let container = stage.addView(CGRect(x: 10, y: 10, width: 200, height: 200))
                var perspective = CATransform3DIdentity
                perspective.m34 = -0.002
                let anim = CABasicAnimation(keyPath: "sublayerTransform")
                anim.fromValue = CATransform3DIdentity
                anim.toValue = perspective
                anim.duration = 1
                // Action
                container.layer.add(anim, forKey: "deepen")
                stage.frame(at: 0.5)
                // Assertion: half-way in the presentation copy, the model untouched.
                #expect(abs(container.seen.sublayerTransform.m34 + 0.001) < 1e-6, "\(container.seen.sublayerTransform)")
                #expect(CATransform3DIsIdentity(container.layer.sublayerTransform))
                #expect(CALayer.animatableKeyPaths.contains("sublayerTransform"))
            }
        }

        @Test func presentationCopiesCarryTheSublayerTransformAndSidedness() {
            withStage { stage in
                // Precondition: a container with perspective and one-sided, fading (so it has a
                // presentation copy of its own).
                let container = stage.addView(CGRect(x: 10, y: 10, width: 200, height: 200))
                var perspective = CATransform3DIdentity
                perspective.m34 = -0.002
                container.layer.sublayerTransform = perspective
                container.layer.isDoubleSided = false
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1.0
                fade.toValue = 0.5
                fade.duration = 1
                // Action
                container.layer.add(fade, forKey: "fade")
                stage.frame(at: 0.5)
                // Assertion: the copy is a copy, with the model's values.
                #expect(container.seen !== container.layer)
                #expect(container.seen.sublayerTransform == perspective)
                #expect(!container.seen.isDoubleSided)
            }
        }

        @Test func aOneSidedLayerShowingItsBackIsLeftOutWithItsSublayers() throws {
            // Precondition: the card turned 180° (its back to the viewer), with a child of its own.
            let scene = Scene(degrees: 180)
            let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            scene.card.addSubview(badge)
            func drawn(_ v: UIView) -> Bool {
                DisplayListBuilder.build(root: scene.root.layer, size: CGSize(width: 800, height: 600)).find(id: v.layer.serial) != nil
            }
            // Action / assertion: double-sided (the default) it is drawn, mirrored; one-sided it is not.
            #expect(scene.card.layer.isDoubleSided)
            #expect(drawn(scene.card) && drawn(badge))
            scene.card.layer.isDoubleSided = false
            #expect(!drawn(scene.card) && !drawn(badge))
            // Facing the viewer again it is drawn, one-sided or not.
            scene.card.layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0)
            #expect(drawn(scene.card) && drawn(badge))
        }

        @Test func facingIsDecidedThroughEveryAncestor() {
            // Precondition: a one-sided card turned 180° inside a container itself turned 180°: its
            // front faces the viewer again.
            let scene = Scene(degrees: 180)
            scene.card.layer.isDoubleSided = false
            scene.container.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            // Action
            let list = DisplayListBuilder.build(root: scene.root.layer, size: CGSize(width: 800, height: 600))
            // Assertion: drawn; and left out once the container is turned back.
            #expect(list.find(id: scene.card.layer.serial) != nil)
            scene.container.layer.transform = CATransform3DIdentity
            let again = DisplayListBuilder.build(root: scene.root.layer, size: CGSize(width: 800, height: 600))
            #expect(again.find(id: scene.card.layer.serial) == nil)
        }
    }
}
