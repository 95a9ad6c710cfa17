import Foundation
import SegueTools
import UIKit
import X11Platform

/// A thousand present-drag-dismiss rounds on a virtual clock: does anything grow? Live pixmaps and
/// pictures are counted before the first round and after the last (both after enough idle frames
/// for the caches to let go of what they no longer use), and the client's resident memory after the
/// first ten rounds and after the last.
struct EnduranceRun {
    var warmUpCycles = 10
    var cycles: Int
    var residentAfterWarmUp = 0
    var residentAtEnd = 0
    var start = XResourceCounts.live
    var end = XResourceCounts.live

    static func run(display: String, extraViews: Int, cycles: Int, size: CGSize,
                    progress: (Int) -> Void) throws -> EnduranceRun {
        let clock = VirtualFrameClock()
        let stage = try BenchStage(display: display, extraViews: extraViews, clock: clock, size: size)
        defer { stage.finish() }
        var out = EnduranceRun(cycles: cycles)
        let size = stage.size
        let cycle = PresentDragDismissCycle(presentButton: CGPoint(x: size.width / 2, y: 44 + 62),
                                            panelPoint: CGPoint(x: size.width / 2, y: size.height * 0.75))
        func age() throws {
            for _ in 0..<(Int(stage.platform.compositor.cacheLifetime) + 10) {
                try Interruption.check()
                clock.advance(by: cycle.frameInterval)
                stage.app.stepFrame()
            }
        }
        try age()
        out.start = XResourceCounts.live
        for i in 1...cycles {
            try Interruption.check()
            try cycle.run(on: stage.app, clock: clock)
            if i == min(out.warmUpCycles, cycles) { out.residentAfterWarmUp = try ProcessUsage.sample().residentBytes }
            if i % 100 == 0 { progress(i) }
        }
        try age()
        out.end = XResourceCounts.live
        out.residentAtEnd = try ProcessUsage.sample().residentBytes
        return out
    }
}
