@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// frame / bounds / position / anchorPoint consistency, and conversion of points and rects between
// layers and views through translation, scale, rotation and bounds origins.

extension SharedState {
    @Suite struct LayerGeometryTests {

        // MARK: frame, bounds, position, anchorPoint

        @Test func settingFrameSetsBoundsSizeAndPositionForTheAnchorPoint() {
            // Precondition: an off-centre anchor and a bounds origin that must survive.
            let layer = CALayer()
            layer.bounds = CGRect(x: 5, y: 6, width: 1, height: 1)
            layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
            // Action
            layer.frame = CGRect(x: 10, y: 20, width: 40, height: 80)
            // Assertion: the size goes to bounds, the anchor's spot in the frame goes to position.
            #expect(layer.bounds == CGRect(x: 5, y: 6, width: 40, height: 80))
            #expect(layer.position == CGPoint(x: 20, y: 80))
            #expect(layer.frame == CGRect(x: 10, y: 20, width: 40, height: 80))
        }

        @Test func changingAnchorPointMovesTheFrameAndKeepsPosition() {
            // Precondition: a frame set with the default centre anchor.
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 20, width: 40, height: 80)
            #expect(layer.position == CGPoint(x: 30, y: 60))
            // Action / assertion: the anchor's point stays at position, so the frame slides.
            layer.anchorPoint = .zero
            #expect(layer.position == CGPoint(x: 30, y: 60))
            #expect(layer.frame == CGRect(x: 30, y: 60, width: 40, height: 80))
            layer.anchorPoint = CGPoint(x: 1, y: 0.25)
            #expect(layer.frame == CGRect(x: -10, y: 40, width: 40, height: 80))
        }

        @Test func boundsOriginShiftsSublayersButNotTheLayerItself() {
            // Precondition: a child at (40, 10) in a parent at (100, 50).
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 500, height: 500)
            let parent = CALayer()
            parent.frame = CGRect(x: 100, y: 50, width: 200, height: 100)
            let child = CALayer()
            child.frame = CGRect(x: 40, y: 10, width: 20, height: 20)
            root.addSublayer(parent)
            parent.addSublayer(child)
            #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 140, y: 60))
            // Action: scroll the parent's content by (30, -20).
            parent.bounds.origin = CGPoint(x: 30, y: -20)
            // Assertion: the parent stays put, its child moves by the opposite amount.
            #expect(parent.frame == CGRect(x: 100, y: 50, width: 200, height: 100))
            #expect(child.frame == CGRect(x: 40, y: 10, width: 20, height: 20))
            #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 110, y: 80))
        }

        @Test func frameOfAScaledLayerIsTheBoundingBoxAroundTheAnchor() {
            // Precondition: a 100×40 layer centred on (200, 100).
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
            layer.position = CGPoint(x: 200, y: 100)
            // Action
            layer.transform = CATransform3DMakeScale(0.25, 0.75, 1)
            // Assertion: scaled about the centre; bounds are untouched.
            #expect(isClose(layer.frame, CGRect(x: 187.5, y: 85, width: 25, height: 30)))
            #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
            // Action / assertion: with the anchor at the top-left the scale pivots there.
            layer.anchorPoint = .zero
            #expect(isClose(layer.frame, CGRect(x: 200, y: 100, width: 25, height: 30)))
        }

        @Test func frameOfARotatedLayerIsTheBoundingBox() {
            // Precondition: a 100×40 layer centred on (200, 100).
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
            layer.position = CGPoint(x: 200, y: 100)
            // Action: a quarter turn makes it 40 wide and 100 tall.
            layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            // Assertion
            #expect(isClose(layer.frame, CGRect(x: 180, y: 50, width: 40, height: 100)))
        }

        @Test func viewFrameOfRotatedThenScaledTransformAppliesBothInOrder() {
            // Precondition: a 100×40 view centred on (200, 100).
            let view = UIView(frame: CGRect(x: 150, y: 80, width: 100, height: 40))
            // Action: rotate a quarter turn, then scale x by 0.25 and y by 0.75.
            view.transform = CGAffineTransform(scaleX: 0.25, y: 0.75).rotated(by: .pi / 2)
            // Assertion: rotated to 40×100 first, then scaled to 10×75.
            #expect(isClose(view.frame, CGRect(x: 195, y: 62.5, width: 10, height: 75)))
            #expect(view.center == CGPoint(x: 200, y: 100))
        }

        @Test func viewCenterAndBoundsSizeMoveTheFrameAboutTheCentre() {
            // Precondition
            let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 80))
            #expect(view.center == CGPoint(x: 30, y: 60))
            #expect(view.bounds == CGRect(x: 0, y: 0, width: 40, height: 80))
            // Action / assertion: growing bounds keeps the centre.
            view.bounds.size = CGSize(width: 60, height: 100)
            #expect(view.frame == CGRect(x: 0, y: 10, width: 60, height: 100))
            // Action / assertion: moving the centre moves the frame.
            view.center = CGPoint(x: 100, y: 25)
            #expect(view.frame == CGRect(x: 70, y: -25, width: 60, height: 100))
        }

        // MARK: convert(_:to:) / convert(_:from:)

        /// A 1000×1000 root with `a` at (100, 200, 400, 300) and `b` centred on (600, 500), 100×40.
        /// Keep `root` alive: superviews are weak, and a dropped root leaves `a` and `b` unrelated.
        private func makeTree() -> (root: UIView, a: UIView, b: UIView) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
            let a = UIView(frame: CGRect(x: 100, y: 200, width: 400, height: 300))
            let b = UIView(frame: CGRect(x: 550, y: 480, width: 100, height: 40))
            root.addSubview(a)
            root.addSubview(b)
            return (root, a, b)
        }

        @Test func convertPointThroughTranslationAndBoundsOrigin() {
            // Precondition: a child at (10, 20) inside `a`.
            let (root, a, _) = makeTree()
            let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 60))
            a.addSubview(child)
            #expect(child.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 111, y: 222))
            #expect(root.convert(CGPoint(x: 111, y: 222), to: child) == CGPoint(x: 1, y: 2))
            // Action: `a` shows its content from (30, 50).
            a.bounds.origin = CGPoint(x: 30, y: 50)
            // Assertion
            #expect(child.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 81, y: 172))
            #expect(child.convert(CGPoint(x: 81, y: 172), from: root) == CGPoint(x: 1, y: 2))
        }

        @Test func convertPointThroughAsymmetricScaleAndBoundsOrigin() {
            // Precondition: `a` (centre (300, 350)) scaled 0.25 × 0.75 about its centre.
            let (root, a, _) = makeTree()
            a.transform = CGAffineTransform(scaleX: 0.25, y: 0.75)
            // Action / assertion: (40, 60) is (−160, −90) from the centre → (−40, −67.5) scaled.
            #expect(isClose(a.convert(CGPoint(x: 40, y: 60), to: root), CGPoint(x: 260, y: 282.5)))
            #expect(isClose(a.convert(CGPoint(x: 260, y: 282.5), from: root), CGPoint(x: 40, y: 60)))
            // Action / assertion: a bounds origin of (10, 20) shifts the point before the scale.
            a.bounds.origin = CGPoint(x: 10, y: 20)
            #expect(isClose(a.convert(CGPoint(x: 40, y: 60), to: root), CGPoint(x: 257.5, y: 267.5)))
        }

        @Test func convertPointThroughQuarterTurn() {
            // Precondition: `b` (centre (600, 500)) turned a quarter turn clockwise on screen.
            let (root, _, b) = makeTree()
            b.transform = CGAffineTransform(rotationAngle: .pi / 2)
            // Action / assertion: its top-left corner (−50, −20 from the centre) lands at (+20, −50).
            #expect(isClose(b.convert(CGPoint.zero, to: root), CGPoint(x: 620, y: 450)))
            #expect(isClose(b.convert(CGPoint(x: 10, y: 4), to: root), CGPoint(x: 616, y: 460)))
            #expect(isClose(root.convert(CGPoint(x: 616, y: 460), to: b), CGPoint(x: 10, y: 4)))
        }

        @Test func convertRectThroughQuarterTurnIsTheBoundingBox() {
            // Precondition
            let (root, _, b) = makeTree()
            b.transform = CGAffineTransform(rotationAngle: .pi / 2)
            // Action
            let r = b.convert(CGRect(x: 0, y: 0, width: 10, height: 4), to: root)
            // Assertion: 10 wide × 4 tall becomes 4 wide × 10 tall.
            #expect(isClose(r, CGRect(x: 616, y: 450, width: 4, height: 10)))
            #expect(isClose(root.convert(r, to: b), CGRect(x: 0, y: 0, width: 10, height: 4)))
        }

        @Test func convertBetweenSiblingBranchesGoesThroughBothTransforms() {
            // Precondition: `a` scaled, `b` rotated, in different branches.
            let (root, a, b) = makeTree()
            a.transform = CGAffineTransform(scaleX: 0.25, y: 0.75)
            b.transform = CGAffineTransform(rotationAngle: .pi / 2)
            // Action: (40, 60) in `a` is (260, 282.5) in root, i.e. (−340, −217.5) from b's centre.
            let inB = a.convert(CGPoint(x: 40, y: 60), to: b)
            // Assertion: undoing b's quarter turn gives (−217.5, 340) from its centre.
            #expect(isClose(inB, CGPoint(x: -167.5, y: 360), tolerance: 1e-9))
            #expect(isClose(b.convert(inB, to: a), CGPoint(x: 40, y: 60), tolerance: 1e-9))
            #expect(isClose(b.convert(CGPoint(x: 40, y: 60), from: a), inB, tolerance: 1e-9))
            withExtendedLifetime(root) {}
        }

        @Test func convertRoundTripsThroughNestedTransformsAndBoundsOrigins() {
            // Precondition: two nested chains with rotation, asymmetric scale and bounds origins.
            let (root, a, b) = makeTree()
            a.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 0.25, y: 0.75)
            a.bounds.origin = CGPoint(x: 7, y: -3)
            let deepA = UIView(frame: CGRect(x: 30, y: 70, width: 90, height: 20))
            deepA.transform = CGAffineTransform(rotationAngle: -.pi / 3)
            a.addSubview(deepA)
            b.transform = CGAffineTransform(scaleX: 1.5, y: 0.5)
            let deepB = UIView(frame: CGRect(x: 5, y: 9, width: 11, height: 13))
            deepB.bounds.origin = CGPoint(x: -4, y: 2)
            b.addSubview(deepB)
            for p in [CGPoint(x: 0, y: 0), CGPoint(x: 13, y: -7), CGPoint(x: 250, y: 31)] {
                // Action
                let there = deepA.convert(p, to: deepB)
                let back = deepA.convert(there, from: deepB)
                // Assertion: back where it started, and the point really moved on the way.
                #expect(isClose(back, p, tolerance: 1e-9))
                #expect(!isClose(there, p, tolerance: 1e-3))
            }
            withExtendedLifetime(root) {}
        }

        @Test func convertToNilUsesWindowCoordinates() {
            // Precondition: a view two levels inside a window.
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 300))
            let child = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
            window.addSubview(container)
            container.addSubview(child)
            // Action / assertion
            #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 16, y: 28))
            #expect(child.convert(CGPoint(x: 16, y: 28), from: nil) == CGPoint(x: 1, y: 2))
            #expect(child.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: nil)
                    == CGRect(x: 16, y: 28, width: 3, height: 4))
        }

        @Test func layerConversionMatchesViewConversion() {
            // Precondition
            let (root, a, _) = makeTree()
            a.transform = CGAffineTransform(scaleX: 0.25, y: 0.75)
            let p = CGPoint(x: 40, y: 60)
            // Action / assertion
            #expect(isClose(a.layer.convert(p, to: root.layer), a.convert(p, to: root)))
            #expect(isClose(a.layer.convert(p, to: root.layer), CGPoint(x: 260, y: 282.5)))
        }
    }
}
