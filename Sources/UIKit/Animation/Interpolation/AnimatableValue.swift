import Foundation

/// A value of an animatable layer property, in a form that can be interpolated.
///
/// Core Animation's `fromValue`/`toValue` are `Any`; `init?(_:)` accepts what iOS code passes
/// (`CGFloat`, `Double`, `Float`, `Int`, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`,
/// `CGAffineTransform`, `CGColor`, `UIColor`).
public enum AnimatableValue: Equatable, CustomStringConvertible {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    /// A shape layer's path: interpolated point by point between paths of the same elements.
    case path(CGPath?)
    /// A gradient layer's colours: interpolated colour by colour when the counts match.
    case colors([CGColor]?)
    /// A gradient layer's locations: interpolated number by number when the counts match.
    case numbers([CGFloat]?)

    public init?(_ any: Any?) {
        switch any {
        case let v as AnimatableValue: self = v
        case let v as CGFloat: self = .scalar(v)
        case let v as Double: self = .scalar(CGFloat(v))
        case let v as Float: self = .scalar(CGFloat(v))
        case let v as Int: self = .scalar(CGFloat(v))
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(v)
        case let v as UIColor: self = .color(v.cgColor)
        case let v as CGPath: self = .path(v.copy())
        case let v as UIBezierPath: self = .path(v.cgPath)
        case let v as [CGColor]: self = .colors(v)
        case let v as [UIColor]: self = .colors(v.map(\.cgColor))
        case let v as [CGFloat]: self = .numbers(v)
        case let v as [Double]: self = .numbers(v.map { CGFloat($0) })
        case let v as [NSNumber]: self = .numbers(v.map { CGFloat($0.doubleValue) })
        default: return nil
        }
    }

    /// The value `fraction` of the way from `self` to `other` (fractions outside 0…1 extrapolate,
    /// which is how a spring overshoots). Mismatched kinds jump at the midpoint.
    public func interpolated(to other: AnimatableValue, fraction f: Double) -> AnimatableValue {
        let t = CGFloat(f)
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(a + (b - a) * t)
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        case (.size(let a), .size(let b)):
            return .size(CGSize(width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t,
                                width: a.width + (b.width - a.width) * t, height: a.height + (b.height - a.height) * t))
        case (.transform(let a), .transform(let b)):
            return .transform(TransformDecomposition.interpolate(a, b, fraction: f))
        case (.color(let a), .color(let b)):
            let ca = a ?? b?.copy(alpha: 0) ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            let cb = b ?? a?.copy(alpha: 0) ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            // Interpolate premultiplied, so fading from clear does not pass through black.
            let alpha = ca.alpha + (cb.alpha - ca.alpha) * t
            func channel(_ x: CGFloat, _ y: CGFloat) -> CGFloat {
                let pre = x * ca.alpha + (y * cb.alpha - x * ca.alpha) * t
                return alpha > 0 ? pre / alpha : 0
            }
            return .color(CGColor(red: channel(ca.red, cb.red), green: channel(ca.green, cb.green),
                                  blue: channel(ca.blue, cb.blue), alpha: alpha))
        case (.path(let a?), .path(let b?)):
            guard let between = PathInterpolation.interpolate(a, b, fraction: t) else { return f < 0.5 ? self : other }
            return .path(between)
        case (.colors(let a?), .colors(let b?)) where a.count == b.count:
            return .colors(zip(a, b).map { pair -> CGColor in
                guard case .color(let c?) = AnimatableValue.color(pair.0).interpolated(to: .color(pair.1), fraction: f)
                else { return pair.1 }
                return c
            })
        case (.numbers(let a?), .numbers(let b?)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * t })
        default:
            return f < 0.5 ? self : other
        }
    }

    /// `self + other`, for additive animations (colours and transforms compose instead).
    public func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(b, a))
        default: return other
        }
    }

    public var description: String {
        switch self {
        case .scalar(let v): return "\(v)"
        case .point(let p): return "\(p)"
        case .size(let s): return "\(s)"
        case .rect(let r): return "\(r)"
        case .transform(let t): return "\(t)"
        case .color(let c): return c.map { "\($0)" } ?? "nil"
        case .path(let p): return p.map { "\($0)" } ?? "nil"
        case .colors(let c): return c.map { "\($0)" } ?? "nil"
        case .numbers(let n): return n.map { "\($0)" } ?? "nil"
        }
    }
}
