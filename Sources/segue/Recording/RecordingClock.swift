import Foundation
import UIKit

/// The frame clock of a recording: frame `i` is at exactly `i / fps` seconds.
///
/// Why not `VirtualFrameClock.advance(by: 1 / fps)`: adding 1/60 two hundred times does not give
/// 200/60 in floating point, so frame times would drift by ulps and two recordings at different
/// frame counts could disagree on what frame k shows. Dividing the index each time is exact enough
/// to be the same number every run.
final class RecordingClock: FrameClock {
    let fps: Int
    /// The frame about to be drawn.
    var frame = 0

    init(fps: Int) {
        precondition(fps > 0, "a recording needs a positive frame rate (got \(fps))")
        self.fps = fps
    }

    /// Seconds at `frame`.
    var time: TimeInterval { Double(frame) / Double(fps) }

    func frameTime() -> TimeInterval { time }
}
