import Foundation
import SegueTools
import UIKit

/// The frame loop of a frame-exact recording (`segue record`, an app's `--record`, both through
/// `ScriptedRecording`): frame `i` at exactly `i / fps` on the recording clock, the
/// script advanced to that time inside the frame (its events reach `handle(_:)` as a mouse's would),
/// drawn whether or not anything changed, captured from the back buffer and handed to the sink.
///
/// Nothing here reads a real clock except to measure capture cost: the same scene and script give
/// the same frames on a fast machine and a slow one.
@MainActor
public final class SceneRecorder {
    public struct Outcome: Sendable {
        public var frames: Int
        /// The app never settled before the cap (only when no duration was given).
        public var hitCap: Bool
        /// The script still had actions left when a fixed duration ended.
        public var scriptUnfinished: Bool
        public var capture: CaptureStatistics
    }

    /// The run stopped early: a script that could not be played, a window that changed size. (A
    /// signal throws `Interrupted`.)
    public struct Stopped: Error, CustomStringConvertible {
        public let description: String
        public var status: Int32 = 1

        public init(description: String, status: Int32 = 1) {
            self.description = description
            self.status = status
        }
    }

    private let app: UIApplication
    private let platform: X11Platform
    private let clock: RecordingClock
    private let player: ScriptPlayer
    private let capture: ShmCapture
    private let sink: FrameSink
    private let length: RecordingLength
    private let size: CGSize
    /// What to do about a window manager that resized the window, for the message that says so.
    private let resizeRemedy: String

    /// `resizeRemedy`: how to record where no window manager resizes the window (`record with
    /// --own-server`).
    public init(app: UIApplication, platform: X11Platform, clock: RecordingClock, player: ScriptPlayer, capture: ShmCapture,
                sink: FrameSink, length: RecordingLength, resizeRemedy: String) {
        self.app = app
        self.platform = platform
        self.clock = clock
        self.player = player
        self.capture = capture
        self.sink = sink
        self.length = length
        self.resizeRemedy = resizeRemedy
        size = platform.windowSize
    }

    public func run() throws -> Outcome {
        var statistics = CaptureStatistics()
        var settledAt: Int?
        var frame = 0
        // As on a device, the window is laid out before any input can reach it: a tap due at 0 s
        // must find its button where frame 0 shows it, not at the zero frame it had at launch.
        for window in app.windows { window.layoutIfNeeded() }
        while true {
            clock.frame = frame
            try dropWindowInput()
            let time = clock.time
            app.stepFrame { player.advance(to: time) }
            if let failure = player.failure { throw Stopped(description: "\(failure)") }
            // The frame's one round trip: the server has drawn it when XSync returns, so what follows
            // measures the capture alone.
            platform.connection.sync()
            let started = platform.monotonicTime()
            let bitmap = try capture.capture()
            statistics.add(platform.monotonicTime() - started)
            // Interruptible even while a stalled encoder holds the frame (it throws `Interrupted`).
            try sink.append(bitmap)
            try Interruption.check()
            frame += 1
            if let fixed = length.fixedFrames {
                if frame >= fixed {
                    return Outcome(frames: frame, hitCap: false, scriptUnfinished: !player.isFinished, capture: statistics)
                }
                continue
            }
            if settledAt == nil, player.isFinished, !app.needsFrame { settledAt = frame }
            if let settled = settledAt, frame >= settled + length.tailFrames {
                return Outcome(frames: frame, hitCap: false, scriptUnfinished: false, capture: statistics)
            }
            if frame >= length.capFrames {
                return Outcome(frames: frame, hitCap: true, scriptUnfinished: !player.isFinished, capture: statistics)
            }
        }
    }

    /// Reads what the X server sent and drops it: only the script drives a recording, so a real
    /// pointer passing over the window cannot change a frame. A window manager resizing the window
    /// would change every frame after it, so that stops the recording.
    private func dropWindowInput() throws {
        for event in platform.waitForEvents(timeout: 0) {
            if case .resized(let newSize) = event, newSize != size {
                throw Stopped(description: "the window was resized to \(Int(newSize.width))x\(Int(newSize.height)) "
                    + "during the recording (by a window manager?); \(resizeRemedy)")
            }
        }
    }
}
