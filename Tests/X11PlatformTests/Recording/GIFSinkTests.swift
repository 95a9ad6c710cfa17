import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

/// A GIF sink fed faster than a GIF can play (the demo's live 60 fps film, a library caller) still
/// writes delays a browser honours: ffmpeg thins the frames evenly to 50 fps.
@Suite struct GIFSinkTests {
    @Test func sixtyFramesASecondBecomeFiftyWithEveryDelayTwoHundredths() throws {
        // Precondition: 1.5 s of 60 fps frames, each a different grey, for a GIF sink.
        let directory = NSTemporaryDirectory() + "segue-gif-sink-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = try RecordingOutput(path: directory + "/clip.gif")
        let sink = try output.makeSink(width: 24, height: 16, fps: 60)

        // Action
        for i in 0..<90 {
            let grey = UInt32(i * 2)
            try sink.append(Bitmap(width: 24, height: 16, pixels: [UInt32](repeating: 0xFF00_0000 | grey << 16 | grey << 8 | grey,
                                                                             count: 24 * 16)))
        }
        try sink.finish(sidecar: Data("{}\n".utf8))

        // Assertion: 75 frames of 2/100 s each: 1.5 s, as recorded.
        let timing = try GIFTiming(contentsOf: output.path)
        #expect(timing.delays.allSatisfy { $0 == 2 }, "delays: \(Set(timing.delays).sorted())")
        #expect(timing.delays.count == 75)
        #expect(abs(timing.seconds - 1.5) < 0.02 + 1e-9, "plays \(timing.seconds) s")
    }
}
