@testable import UIKit
import Testing

// AnimatorTimeline alone: no views, no layers, no application, no clock — every time is given.
// Fractions at times (with a delay), reversal mid-way, pause and resume keeping the fraction, scrub
// then continue, continuing with new timing, stopping, the completion position (pausesOnCompletion
// included), and the progress of animations that start part-way. Times start at 10 s, not 0, so a
// timeline that confused media time with its own time fails.

@Suite struct AnimatorTimelineTests {
    /// `a` and `b` agree to 1e-9 (the arithmetic is the same; only rounding may differ).
    private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func fractionFollowsTheClockAndProgressFollowsTheCurve() {
        // Precondition: a 2 s ease-in timeline started at t = 10.
        var timeline = AnimatorTimeline(duration: 2, curve: .cubic(.easeIn))
        timeline.start(at: 10)
        for (t, expected) in [(10.5, 0.25), (11.5, 0.75)] {
            // Action
            let finished = timeline.advance(to: t)
            // Assertion: the fraction is the share of the time; the progress is the curve at it.
            #expect(finished == nil)
            #expect(near(timeline.fraction, expected), "t = \(t): fraction \(timeline.fraction)")
            #expect(near(timeline.progress, ReferenceBezier.easeIn.progress(at: expected), 1e-6), "t = \(t): progress \(timeline.progress)")
            #expect(timeline.isRunning)
        }
        // Action / assertion: at 2 s it has reached the end.
        #expect(timeline.advance(to: 12) == .end)
        #expect(near(timeline.fraction, 1) && near(timeline.progress, 1))
    }

    @Test func aDelayedStartHoldsAtZeroUntilItsTime() {
        // Precondition: a 2 s linear timeline started at t = 10 with a 0.5 s delay.
        var timeline = AnimatorTimeline(duration: 2, curve: .cubic(.linear))
        timeline.start(at: 10, delay: 0.5)
        // Action / assertion: nothing moves before 10.5; a quarter is done at 11.
        timeline.sample(at: 10.25)
        #expect(timeline.fraction == 0)
        timeline.sample(at: 11)
        #expect(near(timeline.fraction, 0.25))
    }

    @Test func reversingMidWayTurnsAroundWithoutAJumpAndTakesTheTimeBack() {
        // Precondition: a 1 s ease-out timeline, 0.3 s in.
        var timeline = AnimatorTimeline(duration: 1, curve: .cubic(.easeOut))
        timeline.start(at: 10)
        timeline.sample(at: 10.3)
        let fractionThen = timeline.fraction, progressThen = timeline.progress
        // Action: reverse at 10.3.
        timeline.setReversed(true, at: 10.3)
        // Assertion: nothing jumps at the turn …
        timeline.sample(at: 10.3)
        #expect(timeline.isReversed)
        #expect(near(timeline.fraction, fractionThen) && near(timeline.progress, progressThen))
        // … the fraction runs back linearly over the 0.3 s it took, from 0.3 …
        timeline.sample(at: 10.45)
        #expect(near(timeline.fraction, 0.15))
        #expect(timeline.progress < progressThen && timeline.progress > 0)
        // … and the run completes at the start (by the first frame after 10.6).
        #expect(timeline.advance(to: 10.55) == nil)
        #expect(timeline.advance(to: 10.61) == .start)
        #expect(timeline.fraction == 0 && timeline.progress == 0)
    }

    @Test func pausingAndResumingKeepsTheFractionAndTheCurve() {
        // Precondition: a 1 s ease-in-out timeline paused 0.4 s in.
        var timeline = AnimatorTimeline(duration: 1, curve: .cubic(.easeInOut))
        timeline.start(at: 10)
        timeline.pause(at: 10.4)
        #expect(!timeline.isRunning)
        #expect(near(timeline.fraction, 0.4))
        // Action: time passes while paused, then it resumes at 17.
        timeline.sample(at: 15)
        let whilePaused = timeline.fraction
        timeline.start(at: 17)
        timeline.sample(at: 17.1)
        // Assertion: the pause kept the fraction; the run continues the same stretch, shifted, so
        // 0.1 s later it is where it would have been at 0.5 s without the pause.
        #expect(near(whilePaused, 0.4))
        #expect(near(timeline.fraction, 0.5))
        #expect(near(timeline.progress, ReferenceBezier.easeInOut.progress(at: 0.5), 1e-6))
        #expect(timeline.advance(to: 17.55) == nil)
        #expect(timeline.advance(to: 17.61) == .end)
    }

    @Test(arguments: [true, false])
    func scrubbingThenContinuingRunsOnFromTheScrubbedValues(_ linearly: Bool) {
        // Precondition: a 1 s ease-in timeline held before it ever ran.
        var timeline = AnimatorTimeline(duration: 1, curve: .cubic(.easeIn))
        timeline.pause(at: 10)
        // Action: scrub to 0.6, then start at 13.
        timeline.scrub(to: 0.6, linearly: linearly)
        let scrubbedProgress = timeline.progress
        let scrubbing = timeline.isScrubbing
        timeline.start(at: 13)
        timeline.sample(at: 13.2)
        // Assertion: scrubbed, the values follow the fraction (linearly) or the curve at it; the
        // new stretch runs from there over the 0.4 s left, along the curve, and ends on time.
        let p0 = linearly ? 0.6 : ReferenceBezier.easeIn.progress(at: 0.6)
        #expect(near(scrubbedProgress, p0, 1e-6))
        #expect(scrubbing == linearly)
        #expect(!timeline.isScrubbing)
        #expect(near(timeline.fraction, 0.8))
        #expect(near(timeline.progress, p0 + (1 - p0) * ReferenceBezier.easeIn.progress(at: 0.5), 1e-6))
        #expect(timeline.advance(to: 13.35) == nil)
        #expect(timeline.advance(to: 13.41) == .end)
    }

    @Test func scrubbingIsIgnoredWhileRunningAndClampedWhileHeld() {
        // Precondition: a running 1 s linear timeline, 0.3 s in.
        var timeline = AnimatorTimeline(duration: 1, curve: .cubic(.linear))
        timeline.start(at: 10)
        timeline.sample(at: 10.3)
        // Action / assertion: a scrub while running changes nothing.
        timeline.scrub(to: 0.9, linearly: true)
        #expect(near(timeline.fraction, 0.3))
        #expect(timeline.isRunning)
        // Action / assertion: paused, a scrub past the end stops at 1.
        timeline.pause(at: 10.3)
        timeline.scrub(to: 1.25, linearly: true)
        #expect(timeline.fraction == 1)
    }

    @Test func resumingWithNewTimingTakesTheFactorTimesWhatIsLeft() {
        // Precondition: a 1 s linear timeline paused half-way.
        var timeline = AnimatorTimeline(duration: 1, curve: .cubic(.linear))
        timeline.start(at: 10)
        timeline.pause(at: 10.5)
        // Action: resume at 12 with ease-out over 2 × the 0.5 s left.
        timeline.resume(at: 12, curve: .cubic(.easeOut), durationFactor: 2)
        timeline.sample(at: 12.5)
        // Assertion: half-way through the new 1 s stretch, along ease-out; done at 13.
        #expect(near(timeline.fraction, 0.75))
        #expect(near(timeline.progress, 0.5 + 0.5 * ReferenceBezier.easeOut.progress(at: 0.5), 1e-6))
        #expect(timeline.advance(to: 12.99) == nil)
        #expect(timeline.advance(to: 13) == .end)
    }

    @Test func stoppingKeepsTheFractionAndTheNextStartBeginsAfresh() {
        // Precondition: a 1 s linear timeline, 0.3 s in.
        var timeline = AnimatorTimeline(duration: 1, curve: .cubic(.linear))
        timeline.start(at: 10)
        timeline.sample(at: 10.3)
        // Action: stop, let time pass, start again at 20.
        timeline.stop()
        let stoppedAt = timeline.fraction
        timeline.sample(at: 15)
        let stillAt = timeline.fraction
        timeline.start(at: 20)
        timeline.sample(at: 20.1)
        // Assertion: it stayed at 0.3 while stopped and began again from 0.
        #expect(near(stoppedAt, 0.3) && near(stillAt, 0.3))
        #expect(near(timeline.fraction, 0.1))
    }

    @Test func aTimelineReversedBeforeItStartsRunsFromTheEndToTheStart() {
        // Precondition: a 1 s linear timeline reversed while idle.
        var timeline = AnimatorTimeline(duration: 1, curve: .cubic(.linear))
        timeline.setReversed(true, at: 10)
        // Action
        timeline.start(at: 10)
        timeline.sample(at: 10.25)
        // Assertion: it starts at the end, runs back, and completes at the start.
        #expect(near(timeline.fraction, 0.75))
        #expect(timeline.advance(to: 11) == .start)
    }

    @Test func pausesOnCompletionHoldsAtTheEndAndCanGoBack() {
        // Precondition: a 1 s linear timeline that pauses on completion.
        var timeline = AnimatorTimeline(duration: 1, curve: .cubic(.linear))
        timeline.pausesOnCompletion = true
        timeline.start(at: 10)
        // Action: reach the end.
        let finished = timeline.advance(to: 11.2)
        // Assertion: no completion; paused at the end.
        #expect(finished == nil)
        #expect(!timeline.isRunning)
        #expect(timeline.fraction == 1)
        // Action: reverse and start again.
        timeline.setReversed(true, at: 12)
        timeline.start(at: 12)
        timeline.sample(at: 12.25)
        // Assertion: it runs back from the end, taking the whole second.
        #expect(near(timeline.fraction, 0.75))
        timeline.pausesOnCompletion = false
        #expect(timeline.advance(to: 13) == .start)
    }

    @Test func animationsStartingPartWayCoverTheRestOfTheTimeline() {
        // Precondition: a 1 s ease-in timeline.
        var timeline = AnimatorTimeline(duration: 1, curve: .cubic(.easeIn))
        timeline.start(at: 10)
        // Action / assertion: an animation starting at 0.5 has not begun at 0.25 …
        timeline.sample(at: 10.25)
        #expect(timeline.progress(forAnimationStartingAt: 0.5) == 0)
        // … is half-way through its own time, on the curve, at 0.75 …
        timeline.sample(at: 10.75)
        #expect(near(timeline.progress(forAnimationStartingAt: 0.5), ReferenceBezier.easeIn.progress(at: 0.5), 1e-6))
        // … and one starting at 0 simply follows the timeline's progress.
        #expect(timeline.progress(forAnimationStartingAt: 0) == timeline.progress)
        // Action / assertion: held after a linear scrub to 0.75, it is linear in its own time.
        timeline.pause(at: 10.75)
        timeline.scrub(to: 0.75, linearly: true)
        #expect(near(timeline.progress(forAnimationStartingAt: 0.5), 0.5))
    }
}
