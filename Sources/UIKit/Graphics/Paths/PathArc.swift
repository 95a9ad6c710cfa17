import Foundation

/// Arc math for paths: how far an arc turns, and the cubic Béziers that draw it. Pure functions.
///
/// A circular arc of sweep θ ≤ π/2 is drawn by one cubic whose control points lie on the tangents
/// at its ends, k = 4/3 · tan(θ/4) radii away — the usual approximation, within 0.03 % of the radius
/// for a quarter turn.
enum PathArc {
    /// The signed sweep from `start` to `end`: increasing (toward +y) unless `decreasing`, a whole
    /// turn at most, and going the long way round rather than backwards (an end behind the start in
    /// the increasing direction sweeps up to it through +2π).
    static func sweep(from start: CGFloat, to end: CGFloat, decreasing: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var delta = end - start
        if decreasing {
            if delta <= -turn { return -turn }
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: turn) - turn }
        } else {
            if delta >= turn { return turn }
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: turn) + turn }
        }
        // truncatingRemainder can land on a whole turn exactly (delta a multiple of 2π): no sweep.
        return abs(delta) >= turn ? 0 : delta
    }

    /// The cubics that draw the arc of the circle at `center` from angle `start` through `sweep`,
    /// each at most a quarter turn; empty for no sweep. They continue from the arc's start point.
    static func cubics(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat) -> [PathElement] {
        guard sweep != 0, radius > 0 else { return [] }
        // A hair of slack so a quarter turn computed with rounding error stays one piece.
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var out: [PathElement] = []
        var a0 = start
        for _ in 0..<pieces {
            let a1 = a0 + step
            let p0 = CGPoint(x: cos(a0), y: sin(a0)), p1 = CGPoint(x: cos(a1), y: sin(a1))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            func place(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            out.append(.cubic(control1: place(c1), control2: place(c2), to: place(p1)))
            a0 = a1
        }
        return out
    }

    /// The arc of `radius` tangent to the lines `from`→`corner` and `corner`→`to`: where it starts
    /// and its circle and sweep; nil when the lines are collinear or a point repeats.
    static func tangent(from p0: CGPoint, corner p1: CGPoint, to p2: CGPoint, radius: CGFloat)
        -> (start: CGPoint, center: CGPoint, startAngle: CGFloat, sweep: CGFloat)? {
        guard radius > 0 else { return nil }
        let u = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y), v = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let lu = hypot(u.dx, u.dy), lv = hypot(v.dx, v.dy)
        guard lu > 0, lv > 0 else { return nil }
        let ux = u.dx / lu, uy = u.dy / lu, vx = v.dx / lv, vy = v.dy / lv
        let cross = ux * vy - uy * vx
        guard abs(cross) > 1e-9 else { return nil }
        let cosAngle = max(-1, min(1, ux * vx + uy * vy))
        let half = acos(cosAngle) / 2
        // Distance from the corner to each tangent point, and to the centre along the bisector.
        let along = radius / tan(half)
        let start = CGPoint(x: p1.x + ux * along, y: p1.y + uy * along)
        let end = CGPoint(x: p1.x + vx * along, y: p1.y + vy * along)
        let bx = ux + vx, by = uy + vy, lb = hypot(bx, by)
        let toCenter = radius / sin(half)
        let center = CGPoint(x: p1.x + bx / lb * toCenter, y: p1.y + by / lb * toCenter)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        let a1 = atan2(end.y - center.y, end.x - center.x)
        var sweep = a1 - a0
        // The short way round, never more than half a turn.
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        return (start, center, a0, sweep)
    }
}

/// Four corner radii of a rounded rectangle (each an ellipse's half-axes), and the closed path
/// around it: from the end of the top-left corner clockwise on screen (toward +x along the top).
struct RoundedRectRadii: Equatable {
    var topLeft: CGSize
    var topRight: CGSize
    var bottomRight: CGSize
    var bottomLeft: CGSize

    func elements(in r: CGRect) -> [PathElement] {
        let start = CGPoint(x: r.minX + topLeft.width, y: r.minY)
        var out: [PathElement] = [.move(start)]
        // Each corner's arc, a quarter turn from `angle` about `center`, after a line to where it
        // starts; a square corner (no radius) is the line to the corner itself, which is `center`.
        func corner(_ radius: CGSize, center: CGPoint, from angle: CGFloat) {
            guard radius.width > 0, radius.height > 0 else { return out.append(.line(center)) }
            let place = CGAffineTransform(a: radius.width, b: 0, c: 0, d: radius.height, tx: center.x, ty: center.y)
            out.append(.line(CGPoint(x: cos(angle), y: sin(angle)).applying(place)))
            out += PathArc.cubics(center: .zero, radius: 1, start: angle, sweep: .pi / 2).map { $0.applying(place) }
        }
        corner(topRight, center: CGPoint(x: r.maxX - topRight.width, y: r.minY + topRight.height), from: -.pi / 2)
        corner(bottomRight, center: CGPoint(x: r.maxX - bottomRight.width, y: r.maxY - bottomRight.height), from: 0)
        corner(bottomLeft, center: CGPoint(x: r.minX + bottomLeft.width, y: r.maxY - bottomLeft.height), from: .pi / 2)
        corner(topLeft, center: CGPoint(x: r.minX + topLeft.width, y: r.minY + topLeft.height), from: .pi)
        // A square top-left corner is the start itself: the close draws that last side.
        if out.last == .line(start) { out.removeLast() }
        out.append(.close)
        return out
    }
}
