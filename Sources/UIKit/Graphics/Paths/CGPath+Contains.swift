import Foundation

extension CGPath {
    /// Whether `point` (first mapped by `transform`, as Core Graphics does) lies inside the area a
    /// fill of the path with `rule` would paint. Open subpaths count as closed by a line back to
    /// their start, as they are when filled; the stroke's width plays no part.
    ///
    /// Curves are flattened within `defaultFlatteningTolerance`, so a point closer than that to a
    /// curve may fall on either side. A point exactly on an edge counts by the half-open crossing
    /// rule (inside on left and top edges of a rectangle, outside on right and bottom ones).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let p = point.applying(transform)
        var winding = 0
        for subpath in flattened() where subpath.points.count > 2 {
            winding += PathWinding.number(of: p, around: subpath.points)
        }
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }
}

/// Winding numbers of polygons. Pure functions.
enum PathWinding {
    /// How many times the closed polygon through `vertices` winds around `p`: +1 for each upward
    /// crossing (toward +y) of the horizontal ray going right from `p`, −1 for each downward one.
    /// The sign follows the polygon's direction; only its value matters for the fill rules.
    static func number(of p: CGPoint, around vertices: [CGPoint]) -> Int {
        var winding = 0
        var a = vertices[vertices.count - 1]
        for b in vertices {
            if a.y <= p.y {
                if b.y > p.y, side(a, b, p) > 0 { winding += 1 }
            } else if b.y <= p.y, side(a, b, p) < 0 {
                winding -= 1
            }
            a = b
        }
        return winding
    }

    /// Positive when `p` lies to the left of a→b in a y-up frame (the cross product's sign).
    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
