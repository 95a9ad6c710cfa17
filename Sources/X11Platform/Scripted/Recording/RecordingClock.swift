import Foundation
import UIKit

/// The frame clock of a frame-exact recording (`segue record`, an app's `--record`): frame `i` is at
/// exactly `i / fps` seconds.
///
/// Why not `VirtualFrameClock.advance(by: 1 / fps)`: adding 1/60 two hundred times does not give
/// 200/60 in floating point, so frame times would drift by ulps and two recordings at different
/// frame counts could disagree on what frame k shows. Dividing the index each time is exact enough
/// to be the same number every run.
@MainActor
public final class RecordingClock: FrameClock {
    /// The frame rates a recording can be made at: whole frames a second, one to four times a fast
    /// display's rate.
    public nonisolated static let allowedRates = 1...240

    public let fps: Int
    /// The frame about to be drawn.
    public var frame = 0

    public init(fps: Int) {
        precondition(fps > 0, "a recording needs a positive frame rate (got \(fps))")
        self.fps = fps
    }

    /// Seconds at `frame`.
    public var time: TimeInterval { Double(frame) / Double(fps) }

    public func frameTime() -> TimeInterval { time }
}
