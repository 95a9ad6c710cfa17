import CCairo
import Foundation
import UIKit

/// Paths into cairo: a `CGPath`'s elements as cairo's path calls, and a path cut down to a span of
/// its length (Core Animation's `strokeStart` and `strokeEnd`).
enum CairoPath {
    /// Replaces the context's path with `path`. Cairo has no quadratic curves: each becomes the
    /// cubic with the same shape (controls two thirds of the way from the ends to the quadratic's).
    static func append(_ path: CGPath, to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p
                subpathStart = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                current = p
            case .quad(let c, let p):
                let c1 = CGPoint(x: current.x + 2.0 / 3 * (c.x - current.x), y: current.y + 2.0 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2.0 / 3 * (c.x - p.x), y: p.y + 2.0 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .cubic(let c1, let c2, let p):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cr)
                current = subpathStart
            }
        }
    }

    /// Cuts the context's path down to the part between the fractions `start` and `end` of its whole
    /// length, measured along every subpath in order (closing lines included), as Core Animation
    /// measures `strokeStart`/`strokeEnd`. Curves come back as the short lines cairo flattens them
    /// into (within its tolerance, 0.1 px by default).
    static func trim(_ cr: OpaquePointer, from start: CGFloat, to end: CGFloat) {
        guard let flat = cairo_copy_path_flat(cr) else { return }
        defer { cairo_path_destroy(flat) }
        // The flattened path as subpaths of points (a closed one repeats its first point).
        var subpaths: [[CGPoint]] = []
        var i = 0
        let data = flat.pointee.data!
        while i < Int(flat.pointee.num_data) {
            let header = data[i].header
            let length = Int(header.length)
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                subpaths.append([CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y)])
            case CAIRO_PATH_LINE_TO:
                let p = CGPoint(x: data[i + 1].point.x, y: data[i + 1].point.y)
                if subpaths.isEmpty { subpaths.append([p]) } else { subpaths[subpaths.count - 1].append(p) }
            case CAIRO_PATH_CLOSE_PATH:
                if let first = subpaths.last?.first { subpaths[subpaths.count - 1].append(first) }
            default:
                break
            }
            i += length
        }
        let total = subpaths.reduce(0) { $0 + polylineLength($1) }
        cairo_new_path(cr)
        guard total > 0 else { return }
        let from = max(0, start) * total, to = min(1, end) * total
        var walked: CGFloat = 0
        for points in subpaths {
            var drawing = false
            for (a, b) in zip(points, points.dropFirst()) {
                let len = hypot(b.x - a.x, b.y - a.y)
                let s0 = walked, s1 = walked + len
                walked = s1
                guard s1 > from, s0 < to, len > 0 else { drawing = false; continue }
                let t0 = max(0, (from - s0) / len), t1 = min(1, (to - s0) / len)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !drawing || t0 > 0 { cairo_move_to(cr, p0.x, p0.y) }
                cairo_line_to(cr, p1.x, p1.y)
                drawing = t1 >= 1
            }
        }
    }

    private static func polylineLength(_ points: [CGPoint]) -> CGFloat {
        zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}
