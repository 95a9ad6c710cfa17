import Foundation
import SegueTools
import UIKit
import X11Platform

/// Frames drawn while UIKit Dynamics moves items, on the paced loop, until `atRest` says the
/// animator paused (or `limit` seconds pass): each frame's client work — from the loop's wake to
/// the flush, plus the input handled between refreshes, as `DragMeasurement` counts it — and, when
/// the stage reports them, the engine's steps within each frame.
struct DynamicsMeasurement {
    var clientWork: [TimeInterval] = []
    var steps: [TimeInterval] = []
    var seconds: TimeInterval = 0
    var cameToRest = false

    /// Turns the loop from now until `atRest()` or `limit` seconds, timing every frame drawn.
    static func run(on stage: BenchStage, limit: TimeInterval, atRest: () -> Bool) throws -> DynamicsMeasurement {
        let platform = stage.platform, app = stage.app
        var out = DynamicsMeasurement()
        let start = platform.monotonicTime()
        while !atRest() {
            try Interruption.check()
            guard platform.monotonicTime() - start < limit else { break }
            if app.runLoopTurn(waitingAtMost: 0.05) {
                out.clientWork.append(platform.monotonicTime() - platform.lastWakeTime + app.lastFrameInputWorkTime)
            }
        }
        out.seconds = platform.monotonicTime() - start
        out.cameToRest = atRest()
        platform.connection.sync()
        return out
    }

    func report(name: String, items: Int, simulatedSeconds: TimeInterval?) -> BenchmarkReport.DynamicsRun {
        .init(name: name, items: items, frames: clientWork.count, secondsToRest: seconds,
              simulatedSeconds: simulatedSeconds, cameToRest: cameToRest,
              clientWork: FrameTimeSummary(durations: clientWork, runLength: max(seconds, 1e-3)),
              step: steps.isEmpty ? nil : FrameTimeSummary(durations: steps, runLength: max(seconds, 1e-3)))
    }
}
