import Foundation

/// The cubic Bézier timing curve from (0, 0) to (1, 1) through two control points, as
/// `CAMediaTimingFunction(controlPoints:)` and `UICubicTimingParameters` define it.
///
/// `value(at: x)` finds the curve parameter t whose x(t) equals the time fraction (Newton's method,
/// falling back to bisection), then returns y(t). Accurate to better than 1e-6.
///
/// ```swift
/// let easeOut = CubicBezierCurve(0, 0, 0.58, 1)
/// easeOut.value(at: 0.5)   // ≈ 0.6887
/// ```
public struct CubicBezierCurve: UnitCurve, Equatable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        precondition((0...1).contains(x1) && (0...1).contains(x2),
                     "a timing curve's control point x values must lie in 0…1 (got \(x1), \(x2))")
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    // Polynomial coefficients of x(t) = ((ax t + bx) t + cx) t, likewise y.
    private var cx: Double { 3 * x1 }
    private var bx: Double { 3 * (x2 - x1) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * y1 }
    private var by: Double { 3 * (y2 - y1) - cy }
    private var ay: Double { 1 - cy - by }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The parameter t at which x(t) = `x`.
    func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let err = self.x(t) - x
            if abs(err) < 1e-9 { return t }
            let d = dx(t)
            if abs(d) < 1e-9 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<60 {
            let v = self.x(t)
            if abs(v - x) < 1e-9 { return t }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    public func value(at fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        return y(parameter(forX: fraction))
    }

    /// dy/dx at a time fraction: the curve's speed, used to hand velocity on when an animation is
    /// interrupted.
    public func slope(at fraction: Double) -> Double {
        let t = parameter(forX: min(1, max(0, fraction)))
        let d = dx(t)
        guard abs(d) > 1e-12 else { return 0 }
        return ((3 * ay * t + 2 * by) * t + cy) / d
    }

    public static let linear = CubicBezierCurve(0, 0, 1, 1)
    public static let easeIn = CubicBezierCurve(0.42, 0, 1, 1)
    public static let easeOut = CubicBezierCurve(0, 0, 0.58, 1)
    public static let easeInOut = CubicBezierCurve(0.42, 0, 0.58, 1)
    /// Core Animation's `kCAMediaTimingFunctionDefault`.
    public static let caDefault = CubicBezierCurve(0.25, 0.1, 0.25, 1)
}
