import Foundation
import SegueTools
import UIKit
import X11Platform

/// CPU time of the client (this process) and, when its process is known, the X server, over a stretch
/// of the real run loop: the panel presented and dismissed again and again at 60 fps, or the demo
/// sitting idle.
struct CPUMeasurement {
    var clientPercent: Double
    var serverPercent: Double?
    var framesDrawn: Int
    var seconds: TimeInterval

    /// Runs `stage`'s real loop (`runUntilStopped`) for `seconds`, after `start` set something going.
    static func run(_ stage: BenchStage, serverPID: Int32?, seconds: TimeInterval,
                    start: () -> Void = {}) throws -> CPUMeasurement {
        let app = stage.app
        let client = try ProcessUsage.sample()
        let server = try serverPID.map { try ProcessUsage.sample(pid: $0) }
        let frames = app.framesPresented
        let began = stage.platform.monotonicTime()
        start()
        app.schedule(after: seconds) { [unowned app] in app.stop() }
        app.runUntilStopped()
        let wall = stage.platform.monotonicTime() - began
        let clientEnd = try ProcessUsage.sample()
        let serverEnd = try serverPID.map { try ProcessUsage.sample(pid: $0) }
        return CPUMeasurement(
            clientPercent: CPUMeter.percentOfOneCore(from: client, to: clientEnd, wallTime: wall),
            serverPercent: server.flatMap { s in serverEnd.map { CPUMeter.percentOfOneCore(from: s, to: $0, wallTime: wall) } },
            framesDrawn: app.framesPresented - frames, seconds: wall)
    }

    /// The bottom panel presented and dismissed back to back, animated, for `seconds`.
    static func animating(_ stage: BenchStage, serverPID: Int32?, seconds: TimeInterval) throws -> CPUMeasurement {
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
        let result = try run(stage, serverPID: serverPID, seconds: seconds) { cycle() }
        running = false
        stage.runUntilIdle()
        return result
    }
}
