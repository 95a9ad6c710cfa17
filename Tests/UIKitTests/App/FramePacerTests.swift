@testable import UIKit
import Testing
import Foundation
import UIKitTesting

/// The pacing rule alone, without an application: at most one frame per refresh, on a grid that a
/// late frame does not shift, and a frame rate counted over runs of frames only.
@Suite struct FramePacerTests {
    @Test func theFirstFrameIsDueAtOnceAndTheNextOneRefreshLater() {
        // Precondition: nothing drawn yet.
        var pacer = FramePacer(refreshRate: 60)
        #expect(pacer.isDue(at: 12.5))
        // Action
        pacer.didDraw(at: 12.5)
        // Assertion: not due again until 1/60 s later; the wait says how long.
        #expect(!pacer.isDue(at: 12.5 + 0.004))
        #expect(!pacer.isDue(at: 12.5 + 0.015))
        #expect(pacer.isDue(at: 12.5 + 1.0 / 60))
        let wait = pacer.secondsUntilDue(at: 12.5 + 0.004)
        #expect(isClose(wait, 1.0 / 60 - 0.004, tolerance: 1e-9) == true, "waits \(wait) s")
    }

    @Test func aLateFrameKeepsTheGrid() {
        // Precondition: frames at 0 and 1/50 s on a 50 Hz grid.
        var pacer = FramePacer(refreshRate: 50)
        pacer.didDraw(at: 0, stillAnimating: true)
        pacer.didDraw(at: 0.02, stillAnimating: true)
        // Action: the third frame comes 13 ms late.
        pacer.didDraw(at: 0.053, stillAnimating: true)
        // Assertion: the next is due at 0.06 (the grid), not at 0.073 (one interval after the late one).
        #expect(isClose(pacer.nextDue ?? -1, 0.06, tolerance: 1e-9))
        #expect(!pacer.isDue(at: 0.058))
        #expect(pacer.isDue(at: 0.06))
    }

    @Test func aWakeJustBeforeTheRefreshCountsAsOnIt() {
        // Precondition: an animation's frame at 1 s.
        var pacer = FramePacer(refreshRate: 100)
        pacer.didDraw(at: 1, stillAnimating: true)
        // Action: woken 0.2 ms before the refresh (the system rounded the timeout down).
        let early = 1.01 - 0.0002
        // Assertion: due, and the frame drawn then stands for that refresh: the next is one interval on.
        #expect(pacer.isDue(at: early))
        pacer.didDraw(at: early, stillAnimating: true)
        #expect(isClose(pacer.nextDue ?? -1, 1.02, tolerance: 1e-9))
    }

    @Test func anIdleGapThenInputIsDrawnAtOnceAndStartsANewGrid() {
        // Precondition: the last frame, which ended an animation, 3.7 s ago.
        var pacer = FramePacer(refreshRate: 60)
        pacer.didDraw(at: 10)
        // Action / Assertion: input after a long idle stretch is drawn without waiting, and the next
        // frame is a whole interval after it, not squeezed onto the old grid.
        #expect(pacer.isDue(at: 13.7))
        pacer.didDraw(at: 13.7)
        let due = pacer.nextDue ?? -1
        #expect(isClose(due, 13.7 + 1.0 / 60, tolerance: 1e-9) == true, "next due at \(due)")
    }

    @Test func anAnimationStartedBetweenRefreshesNeverDrawsTwoFramesInOneInterval() {
        // Precondition: an animation's last frame at 0 on a 60 Hz grid.
        var pacer = FramePacer(refreshRate: 60)
        pacer.didDraw(at: 0)
        // Action: a new animation starts 20 ms later (a timer), drawn at once, then runs.
        pacer.didDraw(at: 0.020, stillAnimating: true)
        // Assertion: its second frame waits a whole interval.
        #expect(!pacer.isDue(at: 0.030))
        #expect(pacer.isDue(at: 0.020 + 1.0 / 60))
    }

    @Test func frameRateCountsRunsNotIdlePauses() {
        // Precondition: a 60 Hz pacer.
        var pacer = FramePacer(refreshRate: 60)
        let dt = 1.0 / 60
        // Action: two animations of 18 frames each, 0.5 s apart, every frame on the grid.
        for run in 0..<2 {
            let start = Double(run) * 0.8
            for i in 0..<18 { pacer.didDraw(at: start + Double(i) * dt, stillAnimating: i < 17) }
        }
        // Assertion: 36 frames over 36 intervals: 60 per second, the pause not counted.
        #expect(pacer.statistics.frames == 36)
        #expect(isClose(pacer.statistics.framesPerSecond ?? 0, 60, tolerance: 1e-6))
    }

    @Test func frameRateShowsFramesThatCameLate() {
        // Precondition
        var pacer = FramePacer(refreshRate: 60)
        // Action: an animation that only managed every other refresh, 30 frames.
        for i in 0..<30 { pacer.didDraw(at: Double(i) * 2 / 60, stillAnimating: true) }
        // Assertion: about 30 per second, not the refresh rate.
        let fps = pacer.statistics.framesPerSecond ?? 0
        #expect(fps > 29 && fps < 32, "counted \(fps) fps")
    }

    @Test func frameRateShowsFramesDrawnFasterThanTheRefresh() {
        // Precondition
        var pacer = FramePacer(refreshRate: 60)
        // Action: frames drawn every 2 ms by something that ignored the pacer.
        for i in 0..<100 { pacer.didDraw(at: Double(i) * 0.002, stillAnimating: true) }
        // Assertion: the statistics tell the truth (about 500 fps).
        let fps = pacer.statistics.framesPerSecond ?? 0
        #expect(fps > 450, "counted \(fps) fps")
    }

    @Test func aNewRateTakesEffectFromTheLastFrame() {
        // Precondition: a frame at 2 s at 60 Hz.
        var pacer = FramePacer(refreshRate: 60)
        pacer.didDraw(at: 2)
        // Action
        pacer.setRefreshRate(24)
        // Assertion
        #expect(pacer.interval == 1.0 / 24)
        #expect(!pacer.isDue(at: 2 + 1.0 / 60))
        #expect(pacer.isDue(at: 2 + 1.0 / 24))
    }
}
