import Foundation

/// Seconds, as Core Animation counts them.
public typealias CFTimeInterval = Double

/// The current media time: the animation clock of the frame being prepared. It comes from the run
/// loop's `FrameClock`, scaled by the slow-motion factor; nothing reads a wall clock.
///
/// The clock is the current application's, which the main actor runs: call it there (it traps
/// elsewhere). Unlike iOS, where any thread may read the host clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    MainActor.assumeIsolated { ApplicationContext.current.engine.mediaTime }
}

/// Named timing curves, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let easeIn = Self(rawValue: "easeIn")
    public static let easeOut = Self(rawValue: "easeOut")
    public static let easeInEaseOut = Self(rawValue: "easeInEaseOut")
    public static let `default` = Self(rawValue: "default")
}

/// A cubic Bézier pacing curve for a `CAAnimation`.
public final class CAMediaTimingFunction: Equatable {
    public let curve: CubicBezierCurve

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        default: curve = .caDefault
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicBezierCurve(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    init(curve: CubicBezierCurve) { self.curve = curve }

    /// Control point `index` (0…3) of the curve, as two floats.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
        let p = points[max(0, min(3, index))]
        values[0] = Float(p.0)
        values[1] = Float(p.1)
    }

    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool { a.curve == b.curve }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = Self(rawValue: "removed")
    public static let forwards = Self(rawValue: "forwards")
    public static let backwards = Self(rawValue: "backwards")
    public static let both = Self(rawValue: "both")

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let discrete = Self(rawValue: "discrete")
    public static let paced = Self(rawValue: "paced")
    public static let cubic = Self(rawValue: "cubic")
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}
