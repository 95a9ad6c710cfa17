@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// Attachments as rods, springs and links between items: a pendulum keeps its length and swings
    /// with a pendulum's period, a spring oscillates at its frequency, attached items keep apart.
    @Suite struct DynamicsAttachmentTests {
        @Test func aPendulumOnAnAnchorKeepsItsLengthAndSwingsWithPeriodTwoPiRootLOverG() {
            withTestApplication { app, platform in
                // Precondition: a 20-point box 100 points below and 10° to the right of an anchor at
                // (160, 100), under gravity (1000 pt/s²), attached at an offset-free point.
                let scene = DynamicsScene(platform)
                let angle = 10 * CGFloat.pi / 180
                let box = scene.box(at: CGPoint(x: 160 + 100 * sin(angle), y: 100 + 100 * cos(angle)),
                                    size: CGSize(width: 20, height: 20))
                let rod = UIAttachmentBehavior(item: box, offsetFromCenter: .zero, attachedToAnchor: CGPoint(x: 160, y: 100))
                scene.animator.addBehavior(rod)
                scene.animator.addBehavior(UIGravityBehavior(items: [box]))
                #expect(rod.attachedBehaviorType == .anchor && rod.items.count == 1)
                #expect(abs(rod.length - 100) < 1e-9 && rod.frequency == 0 && rod.damping == 0)

                // Action: six seconds, timing the swings through the bottom (x from left to right).
                var worst: CGFloat = 0
                let crossings = DynamicsScene.upwardCrossings(of: {
                    worst = max(worst, abs(hypot(box.center.x - 160, box.center.y - 100) - 100))
                    return box.center.x
                }, through: 160, frames: 360, app: app)

                // Assertion: the length held to half a point; the period 2π√(0.1 s²) ≈ 1.987 s within 5 %
                // (a 10° swing is 0.2 % slower than the small-angle period).
                let expected = 2 * Double.pi * (100.0 / 1000).squareRoot()
                let period = DynamicsScene.period(crossings)
                #expect(worst <= 0.5, "length off by \(worst)")
                #expect(crossings.count >= 3)
                #expect(abs(period - expected) / expected < 0.05, "period \(period), expected \(expected)")
            }
        }

        @Test func aSpringAttachmentOscillatesAtItsFrequencyAndItsLengthChangesLive() {
            withTestApplication { app, platform in
                // Precondition: a box 100 points right of an anchor on a 2 Hz undamped spring, at rest.
                let scene = DynamicsScene(platform)
                let box = scene.box(at: CGPoint(x: 200, y: 200))
                let spring = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 100, y: 200))
                spring.frequency = 2
                scene.animator.addBehavior(spring)
                app.renderFrame(after: 1.0 / 60)

                // Action: the rest length shortened to 60 while running; three seconds.
                spring.length = 60
                var nearest: CGFloat = .infinity
                let crossings = DynamicsScene.upwardCrossings(of: {
                    let d = hypot(box.center.x - 100, box.center.y - 200)
                    nearest = min(nearest, d)
                    return d
                }, through: 60, frames: 180, app: app)

                // Assertion: it swings about 60 (to 20 and back, undamped) once every 0.5 s within 5 %.
                let period = DynamicsScene.period(crossings)
                #expect(crossings.count >= 5)
                #expect(abs(period - 0.5) / 0.5 < 0.05, "period \(period)")
                #expect(abs(nearest - 20) < 2, "nearest \(nearest)")
            }
        }

        @Test func twoAttachedItemsKeepTheirDistanceAsTheyFall() {
            withTestApplication { app, platform in
                // Precondition: a box on a rod from an anchor, and a second box 80 points to its right
                // attached to it by offsets from both centres; gravity on both.
                let scene = DynamicsScene(platform)
                let upper = scene.box(at: CGPoint(x: 160, y: 150), size: CGSize(width: 30, height: 30))
                let lower = scene.box(at: CGPoint(x: 240, y: 150), size: CGSize(width: 30, height: 30))
                scene.animator.addBehavior(UIAttachmentBehavior(item: upper, attachedToAnchor: CGPoint(x: 160, y: 80)))
                let link = UIAttachmentBehavior(item: upper, offsetFromCenter: UIOffset(horizontal: 10, vertical: 0),
                                                attachedTo: lower, offsetFromCenter: UIOffset(horizontal: -10, vertical: 0))
                scene.animator.addBehavior(link)
                scene.animator.addBehavior(UIGravityBehavior(items: [upper, lower]))
                #expect(link.attachedBehaviorType == .items && link.items.count == 2)
                #expect(abs(link.length - 60) < 1e-9)

                // Action: two seconds of a double pendulum.
                var worst: CGFloat = 0, lowest: CGFloat = 0
                for _ in 0..<120 {
                    app.renderFrame(after: 1.0 / 60)
                    let a = UIAttachmentBehavior.point(of: upper, at: UIOffset(horizontal: 10, vertical: 0))
                    let b = UIAttachmentBehavior.point(of: lower, at: UIOffset(horizontal: -10, vertical: 0))
                    worst = max(worst, abs(hypot(a.x - b.x, a.y - b.y) - 60))
                    lowest = max(lowest, lower.center.y)
                }

                // Assertion: the lower box fell and swung, its attachment point 60 points from the
                // upper box's throughout.
                #expect(lowest > 200, "lowest \(lowest)")
                #expect(worst <= 0.5, "distance off by \(worst)")
            }
        }

        @Test func aFixedAttachmentMovesTwoItemsAsOneAndALimitLetsThemCloser() {
            withTestApplication { app, platform in
                // Precondition: two boxes welded at the point between them, one spun at 10 rad/s; and
                // a pair tied by a 100-point limit, one thrown toward the other.
                let scene = DynamicsScene(platform)
                let a = scene.box(at: CGPoint(x: 100, y: 100)), b = scene.box(at: CGPoint(x: 160, y: 100))
                let c = scene.box(at: CGPoint(x: 100, y: 300)), d = scene.box(at: CGPoint(x: 200, y: 300))
                scene.animator.addBehavior(UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b,
                                                                                attachmentAnchor: CGPoint(x: 130, y: 100)))
                let limit = UIAttachmentBehavior.limitAttachment(with: c, offsetFromCenter: .zero, attachedTo: d, offsetFromCenter: .zero)
                scene.animator.addBehavior(limit)
                let spin = UIDynamicItemBehavior(items: [a, c])
                scene.animator.addBehavior(spin)
                spin.addAngularVelocity(10, for: a)
                spin.addLinearVelocity(CGPoint(x: 50, y: 0), for: c)

                // Action: half a second.
                for _ in 0..<31 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: the welded pair turned together (both by the same angle, still 60 apart);
                // the tied pair came 25 points closer, the rope slack.
                let turnA = atan2(a.transform.b, a.transform.a), turnB = atan2(b.transform.b, b.transform.a)
                #expect(abs(turnA) > 0.3 && abs(turnA - turnB) < 0.01, "turns \(turnA), \(turnB)")
                #expect(abs(hypot(a.center.x - b.center.x, a.center.y - b.center.y) - 60) < 0.5)
                #expect(abs(hypot(c.center.x - d.center.x, c.center.y - d.center.y) - 75) < 0.5)
                #expect(d.center == CGPoint(x: 200, y: 300))
            }
        }

        @Test func movingASpringsAnchorLiveDrawsTheItemAfterIt() {
            withTestApplication { app, platform in
                // Precondition: a box hanging 80 points under an anchor on a critically damped 2 Hz
                // spring, with no gravity, at rest.
                let scene = DynamicsScene(platform)
                let box = scene.box(at: CGPoint(x: 100, y: 180))
                let spring = UIAttachmentBehavior(item: box, attachedToAnchor: CGPoint(x: 100, y: 100))
                spring.frequency = 2
                spring.damping = 1
                scene.animator.addBehavior(spring)
                for _ in 0..<30 { app.renderFrame(after: 1.0 / 60) }
                #expect(!scene.animator.isRunning)

                // Action: the anchor moves 100 points right; three seconds.
                spring.anchorPoint = CGPoint(x: 200, y: 100)
                for _ in 0..<180 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: the box has been drawn along the line to the new anchor until 80 points
                // from it (x = 200 − 100 · 80 / 128), and come to rest.
                let reach = 80 / hypot(CGFloat(100), 80)
                #expect(abs(hypot(box.center.x - 200, box.center.y - 100) - 80) < 0.5, "at \(box.center)")
                #expect(abs(box.center.x - (200 - 100 * reach)) < 0.5 && abs(box.center.y - (100 + 80 * reach)) < 0.5)
                #expect(!scene.animator.isRunning)
            }
        }

        @Test func frictionTorqueStopsAnAttachedItemsSpinAndASlidingRangeStopsItsSlide() {
            func run(frictionTorque: CGFloat) -> (spin: CGFloat, slid: CGFloat) {
                withTestApplication { app, platform in
                    // Precondition: a box on a rod spun at 5 rad/s; another sliding down a vertical
                    // axis under gravity, within 20 points either way.
                    let scene = DynamicsScene(platform)
                    let spinner = scene.box(at: CGPoint(x: 100, y: 200)), slider = scene.box(at: CGPoint(x: 250, y: 100))
                    let rod = UIAttachmentBehavior(item: spinner, attachedToAnchor: CGPoint(x: 100, y: 100))
                    rod.frictionTorque = frictionTorque
                    let slide = UIAttachmentBehavior.slidingAttachment(with: slider, attachmentAnchor: CGPoint(x: 250, y: 0),
                                                                       axisOfTranslation: CGVector(dx: 0, dy: 1))
                    slide.attachmentRange = UIFloatRange(minimum: -20, maximum: 20)
                    let item = UIDynamicItemBehavior(items: [spinner])
                    scene.animator.addBehavior(rod)
                    scene.animator.addBehavior(slide)
                    scene.animator.addBehavior(item)
                    scene.animator.addBehavior(UIGravityBehavior(items: [slider]))
                    item.addAngularVelocity(5, for: spinner)
                    // Action: half a second.
                    for _ in 0..<31 { app.renderFrame(after: 1.0 / 60) }
                    return (item.angularVelocity(for: spinner), slider.center.y - 100)
                }
            }
            // Assertion: without friction it spins on; 10 000 units of friction torque stop its 520
            // units of angular momentum (moment 0.25 · 5000 / 12, times 5 rad/s) in 0.05 s.
            // The slider stopped 20 points down either way.
            let free = run(frictionTorque: 0), held = run(frictionTorque: 10_000)
            #expect(abs(free.spin - 5) < 1e-6, "free \(free.spin)")
            #expect(abs(held.spin) < 0.01, "held \(held.spin)")
            #expect(abs(free.slid - 20) < 0.5 && abs(held.slid - 20) < 0.5, "slid \(free.slid)")
        }

        @Test func twoItemsOnASlidingAttachmentMoveOnlyAlongItsAxisRelativeToEachOther() {
            withTestApplication { app, platform in
                // Precondition: two boxes side by side on a sliding attachment along their line; gravity
                // at 45° pulls only the second.
                let scene = DynamicsScene(platform)
                let a = scene.box(at: CGPoint(x: 100, y: 200)), b = scene.box(at: CGPoint(x: 200, y: 200))
                let slide = UIAttachmentBehavior.slidingAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 150, y: 200),
                                                                   axisOfTranslation: CGVector(dx: 1, dy: 0))
                let gravity = UIGravityBehavior(items: [b])
                gravity.angle = .pi / 4
                scene.animator.addBehavior(slide)
                scene.animator.addBehavior(gravity)
                #expect(slide.attachedBehaviorType == .items)

                // Action: half a second, measuring the second box in the first's own coordinates.
                var worst: CGFloat = 0, worstTurn: CGFloat = 0
                var along: CGFloat = 0
                for _ in 0..<31 {
                    app.renderFrame(after: 1.0 / 60)
                    let turnA = atan2(a.transform.b, a.transform.a), turnB = atan2(b.transform.b, b.transform.a)
                    let dx = b.center.x - a.center.x, dy = b.center.y - a.center.y
                    along = dx * cos(turnA) + dy * sin(turnA)
                    worst = max(worst, abs(-dx * sin(turnA) + dy * cos(turnA)))
                    worstTurn = max(worstTurn, abs(turnB - turnA))
                }

                // Assertion: the pull dragged the first box down a little and swung the pair round it;
                // the second slid out along the first's axis, never off it by half a point (Chipmunk's
                // joints give a little under load), and the two never turned relative to each other.
                #expect(a.center.y > 202, "a at \(a.center)")
                #expect(along > 120, "along \(along)")
                #expect(worst < 0.5 && worstTurn < 1e-3, "off the axis by \(worst), turned by \(worstTurn)")
            }
        }
    }
}
