// Leaving a scene while the pointer is held on something that drives a transition: the recognizer
// is cancelled when its view leaves the window, and nothing it drove is touched after its owner is
// gone. Reproduces, through the real `segue record`, the abort a user hit by hand.

import Foundation
import Testing
@testable import UIKit
import X11Platform
import TestTurns
import UIKitTesting

@Suite(.serialized, .takesTurns("records on the shared server, whose pointer would reach its window")) struct LeavingASceneMidDragTests {
    /// The handle of the panel scene at 900×640 sits at the bottom edge (y ≈ 625); the panel itself,
    /// once presented, covers the lower half.
    nonisolated static let pressHandleEscapeThenMove = """
        wait 0.1s
        press 450,625
        key escape
        move 450,400 over 0.3s
        release
        """

    static let pressPanelEscapeThenMove = """
        wait 0.1s
        tap "Bottom panel"
        wait until idle
        press 450,500
        move 450,520 over 0.1s
        key escape
        move 450,300 over 0.3s
        release
        wait 0.2s
        """

    @Test(arguments: [("handle", Self.pressHandleEscapeThenMove), ("panel", Self.pressPanelEscapeThenMove)])
    func escapeWithThePointerHeldReturnsToTheGalleryWithoutAbort(what: String, script: String) throws {
        // Precondition: a script that holds the pointer on the scene, leaves it with Escape, then
        // drags on over the gallery and lets go.
        let workspace = try RecordingWorkspace()
        let path = try workspace.script("leave.txt", script)

        // Action: record it under the invariant checker.
        let run = try SegueRun.run(["record", "panel", "--script", path, "--out", workspace.path("frames/")]) {
            $0["SEGUE_CHECK"] = "1"
        }

        // Assertion: it ran to its end, wrote its frames, broke no transition rule, and the last
        // frame is the gallery (the panel scene's grey-blue parent no longer fills the window).
        #expect(run.status == 0, "pressing the \(what): \(run.stderr)")
        #expect(!run.stderr.contains("invariant violated"), "\(run.stderr)")
        let frames = try workspace.frames(in: "frames")
        #expect(frames.count > 20)
        let first = try #require(frames.first), last = try #require(frames.last)
        #expect(first.differingPixels(from: last) > first.width * first.height / 10,
                "the last frame still looks like the scene's first")
    }
}
