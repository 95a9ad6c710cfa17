import Foundation

/// The closed-form motion of a damped spring pulling a unit mass from 0 to 1:
/// `m·x″ + c·x′ + k·(x − 1) = 0`, `x(0) = 0`, `x′(0) = v₀`.
///
/// Under-, critically and over-damped cases each have their exact formula; no numerical integration,
/// so a frame at any time is exact and cheap. `initialVelocity` is in progress units per second
/// (UIKit's normalised velocity: 1 means the whole distance per second).
public struct SpringSolution: Equatable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    public let initialVelocity: Double

    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0,
                     "a spring needs mass > 0, stiffness > 0 and damping >= 0 (got \(mass), \(stiffness), \(damping))")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// A spring with the given damping ratio (1 = critical) and natural angular frequency ω₀.
    public init(dampingRatio: Double, angularFrequency w0: Double, initialVelocity: Double = 0) {
        self.init(mass: 1, stiffness: w0 * w0, damping: 2 * dampingRatio * w0, initialVelocity: initialVelocity)
    }

    public var angularFrequency: Double { (stiffness / mass).squareRoot() }
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Progress (0 → 1, may overshoot) at `time` seconds.
    public func position(at time: Double) -> Double { 1 + displacement(at: max(0, time)).x }

    /// Progress units per second at `time`.
    public func velocity(at time: Double) -> Double { displacement(at: max(0, time)).v }

    /// Displacement from the target (x) and its derivative (v).
    func displacement(at t: Double) -> (x: Double, v: Double) {
        let w0 = angularFrequency, z = dampingRatio
        let x0 = -1.0, v0 = initialVelocity
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let a = x0, b = (v0 + z * w0 * x0) / wd
            let e = exp(-z * w0 * t), c = cos(wd * t), s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * ((b * wd - z * w0 * a) * c - (a * wd + z * w0 * b) * s)
            return (x, v)
        } else if z == 1 {
            let b = v0 + w0 * x0
            let e = exp(-w0 * t)
            return (e * (x0 + b * t), e * (b - w0 * (x0 + b * t)))
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// The first time after which the spring stays within `epsilon` of the target: when a spring
    /// animation reports it has settled. Found by stepping at 240 Hz until the decay envelope (an
    /// upper bound of every later displacement) is inside `epsilon`.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let step = 1.0 / 240
        var t = 0.0, lastOutside = 0.0
        while t < 600 && envelope(at: t) >= epsilon {
            if abs(displacement(at: t).x) >= epsilon { lastOutside = t }
            t += step
        }
        return lastOutside + step
    }

    /// An upper bound of |displacement| at every time ≥ `t`.
    func envelope(at t: Double) -> Double {
        let w0 = angularFrequency, z = dampingRatio, x0 = -1.0, v0 = initialVelocity
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let b = (v0 + z * w0 * x0) / wd
            return exp(-z * w0 * t) * (x0 * x0 + b * b).squareRoot()
        } else if z == 1 {
            // s·e^(−w0·s) ≤ (t + 1/w0)·e^(−w0·t) for every s ≥ t, which bounds the b·s term.
            let b = v0 + w0 * x0
            return (abs(x0) + abs(b) * (t + 1 / w0)) * exp(-w0 * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The spring UIKit's damping-ratio APIs use: the given damping ratio, and the stiffness at which
    /// it settles (to 0.001) in `duration` seconds, so the motion fits the requested duration.
    public static func fitting(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> SpringSolution {
        precondition(duration > 0, "a spring animation needs a positive duration (got \(duration))")
        let ratio = min(max(dampingRatio, 0.01), 1)
        var lo = 0.1, hi = 2000.0
        for _ in 0..<50 {
            let mid = (lo * hi).squareRoot()
            let s = SpringSolution(dampingRatio: ratio, angularFrequency: mid, initialVelocity: initialVelocity)
            if s.settlingDuration() > duration { lo = mid } else { hi = mid }
        }
        return SpringSolution(dampingRatio: ratio, angularFrequency: hi, initialVelocity: initialVelocity)
    }
}
