import Foundation
import SegueTools
import UIKit
import X11Platform

/// CPU time of the client (this process) and, when its process is known, the X server, over a stretch
/// of the real, paced run loop: the panel presented and dismissed again and again, or the demo
/// sitting idle. With the frame rate the loop reached against the refresh it paced to and, when
/// asked, the X server's CPU per frame against a bare replay of the same requests at the same rate.
struct CPUMeasurement {
    var clientPercent: Double
    var serverPercent: Double?
    var framesDrawn: Int
    var seconds: TimeInterval
    var refreshHz: Double
    var framesPerSecond: Double?
    var serverMillisecondsPerFrame: Double?
    var baselineServerMillisecondsPerFrame: Double?

    /// Runs `stage`'s real loop (`runUntilStopped`) for `seconds`, after `start` set something going,
    /// then `settle` (which must leave the app idle). `withBaseline`: record the frames' requests and,
    /// once settled, replay them one per refresh.
    static func run(_ stage: BenchStage, serverPID: Int32?, seconds: TimeInterval, withBaseline: Bool = false,
                    start: () -> Void = {}, settle: () throws -> Void = {}) throws -> CPUMeasurement {
        let app = stage.app, platform = stage.platform
        if withBaseline {
            platform.compositor.keepsPicturesForReplay = true
            platform.compositor.calls.recording = []
        }
        defer {
            platform.compositor.calls.recording = nil
            platform.compositor.keepsPicturesForReplay = false
        }
        app.resetFrameStatistics()
        let frames = app.framesPresented
        let before = try ProcessPairUsage.sample(serverPID: serverPID, now: platform.monotonicTime())
        start()
        let timer = app.schedule(after: seconds) { [unowned app] in app.stop() }
        app.runUntilStopped(orWhen: { Interruption.caughtSignal != nil })
        timer.cancel()
        try Interruption.check()
        let spent = try ProcessPairUsage.sample(serverPID: serverPID, now: platform.monotonicTime()).since(before)
        let drawn = app.framesPresented - frames
        let fps = app.pacer.statistics.framesPerSecond
        let recorded = platform.compositor.calls.recording ?? []
        platform.compositor.calls.recording = nil
        // Whatever was still moving ends before the replay, which holds the loop: a transition left
        // hanging for the replay's seconds would trip its watchdog.
        try settle()
        var baseline: Double?
        if withBaseline {
            let replayed = recorded.filter { !$0.isEmpty }
            let start = try ProcessPairUsage.sample(serverPID: serverPID, now: platform.monotonicTime())
            try BaselineReplay.runPaced(replayed, on: platform, refreshHz: app.preferredFramesPerSecond)
            baseline = try ProcessPairUsage.sample(serverPID: serverPID, now: platform.monotonicTime())
                .since(start).serverMilliseconds(perFrames: replayed.count)
        }
        let cpu = spent.cpu
        return CPUMeasurement(
            clientPercent: cpu?.clientPercent ?? 0, serverPercent: cpu?.serverPercent, framesDrawn: drawn,
            seconds: spent.wall, refreshHz: app.preferredFramesPerSecond, framesPerSecond: fps,
            serverMillisecondsPerFrame: spent.serverMilliseconds(perFrames: drawn),
            baselineServerMillisecondsPerFrame: baseline)
    }

    /// The bottom panel presented and dismissed back to back, animated, for `seconds`.
    static func animating(_ stage: BenchStage, serverPID: Int32?, seconds: TimeInterval,
                          withBaseline: Bool = true) throws -> CPUMeasurement {
        guard let scene = stage.scene else { throw BenchError("no panel scene to animate") }
        var running = true
        func cycle() {
            guard running else { return }
            let panel = scene.present(.bottom)
            stage.app.schedule(after: 0.4) {
                panel.dismiss(animated: true)
                stage.app.schedule(after: 0.4) { cycle() }
            }
        }
        return try run(stage, serverPID: serverPID, seconds: seconds, withBaseline: withBaseline,
                       start: { cycle() },
                       settle: {
                           running = false
                           try stage.runUntilIdle()
                       })
    }

    /// This measurement as a row of the paced-stage table.
    func pacedStage(named name: String) -> BenchmarkReport.PacedStage {
        .init(name: name, refreshHz: refreshHz, framesPerSecond: framesPerSecond, frames: framesDrawn, seconds: seconds,
              cpu: .init(clientPercent: clientPercent, serverPercent: serverPercent),
              serverMillisecondsPerFrame: serverMillisecondsPerFrame,
              baselineServerMillisecondsPerFrame: baselineServerMillisecondsPerFrame)
    }
}
