@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// UIKit Dynamics on Chipmunk2D, stepped by the virtual frame clock: gravity's unit and
    /// integration, a fall stopped by the reference view's bounds, pausing at rest, and the same
    /// motion on every run.
    @Suite struct GravityCollisionTests {
        final class Listener: UIDynamicAnimatorDelegate {
            var calls: [String] = []
            func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { calls.append("resume") }
            func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { calls.append("pause") }
        }

        /// A 50 × 50 box at (100, 100) in a 320 × 480 window's root view, with an animator on it.
        static func scene(_ platform: RecordingPlatform) -> (UIView, UIView, UIDynamicAnimator) {
            let window = makeKeyWindow(size: platform.windowSize)
            let reference = UIView(frame: window.bounds)
            window.addSubview(reference)
            let box = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))
            reference.addSubview(box)
            return (reference, box, UIDynamicAnimator(referenceView: reference))
        }

        @Test func aDroppedItemFallsHalfGTSquaredWithGOfAThousandPointsPerSecondSquared() {
            withTestApplication { app, platform in
                // Precondition: gravity of magnitude 1.0 on the box, the first frame drawn.
                let (_, box, animator) = Self.scene(platform)
                animator.addBehavior(UIGravityBehavior(items: [box]))
                app.renderFrame(after: 1.0 / 60)

                // Action: half a second of frames.
                for _ in 0..<30 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: ½ · 1000 · 0.5² = 125 points down, within a point; nothing sideways.
                #expect(abs(animator.elapsedTime - 0.5) < 1e-6)
                #expect(abs(box.center.y - 100 - 125) <= 1, "fell \(box.center.y - 100)")
                #expect(box.center.x == 100)
                #expect(animator.isRunning)
            }
        }

        @Test func theReferenceBoundsStopTheFallAndTheAnimatorPausesAtRest() {
            withTestApplication { app, platform in
                // Precondition: gravity and a collision with the bounds as a boundary.
                let (_, box, animator) = Self.scene(platform)
                let listener = Listener()
                animator.delegate = listener
                let collision = UICollisionBehavior(items: [box])
                collision.translatesReferenceBoundsIntoBoundary = true
                animator.addBehavior(UIGravityBehavior(items: [box]))
                animator.addBehavior(collision)

                // Action: three seconds of frames.
                for _ in 0..<180 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: resting on the bottom edge (480 − 25), upright, the animator paused once.
                #expect(abs(box.center.y - 455) <= 0.5, "rests at \(box.center.y)")
                #expect(abs(box.center.x - 100) <= 0.01)
                #expect(!animator.isRunning)
                #expect(listener.calls == ["resume", "pause"])
            }
        }

        @Test func theSameDropGivesTheSamePositionsBitForBit() {
            func run() -> [CGFloat] {
                withTestApplication { app, platform in
                    let (_, box, animator) = Self.scene(platform)
                    let collision = UICollisionBehavior(items: [box])
                    collision.translatesReferenceBoundsIntoBoundary = true
                    let gravity = UIGravityBehavior(items: [box])
                    gravity.angle = 1.2
                    animator.addBehavior(gravity)
                    animator.addBehavior(collision)
                    var ys: [CGFloat] = []
                    for _ in 0..<90 {
                        app.renderFrame(after: 1.0 / 60)
                        ys.append(box.center.x)
                        ys.append(box.center.y)
                    }
                    return ys
                }
            }
            // Precondition / action: the same drop, twice. Assertion: identical numbers.
            let first = run(), second = run()
            #expect(first == second)
            #expect(first.count == 180 && first.last != first.first)
        }

        @Test func anAnimatorLetGoWhileItemsFallStopsAskingForFrames() {
            withTestApplication { app, platform in
                // Precondition: a falling box.
                var (_, box, animator) = Self.scene(platform) as (UIView, UIView, UIDynamicAnimator?)
                animator?.addBehavior(UIGravityBehavior(items: [box]))
                app.renderFrame(after: 1.0 / 60)
                #expect(app.context.engine.needsFrames)

                // Action: the last reference to the animator goes.
                animator = nil
                app.renderFrame(after: 1.0 / 60)

                // Assertion: nothing asks for frames any more; the box stays where it was.
                #expect(!app.context.engine.needsFrames)
                let y = box.center.y
                app.renderFrame(after: 1.0 / 60)
                #expect(box.center.y == y)
            }
        }
    }
}
