import Foundation

/// Where a drag shows the content on one axis, as pure math: the offset the finger asks for (the
/// "raw" offset) inside the resting range, and pulled back by `RubberBand` beyond it — plus the way
/// back from a shown offset to a raw one, so a drag that catches content mid-bounce carries on from
/// where it is drawn instead of jumping.
///
/// `dimension` is the scroll view's size along the axis, the `d` of the rubber-band formula: past the
/// top of a 200 pt tall scroll view, a 100 pt pull shows `(1 − 1/(100·0.55/200 + 1))·200 ≈ 43` pt.
enum ScrollRubberBand {
    /// The offset shown for the raw offset `raw`. Without `bounces` the content stops at the range.
    static func shown(raw: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        guard bounces else { return range.clamp(raw) }
        if raw < range.lowerBound {
            return range.lowerBound - RubberBand.offset(range.lowerBound - raw, dimension: dimension)
        }
        if raw > range.upperBound {
            return range.upperBound + RubberBand.offset(raw - range.upperBound, dimension: dimension)
        }
        return raw
    }

    /// The raw offset that shows as `shown`. `RubberBand.offset` gives `y = (1 − 1/(x·c/d + 1))·d` for
    /// a pull `x`; solved for the pull, `x = y·d / (c·(d − y))`. The shown overshoot never reaches a
    /// whole `d` by dragging; one set from code that does is treated as just short of it.
    static func raw(shown: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        guard bounces, dimension > 0, !range.contains(shown) else { return shown }
        let past = shown < range.lowerBound ? range.lowerBound - shown : shown - range.upperBound
        let y = min(past, dimension * 0.999)
        let pull = y * dimension / (RubberBand.coefficient * (dimension - y))
        return shown < range.lowerBound ? range.lowerBound - pull : range.upperBound + pull
    }

    /// Points the shown offset moves per point of raw drag at `raw`: 1 inside the range, less past
    /// it (0.55 right at the edge, falling as the pull grows). Measured on `shown` itself by a central
    /// difference, so it follows `RubberBand` without restating its derivative. The release speed of
    /// a rubber-banded drag is scaled by it: the content was moving that much slower than the finger.
    static func slope(raw: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        let h: CGFloat = 1e-3
        let ahead = shown(raw: raw + h, range: range, dimension: dimension, bounces: bounces)
        let behind = shown(raw: raw - h, range: range, dimension: dimension, bounces: bounces)
        return (ahead - behind) / (2 * h)
    }
}
