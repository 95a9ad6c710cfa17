// Endurance without leaks: the panel scene, with load views behind its controls, goes through a
// thousand scripted rounds of presenting the bottom panel and flinging it away (the benchmark's own
// `PresentDragDismissCycle`, on the harness's virtual clock). Every round makes pictures — the
// panel's text, its rounded mask, the dimming's colours, offscreen surfaces for the clipped panel —
// and once the caches have aged out the live X pixmaps and pictures must be exactly where they were.

import Foundation
import SegueDemo
import SegueTools
import Testing
@testable import UIKit
@testable import X11Platform

extension XServerTests {
    @Suite struct ResourceCycleTests {
        /// Small enough that a thousand rounds stay quick in a debug build.
        static let size = CGSize(width: 360, height: 560)
        static let cycles = 1_000
        /// Idle frames after the rounds: more than the compositor's cache lifetime (120 frames), so
        /// everything a round used and no longer needs has been freed.
        static let idleFrames = 130

        /// Draws `count` frames with nothing happening, each one drawn even though nothing changed,
        /// so the caches' frame counters advance and unused entries age out.
        static func idle(_ x: XWindowHarness, frames count: Int, interval: TimeInterval) {
            for _ in 0..<count {
                x.clock.advance(by: interval)
                x.app.stepFrame()
            }
        }

        @Test func livePixmapsAndPicturesReturnToTheirStartingCountsAfterAThousandPresentDragDismissCycles() throws {
            try XWindowHarness.run(size: Self.size) { x in
                // Precondition: the panel scene with 20 load views on screen and settled; one round
                // already run and the caches aged out, so what the first round makes once and keeps
                // (the scene's own pictures) is in the starting count.
                let scene = PanelSceneViewController(extraViews: 20)
                x.show(scene)
                let cycle = PresentDragDismissCycle(
                    presentButton: CGPoint(x: Self.size.width / 2, y: 62),     // "Bottom panel": (w − 200)/2, 40, 200×44
                    panelPoint: CGPoint(x: Self.size.width / 2, y: Self.size.height * 3 / 4))
                x.app.stepFrame()
                for _ in 0..<cycle.settleLimit where x.app.needsFrame {
                    x.clock.advance(by: cycle.frameInterval)
                    x.app.stepFrame()
                }
                #expect(!x.app.needsFrame, "the scene did not settle before the first round")
                try cycle.run(on: x.app, clock: x.clock)
                Self.idle(x, frames: Self.idleFrames, interval: cycle.frameInterval)
                #expect(scene.presentedViewController == nil)
                let start = XResourceCounts.live

                // Action: a thousand rounds (each throws if the tap presented nothing or the fling
                // left the panel up), watching the peak count, then the same idle frames.
                var peak = start
                x.app.didPresentFrame.append { _ in
                    let now = XResourceCounts.live
                    peak.pixmaps = max(peak.pixmaps, now.pixmaps)
                    peak.pictures = max(peak.pictures, now.pictures)
                }
                for round in 0..<Self.cycles {
                    do {
                        try cycle.run(on: x.app, clock: x.clock)
                    } catch {
                        Issue.record("round \(round) of \(Self.cycles) failed: \(error)")
                        return
                    }
                }
                Self.idle(x, frames: Self.idleFrames, interval: cycle.frameInterval)
                x.app.didPresentFrame.removeAll()
                let end = XResourceCounts.live

                // Assertion: the rounds really made pictures (the panel's, above the idle scene's),
                // and every pixmap and picture came back.
                #expect(scene.presentedViewController == nil)
                #expect(peak.pictures > start.pictures, "the rounds should have made pictures: start \(start), peak \(peak)")
                #expect(end.pixmaps == start.pixmaps, "pixmaps leaked over \(Self.cycles) rounds: start \(start), end \(end)")
                #expect(end.pictures == start.pictures, "pictures leaked over \(Self.cycles) rounds: start \(start), end \(end)")
            }
        }
    }
}
