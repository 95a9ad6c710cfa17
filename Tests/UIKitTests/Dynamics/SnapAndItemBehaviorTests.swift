@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// A snap settles on its point as a damped spring does, and an item behaviour's release velocity
    /// decays by its resistance.
    @Suite struct SnapAndItemBehaviorTests {
        static func box(_ platform: RecordingPlatform) -> (UIView, UIDynamicAnimator) {
            let window = makeKeyWindow(size: platform.windowSize)
            let reference = UIView(frame: window.bounds)
            window.addSubview(reference)
            let box = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
            reference.addSubview(box)
            return (box, UIDynamicAnimator(referenceView: reference))
        }

        @Test func aCriticallyDampedSnapArrivesWithoutOvershootAndTheDefaultSwingsPastOnce() {
            func farthestPast(damping: CGFloat?) -> (past: CGFloat, end: CGPoint, running: Bool, atOneSecond: CGFloat) {
                withTestApplication { app, platform in
                    // Precondition: the box at (50, 50) snapped to (250, 50).
                    let (box, animator) = Self.box(platform)
                    let snap = UISnapBehavior(item: box, snapTo: CGPoint(x: 250, y: 50))
                    if let damping { snap.damping = damping }
                    animator.addBehavior(snap)
                    // Action: four seconds.
                    var past: CGFloat = 0, atOneSecond: CGFloat = 0
                    for frame in 0..<240 {
                        app.renderFrame(after: 1.0 / 60)
                        past = max(past, box.center.x - 250)
                        if frame == 60 { atOneSecond = box.center.x }
                    }
                    return (past, box.center, animator.isRunning, atOneSecond)
                }
            }
            let critical = farthestPast(damping: 1), soft = farthestPast(damping: nil)
            // Assertion: both end on the point and the animator pauses; damping 1 never passes it,
            // the default 0.5 passes it by e^(−π·0.5/√0.75) ≈ 16 % of the 200-point travel.
            #expect(abs(critical.end.x - 250) < 0.5 && abs(soft.end.x - 250) < 0.5)
            #expect(!critical.running && !soft.running)
            // Within 2 % of the 200-point travel after one second, either way.
            #expect(abs(critical.atOneSecond - 250) < 4 && abs(soft.atOneSecond - 250) < 4,
                    "at one second: \(critical.atOneSecond), \(soft.atOneSecond)")
            #expect(critical.past < 0.5, "critically damped overshoot \(critical.past)")
            #expect(abs(soft.past - 200 * exp(-CGFloat.pi * 0.5 / 0.75.squareRoot())) < 4, "overshoot \(soft.past)")
        }

        @Test func resistanceDecaysAReleaseVelocityExponentially() {
            withTestApplication { app, platform in
                // Precondition: the box thrown right at 600 pt/s with resistance 2 per second.
                let (box, animator) = Self.box(platform)
                let item = UIDynamicItemBehavior(items: [box])
                item.resistance = 2
                item.allowsRotation = false
                animator.addBehavior(item)
                item.addLinearVelocity(CGPoint(x: 600, y: 0), for: box)
                app.renderFrame(after: 1.0 / 60)

                // Action: half a second.
                for _ in 0..<30 { app.renderFrame(after: 1.0 / 60) }

                // Assertion: 600 · e^(−2 · 0.5) ≈ 220.7 pt/s left, and the distance is the integral,
                // 600 · (1 − e^(−1)) / 2 ≈ 189.6 points.
                let v = item.linearVelocity(for: box).x
                #expect(abs(v - 600 * exp(-1)) < 2, "velocity \(v)")
                #expect(abs(box.center.x - 50 - 300 * (1 - exp(-1))) < 2, "travelled \(box.center.x - 50)")
                #expect(box.transform == .identity)
            }
        }
    }
}
