import Foundation

/// How a property animator paces its animations.
public protocol UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// A cubic Bézier pacing: one of the named curves or two control points.
public final class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    let bezier: CubicBezierCurve
    private let isBuiltin: Bool

    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        bezier = curve.bezier
        controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
        controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
        isBuiltin = true
    }

    public init(controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = p1
        controlPoint2 = p2
        bezier = CubicBezierCurve(Double(p1.x), Double(p1.y), Double(p2.x), Double(p2.y))
        isBuiltin = false
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring pacing: a damping ratio fitted to the animator's duration, or explicit mass, stiffness and
/// damping (then the spring's own settling time is the duration). `initialVelocity` is normalised to
/// the animated distance; Segue uses `dy` when it is non-zero and `dx` otherwise.
public final class UISpringTimingParameters: UITimingCurveProvider {
    public let dampingRatio: CGFloat
    public let initialVelocity: CGVector
    let explicitSpring: SpringSolution?

    public convenience init() { self.init(dampingRatio: 1) }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        explicitSpring = nil
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        let v = velocity.dy != 0 ? velocity.dy : velocity.dx
        let s = SpringSolution(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                               initialVelocity: Double(v))
        explicitSpring = s
        dampingRatio = CGFloat(s.dampingRatio)
    }

    var scalarVelocity: Double { Double(initialVelocity.dy != 0 ? initialVelocity.dy : initialVelocity.dx) }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}
