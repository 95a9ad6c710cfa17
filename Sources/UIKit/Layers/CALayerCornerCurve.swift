import Foundation

/// The shape of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`.
///
/// `.circular` is a quarter circle of `cornerRadius`, meeting the straight edges with a jump in
/// curvature the eye reads as a kink. `.continuous` is the squircle iOS draws on its sheets, icons
/// and buttons: the corner starts bending earlier along each edge (at
/// `CALayer.cornerCurveExpansionFactor(.continuous)` × `cornerRadius` from the corner), with no jump
/// in curvature, and its middle stands a little further out than the circle's.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let circular = Self(rawValue: "circular")
    public static let continuous = Self(rawValue: "continuous")
}

extension CALayer {
    /// How far along each edge, as a multiple of `cornerRadius`, a corner of `curve` starts to bend:
    /// 1 for `.circular`, about 1.53 for `.continuous` (as Core Animation reports).
    public static func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? ContinuousCorner.expansion : 1
    }
}

/// The geometry of one continuous corner, in the corner's own frame: the corner point at (0, 0),
/// one edge along +a, the other along +b, all lengths in units of the corner radius.
///
/// The corner is two cubic Béziers that meet on the diagonal, mirror images of each other. The first
/// starts on the edge at `expansion` with both inner control points on the edge line, so its
/// curvature there is zero (no kink where it leaves the straight edge); its last control point lies
/// where its tangent at the diagonal points along (−1, 1), so the two halves meet smoothly. The
/// numbers were chosen so curvature rises steadily from 0 at the edge to about 1.3 / r on the
/// diagonal, and the diagonal point (`middle`, 0.28 r from each edge) stands just outside the
/// circle's (0.293 r).
public enum ContinuousCorner {
    /// Where the corner leaves each straight edge.
    public static let expansion: CGFloat = 1.528
    /// The first half's first inner control point, on the edge.
    static let firstControl: CGFloat = 1.0
    /// Both coordinates of the point on the diagonal where the halves meet.
    static let middle: CGFloat = 0.28

    /// The control points (a, b) of the half from the edge along a to the diagonal, for a corner of
    /// `radius` whose extent along each edge may be at most `limit` (half the shorter side). When the
    /// full extent does not fit, the shape blends towards the circular corner of the same radius,
    /// which is what remains possible when the radius is half the side (a capsule).
    public static func firstHalf(radius r: CGFloat, limit: CGFloat) -> [CGPoint] {
        let room = expansion * r > limit && r > 0 ? max(0, min(1, (limit - r) / ((expansion - 1) * r))) : 1
        // A quarter circle of radius 1 split on the diagonal, each eighth a cubic with handles of
        // (4/3)·tan(π/16).
        let handle = 4.0 / 3.0 * tan(CGFloat.pi / 16)
        let d = 1 - 1 / CGFloat(2).squareRoot()
        let circle = [CGPoint(x: 1, y: 0), CGPoint(x: 1 - handle, y: 0),
                      CGPoint(x: d + handle / CGFloat(2).squareRoot(), y: d - handle / CGFloat(2).squareRoot()),
                      CGPoint(x: d, y: d)]
        let smooth = [CGPoint(x: expansion, y: 0), CGPoint(x: firstControl, y: 0),
                      CGPoint(x: 2 * middle, y: 0), CGPoint(x: middle, y: middle)]
        return zip(circle, smooth).map { c, s in
            CGPoint(x: r * (c.x + room * (s.x - c.x)), y: r * (c.y + room * (s.y - c.y)))
        }
    }
}
