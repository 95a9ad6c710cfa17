import Foundation

extension CGPath {
    /// The smallest rectangle holding every point the path passes through (Core Graphics'
    /// `boundingBoxOfPath`): a curve counts by its extreme points, not its control points, so a
    /// bulging arc's box is the arc's own. Move points count too, as in Core Graphics. `.null` for an
    /// empty path.
    ///
    /// The extremes are exact: along each axis a quadratic turns where its linear derivative is zero
    /// and a cubic where its quadratic derivative is, so only those parameters in (0, 1) and the end
    /// points need testing.
    public var boundingBoxOfPath: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        var start: CGPoint?
        var pen: CGPoint?
        for element in elements {
            switch element {
            case .move(let p):
                include(p); start = p; pen = p
            case .line(let p):
                include(p); pen = p
            case .quad(let c, let p):
                if let p0 = pen {
                    for t in PathCurve.quadExtremes(p0, c, p) { include(PathCurve.quadPoint(p0, c, p, t: t)) }
                }
                include(p); pen = p
            case .cubic(let c1, let c2, let p):
                if let p0 = pen {
                    for t in PathCurve.cubicExtremes(p0, c1, c2, p) { include(PathCurve.cubicPoint(p0, c1, c2, p, t: t)) }
                }
                include(p); pen = p
            case .close:
                pen = start
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension PathCurve {
    /// The parameters in (0, 1) where a quadratic's x or y stops growing or shrinking.
    static func quadExtremes(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        // B'(t) = 2[(c − p0) + t(p0 − 2c + p1)], zero at t = (p0 − c) / (p0 − 2c + p1).
        func root(_ a: CGFloat, _ b: CGFloat, _ d: CGFloat) -> CGFloat? {
            let denominator = a - 2 * b + d
            guard denominator != 0 else { return nil }
            return (a - b) / denominator
        }
        return [root(p0.x, c.x, p1.x), root(p0.y, c.y, p1.y)].compactMap { $0 }.filter { $0 > 0 && $0 < 1 }
    }

    /// The parameters in (0, 1) where a cubic's x or y stops growing or shrinking.
    static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        // B'(t)/3 = A t² + B t + C with A = p1 − 3c2 + 3c1 − p0, B = 2(p0 − 2c1 + c2), C = c1 − p0.
        func roots(_ p0: CGFloat, _ c1: CGFloat, _ c2: CGFloat, _ p1: CGFloat) -> [CGFloat] {
            let a = p1 - 3 * c2 + 3 * c1 - p0, b = 2 * (p0 - 2 * c1 + c2), c = c1 - p0
            let scale = max(abs(a), abs(b), abs(c))
            guard scale > 0 else { return [] }
            if abs(a) <= 1e-12 * scale {
                return b == 0 ? [] : [-c / b]
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let s = discriminant.squareRoot()
            return [(-b + s) / (2 * a), (-b - s) / (2 * a)]
        }
        return (roots(p0.x, c1.x, c2.x, p1.x) + roots(p0.y, c1.y, c2.y, p1.y)).filter { $0 > 0 && $0 < 1 }
    }
}
