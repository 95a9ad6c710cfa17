@testable import UIKit
import Testing
import Foundation

// hitTest(_:with:): the deepest visible, interactive view under a point, through transforms.

extension SharedState {
    @Suite struct HitTestingTests {
        /// root (300×200) → mid at (20, 30) 200×100 → leaf at (10, 15) 50×40.
        private func makeTree() -> (root: UIView, mid: UIView, leaf: UIView) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let mid = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
            let leaf = UIView(frame: CGRect(x: 10, y: 15, width: 50, height: 40))
            root.addSubview(mid)
            mid.addSubview(leaf)
            return (root, mid, leaf)
        }

        @Test func deepestViewContainingThePointWins() {
            // Precondition
            let (root, mid, leaf) = makeTree()
            // Action / assertion: (40, 60) is (10, 15) in leaf; (150, 60) is in mid only.
            #expect(root.hitTest(CGPoint(x: 40, y: 60), with: nil) === leaf)
            #expect(root.hitTest(CGPoint(x: 150, y: 60), with: nil) === mid)
            #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
            #expect(root.hitTest(CGPoint(x: 301, y: 5), with: nil) == nil)
        }

        @Test func laterSiblingIsHitBeforeEarlierOneWhereTheyOverlap() {
            // Precondition: two overlapping siblings in mid.
            let (root, mid, leaf) = makeTree()
            let over = UIView(frame: CGRect(x: 40, y: 15, width: 50, height: 40))
            mid.addSubview(over)
            // Action / assertion: the overlap (x 40…60 in mid) belongs to the top one.
            #expect(root.hitTest(CGPoint(x: 65, y: 60), with: nil) === over)
            #expect(root.hitTest(CGPoint(x: 35, y: 60), with: nil) === leaf)
            // Sending it back gives the overlap to the other.
            mid.sendSubviewToBack(over)
            #expect(root.hitTest(CGPoint(x: 65, y: 60), with: nil) === leaf)
        }

        @Test func hiddenViewIsSkippedWithItsSubtree() {
            // Precondition: a child of leaf under the point.
            let (root, mid, leaf) = makeTree()
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
            leaf.addSubview(inner)
            #expect(root.hitTest(CGPoint(x: 40, y: 60), with: nil) === inner)
            // Action
            leaf.isHidden = true
            // Assertion
            #expect(root.hitTest(CGPoint(x: 40, y: 60), with: nil) === mid)
        }

        @Test func userInteractionDisabledViewIsSkippedWithItsSubtree() {
            // Precondition
            let (root, mid, leaf) = makeTree()
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
            leaf.addSubview(inner)
            // Action
            leaf.isUserInteractionEnabled = false
            // Assertion
            #expect(root.hitTest(CGPoint(x: 40, y: 60), with: nil) === mid)
            // Turning it off on mid sends the point to root.
            mid.isUserInteractionEnabled = false
            #expect(root.hitTest(CGPoint(x: 40, y: 60), with: nil) === root)
        }

        @Test func nearlyTransparentViewIsSkippedWithItsSubtree() {
            // Precondition
            let (root, mid, leaf) = makeTree()
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
            leaf.addSubview(inner)
            // Action
            leaf.alpha = 0.009
            // Assertion
            #expect(root.hitTest(CGPoint(x: 40, y: 60), with: nil) === mid)
        }

        @Test func alphaOfExactlyOneHundredthIsStillHitDespiteFloatStorage() {
            // Regression: alpha is stored as the layer's Float opacity and 0.01 read back as
            // 0.0099999998, so a view at exactly the threshold was skipped.
            let (root, _, leaf) = makeTree()
            // Action
            leaf.alpha = 0.01
            // Assertion
            #expect(root.hitTest(CGPoint(x: 40, y: 60), with: nil) === leaf)
        }

        @Test func subviewOutsideItsParentsBoundsIsNotHit() {
            // Precondition: a child hanging below mid's bottom edge (mid is 100 tall).
            let (root, mid, _) = makeTree()
            let outside = UIView(frame: CGRect(x: 100, y: 90, width: 40, height: 40))
            mid.addSubview(outside)
            // Action / assertion: inside the part within mid it is hit…
            #expect(root.hitTest(CGPoint(x: 130, y: 125), with: nil) === outside)
            // …but not in the part outside mid, even with clipsToBounds off.
            #expect(!mid.clipsToBounds)
            #expect(root.hitTest(CGPoint(x: 130, y: 140), with: nil) === root)
        }

        @Test func hitTestingThroughAQuarterTurnedParentUsesTheRotation() {
            // Precondition: a 100×40 parent centred on (150, 100), turned a quarter turn, with a
            // 20×10 child in its top-left corner. On screen the child spans x 160…170, y 50…70.
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let parent = UIView(frame: CGRect(x: 100, y: 80, width: 100, height: 40))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
            root.addSubview(parent)
            parent.addSubview(child)
            parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
            // Action / assertion: where the rotated child is drawn, it is hit…
            #expect(root.hitTest(CGPoint(x: 165, y: 60), with: nil) === child)
            // …further down the turned parent, the parent is hit…
            #expect(root.hitTest(CGPoint(x: 150, y: 130), with: nil) === parent)
            // …and where the unrotated child would have been, neither is.
            #expect(root.hitTest(CGPoint(x: 110, y: 85), with: nil) === root)
        }

        @Test func hitTestingThroughAHalfScaledParentUsesTheScale() {
            // Precondition: a 200×100 parent centred on (150, 100) scaled by 0.5, so on screen it
            // spans x 100…200, y 75…125; its child at (160, 80) 40×20 spans x 180…200, y 115…125.
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let parent = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
            let child = UIView(frame: CGRect(x: 160, y: 80, width: 40, height: 20))
            root.addSubview(parent)
            parent.addSubview(child)
            parent.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            // Action / assertion
            #expect(root.hitTest(CGPoint(x: 190, y: 120), with: nil) === child)
            #expect(root.hitTest(CGPoint(x: 110, y: 80), with: nil) === parent)
            // Inside the unscaled frames of both, outside the scaled ones.
            #expect(root.hitTest(CGPoint(x: 245, y: 140), with: nil) === root)
        }

        @Test func labelIsNotHitSoItsParentIs() {
            // Precondition: a label covering most of a card.
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let card = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
            let label = UILabel()
            label.frame = CGRect(x: 10, y: 10, width: 180, height: 80)
            label.text = "Title"
            root.addSubview(card)
            card.addSubview(label)
            // Action / assertion: user interaction is off for labels by default.
            #expect(!label.isUserInteractionEnabled)
            #expect(root.hitTest(CGPoint(x: 100, y: 80), with: nil) === card)
            // Turning it on makes the label the target.
            label.isUserInteractionEnabled = true
            #expect(root.hitTest(CGPoint(x: 100, y: 80), with: nil) === label)
        }

        @Test func pointInsideUsesBoundsIncludingTheirOrigin() {
            // Precondition: a view scrolled by (30, 40).
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            view.bounds.origin = CGPoint(x: 30, y: 40)
            // Action / assertion: bounds now cover x 30…130, y 40…90.
            #expect(view.point(inside: CGPoint(x: 125, y: 85), with: nil))
            #expect(!view.point(inside: CGPoint(x: 5, y: 5), with: nil))
        }
    }
}
