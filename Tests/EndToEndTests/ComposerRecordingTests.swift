import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting
import X11Platform

/// `segue record composer` driven by the scene's own script (Resources/Scripts/composer.txt): the
/// composer up, a post typed in three languages and sent, the composer up again and cancelled. The
/// blur and the caret run on the recording's clock, so two recordings are the same files byte for
/// byte.
@Suite(.serialized, .takesTurns("records the composer on the shared server, whose pointer would reach its window"))
struct ComposerRecordingTests {
    @Test func theScenesScriptRecordsTheSameFramesTwiceAndPostsAtTheTop() throws {
        // Precondition: the scene's script.
        let workspace = try RecordingWorkspace()
        let script = CheckoutCopy.source.appendingPathComponent("Resources/Scripts/composer.txt").path
        #expect(FileManager.default.fileExists(atPath: script))

        // Action: record it twice.
        var runs: [[Data]] = []
        for take in ["a", "b"] {
            let run = try SegueRun.run(["record", "composer", "--script", script, "--out", workspace.path("\(take)/"),
                                        "--size", "600x500", "--fps", "20"], timeout: 240)
            try #require(run.status == 0, "record: \(run.stderr)")
            runs.append(try workspace.frameFiles(in: take))
        }

        // Assertion: the same frames, byte for byte; the last frame shows the timeline with the
        // sent post first (its author's green avatar at the top), no card and no blur (the title
        // strip white again); some frame shows the composer card up.
        #expect(runs[0].count > 40)
        #expect(runs[0] == runs[1], "the two recordings differ")
        let frames = try workspace.frames(in: "a")
        let last = try #require(frames.last)
        #expect(last.rgb(22, 78) == RGB(UIColor.systemGreen), "first avatar: \(last.rgb(22, 78))")
        #expect(last.rgb(100, 30) == RGB(255, 255, 255) || last.rgb(100, 30).luma > 245)
        #expect(frames.contains { $0.rgb(300, 400) == RGB(255, 255, 255) && $0.rgb(300, 30).luma < 245 },
                "no frame shows the card up under the blur")
    }
}
