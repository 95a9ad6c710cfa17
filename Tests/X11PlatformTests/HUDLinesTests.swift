import Foundation
import Testing
@testable import SegueTools
@testable import UIKit

/// What the demo's HUD says for a given state: frame figures, the clock, the transition, the
/// pointer, the release decision and the trace, each on its line.
@Suite struct HUDLinesTests {
    @Test func aDraggedTransitionInSlowMotion() {
        // Precondition: 30 frames 1/60 s apart that took 2 ms each; slowed and paused; a release.
        var stats = FrameStatistics()
        for i in 0...30 { stats.add(frameTime: 10 + Double(i) / 60, workTime: 0.002) }
        let status = TransitionStatus(isPresentation: false, isInteractive: true, percentComplete: 0.423,
                                      animatorName: "PanelDismissAnimation")
        let release = TransitionRelease(progress: 0.32, velocity: 812,
                                        decision: TransitionReleaseDecision(finishes: true, reason: .velocity))
        let long = "DimmingPresentationController.dismissalTransitionWillBegin()"
        // Action
        let lines = HUDController.lines(statistics: stats, speed: 0.1, paused: true, transition: status,
                                        pointer: CGPoint(x: 12.4, y: 640.6), release: release, trace: ["a()", long])
        // Assertion
        #expect(lines == [
            "frame 2.0 ms · 60 fps",
            "animations ×10 slower · paused",
            "transition: dismissing, interactive, 42 % (PanelDismissAnimation)",
            "pointer: 12, 641 pt/s",
            "release: finish by velocity at 32 %, 812 pt/s",
            "  a()",
            "  DimmingPresentationController.dismissalTransi…",
        ])
    }

    @Test func atRestWithNothingYet() {
        // Precondition / Action
        let lines = HUDController.lines(statistics: FrameStatistics(), speed: 1, paused: false, transition: nil,
                                        pointer: .zero, release: nil, trace: [])
        // Assertion
        #expect(lines == ["frame – ms · – fps", "animations at normal speed", "transition: none",
                          "pointer: 0, 0 pt/s", "release: none yet"])
    }

    @Test func reduceMotionIsSaidOnTheClockLine() {
        // Precondition / Action: Reduce Motion on (the M key), nothing else going on.
        let lines = HUDController.lines(statistics: FrameStatistics(), speed: 1, paused: false, transition: nil,
                                        pointer: .zero, release: nil, trace: [], reduceMotion: true)
        // Assertion
        #expect(lines[1] == "animations at normal speed · reduce motion")
    }

    @Test func anIdleGapDoesNotCountAsASlowFrame() {
        // Precondition: two bursts of 60 fps frames with a 3 s idle gap between them.
        var stats = FrameStatistics()
        for i in 0..<10 { stats.add(frameTime: Double(i) / 60, workTime: 0.001) }
        for i in 0..<10 { stats.add(frameTime: 3 + Double(i) / 60, workTime: 0.001) }
        // Action / Assertion
        #expect(abs(stats.framesPerSecond! - 60) < 1e-9)
    }
}
