import Foundation

extension CGPath {
    /// A path whose fill is the area a solid stroke of this path covers (Core Graphics'
    /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`); `transform` is applied to
    /// the result's elements, after stroking, as Core Graphics does.
    ///
    /// The outline is not one traced contour but a union of overlapping pieces: a rectangle along
    /// each straight piece of the flattened path, a wedge or disc at each join and a rectangle or
    /// disc at each open end. Every piece is wound the same way (positive signed area), so the
    /// non-zero winding fill that Core Graphics uses for stroked outlines paints exactly their union;
    /// an even-odd fill of the result would show the overlaps as holes. Curves come out flattened to
    /// lines within `defaultFlatteningTolerance`, and joins and caps that are round come out as
    /// whole discs (the rest of each disc lies under the pieces beside it).
    ///
    /// Joins follow Core Graphics: a miter whose length exceeds `miterLimit` times the width becomes a
    /// bevel; a closed subpath is joined at its start and has no caps; a zero-length subpath (a move
    /// and a line or curve back to the same point) with round or square caps is a dot, a disc or a
    /// square of side `lineWidth` aligned with the axes.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        var outliner = StrokeOutliner(halfWidth: abs(lineWidth) / 2, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        if lineWidth != 0 {
            for subpath in flattened() { outliner.outline(subpath) }
        }
        let elements = transform == .identity ? outliner.elements : outliner.elements.map { $0.applying(transform) }
        return CGPath(elements: elements)
    }
}

/// Builds a stroke's area as positively wound pieces (see `copy(strokingWithWidth:…)`).
struct StrokeOutliner {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    /// How far a bevel may cut inside a curve's true round turn before the turn is drawn round.
    var tolerance: CGFloat = defaultFlatteningTolerance
    private(set) var elements: [PathElement] = []

    init(halfWidth: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) {
        self.halfWidth = halfWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }

    mutating func outline(_ subpath: FlattenedSubpath) {
        guard subpath.hasSegments, halfWidth > 0 else { return }
        let points = subpath.points
        let n = points.count
        if n == 1 {
            if !subpath.isClosed { dot(at: points[0]) }
            return
        }
        for (a, b) in subpath.edges {
            let d = direction(a, b), l = leftNormal(d)
            polygon([offset(a, l, halfWidth), offset(b, l, halfWidth), offset(b, l, -halfWidth), offset(a, l, -halfWidth)])
        }
        if subpath.isClosed {
            for i in 0..<n {
                let previous = points[(i + n - 1) % n], next = points[(i + 1) % n]
                turn(at: points[i], from: direction(previous, points[i]), to: direction(points[i], next),
                     insideCurve: subpath.isInsideCurve[i])
            }
        } else {
            for i in 1..<(n - 1) {
                turn(at: points[i], from: direction(points[i - 1], points[i]), to: direction(points[i], points[i + 1]),
                     insideCurve: subpath.isInsideCurve[i])
            }
            end(at: points[0], outward: direction(points[1], points[0]))
            end(at: points[n - 1], outward: direction(points[n - 2], points[n - 1]))
        }
    }

    // MARK: Joins and caps

    /// The piece covering the outside of the turn at `v` from direction `d1` to `d2`.
    private mutating func turn(at v: CGPoint, from d1: CGVector, to d2: CGVector, insideCurve: Bool) {
        let cross = d1.dx * d2.dy - d1.dy * d2.dx, dot = d1.dx * d2.dx + d1.dy * d2.dy
        if abs(cross) < 1e-12, dot > 0 { return }
        // cos of half the turning angle; the miter's length over the line width is its inverse.
        let cosHalf = ((1 + dot) / 2).squareRoot()
        if insideCurve {
            // Inside a curve the stroke turns smoothly; a bevel is within tolerance of that for the
            // small turns of a flattened curve, and a disc is exact for the sharp turns of a cusp.
            if halfWidth * (1 - cosHalf) <= tolerance { bevel(at: v, d1, d2, cross: cross) } else { disc(at: v) }
            return
        }
        switch join {
        case .round:
            disc(at: v)
        case .bevel:
            bevel(at: v, d1, d2, cross: cross)
        case .miter:
            guard cosHalf > 0, 1 / cosHalf <= miterLimit else { return bevel(at: v, d1, d2, cross: cross) }
            let side: CGFloat = cross > 0 ? -1 : 1
            let l1 = leftNormal(d1), l2 = leftNormal(d2)
            let bx = l1.dx + l2.dx, by = l1.dy + l2.dy, lb = hypot(bx, by)
            let tip = CGPoint(x: v.x + side * bx / lb * halfWidth / cosHalf, y: v.y + side * by / lb * halfWidth / cosHalf)
            polygon([v, offset(v, l1, side * halfWidth), tip, offset(v, l2, side * halfWidth)])
        }
    }

    /// The triangle between the two segments' outer corners at `v`.
    private mutating func bevel(at v: CGPoint, _ d1: CGVector, _ d2: CGVector, cross: CGFloat) {
        // The outer side is the one the path turns away from: right of travel for a turn to the left.
        let side: CGFloat = cross > 0 ? -1 : 1
        polygon([v, offset(v, leftNormal(d1), side * halfWidth), offset(v, leftNormal(d2), side * halfWidth)])
    }

    /// The cap at an open end `e`, the path leaving it along `outward`.
    private mutating func end(at e: CGPoint, outward d: CGVector) {
        switch cap {
        case .butt:
            return
        case .round:
            disc(at: e)
        case .square:
            let l = leftNormal(d)
            let out = CGPoint(x: e.x + d.dx * halfWidth, y: e.y + d.dy * halfWidth)
            polygon([offset(e, l, halfWidth), offset(out, l, halfWidth), offset(out, l, -halfWidth), offset(e, l, -halfWidth)])
        }
    }

    /// A zero-length subpath's dot: a disc for round caps, an axis-aligned square for square caps.
    private mutating func dot(at p: CGPoint) {
        switch cap {
        case .butt:
            return
        case .round:
            disc(at: p)
        case .square:
            let h = halfWidth
            polygon([CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x + h, y: p.y - h),
                     CGPoint(x: p.x + h, y: p.y + h), CGPoint(x: p.x - h, y: p.y + h)])
        }
    }

    // MARK: Pieces

    /// A closed polygon, reversed if needed so its signed area is positive; skipped when it has none.
    private mutating func polygon(_ vertices: [CGPoint]) {
        var area: CGFloat = 0
        for i in vertices.indices {
            let a = vertices[i], b = vertices[(i + 1) % vertices.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? vertices : vertices.reversed()
        elements.append(.move(ordered[0]))
        elements += ordered.dropFirst().map { .line($0) }
        elements.append(.close)
    }

    /// A disc of the stroke's half width, wound toward increasing angles (positive signed area).
    private mutating func disc(at c: CGPoint) {
        elements.append(.move(CGPoint(x: c.x + halfWidth, y: c.y)))
        elements += PathArc.cubics(center: c, radius: halfWidth, start: 0, sweep: 2 * .pi)
        elements.append(.close)
    }

    private func direction(_ a: CGPoint, _ b: CGPoint) -> CGVector {
        let dx = b.x - a.x, dy = b.y - a.y, l = hypot(dx, dy)
        return CGVector(dx: dx / l, dy: dy / l)
    }

    /// `d` turned a quarter toward +y from +x's side: (−dy, dx).
    private func leftNormal(_ d: CGVector) -> CGVector { CGVector(dx: -d.dy, dy: d.dx) }

    private func offset(_ p: CGPoint, _ n: CGVector, _ distance: CGFloat) -> CGPoint {
        CGPoint(x: p.x + n.dx * distance, y: p.y + n.dy * distance)
    }
}
