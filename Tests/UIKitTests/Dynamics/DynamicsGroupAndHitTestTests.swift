@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// Item groups move as one body, the animator finds items by area, and a view dynamics moved is
    /// hit where it is drawn.
    @Suite struct DynamicsGroupAndHitTestTests {
        @Test func aGroupsItemsMoveAndTurnAsOneRigidBody() {
            withTestApplication { app, platform in
                // Precondition: two boxes 100 points apart as a group, spun at 2 rad/s and thrown
                // down at 100 pt/s.
                let scene = DynamicsScene(platform)
                let left = scene.box(at: CGPoint(x: 110, y: 200)), right = scene.box(at: CGPoint(x: 210, y: 200))
                let group = UIDynamicItemGroup(items: [left, right])
                #expect(group.center == CGPoint(x: 160, y: 200) && group.bounds.size == CGSize(width: 150, height: 50))
                let item = UIDynamicItemBehavior(items: [group])
                scene.animator.addBehavior(item)
                item.addAngularVelocity(2, for: group)
                item.addLinearVelocity(CGPoint(x: 0, y: 100), for: group)

                // Action: half a second.
                for _ in 0..<31 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: both turned by 1 radian about the group's centre, now 50 points lower,
                // and kept 100 points apart.
                let middle = CGPoint(x: (left.center.x + right.center.x) / 2, y: (left.center.y + right.center.y) / 2)
                #expect(abs(middle.x - 160) < 0.01 && abs(middle.y - 250) < 0.01, "middle \(middle)")
                #expect(abs(hypot(right.center.x - left.center.x, right.center.y - left.center.y) - 100) < 1e-6)
                for box in [left, right] { #expect(abs(atan2(box.transform.b, box.transform.a) - 1) < 0.01) }
                #expect(abs(atan2(right.center.y - left.center.y, right.center.x - left.center.x) - 1) < 0.01)
            }
        }

        @Test func aGroupCollidesAsItsItemsShapes() {
            withTestApplication { app, platform in
                // Precondition: a 50-point box and a 30-point box side by side as a group, their
                // bottoms level, dropped onto a floor.
                let scene = DynamicsScene(platform)
                let big = scene.box(at: CGPoint(x: 100, y: 100)), small = scene.box(at: CGPoint(x: 160, y: 110), size: CGSize(width: 30, height: 30))
                let group = UIDynamicItemGroup(items: [big, small])
                let collision = UICollisionBehavior(items: [group])
                collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 320, y: 300))
                scene.animator.addBehavior(collision)
                scene.animator.addBehavior(UIGravityBehavior(items: [group]))

                // Action: three seconds.
                for _ in 0..<180 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: both rest on the floor with their own shapes, level, and the animator paused.
                #expect(abs(big.center.y - 275) < 0.5 && abs(small.center.y - 285) < 0.5, "\(big.center), \(small.center)")
                #expect(abs(atan2(big.transform.b, big.transform.a)) < 0.01)
                #expect(!scene.animator.isRunning)
            }
        }

        @Test func itemsInARectAreThoseWhoseFramesMeetIt() {
            withTestApplication { app, platform in
                // Precondition: three boxes under a behaviour, one not.
                let scene = DynamicsScene(platform)
                let a = scene.box(at: CGPoint(x: 50, y: 50)), b = scene.box(at: CGPoint(x: 150, y: 50))
                let c = scene.box(at: CGPoint(x: 250, y: 250)), loose = scene.box(at: CGPoint(x: 60, y: 60))
                scene.animator.addBehavior(UIDynamicItemBehavior(items: [a, b, c]))

                // Action / assertion: a rectangle over the first two finds them, in order, and not the
                // box no behaviour holds.
                let found = scene.animator.items(in: CGRect(x: 0, y: 0, width: 130, height: 30))
                #expect(found.map { ObjectIdentifier($0) } == [ObjectIdentifier(a), ObjectIdentifier(b)])
                #expect(!found.contains { $0 === loose })
                #expect(scene.animator.items(in: CGRect(x: 300, y: 400, width: 10, height: 10)).isEmpty)
            }
        }

        @Test func aViewMovedByDynamicsIsHitWhereItIsDrawn() {
            withTestApplication { app, platform in
                // Precondition: a box falling and spinning.
                let scene = DynamicsScene(platform)
                let box = scene.box(at: CGPoint(x: 160, y: 100))
                let spin = UIDynamicItemBehavior(items: [box])
                scene.animator.addBehavior(UIGravityBehavior(items: [box]))
                scene.animator.addBehavior(spin)
                spin.addAngularVelocity(3, for: box)

                // Action: 0.4 seconds.
                for _ in 0..<25 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: it is drawn where the model says (presentation and model agree), and a hit
                // at its drawn centre, and where it started, find it and the reference view.
                let drawn = box.layer.presentation()?.position ?? .zero
                #expect(drawn == box.center)
                #expect(box.layer.presentation()?.affineTransform() == box.transform)
                #expect(box.center.y > 150)
                #expect(scene.reference.hitTest(drawn, with: nil) === box)
                #expect(scene.reference.hitTest(CGPoint(x: 160, y: 100), with: nil) === scene.reference)
            }
        }
    }
}
