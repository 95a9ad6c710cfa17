@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// Fields that depend on an item behaviour's charge, fields given as a block, and noise.
    @Suite struct DynamicsChargedAndCustomFieldTests {
        @Test func anElectricFieldPushesOnlyChargedItemsAndAwayForLikeCharges() {
            withTestApplication { app, platform in
                // Precondition: three 100-point boxes (mass 1) beside an electric field at (160, 240):
                // charge +1, −1 and none.
                let scene = DynamicsScene(platform)
                let size = CGSize(width: 100, height: 100)
                let plus = scene.box(at: CGPoint(x: 260, y: 240), size: size), minus = scene.box(at: CGPoint(x: 60, y: 240), size: size)
                let neutral = scene.box(at: CGPoint(x: 160, y: 400), size: size)
                let field = UIFieldBehavior.electricField()
                field.position = CGPoint(x: 160, y: 240)
                for box in [plus, minus, neutral] { field.addItem(box) }
                let positive = UIDynamicItemBehavior(items: [plus]), negative = UIDynamicItemBehavior(items: [minus])
                positive.charge = 1
                negative.charge = -1
                for behavior in [field, positive, negative] { scene.animator.addBehavior(behavior) }

                // Action: a tenth of a second.
                for _ in 0..<7 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: the positive box moved away (right), the negative one toward the field
                // (right), each by about ½ · 1000 · 0.1² = 5 points; the neutral one stayed.
                #expect(abs(plus.center.x - 260 - 5) < 0.3, "plus moved \(plus.center.x - 260)")
                #expect(abs(minus.center.x - 60 - 5) < 0.3, "minus moved \(minus.center.x - 60)")
                #expect(neutral.center == CGPoint(x: 160, y: 400))
            }
        }

        @Test func aFieldGivenAsABlockGetsTheItemsStateAndItsForceMovesIt() {
            withTestApplication { app, platform in
                // Precondition: a 100-point box of charge 2 under a block that pushes up with
                // 100 × charge × mass.
                let scene = DynamicsScene(platform)
                let box = scene.box(at: CGPoint(x: 160, y: 240), size: CGSize(width: 100, height: 100))
                var seen: (mass: CGFloat, charge: CGFloat, dt: TimeInterval)?
                let field = UIFieldBehavior.field { _, _, _, mass, charge, dt in
                    seen = (mass, charge, dt)
                    return CGVector(dx: 0, dy: -100 * charge * mass)
                }
                field.addItem(box)
                let item = UIDynamicItemBehavior(items: [box])
                item.charge = 2
                scene.animator.addBehavior(field)
                scene.animator.addBehavior(item)

                // Action: half a second.
                for _ in 0..<31 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: the block saw mass 1, charge 2 and a 1/360 s step; 200 pt/s² for half a
                // second is 100 pt/s up.
                #expect(seen?.mass == 1 && seen?.charge == 2 && seen?.dt == 1 / 360)
                #expect(abs(item.linearVelocity(for: box).y + 100) < 0.01, "\(item.linearVelocity(for: box))")
            }
        }

        @Test func aNoiseFieldMovesAnItemTheSameWayOnEveryRun() {
            func run() -> CGPoint {
                withTestApplication { app, platform in
                    // Precondition: a box at rest in a weak noise field.
                    let scene = DynamicsScene(platform)
                    let box = scene.box(at: CGPoint(x: 160, y: 240))
                    let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
                    noise.strength = 0.2
                    noise.addItem(box)
                    scene.animator.addBehavior(noise)
                    // Action: a second.
                    for _ in 0..<61 { app.renderFrame(after: 1.0 / 60) }
                    return box.center
                }
            }
            // Assertion: it drifted, and to the same point both times.
            let first = run(), second = run()
            #expect(hypot(first.x - 160, first.y - 240) > 1, "at \(first)")
            #expect(first == second)
        }

        @Test func aMagneticFieldTurnsAMovingChargeAndAVelocityFieldSteersToItsVelocity() {
            withTestApplication { app, platform in
                // Precondition: a 100-point box of charge 1 thrown right at 100 pt/s in a magnetic
                // field of strength 1; another at rest in a velocity field toward +x.
                let scene = DynamicsScene(platform)
                let size = CGSize(width: 100, height: 100)
                let charged = scene.box(at: CGPoint(x: 100, y: 100), size: size), steered = scene.box(at: CGPoint(x: 100, y: 350), size: size)
                let magnetic = UIFieldBehavior.magneticField(), velocity = UIFieldBehavior.velocityField(direction: CGVector(dx: 1, dy: 0))
                magnetic.addItem(charged)
                velocity.addItem(steered)
                let item = UIDynamicItemBehavior(items: [charged])
                item.charge = 1
                item.addLinearVelocity(CGPoint(x: 100, y: 0), for: charged)
                let probe = UIDynamicItemBehavior(items: [steered])
                for behavior in [magnetic, velocity, item, probe] { scene.animator.addBehavior(behavior) }

                // Action: half a second.
                for _ in 0..<31 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: the charge's velocity turned by charge × strength / mass × t = 0.5 rad
                // clockwise at the same speed; the other reached 100 · (1 − e^(−5)) ≈ 99.3 pt/s.
                let v = item.linearVelocity(for: charged)
                #expect(abs(atan2(v.y, v.x) - 0.5) < 0.01 && abs(hypot(v.x, v.y) - 100) < 0.5, "\(v)")
                #expect(abs(probe.linearVelocity(for: steered).x - 100 * (1 - exp(-5))) < 0.2, "\(probe.linearVelocity(for: steered))")
            }
        }
    }
}
