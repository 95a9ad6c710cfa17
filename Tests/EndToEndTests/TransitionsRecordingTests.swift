import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting
import X11Platform

/// `segue record transitions` driven by a script that taps scene 003 by its titles — tabs, buttons,
/// the action sheet's choices — checked on the recorded frames.
@Suite(.serialized, .takesTurns("records the transitions scene on the shared server, whose pointer would reach its window"))
struct TransitionsRecordingTests {
    @Test func tappingByTitleOpensAnEntryAndDiscardsANewOne() throws {
        // Precondition: the scene at rest, as `segue demo --screenshot` renders it at 600×500, and a
        // script written only with the titles scripts may rely on.
        let workspace = try RecordingWorkspace()
        let shot = try SegueRun.run(["demo", "--scene", "transitions", "--size", "600x500", "--screenshot", workspace.path("rest.png")])
        try #require(shot.status == 0, "screenshot: \(shot.stderr)")
        let rest = try PNGCodec.decode(contentsOf: workspace.path("rest.png"))
        let script = try workspace.script("titles.txt", """
            tap "Open entry"
            wait until idle
            tap "Journal"
            wait until idle
            tap "Detail"
            wait until idle
            tap "Home"
            wait until idle
            tap "New entry"
            wait until idle
            tap "Make a change"
            wait 0.2s
            key escape
            wait until idle
            tap "Keep editing"
            wait until idle
            key escape
            wait until idle
            tap "Discard"
            wait until idle
            """)

        // Action
        let run = try SegueRun.run(["record", "transitions", "--script", script, "--out", workspace.path("frames/"),
                                    "--size", "600x500", "--fps", "20"])

        // Assertion: every tap found its view; an entry (white at the probe) and the action sheet
        // (its white "Keep editing" button) were on screen; the last frame is the scene at rest again.
        try #require(run.status == 0, "record: \(run.stderr)")
        let frames = try workspace.frames(in: "frames")
        let white = { (b: Bitmap, x: Int, y: Int) -> Bool in
            let p = b.rgba(x: x, y: y)
            return p.r == 255 && p.g == 255 && p.b == 255
        }
        // An entry: white content under an undimmed navigation bar (under the sheet the bar is dimmed).
        #expect(frames.contains { white($0, 300, 370) && $0.rgba(x: 300, y: 10).r >= 245 }, "no frame shows an entry")
        #expect(frames.contains { white($0, 120, 462) }, "no frame shows the action sheet")
        #expect(try #require(frames.last).differingPixels(from: rest) == 0, "the last frame is not the scene at rest")
    }
}
