// The benchmark's baseline replays the XRender requests the compositor recorded for a frame. The
// replay must draw exactly that frame, or the baseline would measure different work.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct RenderRecordingTests {
        @Test func replayingARecordedFrameDrawsThatFrameAgain() throws {
            try XWindowHarness.run(size: CGSize(width: 240, height: 180)) { x in
                // Precondition: a rounded, shadowed card with a label and a turned square, drawn once.
                let card = UIView(frame: CGRect(x: 23, y: 17, width: 130, height: 90))
                card.backgroundColor = UIColor(red: 0.95, green: 0.6, blue: 0.2, alpha: 1)
                card.layer.cornerRadius = 12
                card.layer.shadowOpacity = 0.5
                card.layer.shadowRadius = 6
                let label = UILabel(frame: CGRect(x: 9, y: 31, width: 110, height: 22))
                label.text = "Recorded"
                card.addSubview(label)
                let turned = UIView(frame: CGRect(x: 167, y: 101, width: 41, height: 53))
                turned.backgroundColor = UIColor(red: 0.1, green: 0.5, blue: 0.3, alpha: 1)
                turned.transform = CGAffineTransform(rotationAngle: 0.35)
                x.add(card)
                x.add(turned)
                _ = try x.render()

                // Action: record a whole frame with the card in a new colour, then draw something
                // else over it unrecorded, then replay the recording.
                let compositor = x.platform.compositor
                compositor.keepsPicturesForReplay = true
                compositor.calls.recording = []
                compositor.invalidate()
                card.backgroundColor = UIColor(red: 0.3, green: 0.35, blue: 0.9, alpha: 1)
                let recorded = try x.render()
                let frames = compositor.calls.recording ?? []
                compositor.calls.recording = nil
                card.center = CGPoint(x: 140, y: 120)
                label.text = "Moved"
                let other = try x.render()
                for frame in frames { for command in frame { compositor.calls.replay(command) } }
                x.platform.connection.sync()
                let replayed = try x.capture()
                compositor.keepsPicturesForReplay = false

                // Assertion: one frame was recorded, the frame drawn after it differs, and the replay
                // shows the recorded frame again, pixel for pixel.
                #expect(frames.count == 1)
                #expect(frames.first.map { $0.count > 5 } == true)
                #expect(other.differingPixels(from: recorded) > 1000)
                expectIdentical(replayed, recorded, "replayed frame")
            }
        }
    }
}
