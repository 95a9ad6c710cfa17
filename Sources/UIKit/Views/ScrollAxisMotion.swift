import Foundation

/// What one axis of a scroll view does after the finger lets go (or during an animated
/// `setContentOffset`), as pure math: the offset at each time since the motion began, and when it
/// is over. The scroll view builds one per axis and applies `offset(at:)` on every frame.
///
/// - `still`: nothing to do.
/// - `glide`: decelerates (`ScrollDeceleration`) and is put exactly at `end` at `duration` — a fling
///   resting inside the content, or one stopped dead at an edge when the scroll view does not bounce.
/// - `glideIntoBounce`: a fling that meets an edge at `crossing` and bounces there (`ScrollBounce`
///   starting at the edge with the speed it had).
/// - `bounce`: released past an edge; back to it.
/// - `ease`: an animated `setContentOffset`.
enum ScrollAxisMotion: Equatable {
    case still(CGFloat)
    case glide(start: CGFloat, ScrollDeceleration, duration: TimeInterval, end: CGFloat)
    case glideIntoBounce(start: CGFloat, ScrollDeceleration, crossing: TimeInterval, edge: CGFloat, ScrollBounce)
    case bounce(edge: CGFloat, ScrollBounce)
    case ease(from: CGFloat, to: CGFloat, duration: TimeInterval, CubicBezierCurve)

    /// The offset `t` seconds after the motion began; from `duration` on, exactly `end`.
    func offset(at t: TimeInterval) -> CGFloat {
        if t >= duration { return end }
        switch self {
        case .still(let value):
            return value
        case .glide(let start, let fling, _, _):
            return start + fling.distance(at: t)
        case .glideIntoBounce(let start, let fling, let crossing, let edge, let bounce):
            return t < crossing ? start + fling.distance(at: t) : edge + bounce.displacement(at: t - crossing)
        case .bounce(let edge, let bounce):
            return edge + bounce.displacement(at: t)
        case .ease(let from, let to, let duration, let curve):
            return from + (to - from) * CGFloat(curve.value(at: t / duration))
        }
    }

    /// Seconds until the axis rests (0: it never moves).
    var duration: TimeInterval {
        switch self {
        case .still: return 0
        case .glide(_, _, let duration, _): return duration
        case .glideIntoBounce(_, _, let crossing, _, let bounce): return crossing + bounce.settlingTime
        case .bounce(_, let bounce): return bounce.settlingTime
        case .ease(_, _, let duration, _): return duration
        }
    }

    /// Where the axis rests.
    var end: CGFloat {
        switch self {
        case .still(let value): return value
        case .glide(_, _, _, let end): return end
        case .glideIntoBounce(_, _, _, let edge, _), .bounce(let edge, _): return edge
        case .ease(_, let to, _, _): return to
        }
    }

    /// The motion after a release at `offset` with `velocity` (points per second, in the direction
    /// the offset moves), towards `target` (the delegate's `targetContentOffset`; moved into `range`,
    /// the offsets the content may rest at).
    ///
    /// Past an edge, the content bounces back to it. Inside, a fling whose natural projection
    /// reaches an edge the target sits on glides to the edge with its own speed, then bounces out
    /// and back (or stops there without `bounces`). Any other target — the projection itself, or one
    /// the delegate chose — is reached by the deceleration that rests exactly there.
    static func afterRelease(offset: CGFloat, velocity: CGFloat, target: CGFloat, range: ClosedRange<CGFloat>,
                             rate: CGFloat, bounces: Bool) -> ScrollAxisMotion {
        guard range.contains(offset) else {
            let edge = range.clamp(offset)
            return .bounce(edge: edge, ScrollBounce(initialDisplacement: offset - edge, initialVelocity: velocity))
        }
        let target = range.clamp(target)
        let natural = ScrollDeceleration(velocity: velocity, rate: rate)
        let edge = velocity > 0 ? range.upperBound : range.lowerBound
        if velocity != 0, target == edge, let crossing = natural.time(toTravel: edge - offset) {
            guard bounces else { return .glide(start: offset, natural, duration: crossing, end: edge) }
            let bounce = ScrollBounce(initialDisplacement: 0, initialVelocity: natural.velocity(at: crossing))
            return .glideIntoBounce(start: offset, natural, crossing: crossing, edge: edge, bounce)
        }
        let fling = ScrollDeceleration(distance: target - offset, rate: rate)
        guard fling.duration > 0 else { return .still(offset) }
        return .glide(start: offset, fling, duration: fling.duration, end: target)
    }

    /// An animated move from `from` to `to` (`setContentOffset(_:animated: true)`).
    static func animated(from: CGFloat, to: CGFloat, duration: TimeInterval) -> ScrollAxisMotion {
        from == to ? .still(to) : .ease(from: from, to: to, duration: duration, .easeInOut)
    }
}
