@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// The wall a collision behaviour makes from its reference view's bounds follows the view when it
    /// is resized (a window resize), rather than staying where the bounds were.
    @Suite struct DynamicsReferenceBoundsTests {
        @Test func aTallerReferenceViewLetsTheBoxFallToItsNewFloor() {
            withTestApplication { app, platform in
                // Precondition: a 50-point box resting on the floor of a 320 × 480 reference view.
                let scene = DynamicsScene(platform)
                let box = scene.box(at: CGPoint(x: 160, y: 300))
                let collision = UICollisionBehavior(items: [box])
                collision.translatesReferenceBoundsIntoBoundary = true
                scene.animator.addBehavior(collision)
                scene.animator.addBehavior(UIGravityBehavior(items: [box]))
                for _ in 0..<120 { app.renderFrame(after: 1.0 / 60) }
                #expect(abs(box.center.y - 455) < 0.5, "rests at \(box.center.y)")

                // Action: the reference view becomes 600 points tall; the app tells the animator
                // (as the physics sheet's panel does after a resize); two seconds.
                scene.reference.frame.size.height = 600
                scene.animator.updateItem(usingCurrentState: box)
                for _ in 0..<120 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: the box lies on the new floor, and the animator has paused.
                #expect(abs(box.center.y - 575) < 0.5, "rests at \(box.center.y)")
                #expect(!scene.animator.isRunning)
            }
        }
    }
}
