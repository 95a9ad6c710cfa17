import Foundation
import SegueTools
import UIKit
import X11Platform

/// The panel dragged down by real pointer input: XTest motion sent on a second connection, one
/// position at a time, each followed by the frame that shows it, drawn at the next display refresh
/// as the real loop paces it. Half a refresh after each frame the baseline replays its requests and
/// the next motion leaves, so motion arrives mid-interval, as a mouse's does on average. What each frame cost, from the moment the loop woke to the
/// events until the client flushed and until the server finished (`XSync`), and how long the motion
/// took to reach the screen. Right after each frame its recorded XRender requests are replayed by the
/// baseline (`BaselineReplay`), so both are timed under the same conditions, frame by frame; the
/// replay redraws the same pixels, so the next frame starts from the same state.
struct DragMeasurement {
    enum Ending: String {
        /// A slow drag of a quarter of the panel, held still, let go: it springs back.
        case cancel = "drag-cancel"
        /// The same drag ending in fast moves and let go while moving: it dismisses.
        case fling = "drag-fling"
    }

    var clientWork: [TimeInterval] = []
    var serverFinished: [TimeInterval] = []
    var latency: [TimeInterval] = []
    var requests: [Int] = []
    var damage: [Double] = []
    /// The composed-layer cache's counters over the drag, and what it held at the end.
    var composedLayers = ComposedLayerStatistics()
    /// The framework's frames back to back (the sum of `serverFinished`): the length hitches are
    /// counted per second of, leaving out the baseline's replays between the frames.
    var wallTime: TimeInterval { serverFinished.reduce(0, +) }
    /// The same frames replayed as bare XRender requests.
    var baseline = BaselineReplay()
    /// The drag as the paced loop drew it: frame rate, CPU, server CPU per frame (replays left out).
    var paced: BenchmarkReport.PacedStage?

    /// Drags the presented bottom panel of `stage` with `steps` motions of 1 px (the last four of a
    /// fling 30 px), ending as `ending`.
    static func run(on stage: BenchStage, injector: XTestInjector, steps: Int, ending: Ending,
                    serverPID: Int32?, name: String) throws -> DragMeasurement {
        try run(on: stage, injector: injector, path: .panel(in: stage.size, steps: steps, ending: ending),
                serverPID: serverPID, name: name)
    }

    /// Presses at `path.start`, moves through `path`'s points one frame each, measuring every frame,
    /// and lets go at the last (after holding still when the path ends as a cancel).
    static func run(on stage: BenchStage, injector: XTestInjector, path: DragPath,
                    serverPID: Int32?, name: String) throws -> DragMeasurement {
        let platform = stage.platform, app = stage.app
        let start = path.start
        var handled: [PlatformEvent] = []
        app.eventObservers.append { handled.append($0) }
        defer { app.eventObservers.removeLast() }
        /// Sends `event` and turns the paced loop until it was handled and the frame showing it
        /// drawn (or it changed nothing).
        func deliver(_ event: PlatformEvent, matching: (PlatformEvent) -> Bool) throws {
            handled.removeAll()
            injector.send(event)
            injector.flush()
            var shown = false
            for _ in 0..<200 where !shown {
                try Interruption.check()
                let drew = app.runLoopTurn(waitingAtMost: 0.05)
                shown = handled.contains(where: matching) && (drew || !app.needsFrame)
            }
            guard shown else { throw BenchError("the window never received \(event)") }
        }

        try deliver(.pointerDown(start, button: 1, time: 0)) { if case .pointerDown = $0 { return true }; return false }
        platform.connection.sync()
        var out = DragMeasurement()
        platform.compositor.keepsPicturesForReplay = true
        platform.compositor.calls.recording = []
        platform.compositor.statistics.reset()
        app.resetFrameStatistics()
        let began = try ProcessPairUsage.sample(serverPID: serverPID, now: platform.monotonicTime())
        var replays = ProcessPairUsage.Spent()
        for p in path.points {
            let sent = platform.monotonicTime()
            let requestsBefore = platform.requestsSent
            try deliver(.pointerMoved(p, time: 0)) { if case .pointerMoved(let q, _) = $0 { return q == p }; return false }
            replays += try out.measureFrame(on: stage, requestsBefore: requestsBefore, inputSent: sent, serverPID: serverPID)
        }
        // The framework's share: the whole drag less the replays between its frames.
        let drag = try ProcessPairUsage.sample(serverPID: serverPID, now: platform.monotonicTime()).since(began) - replays
        out.paced = .init(name: name, refreshHz: app.preferredFramesPerSecond, framesPerSecond: app.pacer.statistics.framesPerSecond,
                          frames: app.pacer.statistics.frames, seconds: drag.wall, cpu: drag.cpu,
                          serverMillisecondsPerFrame: drag.serverMilliseconds(perFrames: app.pacer.statistics.frames),
                          baselineServerMillisecondsPerFrame: replays.serverMilliseconds(perFrames: path.points.count))
        out.composedLayers = platform.compositor.statistics.composedLayers
        platform.compositor.calls.recording = nil
        platform.compositor.keepsPicturesForReplay = false
        if path.ending == .cancel {
            // Held still long enough that the release carries no speed.
            let until = platform.monotonicTime() + 0.2
            while platform.monotonicTime() < until { app.runLoopTurn(waitingAtMost: until - platform.monotonicTime()) }
        }
        try deliver(.pointerUp(path.points.last ?? start, button: 1, time: 0)) {
            if case .pointerUp = $0 { return true }; return false
        }
        return out
    }

    /// Measures the frame the loop has just drawn: called right after its turn, it times the
    /// flush (now) and the server's finish (a round trip) from the turn's wake, notes its requests,
    /// damage and, when it showed input sent at `inputSent`, the latency; then replays the frame's
    /// recorded requests as the baseline. Returns what the replay cost, to be left out of the
    /// stage's CPU.
    mutating func measureFrame(on stage: BenchStage, requestsBefore: UInt, inputSent: TimeInterval?,
                               serverPID: Int32?) throws -> ProcessPairUsage.Spent {
        let platform = stage.platform, app = stage.app
        let flushed = platform.monotonicTime()
        let requestsAfter = platform.requestsSent
        platform.connection.sync()
        let finished = platform.monotonicTime()
        // The frame's own turn, and the input it handled in earlier turns between refreshes.
        let inputWork = app.lastFrameInputWorkTime
        clientWork.append(flushed - platform.lastWakeTime + inputWork)
        serverFinished.append(finished - platform.lastWakeTime + inputWork)
        if let inputSent { latency.append(finished - inputSent) }
        requests.append(Int(requestsAfter - requestsBefore))
        damage.append(platform.compositor.statistics.lastFraction)
        let recorded = platform.compositor.calls.recording ?? []
        platform.compositor.calls.recording = []
        // The baseline replays half a refresh after the frame, so that it too starts after the
        // processes sat idle (a paced frame does; replayed at once, the baseline would run on
        // warm caches and read faster than it is). The next motion follows it, half a refresh
        // before the frame that will show it.
        if let due = app.pacer.nextDue {
            let wait = due - app.pacer.interval / 2 - platform.monotonicTime()
            if wait > 0 { usleep(UInt32(wait * 1e6)) }
        }
        let replayStart = try ProcessPairUsage.sample(serverPID: serverPID, now: platform.monotonicTime())
        baseline.append(BaselineReplay.run(recorded, on: platform))
        return try ProcessPairUsage.sample(serverPID: serverPID, now: platform.monotonicTime()).since(replayStart)
    }
}
