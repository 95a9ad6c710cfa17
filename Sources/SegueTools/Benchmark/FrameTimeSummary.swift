import Foundation

/// The distribution of one run's frame times, as `segue bench` reports it: how many frames, the
/// median and the tail (p90, p99, max), and how much of the run was spent late against a 60 Hz and a
/// 120 Hz frame budget. Durations go in as seconds; every figure comes out in milliseconds, the unit
/// a frame budget is thought in.
///
/// Percentiles use the nearest-rank method: the p-th percentile of n sorted samples is the sample at
/// rank ⌈p/100 × n⌉ (1-based, at least 1). It always answers with a frame that really happened —
/// no interpolation between two frames invents a time nobody waited for — and p100 is the maximum.
///
/// An empty run is not an error: it summarises to `count == 0` with every figure 0 (no frame took
/// any time, none was late). Readers that must tell "fast" from "nothing drawn" check `count`.
public struct FrameTimeSummary: Codable, Equatable, Sendable {
    public var count: Int
    public var p50Milliseconds: Double
    public var p90Milliseconds: Double
    public var p99Milliseconds: Double
    public var maxMilliseconds: Double
    /// Frames over one 60 Hz refresh (16.7 ms) and the time they overran it.
    public var hitches60Hz: HitchFigures
    /// Frames over one 120 Hz refresh (8.3 ms) and the time they overran it.
    public var hitches120Hz: HitchFigures

    /// Summarises `durations` (seconds, in any order) of a run that lasted `runLength` seconds — the
    /// frame count over the refresh rate for a virtual clock, the wall time for a real one. The run
    /// length only scales the hitch rates; it must be positive when there are frames.
    public init(durations: [TimeInterval], runLength: TimeInterval) {
        let sorted = durations.sorted()
        count = sorted.count
        p50Milliseconds = (Self.nearestRank(50, ofSorted: sorted) ?? 0) * 1000
        p90Milliseconds = (Self.nearestRank(90, ofSorted: sorted) ?? 0) * 1000
        p99Milliseconds = (Self.nearestRank(99, ofSorted: sorted) ?? 0) * 1000
        maxMilliseconds = (sorted.last ?? 0) * 1000
        hitches60Hz = HitchFigures(durations: sorted, budget: HitchFigures.budget60Hz, runLength: runLength)
        hitches120Hz = HitchFigures(durations: sorted, budget: HitchFigures.budget120Hz, runLength: runLength)
    }

    /// A summary with the figures given, for reports made by hand or read back.
    public init(count: Int, p50Milliseconds: Double, p90Milliseconds: Double, p99Milliseconds: Double,
                maxMilliseconds: Double, hitches60Hz: HitchFigures, hitches120Hz: HitchFigures) {
        self.count = count
        self.p50Milliseconds = p50Milliseconds
        self.p90Milliseconds = p90Milliseconds
        self.p99Milliseconds = p99Milliseconds
        self.maxMilliseconds = maxMilliseconds
        self.hitches60Hz = hitches60Hz
        self.hitches120Hz = hitches120Hz
    }

    /// The nearest-rank `percent`-th percentile (0 < percent ≤ 100) of ascending `sorted` samples;
    /// nil when there are none. Rank ⌈percent × n / 100⌉ is computed with the multiplication first, so
    /// whole-number ranks such as p90 of 10 samples come out exact rather than one off by rounding.
    public static func nearestRank(_ percent: Double, ofSorted sorted: [Double]) -> Double? {
        precondition(percent > 0 && percent <= 100, "percentile \(percent) is outside (0, 100]")
        guard !sorted.isEmpty else { return nil }
        let rank = Int((percent * Double(sorted.count) / 100).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
