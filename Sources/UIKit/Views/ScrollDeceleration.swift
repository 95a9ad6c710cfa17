import Foundation

/// The motion of flung content, as pure math: a speed that keeps `rate` of itself every
/// millisecond (UIKit's `decelerationRate`: 0.998 for `.normal`, 0.99 for `.fast`).
///
/// With `v` in points per second and `t` in seconds the speed is `v·rate^(1000·t)`. Integrating it
/// gives the distance covered, `v·(rate^(1000·t) − 1) / (1000·ln rate)`, which tends to the
/// projected distance `−v / (1000·ln rate)`: about half a second's worth of the release speed at
/// `.normal` (499.5 ms), a tenth at `.fast` (99.5 ms). Nothing here holds state or touches a view; the
/// scroll view asks where the content is at a time and applies it.
///
/// ```swift
/// let fling = ScrollDeceleration(velocity: 1000, rate: 0.998)
/// fling.totalDistance        // 499.5 pt
/// fling.velocity(at: 0.25)   // 1000 · 0.998^250 ≈ 606 pt/s
/// ```
struct ScrollDeceleration: Equatable {
    /// Below this speed (points per second) the content counts as stopped. At `.normal` it is then a
    /// quarter of a point short of its projected distance (0.05 pt at `.fast`); the scroll view puts it
    /// there exactly, so the last sub-pixel creep costs no frames.
    static let stopSpeed: CGFloat = 0.5

    /// Points per second at the start (signed, in the direction the offset moves).
    let velocity: CGFloat
    /// The fraction of speed kept per millisecond.
    let rate: CGFloat

    init(velocity: CGFloat, rate: CGFloat) {
        precondition(rate > 0 && rate < 1,
                     "UIScrollView.decelerationRate must lie strictly between 0 and 1 (got \(rate)): it is the fraction of speed kept per millisecond")
        self.velocity = velocity
        self.rate = rate
    }

    /// The fling that comes to rest exactly `distance` points away: what a delegate's changed
    /// `targetContentOffset` turns into, so the content still slows down the same way.
    init(distance: CGFloat, rate: CGFloat) {
        self.init(velocity: -distance * 1000 * log(rate), rate: rate)
    }

    /// `1000·ln rate`: the exponent per second (negative), so that `rate^(1000·t) = e^(decay·t)`.
    private var decay: CGFloat { 1000 * log(rate) }

    /// Points per second after `t` seconds: `v·rate^(1000·t)`.
    func velocity(at t: TimeInterval) -> CGFloat {
        velocity * exp(decay * CGFloat(t))
    }

    /// Points travelled after `t` seconds.
    func distance(at t: TimeInterval) -> CGFloat {
        velocity * (exp(decay * CGFloat(t)) - 1) / decay
    }

    /// Where the fling would come to rest if it ran for ever, from where it started.
    var totalDistance: CGFloat { -velocity / decay }

    /// Seconds until the speed falls below `stopSpeed` (zero when it starts below it).
    var duration: TimeInterval {
        let speed = abs(velocity)
        guard speed > Self.stopSpeed else { return 0 }
        return TimeInterval(log(Self.stopSpeed / speed) / decay)
    }

    /// Seconds until the fling has travelled `d` points, or nil when it never gets that far (wrong
    /// direction, or beyond `totalDistance`). Where a fling meets an edge.
    func time(toTravel d: CGFloat) -> TimeInterval? {
        if d == 0 { return 0 }
        guard velocity != 0, d / velocity > 0 else { return nil }
        // rate^(1000·t) = 1 + d·decay / v
        let remaining = 1 + d * decay / velocity
        guard remaining > 0 else { return nil }
        return TimeInterval(log(remaining) / decay)
    }
}
