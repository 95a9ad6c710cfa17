@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// DisplayListBuilder: which layers become nodes, what values a node carries, where children land,
// and how snapshot views freeze a subtree.

extension SharedState {
    @Suite struct DisplayListTests {
        private func node(_ view: UIView) throws -> RenderNode {
            try #require(DisplayListBuilder.makeNode(view.layer, parentOrigin: .zero))
        }

        @Test func hiddenAndFullyTransparentLayersAreLeftOutWithTheirSubtrees() throws {
            // Precondition: three children, each with a child of its own.
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let shown = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let hidden = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
            let transparent = UIView(frame: CGRect(x: 40, y: 0, width: 10, height: 10))
            var inner: [UIView] = []
            for parent in [shown, hidden, transparent] {
                root.addSubview(parent)
                let v = UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
                parent.addSubview(v)
                inner.append(v)
            }
            // Action
            hidden.isHidden = true
            transparent.alpha = 0
            let list = DisplayListBuilder.build(root: root.layer, size: CGSize(width: 300, height: 200))
            // Assertion
            #expect(list.find(id: shown.layer.serial) != nil)
            #expect(list.find(id: inner[0].layer.serial) != nil)
            for gone in [hidden, transparent, inner[1], inner[2]] {
                #expect(list.find(id: gone.layer.serial) == nil)
            }
            // A faint layer is still drawn.
            transparent.alpha = 0.02
            #expect(DisplayListBuilder.makeNode(root.layer, parentOrigin: .zero)?.find(id: transparent.layer.serial) != nil)
        }

        @Test func nodeCarriesTheLayersAppearance() throws {
            // Precondition
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            view.backgroundColor = .systemTeal
            view.alpha = 0.25
            view.clipsToBounds = true
            let layer = view.layer
            layer.cornerRadius = 7
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            layer.borderWidth = 3
            layer.borderColor = UIColor.systemPink.cgColor
            layer.shadowColor = UIColor.systemIndigo.cgColor
            layer.shadowOpacity = 0.375
            layer.shadowRadius = 5
            layer.shadowOffset = CGSize(width: 2, height: 6)
            let path = UIBezierPath(roundedRect: CGRect(x: 1, y: 2, width: 100, height: 60), cornerRadius: 4).cgPath
            layer.shadowPath = path
            // Action
            let n = try node(view)
            // Assertion
            #expect(n.size == CGSize(width: 120, height: 80))
            #expect(n.backgroundColor == UIColor.systemTeal.cgColor)
            #expect(n.opacity == 0.25)
            #expect(n.clipsToBounds)
            #expect(n.cornerRadius == 7)
            #expect(n.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            #expect(n.borderWidth == 3)
            #expect(n.borderColor == UIColor.systemPink.cgColor)
            #expect(n.shadow == RenderNode.Shadow(color: UIColor.systemIndigo.cgColor, opacity: 0.375, radius: 5,
                                                  offset: CGSize(width: 2, height: 6), path: path))
        }

        @Test func invisibleDecorationsAreLeftOffTheNode() throws {
            // Precondition: a clear background, a border colour with no width, a shadow at zero opacity.
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .clear
            view.layer.borderColor = UIColor.systemRed.cgColor
            view.layer.shadowRadius = 9
            // Action
            let n = try node(view)
            // Assertion
            #expect(n.backgroundColor == nil)
            #expect(n.borderColor == nil)
            #expect(n.shadow == nil)
        }

        @Test func childrenLandInTheParentsLocalSpaceMinusItsBoundsOrigin() throws {
            // Precondition: a child at (30, 50) in a parent showing its content from (10, 20).
            let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            let child = UIView(frame: CGRect(x: 30, y: 50, width: 100, height: 40))
            parent.addSubview(child)
            parent.bounds.origin = CGPoint(x: 10, y: 20)
            // Action
            let c = try #require(try node(parent).children.first)
            // Assertion
            #expect(c.id == child.layer.serial)
            #expect(c.transform.isTranslation)
            #expect(c.transform.applying(.zero) == CGPoint(x: 20, y: 30))
        }

        @Test func scaledChildTransformMapsItsCornersToItsFrame() throws {
            // Precondition: a 100×40 child at (30, 50) scaled 0.25 × 0.75 about its centre (80, 70).
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let child = UIView(frame: CGRect(x: 30, y: 50, width: 100, height: 40))
            parent.addSubview(child)
            child.transform = CGAffineTransform(scaleX: 0.25, y: 0.75)
            // Action
            let t = try #require(try node(parent).children.first).transform
            // Assertion: top-left and bottom-right of the child's local space land on its frame.
            #expect(isClose(t.applying(.zero), CGPoint(x: 67.5, y: 55)))
            #expect(isClose(t.applying(CGPoint(x: 100, y: 40)), CGPoint(x: 92.5, y: 85)))
            #expect(isClose(child.frame, CGRect(x: 67.5, y: 55, width: 25, height: 30)))
        }

        // MARK: Snapshots

        /// A red 200×100 view with rounded corners and a blue child at (10, 20).
        private func makeOriginal() -> (UIView, UIView) {
            let original = UIView(frame: CGRect(x: 15, y: 25, width: 200, height: 100))
            original.backgroundColor = .systemRed
            original.layer.cornerRadius = 9
            let child = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
            child.backgroundColor = .systemBlue
            original.addSubview(child)
            return (original, child)
        }

        @Test func snapshotKeepsShowingTheSubtreeAsItWasWhenTaken() throws {
            // Precondition
            let (original, child) = makeOriginal()
            let snapshot = try #require(original.snapshotView(afterScreenUpdates: false))
            #expect(snapshot.bounds.size == CGSize(width: 200, height: 100))
            // Action: change the original every way it can.
            original.backgroundColor = .systemGreen
            original.layer.cornerRadius = 2
            child.frame = CGRect(x: 90, y: 5, width: 10, height: 10)
            child.backgroundColor = .systemYellow
            original.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
            // Assertion: the snapshot's nodes are the old ones…
            let frozen = try #require(try node(snapshot).children.first)
            #expect(frozen.backgroundColor == UIColor.systemRed.cgColor)
            #expect(frozen.cornerRadius == 9)
            #expect(frozen.size == CGSize(width: 200, height: 100))
            #expect(frozen.transform.isIdentity)
            #expect(frozen.children.count == 1)
            #expect(frozen.children.first?.backgroundColor == UIColor.systemBlue.cgColor)
            #expect(frozen.children.first?.transform.applying(.zero) == CGPoint(x: 10, y: 20))
            // …while the original's own node shows the changes.
            let live = try node(original)
            #expect(live.backgroundColor == UIColor.systemGreen.cgColor)
            #expect(live.children.count == 2)
        }

        @Test func snapshotAfterScreenUpdatesLaysOutAViewThatIsInNoWindow() throws {
            // Precondition: a screen never shown, whose child is placed only by its layout.
            final class Screen: UIView {
                let child = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    child.frame = CGRect(x: 10, y: 20, width: bounds.width - 20, height: 30)
                }
            }
            let screen = Screen(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            screen.child.backgroundColor = .systemBlue
            screen.addSubview(screen.child)
            // Action
            let snapshot = try #require(screen.snapshotView(afterScreenUpdates: true))
            // Assertion: the frozen child has its laid-out size, not the zero it started with.
            let frozen = try #require(try node(snapshot).children.first)
            #expect(frozen.children.first?.size == CGSize(width: 180, height: 30))
            #expect(frozen.children.first?.transform.applying(.zero) == CGPoint(x: 10, y: 20))
        }

        @Test func resizingASnapshotScalesWhatItFroze() throws {
            // Precondition
            let (original, _) = makeOriginal()
            let snapshot = try #require(original.snapshotView(afterScreenUpdates: false))
            // Action: a quarter of the width, three quarters of the height.
            snapshot.frame = CGRect(x: 0, y: 0, width: 50, height: 75)
            // Assertion
            let frozen = try #require(try node(snapshot).children.first)
            #expect(frozen.transform == ProjectiveTransform(scaleX: 0.25, y: 0.75))
            #expect(frozen.transform.applying(CGPoint(x: 200, y: 100)) == CGPoint(x: 50, y: 75))
            // The child's corner (10, 20) lands at (2.5, 15) in the snapshot.
            let childTransform = try #require(frozen.children.first).transform.concatenating(frozen.transform)
            #expect(isClose(childTransform.applying(.zero), CGPoint(x: 2.5, y: 15)))
        }

        @Test func snapshotIgnoresTheOriginalsOwnPlacement() throws {
            // Precondition: the original is moved and turned in its parent.
            let (original, _) = makeOriginal()
            original.transform = CGAffineTransform(rotationAngle: .pi / 3)
            // Action
            let snapshot = try #require(original.snapshotView(afterScreenUpdates: false))
            // Assertion: the snapshot shows it upright at its own origin.
            let frozen = try #require(try node(snapshot).children.first)
            #expect(frozen.transform.isIdentity)
            #expect(!snapshot.isUserInteractionEnabled)
        }

        @Test func nodeOfAnAnimatingLayerCarriesTheModelLayersSerialNotThePresentationCopys() {
            withStage { stage in
                // Precondition: a view turning by a Core Animation animation (a presentation copy,
                // with a serial of its own, is made every frame).
                let view = stage.addView(CGRect(x: 37, y: 23, width: 50, height: 40))
                let spin = CABasicAnimation(keyPath: "transform.rotation.z")
                spin.fromValue = 0.0
                spin.toValue = 1.2
                spin.duration = 1
                view.layer.add(spin, forKey: "spin")

                // Action: two frames, planned by one tracker.
                let tracker = DamageTracker()
                var lists: [DisplayList] = []
                for t in [0.25, 0.5] {
                    stage.frame(at: t)
                    var list = DisplayListBuilder.build(root: stage.window.layer, size: stage.window.bounds.size)
                    tracker.plan(&list)
                    lists.append(list)
                }

                // Assertion: both frames name the node by the model layer, so the tracker sees one
                // node turning (drawn fast while it turns) rather than a new one each frame.
                let first = lists[0].find(id: view.layer.serial)
                let second = lists[1].find(id: view.layer.serial)
                #expect(first != nil && second != nil)
                #expect(first?.transform != second?.transform)
                #expect(second?.filter == .fast)
            }
        }
    }
}
