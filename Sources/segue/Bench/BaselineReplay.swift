import Foundation
import X11Platform

/// The benchmark's floor: the XRender requests the framework made for each frame, replayed by the
/// smallest possible loop — every picture already made, no view tree, no animation, no layout, no
/// damage tracking — and timed the same way (until flushed, until the server finished).
struct BaselineReplay {
    var clientWork: [TimeInterval] = []
    var serverFinished: [TimeInterval] = []

    mutating func append(_ other: BaselineReplay) {
        clientWork += other.clientWork
        serverFinished += other.serverFinished
    }

    static func run(_ frames: [[RenderCommand]], on platform: X11Platform) -> BaselineReplay {
        var out = BaselineReplay()
        let calls = platform.compositor.calls
        platform.connection.sync()
        for frame in frames where !frame.isEmpty {
            let started = platform.monotonicTime()
            for command in frame { calls.replay(command) }
            platform.connection.flush()
            let flushed = platform.monotonicTime()
            platform.connection.sync()
            out.clientWork.append(flushed - started)
            out.serverFinished.append(platform.monotonicTime() - started)
        }
        return out
    }

    /// Replays `frames` one per refresh, as the paced loop drew them, waiting on the monotonic clock
    /// between them: what the same requests cost the X server at the same frame rate, with nothing of
    /// the framework around them. Ends after a round trip, so the server has finished them all.
    /// Throws `Interrupted` at a signal.
    static func runPaced(_ frames: [[RenderCommand]], on platform: X11Platform, refreshHz: Double) throws {
        let calls = platform.compositor.calls
        let interval = 1 / refreshHz
        var due = platform.monotonicTime()
        platform.connection.sync()
        for frame in frames where !frame.isEmpty {
            try Interruption.check()
            let wait = due - platform.monotonicTime()
            if wait > 0 { Interruption.sleep(wait) }
            for command in frame { calls.replay(command) }
            platform.connection.flush()
            due += interval
        }
        platform.connection.sync()
    }
}
