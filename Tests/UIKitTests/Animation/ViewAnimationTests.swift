@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// UIView's block animation API on a virtual clock: presentation values frame by frame against the
// reference curves, model values, delay, completion flags, interruption, removal, repeat and
// autoreverse, springs, performWithoutAnimation, empty blocks, standalone layers, hit-testing while
// animating, and keyframes.

extension SharedState {
    @Suite struct ViewAnimationTests {
        nonisolated struct CurveCase: CustomStringConvertible, Sendable {
            let option: UIView.AnimationOptions
            let reference: ReferenceBezier
            var description: String { reference.description }
        }

        nonisolated static let curves: [CurveCase] = [
            CurveCase(option: .curveEaseInOut, reference: .easeInOut),
            CurveCase(option: .curveEaseIn, reference: .easeIn),
            CurveCase(option: .curveEaseOut, reference: .easeOut),
            CurveCase(option: .curveLinear, reference: .linear),
        ]

        static let startColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        static let endColor = UIColor(red: 0.8, green: 0.1, blue: 0.3, alpha: 1)

        // MARK: Curves, model values

        @Test(arguments: curves)
        func presentationFollowsTheCurveForPositionAlphaColourAndTransform(_ c: CurveCase) {
            withStage { stage in
                // Precondition: a 100×50 view centred at (70, 55), opaque, blue, untransformed.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50), color: Self.startColor)

                // Action: one 0.8 s block changes four kinds of property.
                UIView.animate(withDuration: 0.8, delay: 0, options: c.option) {
                    view.frame = CGRect(x: 220, y: 90, width: 100, height: 50)
                    view.alpha = 0.25
                    view.backgroundColor = Self.endColor
                    view.transform = CGAffineTransform(scaleX: 3, y: 0.5)
                }

                // Assertion: the model holds the targets at once; nothing is seen to move yet.
                #expect(view.center == CGPoint(x: 270, y: 115))
                #expect(view.alpha == 0.25)
                #expect(view.layer.backgroundColor == Self.endColor.cgColor)
                #expect(view.transform == CGAffineTransform(scaleX: 3, y: 0.5))
                #expect(view.seen.position == CGPoint(x: 70, y: 55))

                // Assertion: at each sampled time every property is from + (to − from)·curve(t / 0.8).
                for t in [0.1, 0.3, 0.5, 0.7] {
                    stage.frame(at: t)
                    let p = c.reference.progress(at: t / 0.8)
                    let seen = view.seen
                    #expect(isClose(seen.position, CGPoint(x: 70 + 200 * p, y: 55 + 60 * p), tolerance: 1e-6),
                            "t = \(t): position \(seen.position), progress \(p)")
                    #expect(isClose(CGFloat(seen.opacity), 1 - 0.75 * p, tolerance: 1e-6), "t = \(t): opacity \(seen.opacity)")
                    let color = seen.backgroundColor
                    #expect(isClose(Double(color?.red ?? -1), 0.2 + 0.6 * p, tolerance: 1e-6), "t = \(t): \(String(describing: color))")
                    #expect(isClose(Double(color?.green ?? -1), 0.4 - 0.3 * p, tolerance: 1e-6), "t = \(t): \(String(describing: color))")
                    #expect(isClose(Double(color?.blue ?? -1), 0.9 - 0.6 * p, tolerance: 1e-6), "t = \(t): \(String(describing: color))")
                    #expect(isClose(seen.transform, CATransform3DMakeScale(1 + 2 * p, 1 - 0.5 * p, 1), tolerance: 1e-6),
                            "t = \(t): transform \(seen.transform)")
                }

                // Assertion: at the end the animations are gone and the model is what is seen.
                stage.frame(at: 0.8)
                #expect(view.layer.animationKeys() == nil)
                #expect(view.seen.position == CGPoint(x: 270, y: 115))
            }
        }

        @Test func rotationKeepsItsSizeThroughTheMiddle() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 60, y: 80, width: 120, height: 40))
                // Action: a quarter turn while doubling in size, linear over 1 s; sample half-way.
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
                }
                stage.frame(at: 0.5)
                // Assertion: half the angle at half-way scale (1.5), not the blended matrix (length ≈ 1.58
                // at 45°, or 1.06 for a plain blend of the two matrices).
                let m = view.seen.transform
                let length = (m.m11 * m.m11 + m.m12 * m.m12).squareRoot()
                #expect(abs(length - 1.5) < 1e-9, "column length \(length)")
                #expect(abs(atan2(m.m12, m.m11) - .pi / 4) < 1e-9, "angle \(atan2(m.m12, m.m11))")
            }
        }

        // MARK: Delay and completion

        @Test func delayHoldsTheStartValueThenStarts() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<Bool>()
                // Action: 0.5 s linear fade to 0.2 after 0.25 s.
                UIView.animate(withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { view.alpha = 0.2 },
                               completion: log.handler)
                // Assertion: the model is 0.2 at once, the eye sees 1 during the delay …
                #expect(abs(view.alpha - 0.2) < 1e-6)
                stage.frame(at: 0.125)
                #expect(view.seen.opacity == 1)
                stage.frame(at: 0.25)
                #expect(view.seen.opacity == 1)
                // … then the fade runs from its start.
                stage.frame(at: 0.5)
                #expect(abs(CGFloat(view.seen.opacity) - 0.6) < 1e-6, "\(view.seen.opacity)")
                stage.frame(at: 0.625)
                #expect(abs(CGFloat(view.seen.opacity) - 0.4) < 1e-6, "\(view.seen.opacity)")
                #expect(log.values.isEmpty)
                stage.frame(at: 0.75)
                #expect(log.values == [true])
            }
        }

        @Test func completionRunsOnceWithTrueWhenTheDurationHasPassed() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<Bool>()
                // Action
                UIView.animate(withDuration: 0.5, animations: { view.center.x += 150 }, completion: log.handler)
                stage.frame(at: 0.25)
                stage.frame(at: 0.5 - 1.0 / 128)
                // Assertion: nothing before the end, true at the end, and never again.
                #expect(log.values.isEmpty)
                stage.frame(at: 0.5)
                #expect(log.values == [true])
                stage.frames(until: 1.5)
                #expect(log.values == [true])
            }
        }

        @Test func interruptingAnimationContinuesFromWhatIsSeenAndCancelsTheFirst() {
            withStage { stage in
                // Precondition: a linear 1 s move from x 70 to 270, 37.5 % done (seen at 145).
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let first = CompletionLog<Bool>(), second = CompletionLog<Bool>()
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 270 },
                               completion: first.handler)
                stage.frame(at: 0.375 - 1.0 / 256)
                let justBefore = view.seen.position.x
                stage.frame(at: 0.375)
                let atInterruption = view.seen.position.x
                #expect(abs(atInterruption - 145) < 1e-9)

                // Action: a 0.5 s ease-in-out animation of the same property back to x 20.
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseInOut, animations: { view.center.x = 20 },
                               completion: second.handler)
                #expect(view.center.x == 20)
                stage.frame(at: 0.375 + 1.0 / 256)
                let justAfter = view.seen.position.x

                // Assertion: no jump — it starts from 145 along the new curve …
                let expectedAfter = 145 - 125 * ReferenceBezier.easeInOut.progress(at: (1.0 / 256) / 0.5)
                #expect(abs(justAfter - expectedAfter) < 1e-6, "just after: \(justAfter), expected \(expectedAfter)")
                #expect(abs(justAfter - atInterruption) < abs(atInterruption - justBefore),
                        "moved \(justAfter - atInterruption) in the first 1/256 s after vs \(atInterruption - justBefore) before")
                stage.frame(at: 0.625)
                #expect(abs(view.seen.position.x - 82.5) < 1e-6, "half-way back: \(view.seen.position.x)")
                // … the first completion reported it was cut short, the second finishes at its own end.
                #expect(first.values == [false])
                #expect(second.values.isEmpty)
                stage.frame(at: 0.875)
                #expect(first.values == [false])
                #expect(second.values == [true])
                #expect(view.seen.position.x == 20)
            }
        }

        @Test func settingAPropertyTwiceInOneBlockAnimatesToTheLastValueAndFinishes() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<Bool>()
                // Action: the common two-step form — both lines change the layer's position.
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    view.frame.origin.x = 220
                    view.frame.origin.y = 130
                }, completion: log.handler)
                stage.frame(at: 0.5)
                // Assertion: one motion from (70, 55) to (270, 155), and a completion that says finished.
                #expect(isClose(view.seen.position, CGPoint(x: 170, y: 105), tolerance: 1e-6), "\(view.seen.position)")
                stage.frame(at: 1)
                #expect(log.values == [true])
            }
        }

        @Test func completionCanChainTheNextAnimationOfTheSameProperty() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<Bool>()
                // Action: out in 0.5 s, and from the completion back in 0.5 s.
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.center.x = 270 },
                               completion: { _ in
                                   UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear,
                                                  animations: { view.center.x = 70 }, completion: log.handler)
                               })
                // Assertion
                stage.frame(at: 0.25)
                #expect(abs(view.seen.position.x - 170) < 1e-6)
                stage.frame(at: 0.5)
                #expect(view.seen.position.x == 270)
                stage.frame(at: 0.75)
                #expect(abs(view.seen.position.x - 170) < 1e-6, "\(view.seen.position.x)")
                stage.frame(at: 1)
                #expect(log.values == [true])
                #expect(view.seen.position.x == 70)
                #expect(!stage.app.needsFrame)
            }
        }

        @Test func removeAllAnimationsCompletesWithFalseAndShowsTheModel() {
            withStage { stage in
                // Precondition: alpha and position animating for 1 s.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<Bool>()
                UIView.animate(withDuration: 1, animations: { view.alpha = 0.3; view.center.y = 300 }, completion: log.handler)
                stage.frame(at: 0.25)
                #expect(view.seen.position.y < 300)
                // Action
                view.layer.removeAllAnimations()
                stage.frame(at: 0.3125)
                // Assertion
                #expect(log.values == [false])
                #expect(view.seen.position.y == 300)
                #expect(abs(CGFloat(view.seen.opacity) - 0.3) < 1e-6)
                stage.frames(until: 1.5)
                #expect(log.values == [false])
            }
        }

        @Test func repeatingAutoreverseGoesThereAndBackForever() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<Bool>()
                // Action: x 70 → 270, 1 s linear, repeating and autoreversing.
                UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                               animations: { view.center.x = 270 }, completion: log.handler)
                // Assertion: out in the first second, back in the second, out again in the third.
                let expected: [(TimeInterval, CGFloat)] = [
                    (0.25, 120), (0.5, 170), (1.0, 270),
                    (1.5, 170), (1.625, 145), (1.75, 120),   // 1.5 durations: the mid-point, heading back
                    (2.25, 120), (3.5, 170), (3.75, 120),
                ]
                for (t, x) in expected {
                    stage.frame(at: t)
                    #expect(abs(view.seen.position.x - x) < 1e-6, "t = \(t): \(view.seen.position.x), expected \(x)")
                }
                #expect(log.values.isEmpty)
                #expect(stage.app.needsFrame)
                view.layer.removeAllAnimations()
                stage.frame(at: 4)
                #expect(log.values == [false])
            }
        }

        // MARK: Springs

        @Test func criticallyDampedSpringArrivesWithoutOvershoot() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<Bool>()
                // Action: damping 1 over 0.75 s, x 70 → 270.
                UIView.animate(withDuration: 0.75, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                               options: [], animations: { view.center.x = 270 }, completion: log.handler)
                var peak = -CGFloat.infinity, atHalf = CGFloat.nan
                stage.frames(until: 0.7) { t in
                    peak = max(peak, view.seen.position.x)
                    if abs(t - 0.4) < 1e-9 { atHalf = view.seen.position.x }
                }
                // Assertion: it never passes 270, is most of the way there a little after half-way
                // (x(0.4 s) ≈ 96 % for a critically damped spring settling in 0.75 s), done after 0.75 s.
                #expect(peak <= 270, "peak \(peak)")
                #expect(peak > 269.5, "peak \(peak)")
                #expect(atHalf > 250, "at 0.4 s: \(atHalf)")
                stage.frame(at: 0.8)
                #expect(log.values == [true])
                #expect(view.seen.position.x == 270)
            }
        }

        @Test func halfDampedSpringOvershoots() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                // Action: damping 0.5 over 0.75 s, x 70 → 270.
                UIView.animate(withDuration: 0.75, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                               options: [], animations: { view.center.x = 270 })
                var peak = -CGFloat.infinity
                stage.frames(until: 0.75) { _ in peak = max(peak, view.seen.position.x) }
                // Assertion: ratio 0.5 overshoots by e^(−π·0.5/√0.75) ≈ 16.3 % of 200 pt ≈ 32.6 pt.
                #expect(peak > 295 && peak < 303, "peak \(peak)")
            }
        }

        nonisolated struct VelocityCase: CustomStringConvertible, Sendable {
            let targetX: CGFloat
            let velocity: CGFloat
            let expectedSpeed: CGFloat
            var description: String { "to x \(targetX), velocity \(velocity)" }
        }

        @Test(arguments: [
            VelocityCase(targetX: 270, velocity: 0.5, expectedSpeed: 100),
            VelocityCase(targetX: -130, velocity: 0.5, expectedSpeed: -100),
            VelocityCase(targetX: 270, velocity: 0, expectedSpeed: 0),
        ])
        func initialSpringVelocityIsInDistancesPerSecond(_ c: VelocityCase) {
            withStage { stage in
                // Precondition: a 200 pt move from x 70.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                UIView.animate(withDuration: 2, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: c.velocity,
                               options: [], animations: { view.center.x = c.targetX })
                // Action: two frames 1 ms apart right after the start.
                let h = 0.001
                stage.frame(at: h)
                let x1 = view.seen.position.x - 70
                stage.frame(at: 2 * h)
                let x2 = view.seen.position.x - 70
                // Assertion: second-order forward difference (−3·x0 + 4·x1 − x2) / 2h, x0 = 0.
                let speed = (4 * x1 - x2) / (2 * h)
                #expect(abs(speed - c.expectedSpeed) < 0.5, "initial speed \(speed) pt/s")
            }
        }

        // MARK: What does not animate

        @Test func performWithoutAnimationInsideABlockChangesAtOnce() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                // Action
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    view.center.x = 270
                    UIView.performWithoutAnimation { view.alpha = 0.4 }
                }
                stage.frame(at: 0.5)
                // Assertion: alpha is there already and has no animation; position is half-way.
                #expect(view.layer.animation(forKey: "opacity") == nil)
                #expect(abs(CGFloat(view.seen.opacity) - 0.4) < 1e-6)
                #expect(abs(view.seen.position.x - 170) < 1e-6)
            }
        }

        @Test func blockThatChangesNothingCompletesWithTrueOnTheNextFrame() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<Bool>()
                // Action: the block sets alpha to what it already is.
                UIView.animate(withDuration: 0.5, animations: { view.alpha = 1 }, completion: log.handler)
                // Assertion: not synchronously; on the next frame, once, with true.
                #expect(log.values.isEmpty)
                #expect(stage.app.needsFrame)
                stage.frame(at: 1.0 / 60)
                #expect(log.values == [true])
                stage.frame(at: 2.0 / 60)
                #expect(log.values == [true])
            }
        }

        @Test func standaloneLayerChangedInABlockDoesNotAnimate() {
            withStage { stage in
                // Precondition: a plain CALayer inside a view's layer.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let sub = CALayer()
                sub.frame = CGRect(x: 5, y: 5, width: 30, height: 20)
                view.layer.addSublayer(sub)
                // Action
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    sub.opacity = 0.3
                    sub.position.x = 60
                    view.alpha = 0.5
                }
                stage.frame(at: 0.5)
                // Assertion: the layer is at its new values; the view's own layer (control) animates.
                #expect(sub.animationKeys() == nil)
                #expect(abs(CGFloat(sub.presentation()?.opacity ?? -1) - 0.3) < 1e-6)
                #expect(sub.presentation()?.position.x == 60)
                #expect(abs(CGFloat(view.seen.opacity) - 0.75) < 1e-6)
            }
        }

        @Test(arguments: [false, true])
        func animatingViewIsHitOnlyWithAllowUserInteraction(_ allow: Bool) {
            withStage { stage in
                // Precondition: a view animating its alpha 1 → 0.5 for 1 s.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                UIView.animate(withDuration: 1, delay: 0, options: allow ? [.allowUserInteraction] : []) { view.alpha = 0.5 }
                stage.frame(at: 0.5)
                // Action
                let during = stage.window.hitTest(CGPoint(x: 60, y: 50), with: nil)
                // Assertion: hit while animating only with the option; hit either way once it ended.
                #expect((during === view) == allow, "hit \(String(describing: during))")
                stage.frame(at: 1.25)
                #expect(stage.window.hitTest(CGPoint(x: 60, y: 50), with: nil) === view)
            }
        }

        // MARK: Keyframes

        static let linearKeyframes = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

        /// x 70 → 110 over the first quarter, → 270 over the middle half, → 190 over the last quarter.
        static func addThreeKeyframes(_ view: UIView) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { view.center.x = 270 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.center.x = 190 }
        }

        @Test func keyframeValuesAtTheBoundariesAreTheKeyframeTargets() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<Bool>()
                // Action
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: Self.linearKeyframes,
                                        animations: { Self.addThreeKeyframes(view) }, completion: log.handler)
                // Assertion: the model is the last keyframe's; boundaries hit each target, mid-points
                // are half-way between neighbours.
                #expect(view.center.x == 190)
                let expected: [(TimeInterval, CGFloat)] = [
                    (0.125, 90), (0.25, 110), (0.5, 190), (0.75, 270), (0.875, 230),
                ]
                for (t, x) in expected {
                    stage.frame(at: t)
                    #expect(abs(view.seen.position.x - x) < 1e-6, "t = \(t): \(view.seen.position.x), expected \(x)")
                    #expect(view.seen.position.y == 55)
                }
                #expect(log.values.isEmpty)
                stage.frame(at: 1)
                #expect(view.seen.position.x == 190)
                #expect(log.values == [true])
            }
        }

        @Test func discreteKeyframesHoldEachValue() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                // Action
                UIView.animateKeyframes(withDuration: 1, delay: 0,
                                        options: Self.linearKeyframes.union(.calculationModeDiscrete),
                                        animations: { Self.addThreeKeyframes(view) })
                var seen: [TimeInterval: CGFloat] = [:]
                for t in [0.0625, 0.1875, 0.3125, 0.5, 0.6875, 0.8125, 0.9375] {
                    stage.frame(at: t)
                    seen[t] = view.seen.position.x
                }
                // Assertion: within each keyframe's span the value is constant and one of the keyframe
                // values (never an in-between value such as the linear 190 at 0.5), stepping 70 → 110 →
                // 270 in order.
                let allowed: Set<CGFloat> = [70, 110, 270, 190]
                #expect(seen.values.allSatisfy { allowed.contains($0) }, "\(seen.sorted { $0.key < $1.key })")
                #expect(seen[0.0625] == seen[0.1875])
                #expect(seen[0.3125] == seen[0.5] && seen[0.5] == seen[0.6875])
                #expect(seen[0.8125] == seen[0.9375])
                #expect(seen[0.0625] == 70)
                #expect(seen[0.5] == 110)
                #expect(seen[0.8125] == 270)
            }
        }
    }
}
