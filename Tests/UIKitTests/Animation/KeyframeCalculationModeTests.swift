@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// CAKeyframeAnimation's calculation modes, driven through a layer on the virtual clock: cubic
// (Catmull-Rom, and Kochanek–Bartels with tension) against values worked out by hand from the
// Hermite basis, paced and cubic-paced at constant speed whatever the keyTimes, and discrete holds.

extension SharedState {
    @Suite struct KeyframeCalculationModeTests {
        /// Adds a keyframe animation of `keyPath` to a fresh view on `stage` and returns the view.
        private func animate(_ stage: AnimationStage, _ keyPath: String, _ values: [Any], duration: Double,
                             mode: CAAnimationCalculationMode, keyTimes: [Double]? = nil,
                             configure: (CAKeyframeAnimation) -> Void = { _ in }) -> UIView {
            let view = stage.addView(CGRect(x: 0, y: 0, width: 40, height: 40))
            let anim = CAKeyframeAnimation(keyPath: keyPath)
            anim.values = values
            anim.keyTimes = keyTimes
            anim.duration = duration
            anim.calculationMode = mode
            configure(anim)
            view.layer.add(anim, forKey: "keys")
            return view
        }

        @Test func cubicPassesThroughItsKeysOnACatmullRomSplineBetweenThem() {
            withStage { stage in
                // Precondition: 0, 10, 0, 10 at 0, 1/3, 2/3 and 1 of three seconds: keys at 0 s, 1 s, 2 s, 3 s.
                // By hand (Hermite basis, tangents (p[k+1] − p[k−1]) / 2, the ends their own neighbour):
                // the tangents are 5, 0, 0, 5, so segment 1 at s = ½ is ½·0 + ⅛·5 + ½·10 − ⅛·0 = 5.625,
                // at s = ¼ it is 0.140625·5 + 0.15625·10 = 2.265625; segment 2 at ¼ is 0.84375·10 = 8.4375,
                // at ½ it is 5; segment 3 at ½ is ½·10 − ⅛·5 = 4.375.
                let view = animate(stage, "position.x", [0.0, 10.0, 0.0, 10.0], duration: 3, mode: .cubic,
                                   keyTimes: [0, 1.0 / 3, 2.0 / 3, 1])
                let expected: [(TimeInterval, CGFloat)] = [
                    (0.25, 2.265625), (0.5, 5.625), (1, 10), (1.25, 8.4375), (1.5, 5), (2, 0), (2.5, 4.375),
                ]
                for (t, x) in expected {
                    // Action
                    stage.frame(at: t)
                    // Assertion
                    #expect(abs(view.seen.position.x - x) < 1e-6, "t = \(t): \(view.seen.position.x), expected \(x)")
                }
            }
        }

        @Test func cubicHonoursUnevenKeyTimesWithoutAJumpInSpeed() {
            withStage { stage in
                // Precondition: 0, 10, 30 at 0, ¼ and 1 of one second. By hand: the middle key's
                // Catmull-Rom tangent (30 − 0) / 2 = 15 is scaled by 2·0.75/1 leaving it (22.5) and
                // 2·0.25/1 arriving (7.5); the end tangents are 5 and 10. So at ⅛ s the value is
                // ⅛·5 + ½·10 − ⅛·7.5 = 4.6875, and at ⅝ s it is ½·10 + ⅛·22.5 + ½·30 − ⅛·10 = 21.5625.
                let view = animate(stage, "position.x", [0.0, 10.0, 30.0], duration: 1, mode: .cubic,
                                   keyTimes: [0, 0.25, 1])
                var seen: [TimeInterval: CGFloat] = [:]
                for t in [0.125, 0.249, 0.25, 0.251, 0.625] {
                    // Action
                    stage.frame(at: t)
                    seen[t] = view.seen.position.x
                }
                // Assertion: the hand values, the key, and the same speed (30 per second) either side of
                // it, within what the curve's bend adds over a millisecond (uncorrected tangents would
                // give 60 then 20).
                #expect(abs(seen[0.125]! - 4.6875) < 1e-6, "\(seen[0.125]!)")
                #expect(abs(seen[0.625]! - 21.5625) < 1e-6, "\(seen[0.625]!)")
                #expect(abs(seen[0.25]! - 10) < 1e-9)
                let before = (seen[0.25]! - seen[0.249]!) / 0.001, after = (seen[0.251]! - seen[0.25]!) / 0.001
                #expect(abs(before - 30) < 0.5 && abs(after - 30) < 0.5, "speed \(before) then \(after)")
            }
        }

        @Test func fullTensionFlattensTheTangentsToAStraightBlendAtMidSegment() {
            withStage { stage in
                // Precondition: the spline of the first test with tension 1 at every key: all tangents 0,
                // so the middle of each segment is the mean of its ends (Catmull-Rom gives 5.625 there).
                let view = animate(stage, "position.x", [0.0, 10.0, 0.0, 10.0], duration: 3, mode: .cubic) {
                    $0.tensionValues = [1, 1, 1, 1]
                }
                // Action
                stage.frame(at: 0.5)
                // Assertion
                #expect(abs(view.seen.position.x - 5) < 1e-9, "\(view.seen.position.x)")
            }
        }

        @Test func pacedMovesEqualDistancesInEqualTimesIgnoringKeyTimesAndTimingFunctions() {
            withStage { stage in
                // Precondition: a 50-point leg then a 20-point leg, with key times and a segment curve
                // that paced mode must ignore.
                let points = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 60)]
                let view = animate(stage, "position", points, duration: 1, mode: .paced, keyTimes: [0, 0.9, 1]) {
                    $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
                }
                // Along the 70-point path, 17.5 points every quarter second.
                let expected: [(TimeInterval, CGPoint)] = [
                    (0.25, CGPoint(x: 10.5, y: 14)), (0.5, CGPoint(x: 21, y: 28)),
                    (0.75, CGPoint(x: 30, y: 42.5)), (0.875, CGPoint(x: 30, y: 51.25)),
                ]
                for (t, p) in expected {
                    // Action
                    stage.frame(at: t)
                    // Assertion
                    let q = view.seen.position
                    #expect(abs(q.x - p.x) < 1e-6 && abs(q.y - p.y) < 1e-6, "t = \(t): \(q), expected \(p)")
                }
            }
        }

        @Test func cubicPacedTravelsItsCurveAtConstantSpeed() {
            withStage { stage in
                // Precondition: a curve through legs of different lengths (100, 85 and 140 points).
                let points = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 160, y: 60), CGPoint(x: 300, y: 60)]
                let view = animate(stage, "position", points, duration: 1, mode: .cubicPaced, keyTimes: [0, 0.1, 0.2, 1])
                var samples: [CGPoint] = []
                for k in 0...40 {
                    // Action (the last frame just before the end, when the animation is removed)
                    stage.frame(at: k < 40 ? Double(k) / 40 : 0.99999)
                    samples.append(view.seen.position)
                }
                // Assertion: the ends are the first and last values; every 1/40 s covers the same
                // distance (chords of a curve: within 2 %); and the path is curved, not the polyline
                // (Catmull-Rom dips below y = 0 before the second key).
                #expect(samples[0] == points[0])
                #expect(abs(samples[40].x - 300) < 0.1 && abs(samples[40].y - 60) < 0.1, "\(samples[40])")
                let steps = (1...39).map { hypot(samples[$0].x - samples[$0 - 1].x, samples[$0].y - samples[$0 - 1].y) }
                let mean = steps.reduce(0, +) / 39
                let worst = steps.map { abs($0 - mean) / mean }.max()!
                #expect(worst < 0.02, "steps \(steps.map { String(format: "%.2f", $0) })")
                #expect(samples.contains { $0.y < -0.5 }, "no sample off the straight first leg")
            }
        }

        @Test func discreteHoldsEachValueForItsShareOfTheDuration() {
            withStage { stage in
                // Precondition: three values, no key times (three equal thirds), and the same with
                // Core Animation's one-more key times 0, ½, ¾, 1.
                let even = animate(stage, "opacity", [0.2, 0.5, 0.8], duration: 3, mode: .discrete)
                let timed = animate(stage, "opacity", [0.2, 0.5, 0.8], duration: 3, mode: .discrete,
                                    keyTimes: [0, 0.5, 0.75, 1])
                let expected: [(TimeInterval, Float, Float)] = [
                    (0.5, 0.2, 0.2), (1.4, 0.5, 0.2), (1.6, 0.5, 0.5), (2.1, 0.8, 0.5), (2.4, 0.8, 0.8), (2.9, 0.8, 0.8),
                ]
                for (t, a, b) in expected {
                    // Action
                    stage.frame(at: t)
                    // Assertion: exactly a held value, never a blend.
                    #expect(even.seen.opacity == a && timed.seen.opacity == b,
                            "t = \(t): \(even.seen.opacity), \(timed.seen.opacity); expected \(a), \(b)")
                }
            }
        }

        @Test func cubicThroughRotationsTurnsWithoutShrinking() {
            withStage { stage in
                // Precondition: turns of 0°, 90° and 180° about z on a cubic spline. The spline runs
                // through the rotations' quaternions (z = sin ½θ, w = cos ½θ: 0, √½, 1 and 1, √½, 0),
                // so by hand, half-way to the first key: z = ⅛·√½/2 + ½·√½ − ⅛·½ = 0.335248 and
                // w = ½ − ⅛·(1 − √½)/2 + ½·√½ + ⅛·½ = 0.897748, a turn of 2·atan2(z, w) = 40.9545°
                // (a linear blend would give 45°).
                let turns = [0.0, 90.0, 180.0].map { CATransform3DMakeRotation(CGFloat($0 * .pi / 180), 0, 0, 1) }
                let view = animate(stage, "transform", turns, duration: 2, mode: .cubic)
                for t in [0.3, 0.5, 1.0, 1.5] {
                    // Action
                    stage.frame(at: t)
                    // Assertion: a pure rotation throughout (unit scale, where a blend of matrix entries
                    // would shrink), 40.95° at 0.5 s and exactly 90° at the key.
                    let m = view.seen.transform
                    let scale = m.m11 * m.m22 - m.m12 * m.m21
                    #expect(abs(scale - 1) < 1e-6, "t = \(t): scale² \(scale)")
                    let degrees = atan2(Double(m.m12), Double(m.m11)) * 180 / .pi
                    if t == 0.5 { #expect(abs(degrees - 40.954470) < 1e-4, "\(degrees)°") }
                    if t == 1 { #expect(abs(degrees - 90) < 1e-6, "\(degrees)°") }
                }
            }
        }

        @Test func cubicColoursFollowTheSplineAndMeetTheirKeys() {
            withStage { stage in
                // Precondition: red, blue, red, blue, a second each. Between the inner keys both
                // tangents are 0 (the neighbours match), so a channel eases: a quarter of the way from
                // blue to red, red is h01(¼) = 0.15625 and blue h00(¼) = 0.84375 (linear: ¼ and ¾).
                let red = UIColor.red.cgColor, blue = UIColor.blue.cgColor
                let view = animate(stage, "backgroundColor", [red, blue, red, blue], duration: 3, mode: .cubic)
                // Action / assertion
                stage.frame(at: 1)
                #expect(view.seen.backgroundColor == blue)
                stage.frame(at: 1.25)
                let c = view.seen.backgroundColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
                #expect(abs(c.red - 0.15625) < 1e-6 && abs(c.blue - 0.84375) < 1e-6 && c.green == 0 && c.alpha == 1, "\(c)")
            }
        }

        @Test func keyframeBlockOptionsPickTheirCalculationMode() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 0, y: 0, width: 40, height: 40))
                let modes: [(UIView.KeyframeAnimationOptions, CAAnimationCalculationMode)] = [
                    (.calculationModeLinear, .linear), (.calculationModeDiscrete, .discrete),
                    (.calculationModePaced, .paced), (.calculationModeCubic, .cubic),
                    (.calculationModeCubicPaced, .cubicPaced),
                ]
                for (option, mode) in modes {
                    // Action
                    UIView.animateKeyframes(withDuration: 1, delay: 0, options: option, animations: {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x += 10 }
                    })
                    // Assertion
                    let anim = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
                    #expect(anim?.calculationMode == mode, "\(option.rawValue): \(String(describing: anim?.calculationMode))")
                }
            }
        }
    }
}
