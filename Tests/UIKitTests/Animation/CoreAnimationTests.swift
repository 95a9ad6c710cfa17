@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// Explicit Core Animation animations added to a layer by key path: CABasicAnimation,
// CAKeyframeAnimation and CASpringAnimation, fill modes and removal on completion, and the order in
// which the delegate hears about start and stop.

/// Records the delegate calls an animation makes, in order.
final class AnimationEventLog: CAAnimationDelegate {
    private(set) var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop(\(flag))") }
}

extension SharedState {
    @Suite struct CoreAnimationTests {

        @Test func basicAnimationOfPositionLeavesTheModelAlone() {
            withStage { stage in
                // Precondition: a view centred at (70, 55).
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let anim = CABasicAnimation(keyPath: "position")
                anim.fromValue = CGPoint(x: 20, y: 40)
                anim.toValue = CGPoint(x: 220, y: 140)
                anim.duration = 1
                // Action
                view.layer.add(anim, forKey: "move")
                stage.frame(at: 0.25)
                // Assertion: linear (no timing function) from → to; the model does not move; at the end
                // the animation is removed and the model is seen again.
                #expect(isClose(view.seen.position, CGPoint(x: 70, y: 65), tolerance: 1e-9), "\(view.seen.position)")
                #expect(view.center == CGPoint(x: 70, y: 55))
                stage.frame(at: 1)
                #expect(view.layer.animation(forKey: "move") == nil)
                #expect(view.seen.position == CGPoint(x: 70, y: 55))
            }
        }

        @Test func changingTheAnimationAfterAddingItHasNoEffect() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let anim = CABasicAnimation(keyPath: "position.x")
                anim.fromValue = 20.0
                anim.toValue = 220.0
                anim.duration = 1
                view.layer.add(anim, forKey: "x")
                // Action: the layer keeps its own copy.
                anim.toValue = 1000.0
                stage.frame(at: 0.5)
                // Assertion
                #expect(abs(view.seen.position.x - 120) < 1e-9, "\(view.seen.position.x)")
            }
        }

        @Test func rotationByKeyPathFollowsItsTimingFunction() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 60, y: 80, width: 120, height: 40))
                let anim = CABasicAnimation(keyPath: "transform.rotation.z")
                anim.fromValue = 0.0
                anim.toValue = Double.pi / 2
                anim.duration = 1
                anim.timingFunction = CAMediaTimingFunction(name: .easeIn)
                // Action
                view.layer.add(anim, forKey: "spin")
                stage.frame(at: 0.5)
                // Assertion: a rotation by π/2 · easeIn(0.5) about z.
                let angle = CGFloat.pi / 2 * ReferenceBezier.easeIn.progress(at: 0.5)
                #expect(isClose(view.seen.transform, CATransform3DMakeRotation(angle, 0, 0, 1), tolerance: 1e-9),
                        "\(view.seen.transform)")
                #expect(view.layer.transform == CATransform3DIdentity)
            }
        }

        @Test func keyframeOpacityPassesThroughItsValuesAtItsKeyTimes() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let anim = CAKeyframeAnimation(keyPath: "opacity")
                anim.values = [1.0, 0.2, 0.6]
                anim.keyTimes = [0, 0.4, 1]
                anim.duration = 2
                // Action / assertion: 0.8 s is the second key time; segments are linear.
                view.layer.add(anim, forKey: "blink")
                let expected: [(TimeInterval, CGFloat)] = [(0.4, 0.6), (0.8, 0.2), (1.4, 0.4), (1.9, 0.5667)]
                for (t, opacity) in expected {
                    stage.frame(at: t)
                    #expect(abs(CGFloat(view.seen.opacity) - opacity) < 1e-4, "t = \(t): \(view.seen.opacity)")
                }
                stage.frame(at: 2)
                #expect(view.seen.opacity == 1)
            }
        }

        @Test func springAnimationFollowsItsPhysics() {
            withStage { stage in
                // Precondition: ζ = 0.5 with an initial velocity of −1.5 distances per second.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let anim = CASpringAnimation(keyPath: "position.x")
                anim.fromValue = 20.0
                anim.toValue = 220.0
                anim.mass = 1
                anim.stiffness = 100
                anim.damping = 10
                anim.initialVelocity = -1.5
                anim.duration = anim.settlingDuration
                let reference = ReferenceSpring(mass: 1, stiffness: 100, damping: 10, v0: -1.5)
                // Action
                view.layer.add(anim, forKey: "spring")
                for t in [0.0625, 0.125, 0.25, 0.5, 0.75] {
                    stage.frame(at: t)
                    // Assertion
                    let expected = 20 + 200 * reference.state(at: t).x
                    #expect(abs(view.seen.position.x - expected) < 0.02, "t = \(t): \(view.seen.position.x) vs \(expected)")
                }
                // Assertion: removed once settled.
                stage.frame(at: anim.settlingDuration + 0.01)
                #expect(view.layer.animation(forKey: "spring") == nil)
                #expect(view.seen.position.x == 70)
            }
        }

        nonisolated struct FillCase: CustomStringConvertible, Sendable {
            let fillMode: CAMediaTimingFillMode
            let removedOnCompletion: Bool
            let opacityAfter: Float
            let stillAttached: Bool
            var description: String { "fill \(fillMode.rawValue), removed \(removedOnCompletion)" }
        }

        @Test(arguments: [
            FillCase(fillMode: .removed, removedOnCompletion: true, opacityAfter: 1, stillAttached: false),
            FillCase(fillMode: .forwards, removedOnCompletion: false, opacityAfter: 0.25, stillAttached: true),
            FillCase(fillMode: .forwards, removedOnCompletion: true, opacityAfter: 1, stillAttached: false),
        ])
        func fillModeAndRemovalDecideWhatIsSeenAfterTheEnd(_ c: FillCase) {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let anim = CABasicAnimation(keyPath: "opacity")
                anim.fromValue = 1.0
                anim.toValue = 0.25
                anim.duration = 0.5
                anim.fillMode = c.fillMode
                anim.isRemovedOnCompletion = c.removedOnCompletion
                // Action
                view.layer.add(anim, forKey: "fade")
                stage.frame(at: 0.75)
                // Assertion
                #expect(view.seen.opacity == c.opacityAfter)
                #expect((view.layer.animation(forKey: "fade") != nil) == c.stillAttached)
                #expect(view.layer.opacity == 1)
            }
        }

        @Test(arguments: [true, false])
        func fillBackwardsShowsTheFromValueBeforeTheBeginTime(_ backwards: Bool) {
            withStage { stage in
                // Precondition: an opacity animation that begins 0.5 s from now.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let anim = CABasicAnimation(keyPath: "opacity")
                anim.fromValue = 0.25
                anim.toValue = 0.75
                anim.duration = 0.5
                anim.beginTime = CACurrentMediaTime() + 0.5
                anim.fillMode = backwards ? .backwards : .removed
                // Action
                view.layer.add(anim, forKey: "fade")
                stage.frame(at: 0.25)
                // Assertion: the from value with backwards fill, the model without; the same once begun.
                #expect(view.seen.opacity == (backwards ? 0.25 : 1))
                stage.frame(at: 0.75)
                #expect(view.seen.opacity == 0.5)
            }
        }

        @Test func delegateHearsStartWhenActiveThenStopWhenDone() {
            withStage { stage in
                // Precondition: a 0.5 s animation beginning 0.25 s from now.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = AnimationEventLog()
                let anim = CABasicAnimation(keyPath: "cornerRadius")
                anim.fromValue = 0.0
                anim.toValue = 12.0
                anim.duration = 0.5
                anim.beginTime = CACurrentMediaTime() + 0.25
                anim.delegate = log
                // Action / assertion
                view.layer.add(anim, forKey: "round")
                #expect(log.events.isEmpty)
                stage.frame(at: 0.125)
                #expect(log.events.isEmpty)
                stage.frame(at: 0.375)
                #expect(log.events == ["start"])
                stage.frame(at: 0.625)
                #expect(log.events == ["start"])
                stage.frame(at: 0.75)
                #expect(log.events == ["start", "stop(true)"])
                stage.frames(until: 1.25)
                #expect(log.events == ["start", "stop(true)"])
            }
        }

        @Test func removedAnimationTellsItsDelegateItDidNotFinish() {
            withStage { stage in
                // Precondition: a running 1 s animation.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = AnimationEventLog()
                let anim = CABasicAnimation(keyPath: "shadowOpacity")
                anim.fromValue = 0.0
                anim.toValue = 0.8
                anim.duration = 1
                anim.delegate = log
                view.layer.add(anim, forKey: "shadow")
                stage.frame(at: 0.25)
                // Action
                view.layer.removeAnimation(forKey: "shadow")
                stage.frame(at: 0.5)
                // Assertion
                #expect(log.events == ["start", "stop(false)"])
                #expect(view.seen.shadowOpacity == 0)
            }
        }

        @Test func replacingAnAnimationByKeyStopsTheOldOneUnfinished() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let oldLog = AnimationEventLog(), newLog = AnimationEventLog()
                let old = CABasicAnimation(keyPath: "opacity")
                old.fromValue = 1.0; old.toValue = 0.0; old.duration = 1; old.delegate = oldLog
                view.layer.add(old, forKey: "fade")
                stage.frame(at: 0.25)
                // Action
                let new = CABasicAnimation(keyPath: "opacity")
                new.fromValue = 0.5; new.toValue = 1.0; new.duration = 1; new.delegate = newLog
                view.layer.add(new, forKey: "fade")
                stage.frame(at: 0.5)
                // Assertion
                #expect(oldLog.events == ["start", "stop(false)"])
                #expect(newLog.events == ["start"])
                #expect(abs(CGFloat(view.seen.opacity) - 0.625) < 1e-6)
            }
        }
    }
}
