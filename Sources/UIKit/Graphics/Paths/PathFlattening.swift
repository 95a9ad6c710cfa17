import Foundation

/// One subpath turned into straight pieces: what hit testing, stroking and dashing work on, and
/// what a rasterizer without curves of its own can fill.
package struct FlattenedSubpath: Equatable, Sendable {
    /// The vertices in order. Repeated consecutive points are dropped, and a closed subpath does not
    /// repeat its first point at the end (the closing edge is implied by `isClosed`).
    package var points: [CGPoint]
    /// For each vertex, whether it lies inside a curve (the polyline only approximates a smooth
    /// turn there) rather than where two elements meet. A stroke joins elements with its line join
    /// but follows a curve smoothly, so the two kinds of vertex are joined differently.
    package var isInsideCurve: [Bool]
    /// Whether the subpath was closed (a `.close` element).
    package var isClosed: Bool
    /// Whether any line, curve or close followed the move. A lone move draws nothing; a move and a
    /// line back to the same point is a zero-length subpath, which round and square caps draw as a dot.
    package var hasSegments: Bool

    package init(points: [CGPoint], isInsideCurve: [Bool], isClosed: Bool, hasSegments: Bool) {
        self.points = points
        self.isInsideCurve = isInsideCurve
        self.isClosed = isClosed
        self.hasSegments = hasSegments
    }

    /// The straight edges in order, the closing one last for a closed subpath.
    package var edges: [(CGPoint, CGPoint)] {
        guard points.count > 1 else { return [] }
        var out = (1..<points.count).map { (points[$0 - 1], points[$0]) }
        if isClosed { out.append((points[points.count - 1], points[0])) }
        return out
    }
}

/// The default flattening tolerance: no flattened point is farther than this from the true curve.
/// A tenth of a point is below what a pixel at 2× can show.
package let defaultFlatteningTolerance: CGFloat = 0.1

extension CGPath {
    /// The path as polylines, curves cut into straight pieces no farther than `tolerance` from them.
    ///
    /// Each curve is cut into equal steps of its parameter, as many as its second differences
    /// require: a quadratic B(t) has |B''| = 2|p0 − 2c + p1| everywhere and a cubic |B''| ≤ 6·max of
    /// its two second differences, and a chord over a parameter step h strays at most |B''|·h²/8
    /// from the curve, so n = ⌈√(|B''|max / (8·tolerance))⌉ steps keep within the tolerance. A fixed
    /// count per curve (not adaptive splitting) makes the result depend only on the path, so the same
    /// path always hit-tests, strokes and dashes the same way.
    ///
    /// Subpaths follow Core Graphics: a move starts one; a close ends it, and anything drawn after a
    /// close without a move starts a new subpath at the closed one's start.
    package func flattened(tolerance: CGFloat = defaultFlatteningTolerance) -> [FlattenedSubpath] {
        var result: [FlattenedSubpath] = []
        var current: FlattenedSubpath?
        var subpathStart: CGPoint?
        var pen: CGPoint?

        func finish() {
            guard var sub = current else { return }
            if sub.isClosed, sub.points.count > 1, sub.points.last == sub.points.first {
                sub.points.removeLast()
                sub.isInsideCurve.removeLast()
            }
            result.append(sub)
            current = nil
        }
        /// Opens a subpath at the pen when a segment comes with none open (after a close); false when
        /// there is no pen at all (a segment before any move), which the caller then treats as a move.
        func begin() -> Bool {
            if current != nil { return true }
            guard let pen else { return false }
            current = FlattenedSubpath(points: [pen], isInsideCurve: [false], isClosed: false, hasSegments: false)
            subpathStart = pen
            return true
        }
        func add(_ p: CGPoint, insideCurve: Bool) {
            current!.hasSegments = true
            if current!.points.last != p {
                current!.points.append(p)
                current!.isInsideCurve.append(insideCurve)
            }
        }
        func startAt(_ p: CGPoint) {
            finish()
            current = FlattenedSubpath(points: [p], isInsideCurve: [false], isClosed: false, hasSegments: false)
            subpathStart = p
            pen = p
        }

        for element in elements {
            switch element {
            case .move(let p):
                startAt(p)
            case .line(let p):
                guard begin() else { startAt(p); continue }
                add(p, insideCurve: false)
                pen = p
            case .quad(let c, let p):
                guard begin() else { startAt(p); continue }
                let p0 = pen!
                let n = PathCurve.quadSteps(p0, c, p, tolerance: tolerance)
                for i in 1..<n {
                    add(PathCurve.quadPoint(p0, c, p, t: CGFloat(i) / CGFloat(n)), insideCurve: true)
                }
                add(p, insideCurve: false)
                pen = p
            case .cubic(let c1, let c2, let p):
                guard begin() else { startAt(p); continue }
                let p0 = pen!
                let n = PathCurve.cubicSteps(p0, c1, c2, p, tolerance: tolerance)
                for i in 1..<n {
                    add(PathCurve.cubicPoint(p0, c1, c2, p, t: CGFloat(i) / CGFloat(n)), insideCurve: true)
                }
                add(p, insideCurve: false)
                pen = p
            case .close:
                if current != nil {
                    current!.isClosed = true
                    current!.hasSegments = true
                    finish()
                }
                pen = subpathStart
            }
        }
        finish()
        return result
    }
}

/// Bézier evaluation and the step counts of the flattener. Pure functions.
enum PathCurve {
    /// The most steps one curve is cut into, whatever its size: a guard against absurd coordinates.
    static let maximumSteps = 4096

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                       y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                       y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    static func quadSteps(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, tolerance: CGFloat) -> Int {
        let dd = hypot(p0.x - 2 * c.x + p1.x, p0.y - 2 * c.y + p1.y)
        return steps(secondDerivative: 2 * dd, tolerance: tolerance)
    }

    static func cubicSteps(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, tolerance: CGFloat) -> Int {
        let d1 = hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y)
        let d2 = hypot(c1.x - 2 * c2.x + p1.x, c1.y - 2 * c2.y + p1.y)
        return steps(secondDerivative: 6 * max(d1, d2), tolerance: tolerance)
    }

    private static func steps(secondDerivative: CGFloat, tolerance: CGFloat) -> Int {
        let n = (secondDerivative / (8 * max(tolerance, 1e-6))).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return max(1, min(maximumSteps, Int(n)))
    }
}
