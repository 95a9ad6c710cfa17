@testable import SegueTools
import Foundation

/// A hand-made report for the JSON and table tests: two scenes, one measured in full and one with
/// everything optional missing, and figures chosen so each column's rounding shows.
enum BenchmarkSampleReport {
    /// 2026-01-01T00:00:00Z.
    static let date = Date(timeIntervalSince1970: 1_767_225_600)

    static func hitches(_ budget: Double, _ frames: Int, _ rate: Double) -> HitchFigures {
        HitchFigures(budgetMilliseconds: budget, framesOverBudget: frames, hitchMillisecondsPerSecond: rate)
    }

    static func summary(_ count: Int, _ p50: Double, _ p90: Double, _ p99: Double, _ max: Double) -> FrameTimeSummary {
        FrameTimeSummary(count: count, p50Milliseconds: p50, p90Milliseconds: p90, p99Milliseconds: p99,
                         maxMilliseconds: max, hitches60Hz: hitches(16.7, 0, 0), hitches120Hz: hitches(8.3, 1, 0.4))
    }

    /// Measured in full; the until-finished ratio is 2.469 / 2.0 = 1.2345.
    static let full = BenchmarkReport.SceneResult(
        name: "panel drag-cancel N=100", extraViews: 100, frames: 120,
        clientWork: FrameTimeComparison(framework: summary(120, 1.234, 1.85, 2.4, 3.1),
                                        baseline: summary(120, 0.61, 0.7, 0.9, 1.05)),
        serverFinished: FrameTimeComparison(framework: summary(120, 2.469, 3.2, 4.1, 5.0),
                                            baseline: summary(120, 2.0, 2.3, 2.9, 3.3)),
        latency: BenchmarkReport.Latency(p50Milliseconds: 14.25, p99Milliseconds: 31.5),
        hitches60Hz: hitches(16.7, 2, 3.3), hitches120Hz: hitches(8.3, 9, 12.74),
        cpu: BenchmarkReport.CPU(clientPercent: 38.5, serverPercent: 21),
        requestsPerFrame: 212.4, damageFraction: 0.4321,
        composedLayers: BenchmarkReport.ComposedLayers(rasterizations: 1, reuses: 119, cachedPixels: 512_000))

    /// No baseline, no latency, no damage tracking, no composed-layer figures, no server CPU.
    static let partial = BenchmarkReport.SceneResult(
        name: "panel drag-cancel N=1000", extraViews: 1000, frames: 96,
        clientWork: FrameTimeComparison(framework: summary(96, 9.876, 12.5, 17, 24.25), baseline: nil),
        serverFinished: FrameTimeComparison(framework: summary(96, 11.2, 14, 19.5, 26), baseline: nil),
        latency: nil, hitches60Hz: hitches(16.7, 4, 7.5), hitches120Hz: hitches(8.3, 40, 40),
        cpu: BenchmarkReport.CPU(clientPercent: 91, serverPercent: nil),
        requestsPerFrame: 1905, damageFraction: nil)

    static let report = BenchmarkReport(
        machine: BenchmarkReport.Machine(hostname: "bench-host", cpuModel: "AMD Ryzen 7 5800X 8-Core Processor",
                                         coreCount: 16, kernel: "Linux 6.8.0-45-generic",
                                         xServerVendor: "The X.Org Foundation"),
        commandLine: ["segue", "bench", "--scene", "panel"],
        date: date,
        scenes: [full, partial],
        idle: BenchmarkReport.Idle(seconds: 5, clientCPUPercent: 0, serverCPUPercent: nil, framesDrawn: 0),
        memory: BenchmarkReport.Memory(warmUpCycles: 10, residentBytesAfterWarmUp: 44_040_192,
                                       cycles: 100, residentBytesAtEnd: 44_564_480),
        resources: BenchmarkReport.Resources(pixmapsAtStart: 12, pixmapsAtEnd: 12, picturesAtStart: 40, picturesAtEnd: 41))
}
