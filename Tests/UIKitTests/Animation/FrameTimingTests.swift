@testable import UIKit
import Testing
import Foundation

// Animation time: CADisplayLink callbacks once per frame at media time, pausing and invalidating
// them, slow motion scaling animations but keeping display links on the media clock, and the idle
// rule — no frames wanted while nothing animates.

/// Something a display link's handler can hold on to, to see that invalidate() lets it go.
private final class Token {}

extension SharedState {
    @Suite struct FrameTimingTests {

        // MARK: CADisplayLink

        @Test func displayLinkIsCalledOncePerFrameWithTheMediaTime() {
            withStage { stage in
                // Precondition
                var stamps: [CFTimeInterval] = []
                var mediaTimes: [CFTimeInterval] = []
                var targets: [CFTimeInterval] = []
                let link = CADisplayLink { link in
                    stamps.append(link.timestamp)
                    targets.append(link.targetTimestamp)
                    mediaTimes.append(CACurrentMediaTime())
                }
                link.add(to: .main, forMode: .common)
                // Action: three frames at uneven intervals.
                for t in [0.125, 0.3125, 0.5] { stage.frame(at: t) }
                // Assertion
                #expect(stamps == [0.125, 0.3125, 0.5])
                #expect(stamps == mediaTimes)
                #expect(zip(targets, stamps).allSatisfy { abs($0 - $1 - 1.0 / 60) < 1e-12 })
                link.invalidate()
            }
        }

        @Test func pausedDisplayLinkIsNotCalledAndWantsNoFrames() {
            withStage { stage in
                // Precondition
                var stamps: [CFTimeInterval] = []
                let link = CADisplayLink { stamps.append($0.timestamp) }
                link.add(to: .main, forMode: .common)
                stage.frame(at: 0.125)
                // Action
                link.isPaused = true
                stage.frame(at: 0.25)
                stage.frame(at: 0.375)
                // Assertion
                #expect(stamps == [0.125])
                #expect(!stage.app.needsFrame)
                // Action: resume.
                link.isPaused = false
                #expect(stage.app.needsFrame)
                stage.frame(at: 0.5)
                #expect(stamps == [0.125, 0.5])
                link.invalidate()
            }
        }

        @Test func invalidateStopsTheCallsAndReleasesTheHandler() {
            withStage { stage in
                // Precondition: a link whose handler holds a token.
                var calls = 0
                weak var weakToken: Token?
                weak var weakLink: CADisplayLink?
                do {
                    let token = Token()
                    weakToken = token
                    let link = CADisplayLink { _ in
                        withExtendedLifetime(token) { calls += 1 }
                    }
                    weakLink = link
                    link.add(to: .main, forMode: .common)
                    stage.frame(at: 0.125)
                    #expect(calls == 1)
                    // Action
                    link.invalidate()
                }
                stage.frame(at: 0.25)
                // Assertion: no more calls, the handler (and its token) and the link are gone.
                #expect(calls == 1)
                #expect(weakToken == nil)
                #expect(weakLink == nil)
                #expect(!stage.app.needsFrame)
            }
        }

        // MARK: Slow motion

        @Test func slowMotionStretchesAnimationsButDisplayLinksKeepMediaTime() {
            withStage { stage in
                // Precondition: a tenth of normal speed.
                stage.app.animationSpeed = 0.1
                defer { stage.app.animationSpeed = 1 }
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let log = CompletionLog<Bool>()
                var stamps: [CFTimeInterval] = []
                let link = CADisplayLink { stamps.append($0.timestamp) }
                link.add(to: .main, forMode: .common)
                // Action: a 0.3 s linear move, driven at 60 frames per second of frame time.
                UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { view.center.x = 270 },
                               completion: log.handler)
                var xAtOneAndAHalf = CGFloat.nan
                stage.frames(until: 2.95) { t in
                    if abs(t - 1.5) < 1e-9 { xAtOneAndAHalf = view.seen.position.x }
                }
                // Assertion: half-way after 1.5 s of frames, not done at 2.95 s, done by 3.05 s.
                #expect(abs(xAtOneAndAHalf - 170) < 1e-6, "\(xAtOneAndAHalf)")
                #expect(log.values.isEmpty)
                stage.frame(at: 3.05)
                #expect(log.values == [true])
                // Assertion: each link timestamp is the media time, 0.1 × the frame time.
                #expect(abs((stamps.last ?? 0) - 0.305) < 1e-9, "\(stamps.last ?? -1)")
                let steps = zip(stamps.dropFirst(), stamps).map { $0 - $1 }
                #expect(steps.dropLast().allSatisfy { abs($0 - 0.1 / 60) < 1e-9 }, "\(steps.prefix(3))")
                link.invalidate()
            }
        }

        // MARK: Idle

        @Test func noFramesAreWantedOnceEverythingHasFinished() {
            withStage { stage in
                // Precondition: nothing animates.
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                stage.frame(at: 0.125)
                #expect(!stage.app.needsFrame)
                // Action: a block animation and a property animator, both ending by 0.75 s.
                UIView.animate(withDuration: 0.5) { view.alpha = 0.5 }
                let animator = UIViewPropertyAnimator(duration: 0.625, curve: .easeOut) { view.center.x = 200 }
                animator.startAnimation()
                // Assertion: frames are wanted while they run …
                stage.frame(at: 0.375)
                #expect(stage.app.needsFrame)
                stage.frame(at: 0.625)
                #expect(stage.app.needsFrame)
                // … and not once both have finished.
                stage.frame(at: 0.75)
                #expect(animator.state == .inactive)
                #expect(view.layer.animationKeys() == nil)
                #expect(!stage.app.needsFrame)
                stage.clock.advance(by: 1)
                #expect(!stage.app.renderIfNeeded())
            }
        }

        @Test func pausedAnimatorWantsNoFrames() {
            withStage { stage in
                // Precondition
                let view = stage.addView(CGRect(x: 20, y: 30, width: 100, height: 50))
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 200 }
                animator.startAnimation()
                stage.frame(at: 0.25)
                #expect(stage.app.needsFrame)
                // Action
                animator.pauseAnimation()
                stage.frame(at: 0.375)
                // Assertion
                #expect(!stage.app.needsFrame)
                animator.stopAnimation(true)
            }
        }
    }
}
