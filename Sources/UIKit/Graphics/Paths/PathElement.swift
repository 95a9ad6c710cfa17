import Foundation

/// A path element as Segue stores it: plain values, compared and hashed by value, so a path can be
/// a cache key and a layer can tell whether its path changed.
package enum PathElement: Hashable, Sendable, CustomStringConvertible {
    case move(CGPoint)
    case line(CGPoint)
    case quad(control: CGPoint, to: CGPoint)
    case cubic(control1: CGPoint, control2: CGPoint, to: CGPoint)
    case close

    var type: CGPathElementType {
        switch self {
        case .move: return .moveToPoint
        case .line: return .addLineToPoint
        case .quad: return .addQuadCurveToPoint
        case .cubic: return .addCurveToPoint
        case .close: return .closeSubpath
        }
    }

    /// The element's points in Core Graphics' order (controls first, the end point last).
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The end point (nil for a close).
    var end: CGPoint? { points.last }

    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(control: c.applying(t), to: p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
        case .close: return .close
        }
    }

    /// Where the pen is after `elements`: the last end point, or the start of the last subpath after
    /// a close; nil when nothing was drawn.
    static func currentPoint(after elements: [PathElement]) -> CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .close: current = start
            default: current = element.end
            }
        }
        return current
    }

    package var description: String {
        func f(_ p: CGPoint) -> String { "\(p.x),\(p.y)" }
        switch self {
        case .move(let p): return "M\(f(p))"
        case .line(let p): return "L\(f(p))"
        case .quad(let c, let p): return "Q\(f(c)) \(f(p))"
        case .cubic(let c1, let c2, let p): return "C\(f(c1)) \(f(c2)) \(f(p))"
        case .close: return "Z"
        }
    }
}
