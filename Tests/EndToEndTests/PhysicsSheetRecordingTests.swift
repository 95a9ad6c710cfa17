import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting
import X11Platform

/// `segue record physics-sheet` driven by a script: the sheet presented, its card dragged down and
/// let go to snap back with UIKit Dynamics. The engine steps at a fixed rate from the recording's
/// clock, so two recordings of one script are the same files byte for byte.
@Suite(.serialized, .takesTurns("records the physics sheet on the shared server, whose pointer would reach its window"))
struct PhysicsSheetRecordingTests {
    @Test func aDragAndSnapBackRecordsTheSameFramesTwiceAndEndsAtRest() throws {
        // Precondition: a script that presents the sheet, drags the card down diagonally and lets go.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("snap.txt", """
            wait 0.2s
            tap "Present"
            wait until idle
            drag from 300,260 to 330,340 over 0.5s
            wait until idle
            """)

        // Action: record it twice.
        var runs: [[Data]] = []
        for take in ["a", "b"] {
            let run = try SegueRun.run(["record", "physics-sheet", "--script", script, "--out", workspace.path("\(take)/"),
                                        "--size", "600x500", "--fps", "30"])
            try #require(run.status == 0, "record: \(run.stderr)")
            runs.append(try workspace.frameFiles(in: take))
        }

        // Assertion: the same frames, byte for byte; the card went down and came back, so the last
        // frame shows it at rest (its top edge at y 200, as presented; looked for below the orange
        // screen's white buttons) and some frame shows it lower.
        #expect(runs[0].count > 20)
        #expect(runs[0] == runs[1], "the two recordings differ")
        let frames = try workspace.frames(in: "a")
        let cardTop = { (b: Bitmap) -> Int? in (190..<b.height).first { y in
            let p = b.rgba(x: 300, y: y)
            return p.r == 255 && p.g == 255 && p.b == 255
        } }
        let last = try #require(frames.last)
        #expect(cardTop(last) == 200, "at rest the card's top is at \(String(describing: cardTop(last)))")
        #expect(frames.contains { (cardTop($0) ?? 0) > 240 }, "the drag never took the card down")
    }
}
