@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// Item behaviours' anchoring, spin and angular resistance, and pushes off an item's centre.
    @Suite struct DynamicsItemPropertyTests {
        @Test func anAnchoredItemDoesNotMoveButOthersLandOnItAndTheAnimatorPauses() {
            withTestApplication { app, platform in
                // Precondition: gravity on two boxes, the lower one anchored; both collide.
                let scene = DynamicsScene(platform)
                let base = scene.box(at: CGPoint(x: 160, y: 300)), falling = scene.box(at: CGPoint(x: 170, y: 150))
                let anchor = UIDynamicItemBehavior(items: [base])
                anchor.isAnchored = true
                scene.animator.addBehavior(anchor)
                scene.animator.addBehavior(UIGravityBehavior(items: [base, falling]))
                scene.animator.addBehavior(UICollisionBehavior(items: [base, falling]))

                // Action: three seconds.
                for _ in 0..<180 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: the anchored box has not moved; the other rests on top of it; all paused.
                #expect(base.center == CGPoint(x: 160, y: 300) && base.transform == .identity)
                #expect(abs(falling.center.y - 250) < 0.5, "rests at \(falling.center.y)")
                #expect(!scene.animator.isRunning)
            }
        }

        @Test func angularResistanceDecaysASpinExponentially() {
            withTestApplication { app, platform in
                // Precondition: a box spun at 10 rad/s with angular resistance 2 per second.
                let scene = DynamicsScene(platform)
                let box = scene.box(at: CGPoint(x: 160, y: 200))
                let item = UIDynamicItemBehavior(items: [box])
                item.angularResistance = 2
                scene.animator.addBehavior(item)
                item.addAngularVelocity(10, for: box)
                app.renderFrame(after: 1.0 / 60)

                // Action: half a second.
                for _ in 0..<30 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: 10 · e^(−1) ≈ 3.68 rad/s left; it turned by the integral, 5 · (1 − e^(−1)).
                let spin = item.angularVelocity(for: box)
                #expect(abs(spin - 10 * exp(-1)) < 0.1, "spin \(spin)")
                #expect(abs(scene.animator.world.angle(of: box) - 5 * (1 - exp(-1))) < 0.1)
                #expect(box.center == CGPoint(x: 160, y: 200))
            }
        }

        @Test func aPushOffTheCentreSpinsTheItem() {
            withTestApplication { app, platform in
                // Precondition: a 100-point box of density 1, pushed right once, 50 points above its centre.
                let scene = DynamicsScene(platform)
                let box = scene.box(at: CGPoint(x: 160, y: 200), size: CGSize(width: 100, height: 100))
                let push = UIPushBehavior(items: [box], mode: .instantaneous)
                push.pushDirection = CGVector(dx: 1, dy: 0)
                push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -50), for: box)
                let probe = UIDynamicItemBehavior(items: [box])
                scene.animator.addBehavior(push)
                scene.animator.addBehavior(probe)

                // Action: a frame.
                app.renderFrame(after: 1.0 / 60)
                app.renderFrame(after: 1.0 / 60)

                // Assertion: 100 pt/s to the right and, with a moment of 100² · 2 / 12, a spin of
                // 50 · 100 / 1666.7 = 3 rad/s clockwise (toward +y).
                #expect(push.targetOffsetFromCenter(for: box) == UIOffset(horizontal: 0, vertical: -50))
                #expect(abs(probe.linearVelocity(for: box).x - 100) < 0.01)
                #expect(abs(probe.angularVelocity(for: box) - 3) < 0.01, "spin \(probe.angularVelocity(for: box))")
            }
        }
    }
}
