import Foundation

/// Where a keyframe animation's values put the property at a given progress, in each of Core
/// Animation's calculation modes:
///
/// - `linear`: straight from key to key at `keyTimes` (evenly spread when nil), each segment paced by
///   its entry in `timingFunctions`.
/// - `discrete`: each value held, no blending. With one more key time than values (Core Animation's
///   form) value *i* holds from time *i* to time *i + 1*; with as many (what UIKit's keyframe blocks
///   build) it holds until the next value's time; without key times the duration is split evenly.
/// - `paced`: straight from key to key at constant speed; `keyTimes` and `timingFunctions` are ignored.
/// - `cubic`: a Catmull-Rom (Kochanek–Bartels) spline through the values, at `keyTimes`.
/// - `cubicPaced`: that spline travelled at constant speed; `keyTimes` and `timingFunctions` ignored.
///
/// Values that do not share one kind (or transforms that cannot be decomposed) fall back to `linear`.
///
/// Made once per animation (`CAKeyframeAnimation` keeps it until a setting changes): the components,
/// the spline and the arc-length table are worked out here, so a frame only looks values up.
struct KeyframeEvaluation {
    let values: [AnimatableValue]
    let keyTimes: [Double]?
    let timingFunctions: [CAMediaTimingFunction]?
    let mode: CAAnimationCalculationMode
    /// The values' components, when the mode curves or paces them and they can be.
    private let rows: [[Double]]?
    private let spline: KeyframeSpline?
    private let pacing: ArcLengthPacing?

    /// Samples per spline segment when pacing a curve: enough that the speed varies by well under 1 %.
    static let pacingSamples = 64

    init(values: [AnimatableValue], keyTimes: [Double]?, timingFunctions: [CAMediaTimingFunction]?,
         mode: CAAnimationCalculationMode, tension: [Double]? = nil, continuity: [Double]? = nil,
         bias: [Double]? = nil) {
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.mode = mode
        let curves = values.count > 1 && [.paced, .cubic, .cubicPaced].contains(mode)
        let rows = curves ? AnimatableValue.curveComponents(of: values) : nil
        self.rows = rows
        guard let rows else { spline = nil; pacing = nil; return }
        let n = values.count
        let even = (0..<n).map { Double($0) / Double(n - 1) }
        switch mode {
        case .paced:
            spline = nil
            pacing = ArcLengthPacing(segmentCount: n - 1, samplesPerSegment: 1) { i, s in
                zip(rows[i], rows[i + 1]).map { $0 + ($1 - $0) * s }
            }
        case .cubicPaced:
            let curve = KeyframeSpline(points: rows, times: even, tension: tension, continuity: continuity, bias: bias)
            spline = curve
            pacing = ArcLengthPacing(segmentCount: n - 1, samplesPerSegment: Self.pacingSamples,
                                     point: curve.value(segment:at:))
        default:
            let times = keyTimes.flatMap { $0.count == n ? $0 : nil } ?? even
            spline = KeyframeSpline(points: rows, times: times, tension: tension, continuity: continuity, bias: bias)
            pacing = nil
        }
    }

    /// The value at progress `g` (the animation's fraction after its own timing function).
    /// `segmentCurves` false skips the per-segment timing functions (a scrubbing driver).
    func value(at g: Double, segmentCurves: Bool = true) -> AnimatableValue? {
        guard let first = values.first else { return nil }
        guard values.count > 1 else { return first }
        switch mode {
        case .discrete: return discrete(at: g)
        case .paced, .cubic, .cubicPaced:
            if rows != nil { return curved(at: g, segmentCurves: segmentCurves) }
            let timed = mode == .cubic
            return linear(at: g, times: timed ? (givenTimes ?? evenTimes) : evenTimes, segmentCurves: timed && segmentCurves)
        default: return linear(at: g, times: givenTimes ?? evenTimes, segmentCurves: segmentCurves)
        }
    }

    /// `keyTimes` when it has one entry per value.
    private var givenTimes: [Double]? { keyTimes.flatMap { $0.count == values.count ? $0 : nil } }
    private var evenTimes: [Double] { (0..<values.count).map { Double($0) / Double(values.count - 1) } }

    private func linear(at g: Double, times: [Double], segmentCurves: Bool) -> AnimatableValue {
        if g <= times[0] { return values[0] }
        for i in 0..<(values.count - 1) where g < times[i + 1] {
            return values[i].interpolated(to: values[i + 1], fraction: local(g, i, times, segmentCurves))
        }
        return values[values.count - 1]
    }

    /// How far through segment `i` time `g` is, through the segment's timing function if any.
    private func local(_ g: Double, _ i: Int, _ times: [Double], _ segmentCurves: Bool) -> Double {
        let span = times[i + 1] - times[i]
        let s = span > 0 ? (g - times[i]) / span : 1
        guard segmentCurves, let fns = timingFunctions, i < fns.count else { return s }
        return fns[i].curve.value(at: s)
    }

    private func discrete(at g: Double) -> AnimatableValue {
        let n = values.count
        let bounds: [Double]
        if let k = keyTimes, k.count == n + 1 || k.count == n { bounds = k }
        else { bounds = (0...n).map { Double($0) / Double(n) } }
        for i in 0..<(bounds.count - 1) where g < bounds[i + 1] { return values[min(i, n - 1)] }
        return values[n - 1]
    }

    private func curved(at g: Double, segmentCurves: Bool) -> AnimatableValue {
        let template = values[0]
        if let pacing {
            let place = pacing.place(atFraction: g)
            guard let spline else {   // paced: straight legs, blended as the linear mode blends them
                return values[place.segment].interpolated(to: values[place.segment + 1], fraction: place.fraction)
            }
            return template.withCurveComponents(spline.value(segment: place.segment, at: place.fraction))
        }
        guard let spline else { return template }
        let times = spline.times
        if g <= times[0] { return values[0] }
        if g >= times[times.count - 1] { return values[values.count - 1] }
        let (i, _) = spline.segment(containing: g)
        return template.withCurveComponents(spline.value(segment: i, at: local(g, i, times, segmentCurves)))
    }
}
