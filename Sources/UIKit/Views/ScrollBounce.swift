import Foundation

/// The bounce back to an edge, as pure math: a critically damped spring pulling the content's
/// distance past the edge, `x`, to zero: `x″ + 2ω·x′ + ω²·x = 0`, whose solution is
/// `x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)`.
///
/// Critical damping is what makes it a bounce and not a wobble: released at rest past the edge, the
/// content returns without ever crossing it; arriving at the edge with speed (a fling), it runs out
/// by at most `v₀ / (ω·e)` and comes back. `SpringSolution` describes progress from 0 to 1 over a
/// distance and cannot start *at* the target with a speed, which is exactly how a fling meets an
/// edge; hence this form, in points.
///
/// ```swift
/// let bounce = ScrollBounce(initialDisplacement: -80, initialVelocity: 0)
/// bounce.displacement(at: 0.1)   // −80 · 3 · e^(−2) ≈ −32.5 pt
/// ```
struct ScrollBounce: Equatable {
    /// ω = 20 rad/s: stiffness 400 for a unit mass, the stiffness of libadwaita's sheet spring
    /// (docs/UIKIT-REFERENCE.md). Back from 100 pt in about 0.4 s; a fling that meets the edge at 2000 pt/s runs
    /// out about 37 pt past it.
    static let angularFrequency: CGFloat = 20
    /// Settled once it is sure to stay this close to the edge (points)…
    static let restDistance: CGFloat = 0.25
    /// …and this slow (points per second).
    static let restSpeed: CGFloat = 5

    /// Points past the edge at the start (positive past the upper edge, negative past the lower).
    let initialDisplacement: CGFloat
    /// Points per second at the start, in the same direction as the displacement.
    let initialVelocity: CGFloat

    private var omega: CGFloat { Self.angularFrequency }
    /// The `t` coefficient of the solution: `v₀ + ω·x₀`.
    private var b: CGFloat { initialVelocity + omega * initialDisplacement }

    /// Points past the edge after `t` seconds.
    func displacement(at t: TimeInterval) -> CGFloat {
        let t = CGFloat(max(0, t))
        return (initialDisplacement + b * t) * exp(-omega * t)
    }

    /// Points per second after `t` seconds: `(v₀ − ω·b·t)·e^(−ω·t)`.
    func velocity(at t: TimeInterval) -> CGFloat {
        let t = CGFloat(max(0, t))
        return (initialVelocity - omega * b * t) * exp(-omega * t)
    }

    /// The first millisecond after which the content is sure to stay within `restDistance` of the edge
    /// and below `restSpeed`. Found by stepping the decay envelopes (upper bounds of every later
    /// displacement and speed), never the oscillating values themselves, so it cannot stop early at a
    /// moment the content merely passes the edge.
    var settlingTime: TimeInterval {
        var t: TimeInterval = 0
        while t < 60 && (distanceEnvelope(at: t) >= Self.restDistance || speedEnvelope(at: t) >= Self.restSpeed) {
            t += 0.001
        }
        return t
    }

    /// An upper bound of |x| at every time ≥ `t`: `s·e^(−ω·s) ≤ (t + 1/ω)·e^(−ω·t)` for all `s ≥ t`.
    func distanceEnvelope(at t: TimeInterval) -> CGFloat {
        let t = CGFloat(t)
        return (abs(initialDisplacement) + abs(b) * (t + 1 / omega)) * exp(-omega * t)
    }

    /// An upper bound of |x′| at every time ≥ `t`, by the same inequality.
    func speedEnvelope(at t: TimeInterval) -> CGFloat {
        let t = CGFloat(t)
        return (abs(initialVelocity) + omega * abs(b) * (t + 1 / omega)) * exp(-omega * t)
    }
}
