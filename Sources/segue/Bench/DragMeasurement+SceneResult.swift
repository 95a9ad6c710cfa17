import Foundation
import SegueTools

extension DragMeasurement {
    /// This drag as a row of the scene table: its frame times against the baseline's, the latency,
    /// hitches over the framework's frames back to back, requests, damage and the composed-layer
    /// cache. `cpu`: what the scene cost while animating (the panel's present-dismiss loop, or the
    /// drag's own paced CPU).
    func sceneResult(name: String, extraViews: Int, cpu: BenchmarkReport.CPU) -> BenchmarkReport.SceneResult {
        let length = max(wallTime, 1e-3)
        let baseLength = max(baseline.serverFinished.reduce(0, +), 1e-3)
        let latency = latency.sorted()
        return BenchmarkReport.SceneResult(
            name: name, extraViews: extraViews, frames: clientWork.count,
            clientWork: FrameTimeComparison(framework: FrameTimeSummary(durations: clientWork, runLength: length),
                                            baseline: FrameTimeSummary(durations: baseline.clientWork, runLength: baseLength)),
            serverFinished: FrameTimeComparison(framework: FrameTimeSummary(durations: serverFinished, runLength: length),
                                                baseline: FrameTimeSummary(durations: baseline.serverFinished, runLength: baseLength)),
            latency: .init(p50Milliseconds: (FrameTimeSummary.nearestRank(50, ofSorted: latency) ?? 0) * 1000,
                           p99Milliseconds: (FrameTimeSummary.nearestRank(99, ofSorted: latency) ?? 0) * 1000),
            hitches60Hz: HitchFigures(durations: serverFinished, budget: HitchFigures.budget60Hz, runLength: length),
            hitches120Hz: HitchFigures(durations: serverFinished, budget: HitchFigures.budget120Hz, runLength: length),
            cpu: cpu,
            requestsPerFrame: requests.isEmpty ? 0 : Double(requests.reduce(0, +)) / Double(requests.count),
            damageFraction: damage.isEmpty ? nil : damage.reduce(0, +) / Double(damage.count),
            composedLayers: .init(rasterizations: composedLayers.rasterizations, reuses: composedLayers.reuses,
                                  cachedPixels: composedLayers.pixels))
    }
}
