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
    }
}
