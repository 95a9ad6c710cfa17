import Foundation

/// The path between two paths, as Core Animation animates a shape layer's `path`: when both have the
/// same elements in the same order, every point moves in a straight line from its place in the
/// first path to its place in the second; otherwise there is no path between (the animation jumps).
enum PathInterpolation {
    static func interpolate(_ a: CGPath, _ b: CGPath, fraction t: CGFloat) -> CGPath? {
        guard a.elements.count == b.elements.count else { return nil }
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var out: [PathElement] = []
        out.reserveCapacity(a.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case (.move(let p), .move(let q)): out.append(.move(mix(p, q)))
            case (.line(let p), .line(let q)): out.append(.line(mix(p, q)))
            case (.quad(let c, let p), .quad(let d, let q)): out.append(.quad(control: mix(c, d), to: mix(p, q)))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
                out.append(.cubic(control1: mix(c1, d1), control2: mix(c2, d2), to: mix(p, q)))
            case (.close, .close): out.append(.close)
            default: return nil
            }
        }
        return CGPath(elements: out)
    }
}
