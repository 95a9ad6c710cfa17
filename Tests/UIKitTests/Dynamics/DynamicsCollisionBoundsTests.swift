@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// Items collide as their `collisionBoundsType` says: a round view rolls where a box slides, an
    /// ellipse and a path rest on their own outlines.
    @Suite struct DynamicsCollisionBoundsTests {
        final class Ball: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
        }

        /// A view colliding as a 20 × 20 square drawn inside its 50 × 50 bounds.
        final class Core: UIView {
            override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
            override var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: CGRect(x: -10, y: -10, width: 20, height: 20)) }
        }

        @Test func viewsCollideAsRectanglesByDefault() {
            withTestApplication { _, _ in
                let view = UIView(frame: .zero)
                #expect(view.collisionBoundsType == .rectangle)
                #expect(view.collisionBoundingPath.cgPath.isEmpty)
            }
        }

        @Test func aCircleRollsDownASlope() {
            withTestApplication { app, platform in
                // Precondition: a 40-point ball above a 30° slope, under gravity.
                let scene = DynamicsScene(platform)
                let ball = scene.add(Ball(frame: DynamicsScene.frame(at: CGPoint(x: 60, y: 40), size: CGSize(width: 40, height: 40))))
                let collision = UICollisionBehavior(items: [ball])
                collision.addBoundary(withIdentifier: "slope", from: CGPoint(x: 0, y: 100), to: CGPoint(x: 320, y: 100 + 320 * tan(CGFloat.pi / 6)))
                scene.animator.addBehavior(collision)
                scene.animator.addBehavior(UIGravityBehavior(items: [ball]))

                // Action: a second.
                for _ in 0..<60 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: it moved down the slope and turned clockwise as it rolled: a rolling ball's
                // turn is the distance it covered over its radius.
                let turned = atan2(ball.transform.b, ball.transform.a)
                let velocity = scene.animator.velocity(of: ball)
                let spin = scene.animator.world.angularVelocity(of: ball)
                #expect(ball.center.x > 150, "at \(ball.center)")
                #expect(turned != 0)
                #expect(abs(hypot(velocity.x, velocity.y) / 20 - spin) / spin < 0.05, "v \(velocity), ω \(spin)")
            }
        }

        @Test func aBoxSlidesOnAFlatFloorWithoutTurningWhereABallRolls() {
            func turn(ball: Bool) -> CGFloat {
                withTestApplication { app, platform in
                    // Precondition: a 40-point item resting on a floor, thrown right at 200 pt/s.
                    let scene = DynamicsScene(platform)
                    let frame = DynamicsScene.frame(at: CGPoint(x: 60, y: 280), size: CGSize(width: 40, height: 40))
                    let item = scene.add(ball ? Ball(frame: frame) : UIView(frame: frame))
                    let collision = UICollisionBehavior(items: [item])
                    collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 320, y: 300))
                    let thrown = UIDynamicItemBehavior(items: [item])
                    thrown.friction = 0.5
                    thrown.addLinearVelocity(CGPoint(x: 200, y: 0), for: item)
                    scene.animator.addBehavior(collision)
                    scene.animator.addBehavior(thrown)
                    scene.animator.addBehavior(UIGravityBehavior(items: [item]))
                    // Action: half a second.
                    for _ in 0..<30 { app.renderFrame(after: 1.0 / 60) }
                    return atan2(item.transform.b, item.transform.a)
                }
            }
            // Assertion: the box stays flat; the ball turned by more than a radian.
            let box = turn(ball: false), ball = turn(ball: true)
            #expect(abs(box) < 0.01, "box turned \(box)")
            #expect(ball > 1, "ball turned \(ball)")
        }

        @Test func anEllipseAndAPathRestOnTheirOwnOutlines() {
            withTestApplication { app, platform in
                // Precondition: a 60 × 30 ellipse and a 50-point view whose path is a 20-point square,
                // dropped onto a floor at y = 300.
                let scene = DynamicsScene(platform)
                let oval = scene.add(Ball(frame: DynamicsScene.frame(at: CGPoint(x: 80, y: 200), size: CGSize(width: 60, height: 30))))
                let core = scene.add(Core(frame: DynamicsScene.frame(at: CGPoint(x: 220, y: 200), size: CGSize(width: 50, height: 50))))
                let collision = UICollisionBehavior(items: [oval, core])
                collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 320, y: 300))
                scene.animator.addBehavior(collision)
                scene.animator.addBehavior(UIGravityBehavior(items: [oval, core]))

                // Action: three seconds.
                for _ in 0..<180 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: the ellipse lies on its long side (half-height 15); the path's square
                // (half-size 10), not the bounds (25), touches the floor.
                #expect(abs(oval.center.y - 285) < 0.5, "ellipse at \(oval.center.y)")
                #expect(abs(core.center.y - 290) < 0.5, "path at \(core.center.y)")
            }
        }
    }
}
