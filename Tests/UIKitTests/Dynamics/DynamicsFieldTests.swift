@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// Field behaviours in Segue's units: a spring field's swing, a drag field's decay, a field's
    /// region, and an animator that still pauses in a field.
    @Suite struct DynamicsFieldTests {
        @Test func aSpringFieldPullsAnItemToItsPositionAndItOscillatesOnceASecond() {
            withTestApplication { app, platform in
                // Precondition: a box 100 points right of a strength-1 spring field's position.
                let scene = DynamicsScene(platform)
                let box = scene.box(at: CGPoint(x: 260, y: 240))
                let field = UIFieldBehavior.springField()
                field.position = CGPoint(x: 160, y: 240)
                field.addItem(box)
                scene.animator.addBehavior(field)
                #expect(field.strength == 1 && field.falloff == 0 && field.minimumRadius == 0 && field.region.contains(CGPoint(x: 1e6, y: 0)))

                // Action: four seconds, timing the passes left to right through the position.
                var leftmost: CGFloat = .infinity
                let crossings = DynamicsScene.upwardCrossings(of: {
                    leftmost = min(leftmost, box.center.x)
                    return box.center.x
                }, through: 160, frames: 240, app: app)

                // Assertion: it swings to 100 points the other side and back, once a second within 5 %.
                let period = DynamicsScene.period(crossings)
                #expect(abs(leftmost - 60) < 2, "leftmost \(leftmost)")
                #expect(crossings.count >= 3)
                #expect(abs(period - 1) < 0.05, "period \(period)")
            }
        }

        @Test func aDragFieldSlowsAnItemOnlyInsideItsRegion() {
            func speed(inRegion: Bool) -> CGFloat {
                withTestApplication { app, platform in
                    // Precondition: a box thrown right at 600 pt/s in a strength-2 drag field whose
                    // region is a 400-point circle about (160, 240), the box inside it or not.
                    let scene = DynamicsScene(platform)
                    let box = scene.box(at: CGPoint(x: 60, y: inRegion ? 240 : 460))
                    let drag = UIFieldBehavior.dragField()
                    drag.position = CGPoint(x: 160, y: 240)
                    drag.region = UIRegion(radius: 200)
                    drag.strength = 2
                    drag.addItem(box)
                    let thrown = UIDynamicItemBehavior(items: [box])
                    thrown.addLinearVelocity(CGPoint(x: 600, y: 0), for: box)
                    scene.animator.addBehavior(drag)
                    scene.animator.addBehavior(thrown)
                    // Action: half a second.
                    for _ in 0..<31 { app.renderFrame(after: 1.0 / 60) }
                    return thrown.linearVelocity(for: box).x
                }
            }
            // Assertion: inside, 600 · e^(−1) ≈ 221 pt/s; outside, untouched.
            let inside = speed(inRegion: true), outside = speed(inRegion: false)
            #expect(abs(inside - 600 * exp(-1)) < 3, "inside \(inside)")
            #expect(outside == 600)
        }

        @Test func aSpringFieldWithDragSettlesAndTheAnimatorPauses() {
            withTestApplication { app, platform in
                // Precondition: a box off a spring field's position, with a drag field too.
                let scene = DynamicsScene(platform)
                let box = scene.box(at: CGPoint(x: 260, y: 240))
                let spring = UIFieldBehavior.springField(), drag = UIFieldBehavior.dragField()
                spring.position = CGPoint(x: 160, y: 240)
                drag.strength = 4
                spring.addItem(box)
                drag.addItem(box)
                scene.animator.addBehavior(spring)
                scene.animator.addBehavior(drag)

                // Action: six seconds.
                for _ in 0..<360 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: it rests on the position, and the animator has stopped asking for frames.
                #expect(abs(box.center.x - 160) < 0.5, "at \(box.center.x)")
                #expect(!scene.animator.isRunning)
                #expect(!app.context.engine.needsFrames)
            }
        }

        @Test func radialAndLinearGravityFieldsAccelerateAtAThousandPointsPerSecondSquared() {
            withTestApplication { app, platform in
                // Precondition: one box under a radial field 300 points to its right, one under a linear
                // field pointing up.
                let scene = DynamicsScene(platform)
                let a = scene.box(at: CGPoint(x: 10, y: 100)), b = scene.box(at: CGPoint(x: 160, y: 400))
                let radial = UIFieldBehavior.radialGravityField(position: CGPoint(x: 310, y: 100))
                let linear = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: -1))
                radial.addItem(a)
                linear.addItem(b)
                scene.animator.addBehavior(radial)
                scene.animator.addBehavior(linear)

                // Action: half a second.
                for _ in 0..<31 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: each moved ½ · 1000 · 0.5² = 125 points toward its pull, within a point.
                #expect(abs(a.center.x - 10 - 125) < 1, "radial moved \(a.center.x - 10)")
                #expect(abs(400 - b.center.y - 125) < 1, "linear moved \(400 - b.center.y)")
            }
        }
    }
}
