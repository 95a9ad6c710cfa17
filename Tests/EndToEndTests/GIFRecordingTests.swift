// A GIF from `segue record` plays at the speed it was recorded: every frame delay is one a browser
// honours, and together they last as long as the sidecar says.

import Foundation
import Testing
import UIKitTesting

extension RecordingTests {
    /// Regression test: at the default 60 fps a third of the GIF's frames carried a 1/100 s delay,
    /// which browsers and ffmpeg play as 1/10 s, so a 2.25 s clip lasted 6.4 s.
    @Test func aGIFAtTheDefaultRatePlaysAtTheRecordedSpeed() throws {
        // Precondition: the animation lab's card flip, recorded for 1.5 s without --fps.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("flip.txt", "wait 0.1s\ntap \"flip-card\"\n")

        // Action
        let run = try SegueRun.run(["record", "animation-lab", "--script", script, "--out", workspace.path("flip.gif"),
                                    "--size", Self.size, "--duration", "1.5"])

        // Assertion: every delay is at least 2/100 s; they add up to the sidecar's duration within one
        // frame; the sidecar, the GIF and the command's own line agree on the frames and the rate.
        try #require(run.status == 0, "record: \(run.stderr)")
        let timing = try GIFTiming(contentsOf: workspace.path("flip.gif"))
        let sidecar = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url.appendingPathComponent("flip.gif.json")))
            as? [String: Any]
        let fps = try #require(sidecar?["fps"] as? Int)
        let frames = try #require(sidecar?["frameCount"] as? Int)
        let duration = try #require(sidecar?["duration"] as? Double)
        let short = timing.delays.enumerated().filter { $0.element < 2 }
        #expect(short.isEmpty, """
            \(short.count) of \(timing.delays.count) frames have a delay under 2/100 s, \
            first at frame \(short.first?.offset ?? -1): \(short.first?.element ?? -1)
            """)
        #expect(abs(timing.seconds - duration) <= 1 / Double(fps) + 1e-9,
                "the GIF plays \(timing.seconds) s; the sidecar says \(duration) s at \(fps) fps")
        #expect(abs(duration - 1.5) <= 1 / Double(fps) + 1e-9, "the sidecar's duration: \(duration) s")
        #expect(timing.delays.count == frames, "the GIF has \(timing.delays.count) frames, the sidecar \(frames)")
        #expect(fps <= 50)
        #expect(run.stdout.contains("(\(frames) frames, 400x300, \(fps) fps"), "stdout: \(run.stdout)")
        #expect(timing.width == 400 && timing.height == 300)
    }
}
