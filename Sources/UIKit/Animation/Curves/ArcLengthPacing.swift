import Foundation

/// Constant speed along a curve made of segments: a table of the distance travelled at sample points
/// of each segment, looked up backwards to find where the curve is when a given share of its whole
/// length has been covered. Core Animation's `paced` and `cubicPaced` calculation modes move this
/// way, ignoring `keyTimes` and `timingFunctions`.
///
/// Why a table: a cubic's arc length has no closed form; straight segments need one sample each
/// and are then exact.
struct ArcLengthPacing {
    /// Distance from the start at each sample, ascending.
    private var lengths: [Double] = [0]
    /// The sample's place: segment index plus the fraction through it.
    private var places: [Double] = [0]

    /// Samples `segmentCount` segments `samplesPerSegment` times each through `point(segment, s)`.
    init(segmentCount: Int, samplesPerSegment: Int, point: (Int, Double) -> [Double]) {
        var previous = point(0, 0)
        for i in 0..<segmentCount {
            for k in 1...samplesPerSegment {
                let s = Double(k) / Double(samplesPerSegment)
                let here = point(i, s)
                let step = zip(here, previous).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
                lengths.append(lengths[lengths.count - 1] + step)
                places.append(Double(i) + s)
                previous = here
            }
        }
    }

    var totalLength: Double { lengths[lengths.count - 1] }

    /// Where the curve is once fraction `g` (0…1) of its length is covered: segment and fraction
    /// through it. A curve of no length stays at its start.
    func place(atFraction g: Double) -> (segment: Int, fraction: Double) {
        let total = totalLength
        let lastSegment = Int(places[places.count - 1].rounded()) - 1
        guard total > 0 else { return (0, 0) }
        if g >= 1 { return (max(lastSegment, 0), 1) }
        let target = max(0, g) * total
        // The first sample at or past the target (binary search over the ascending lengths).
        var lo = 1, hi = lengths.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if lengths[mid] < target { lo = mid + 1 } else { hi = mid }
        }
        let span = lengths[lo] - lengths[lo - 1]
        let within = span > 0 ? (target - lengths[lo - 1]) / span : 0
        let place = places[lo - 1] + (places[lo] - places[lo - 1]) * within
        let segment = min(Int(place), max(lastSegment, 0))
        return (segment, place - Double(segment))
    }
}
