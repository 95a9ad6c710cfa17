@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// Behaviours outlive their animator: let go with it, they work again in another.
    @Suite struct DynamicsBehaviourReuseTests {
        @Test func aCollisionBehaviourFromAGoneAnimatorWorksInANewOne() {
            withTestApplication { app, platform in
                // Precondition: a box, gravity and a collision with a floor boundary and the reference
                // bounds, in an animator that is then let go.
                let scene = DynamicsScene(platform)
                let box = scene.box(at: CGPoint(x: 160, y: 100))
                let collision = UICollisionBehavior(items: [box])
                collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 320, y: 300))
                collision.translatesReferenceBoundsIntoBoundary = true
                let gravity = UIGravityBehavior(items: [box])
                var first: UIDynamicAnimator? = UIDynamicAnimator(referenceView: scene.reference)
                first?.addBehavior(collision)
                first?.addBehavior(gravity)
                app.renderFrame(after: 1.0 / 60)
                first = nil

                // Action: the same behaviours in a new animator; two seconds.
                let second = UIDynamicAnimator(referenceView: scene.reference)
                second.addBehavior(collision)
                second.addBehavior(gravity)
                for _ in 0..<120 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: the box rests on the floor line again.
                #expect(abs(box.center.y - 275) < 0.5, "at \(box.center.y)")
                #expect(collision.dynamicAnimator === second)
            }
        }
    
        @Test func anItemMovedByCodeAfterItsBehavioursWentStartsAgainWhereItIs() {
            withTestApplication { app, platform in
                // Precondition: a box snapped to (100, 100) and come to rest; every behaviour removed;
                // code then moves the box to (250, 300), as a drag does.
                let scene = DynamicsScene(platform)
                let box = scene.box(at: CGPoint(x: 160, y: 200))
                let animator = UIDynamicAnimator(referenceView: scene.reference)
                animator.addBehavior(UISnapBehavior(item: box, snapTo: CGPoint(x: 100, y: 100)))
                for _ in 0..<180 { app.renderFrame(after: 1.0 / 60) }
                animator.removeAllBehaviors()
                box.center = CGPoint(x: 250, y: 300)

                // Action: a snap to where the box now is; a tenth of a second.
                animator.addBehavior(UISnapBehavior(item: box, snapTo: CGPoint(x: 250, y: 300)))
                for _ in 0..<6 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: the animator took the box where it is (as UIKit takes an item's state
                // when it is added), so it has not moved.
                #expect(box.center == CGPoint(x: 250, y: 300))
            }
        }
    }
}
