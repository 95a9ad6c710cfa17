import Foundation

/// A pacing over one stretch of an animator's run: maps local time (0…1 of the stretch) to progress
/// (0…1, a spring may overshoot).
///
/// A value that can cross actors: its map is pure maths over a Bézier curve or a spring solution,
/// so timelines holding it (`AnimatorTimeline`) are `Sendable` too.
struct Pacing: Sendable {
    let map: @Sendable (Double) -> Double
    /// Seconds the stretch takes.
    let seconds: Double

    /// `provider` over `seconds` (explicit springs take their own settling time).
    init(_ provider: UITimingCurveProvider, seconds: Double) {
        self = Curve(provider).pacing(seconds: seconds)
    }

    init(curve: @escaping @Sendable (Double) -> Double, seconds: Double) {
        map = curve
        self.seconds = seconds
    }

    /// A timing curve provider reduced to the values its pacings are made from, so that a timeline
    /// can make a pacing for any length later (the rest of a run, after a reversal) without keeping
    /// the provider, a class from outside.
    enum Curve: Sendable {
        /// A cubic Bézier curve (the named curves, custom control points, and any provider that
        /// offers neither kind: ease-in-out).
        case cubic(CubicBezierCurve)
        /// A spring given by its damping ratio and velocity, fitted to each stretch's length.
        case fittedSpring(dampingRatio: Double, initialVelocity: Double)
        /// A spring given by mass, stiffness and damping: it takes its own settling time.
        case explicitSpring(SpringSolution)

        init(_ provider: UITimingCurveProvider) {
            if let spring = provider.springTimingParameters {
                if let explicit = spring.explicitSpring {
                    self = .explicitSpring(explicit)
                } else {
                    self = .fittedSpring(dampingRatio: Double(spring.dampingRatio), initialVelocity: spring.scalarVelocity)
                }
            } else {
                self = .cubic(provider.cubicTimingParameters?.bezier ?? .easeInOut)
            }
        }

        /// The pacing of a stretch that lasts `seconds` (an explicit spring lasts its settling time).
        func pacing(seconds: Double) -> Pacing {
            switch self {
            case .cubic(let bezier):
                return Pacing(curve: { bezier.value(at: $0) }, seconds: seconds)
            case .fittedSpring(let ratio, let velocity):
                let solution = SpringSolution.fitting(duration: max(seconds, 1e-3), dampingRatio: ratio,
                                                      initialVelocity: velocity)
                return Pacing(curve: { local in local >= 1 ? 1 : solution.position(at: local * seconds) }, seconds: seconds)
            case .explicitSpring(let solution):
                let length = solution.settlingDuration()
                return Pacing(curve: { local in local >= 1 ? 1 : solution.position(at: local * length) }, seconds: length)
            }
        }
    }
}
