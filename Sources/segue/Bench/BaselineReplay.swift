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
}
