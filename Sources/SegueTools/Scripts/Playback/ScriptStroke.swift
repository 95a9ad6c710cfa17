import Foundation
import UIKit

/// A pointer motion along a polyline over a duration, its progress paced by a curve: the moves of a
/// drag, a fling or a `move … over`, made one at a time when asked for.
///
/// Why nothing is expanded up front: an hour-long drag is 432 000 moves at the input rate, and the
/// player only ever needs the next one. A stroke holds the path and its arc lengths (as many as the
/// script wrote points), and computes sample k, or the position at any time, from them.
struct ScriptStroke {
    let path: [CGPoint]
    let duration: TimeInterval
    let curve: ScriptCurve
    /// How many moves the stroke sends: `⌈duration × inputRate⌉`, at least one.
    let sampleCount: Int
    /// `distances[i]`: arc length from the path's start to `path[i]`; the last is the whole length.
    private let distances: [CGFloat]

    /// `path` has at least one point.
    init(path: [CGPoint], duration: TimeInterval, curve: ScriptCurve) {
        self.path = path
        self.duration = duration
        self.curve = curve
        var distances: [CGFloat] = [0]
        distances.reserveCapacity(path.count)
        for (a, b) in zip(path, path.dropFirst()) {
            distances.append(distances[distances.count - 1] + hypot(b.x - a.x, b.y - a.y))
        }
        self.distances = distances
        // The parser keeps durations within `ScriptLimits.longestScript`; the clamp only makes the
        // conversion to Int total (NaN and anything below one step give one move).
        let steps = (duration * ScriptMotion.inputRate - 1e-9).rounded(.up)
        let most = (ScriptLimits.longestScript * ScriptMotion.inputRate).rounded(.up)
        sampleCount = steps >= 1 ? Int(min(steps, most)) : 1
    }

    private var length: CGFloat { distances[distances.count - 1] }

    /// Move `k` (1…`sampleCount`): at offset `k/n × duration`, `curve(k/n)` of the way along the path.
    /// The last is exactly the path's end.
    func sample(_ k: Int) -> (offset: TimeInterval, point: CGPoint) {
        let fraction = Double(k) / Double(sampleCount)
        let point = k >= sampleCount ? path[path.count - 1]
            : self.point(atDistance: CGFloat(curve.progress(at: fraction)) * length)
        return (duration * fraction, point)
    }

    /// Where the pointer is `offset` seconds into the stroke: the start before it, the end after it.
    func position(at offset: TimeInterval) -> CGPoint {
        guard duration > 0, offset < duration else { return path[path.count - 1] }
        guard offset > 0 else { return path[0] }
        return point(atDistance: CGFloat(curve.progress(at: offset / duration)) * length)
    }

    /// The point `distance` along the path, found by bisecting the arc lengths (a path of many
    /// points costs a few comparisons per sample, not a walk along it).
    private func point(atDistance distance: CGFloat) -> CGPoint {
        guard distance > 0 else { return path[0] }
        guard distance < length else { return path[path.count - 1] }
        // The first point at least `distance` along; the segment before it holds the point.
        var low = 1, high = distances.count - 1
        while low < high {
            let middle = (low + high) / 2
            if distances[middle] >= distance { high = middle } else { low = middle + 1 }
        }
        let a = path[low - 1], b = path[low]
        let segment = distances[low] - distances[low - 1]
        guard segment > 0 else { return b }
        let t = (distance - distances[low - 1]) / segment
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
