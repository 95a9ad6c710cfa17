import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting
import X11Platform

/// `segue record pet-cards` driven by a script that taps a card by its pet's name, checked on the
/// recorded frames: the flip is seen turning between the cards and the reveal.
@Suite(.serialized, .takesTurns("records the pet cards scene on the shared server, whose pointer would reach its window"))
struct PetCardsRecordingTests {
    @Test func tappingCatByTitleRecordsTheCardTurningIntoItsReveal() throws {
        // Precondition: a script written only with the titles scripts may rely on.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("cat.txt", """
            wait 0.2s
            tap "Cat"
            wait until idle
            """)

        // Action
        let run = try SegueRun.run(["record", "pet-cards", "--script", script, "--out", workspace.path("frames/"),
                                    "--size", "600x500", "--fps", "30"])

        // Assertion: the first frame is the cards (grouped grey left of the card), the last the
        // cat's reveal (its colour there and under the card); between them a frame that is neither,
        // with the window's black showing where the turning screen no longer covers it.
        try #require(run.status == 0, "record: \(run.stderr)")
        let frames = try workspace.frames(in: "frames")
        let first = try #require(frames.first), last = try #require(frames.last)
        let colour = { (b: Bitmap, x: Int, y: Int) -> (Int, Int, Int) in
            let p = b.rgba(x: x, y: y)
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        #expect(colour(first, 20, 250) == (242, 242, 247))
        #expect(colour(last, 20, 250) == (253, 215, 168))
        #expect(colour(last, 300, 400) == (253, 215, 168))
        let turning = frames.filter { frame in
            frame.differingPixels(from: first) > 10_000 && frame.differingPixels(from: last) > 10_000
                && colour(frame, 20, 250) == (0, 0, 0)
        }
        #expect(turning.count >= 3, "mid-flip frames: \(turning.count) of \(frames.count)")
    }
}
