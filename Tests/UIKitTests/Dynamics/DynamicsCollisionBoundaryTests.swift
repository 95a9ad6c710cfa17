@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// Collision boundaries by identifier, the collision delegate, collision modes, and what leaving
    /// a collision behaviour does.
    @Suite struct DynamicsCollisionBoundaryTests {
        final class ContactLog: UICollisionBehaviorDelegate {
            var events: [String] = []
            var points: [CGPoint] = []
            func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                   withBoundaryIdentifier identifier: AnyHashable?, at p: CGPoint) {
                events.append("began \(identifier.map { "\($0)" } ?? "bounds")")
                points.append(p)
            }
            func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                                   withBoundaryIdentifier identifier: AnyHashable?) {
                events.append("ended \(identifier.map { "\($0)" } ?? "bounds")")
            }
            func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                                   with item2: UIDynamicItem, at p: CGPoint) {
                events.append("began items")
            }
            func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {
                events.append("ended items")
            }
        }

        /// A 50-point box at (160, 100) falling onto a boundary line at y = 300, bouncing with `elasticity`.
        static func drop(_ scene: DynamicsScene, elasticity: CGFloat) -> (UIView, UICollisionBehavior) {
            let box = scene.box(at: CGPoint(x: 160, y: 100))
            let collision = UICollisionBehavior(items: [box])
            collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 300), to: CGPoint(x: 320, y: 300))
            let bounce = UIDynamicItemBehavior(items: [box])
            bounce.elasticity = elasticity
            scene.animator.addBehavior(UIGravityBehavior(items: [box]))
            scene.animator.addBehavior(collision)
            scene.animator.addBehavior(bounce)
            return (box, collision)
        }

        @Test func aDroppedBoxBouncesOnABoundaryLineAndStaysAboveIt() {
            withTestApplication { app, platform in
                // Precondition: the box dropped from 175 points above the line, elasticity 0.5.
                let scene = DynamicsScene(platform)
                let (box, collision) = Self.drop(scene, elasticity: 0.5)
                #expect(collision.boundaryIdentifiers == ["floor"])
                #expect(collision.boundary(withIdentifier: "floor")?.cgPath.boundingBox == CGRect(x: 0, y: 300, width: 320, height: 0))

                // Action: four seconds.
                var lowest: CGFloat = 0, rose = false, previous = box.center.y
                for _ in 0..<240 {
                    app.renderFrame(after: 1.0 / 60)
                    lowest = max(lowest, box.center.y)
                    if box.center.y < previous - 1 { rose = true }
                    previous = box.center.y
                }

                // Assertion: it bounced back up, never sank more than a point into the line, and
                // rests on it; the animator paused.
                #expect(rose)
                #expect(lowest < 276, "lowest \(lowest)")
                #expect(abs(box.center.y - 275) < 0.5, "rests at \(box.center.y)")
                #expect(!scene.animator.isRunning)
            }
        }

        @Test func theDelegateHearsTheContactBeginThenEndWithTheBoundaryIdentifier() {
            withTestApplication { app, platform in
                // Precondition: a bouncy box (elasticity 0.8) falling onto "floor", a log as delegate.
                let scene = DynamicsScene(platform)
                let (_, collision) = Self.drop(scene, elasticity: 0.8)
                let log = ContactLog()
                collision.collisionDelegate = log

                // Action: one second, enough for the first bounce.
                for _ in 0..<60 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: began then ended on "floor", where the box's bottom meets the line.
                #expect(Array(log.events.prefix(2)) == ["began floor", "ended floor"], "\(log.events)")
                #expect(log.points.first.map { abs($0.y - 300) < 1 && abs($0.x - 160) <= 25 } == true, "\(log.points)")
            }
        }

        @Test func theReferenceBoundsWithInsetsAreABoundaryWithoutAnIdentifier() {
            withTestApplication { app, platform in
                // Precondition: the bounds inset by 40 at the bottom as the boundary; a delegate.
                let scene = DynamicsScene(platform)
                let box = scene.box(at: CGPoint(x: 160, y: 300))
                let collision = UICollisionBehavior(items: [box])
                collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0))
                let log = ContactLog()
                collision.collisionDelegate = log
                scene.animator.addBehavior(UIGravityBehavior(items: [box]))
                scene.animator.addBehavior(collision)

                // Action: two seconds.
                for _ in 0..<120 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: it rests 40 points above the window's bottom; the contact had no identifier.
                #expect(collision.translatesReferenceBoundsIntoBoundary)
                #expect(abs(box.center.y - (480 - 40 - 25)) < 0.5, "rests at \(box.center.y)")
                #expect(log.events.first == "began bounds", "\(log.events)")
            }
        }

        @Test func inBoundariesModeTwoItemsPassThroughEachOther() {
            func travel(_ mode: UICollisionBehavior.Mode) -> (CGFloat, [String]) {
                withTestApplication { app, platform in
                    // Precondition: a box thrown right at 300 pt/s at a box at rest 100 points away.
                    let scene = DynamicsScene(platform)
                    let moving = scene.box(at: CGPoint(x: 60, y: 200)), still = scene.box(at: CGPoint(x: 160, y: 200))
                    let collision = UICollisionBehavior(items: [moving, still])
                    collision.collisionMode = mode
                    let log = ContactLog()
                    collision.collisionDelegate = log
                    let throwing = UIDynamicItemBehavior(items: [moving])
                    throwing.addLinearVelocity(CGPoint(x: 300, y: 0), for: moving)
                    scene.animator.addBehavior(collision)
                    scene.animator.addBehavior(throwing)
                    // Action: one second.
                    for _ in 0..<60 { app.renderFrame(after: 1.0 / 60) }
                    return (moving.center.x - still.center.x, log.events)
                }
            }
            // Assertion: with boundaries only, the thrown box passed through and is 200 points
            // beyond where it started, past the other; with everything, it pushed the other along
            // and stayed behind it, and the delegate heard the items meet.
            let passing = travel(.boundaries), hitting = travel(.everything)
            #expect(passing.0 > 150, "ahead by \(passing.0)")
            #expect(passing.1.isEmpty)
            #expect(hitting.0 <= -49, "ahead by \(hitting.0)")
            #expect(hitting.1.first == "began items", "\(hitting.1)")
        }

        @Test func removingTheCollisionBehaviourOrTheItemLetsItFallThrough() {
            func fallsThrough(removing: (UIView, UICollisionBehavior, UIDynamicAnimator) -> Void) -> (rested: CGFloat, after: CGFloat) {
                withTestApplication { app, platform in
                    // Precondition: the box at rest on the floor line.
                    let scene = DynamicsScene(platform)
                    let (box, collision) = Self.drop(scene, elasticity: 0)
                    for _ in 0..<120 { app.renderFrame(after: 1.0 / 60) }
                    let rested = box.center.y
                    // Action: the collision goes; a gentle nudge wakes the animator; half a second.
                    removing(box, collision, scene.animator)
                    scene.animator.updateItem(usingCurrentState: box)
                    for _ in 0..<30 { app.renderFrame(after: 1.0 / 60) }
                    return (rested, box.center.y)
                }
            }
            let behaviourRemoved = fallsThrough { _, collision, animator in animator.removeBehavior(collision) }
            let itemRemoved = fallsThrough { box, collision, _ in collision.removeItem(box) }
            let boundaryRemoved = fallsThrough { _, collision, _ in collision.removeBoundary(withIdentifier: "floor") }
            // Assertion: it rested on the line, then fell well past it (½ · 1000 · 0.5² = 125 points).
            for run in [behaviourRemoved, itemRemoved, boundaryRemoved] {
                #expect(abs(run.rested - 275) < 0.5)
                #expect(run.after > 375, "only reached \(run.after)")
            }
        }
    }
}
