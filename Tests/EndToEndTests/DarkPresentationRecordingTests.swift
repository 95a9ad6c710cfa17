// Dark mode in a presented panel as a user sees it: the built binary records the panel scene turned
// dark with the D key, and the presented panel is drawn in the elevated background.

import Foundation
import Testing
import TestTurns
@testable import UIKit
import X11Platform
import UIKitTesting

@Suite(.serialized, .takesTurns("records on the shared server, where its window would cover the windows other suites drive"))
struct DarkPresentationRecordingTests {
    @Test func thePanelPresentedInDarkModeIsTheElevatedGreyOverTheDimmedScene() throws {
        // Precondition: a script that turns the scene dark, then presents the bottom panel.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("dark.txt", """
            key d
            wait until idle
            tap "Bottom panel"
            wait until idle
            wait 0.1s
            """)

        // Action
        let run = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("frames/"),
                                    "--size", "640x480", "--fps", "10", "--own-server"])
        try #require(run.status == 0, "stderr: \(run.stderr)")

        // Assertion: the panel (the lower half, below its grabber) is #1C1C1E, systemBackground at the
        // elevated level, not the black of the base level.
        let last = try #require(try workspace.frames(in: "frames").last)
        for (x, y) in [(40, 400), (600, 460), (320, 440)] {
            let p = last.rgba(x: x, y: y)
            let rgb: [Int] = [p.r, p.g, p.b]
            #expect(rgb == [28, 28, 30], "panel at (\(x), \(y)): \(p)")
        }
    }
}
