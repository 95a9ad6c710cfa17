import Foundation

/// A Kochanek–Bartels spline through keyframe values: one cubic Hermite segment between each pair of
/// neighbouring keys, its end tangents taken from the keys on either side. With tension, continuity
/// and bias all zero it is the Catmull-Rom spline, the curve Core Animation's `cubic` and
/// `cubicPaced` calculation modes draw through their values.
///
/// Why vectors of `Double`: one curve serves every animatable kind (a point is two components, a
/// colour four, a transform its decomposed parts), and the kinds' own types stay out of the maths.
///
/// The ends have no outer neighbour; each end key stands in for its own missing neighbour, so the
/// curve leaves the first key heading half-way to the second, as a Catmull-Rom spline with doubled
/// end points does. Key times that are not evenly spread scale each tangent by how long its
/// segment lasts against its neighbour's (the usual non-uniform Kochanek–Bartels correction), so the
/// curve's speed does not jump at a key.
struct KeyframeSpline {
    let points: [[Double]]
    let times: [Double]
    /// The tangent leaving key `i` (in value per unit of the following segment's own parameter).
    private let leaving: [[Double]]
    /// The tangent arriving at key `i` (per unit of the preceding segment's parameter).
    private let arriving: [[Double]]

    /// `points` and `times` have the same count (at least two); `times` ascend. Tension, continuity
    /// and bias have one entry per key, missing entries counting as 0.
    init(points: [[Double]], times: [Double], tension: [Double]? = nil, continuity: [Double]? = nil,
         bias: [Double]? = nil) {
        precondition(points.count == times.count && points.count >= 2, "KeyframeSpline needs matching keys")
        self.points = points
        self.times = times
        let n = points.count
        var leaving: [[Double]] = [], arriving: [[Double]] = []
        for k in 0..<n {
            let previous = points[max(k - 1, 0)], next = points[min(k + 1, n - 1)]
            let before = zip(points[k], previous).map { $0 - $1 }
            let after = zip(next, points[k]).map { $0 - $1 }
            let t = Self.entry(tension, k), c = Self.entry(continuity, k), b = Self.entry(bias, k)
            // Segment durations either side; an end borrows its one neighbour's.
            let hBefore = k > 0 ? times[k] - times[k - 1] : times[1] - times[0]
            let hAfter = k < n - 1 ? times[k + 1] - times[k] : times[n - 1] - times[n - 2]
            let sum = hBefore + hAfter
            let leaveScale = sum > 0 ? 2 * hAfter / sum : 1
            let arriveScale = sum > 0 ? 2 * hBefore / sum : 1
            let l0 = (1 - t) * (1 + b) * (1 + c) / 2, l1 = (1 - t) * (1 - b) * (1 - c) / 2
            let a0 = (1 - t) * (1 + b) * (1 - c) / 2, a1 = (1 - t) * (1 - b) * (1 + c) / 2
            leaving.append(zip(before, after).map { (l0 * $0 + l1 * $1) * leaveScale })
            arriving.append(zip(before, after).map { (a0 * $0 + a1 * $1) * arriveScale })
        }
        self.leaving = leaving
        self.arriving = arriving
    }

    private static func entry(_ list: [Double]?, _ k: Int) -> Double {
        guard let list, k < list.count else { return 0 }
        return list[k]
    }

    var segmentCount: Int { points.count - 1 }

    /// The point `s` (0…1) of the way through segment `i`, from key `i` to key `i + 1`.
    func value(segment i: Int, at s: Double) -> [Double] {
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        let p0 = points[i], p1 = points[i + 1], m0 = leaving[i], m1 = arriving[i + 1]
        return (0..<p0.count).map { j in h00 * p0[j] + h10 * m0[j] + h01 * p1[j] + h11 * m1[j] }
    }

    /// The segment containing time `t` and how far through it `t` is (clamped to the first and last keys).
    func segment(containing t: Double) -> (index: Int, fraction: Double) {
        if t <= times[0] { return (0, 0) }
        for i in 0..<segmentCount where t < times[i + 1] {
            let span = times[i + 1] - times[i]
            return (i, span > 0 ? (t - times[i]) / span : 1)
        }
        return (segmentCount - 1, 1)
    }
}
