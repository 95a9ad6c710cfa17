// `segue demo --screenshot` writes the format its name asks for, or refuses the name and writes nothing.

import Foundation
import Testing
@testable import UIKit
import X11Platform
import TestTurns
import UIKitTesting

@Suite(.serialized, .takesTurns("opens the demo's window on the shared server")) struct ScreenshotFormatTests {
    /// Regression test: a .jpg screenshot used to be a PNG under a .jpg name.
    @Test func aJPGScreenshotIsAJPEGOfTheSameFrameAsThePNG() throws {
        // Precondition: the animation lab at rest, as a PNG.
        let workspace = try RecordingWorkspace()
        let png = try SegueRun.run(["demo", "--scene", "animation-lab", "--size", "420x310", "--screenshot", workspace.path("lab.png")])
        try #require(png.status == 0, "png: \(png.stderr)")

        // Action
        let jpg = try SegueRun.run(["demo", "--scene", "animation-lab", "--size", "420x310", "--screenshot", workspace.path("lab.jpg")])

        // Assertion: the JPEG magic; an independent decoder reads 420×310 pixels that match the PNG's
        // within JPEG's loss (on average, and in flat areas nearly exactly).
        try #require(jpg.status == 0, "jpg: \(jpg.stderr)")
        let bytes = try #require(FileManager.default.contents(atPath: workspace.path("lab.jpg")))
        #expect(Array(bytes.prefix(3)) == [0xFF, 0xD8, 0xFF], "starts \(Array(bytes.prefix(4)))")
        let reference = try PNGCodec.decode(contentsOf: workspace.path("lab.png"))
        let decoded = try FFmpegImageDecoder.decode(workspace.path("lab.jpg"))
        try #require(decoded.width == 420 && decoded.height == 310, "decoded \(decoded.width)×\(decoded.height)")
        var total = 0
        for y in 0..<310 {
            for x in 0..<420 {
                let a = reference.rgb(x, y), b = decoded.rgb(x, y)
                total += abs(a.r - b.r) + abs(a.g - b.g) + abs(a.b - b.b)
            }
        }
        let mean = Double(total) / Double(420 * 310 * 3)
        #expect(mean < 2, "mean error \(mean) levels per channel")
        expectPixel(decoded, 5, 300, reference.rgb(5, 300), tolerance: 3, "the background")
    }

    @Test func aScreenshotNameOfAnotherFormatIsRefusedAndNothingIsWritten() throws {
        // Precondition
        let workspace = try RecordingWorkspace()

        // Action
        let run = try SegueRun.run(["demo", "--scene", "animation-lab", "--screenshot", workspace.path("lab.bmp")])

        // Assertion: status 1, one `segue:` line naming the file and what can be written; no file.
        #expect(run.status == 1)
        #expect(run.stderr == "segue: --screenshot \(workspace.path("lab.bmp")) is a .bmp file, which Segue cannot write; "
            + "name it .png, .jpg or .jpeg\n", "stderr: \(run.stderr)")
        #expect(try workspace.entries().isEmpty)
    }
}
