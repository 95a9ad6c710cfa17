import Foundation

/// A path being built. Every element may be transformed as it is added (`transform`, Core
/// Graphics' convention); curves are kept as curves, arcs become cubic Béziers of at most a
/// quarter turn each (`PathArc`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    override init(elements: [PathElement], shape: Shape? = nil) { super.init(elements: elements, shape: shape) }

    /// Appends elements; the path is no longer one known shape (unless it was empty and `shape` says so).
    private func append(_ new: [PathElement], shape newShape: Shape? = nil) {
        shape = elements.isEmpty ? newShape : nil
        elements += new
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append([.move(point.applying(transform))])
    }

    /// A straight line from the current point to `point` (a move when the path is empty).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        if needsStart { return append([.move(p)]) }
        reopenAfterClose()
        append([.line(p)])
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded(at: control.applying(transform))
        reopenAfterClose()
        append([.quad(control: control.applying(transform), to: end.applying(transform))])
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded(at: control1.applying(transform))
        reopenAfterClose()
        append([.cubic(control1: control1.applying(transform), control2: control2.applying(transform),
                       to: end.applying(transform))])
    }

    /// Lines through `points`: a move to the first, lines to the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        append([.move(first.applying(transform))] + points.dropFirst().map { .line($0.applying(transform)) })
    }

    /// A closed rectangle: a move to its origin, lines around (toward +x first), and a close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)].map { $0.applying(transform) }
        append([.move(corners[0]), .line(corners[1]), .line(corners[2]), .line(corners[3]), .close],
               shape: transform == .identity ? .rect(r) : nil)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// An ellipse inscribed in `rect`: four cubic quarter arcs starting at the right-hand middle
    /// point, then closed.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let unit = PathArc.cubics(center: .zero, radius: 1, start: 0, sweep: 2 * .pi)
        let place = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        let start = CGPoint(x: 1, y: 0).applying(place)
        append([.move(start)] + unit.map { $0.applying(place) } + [.close],
               shape: transform == .identity ? .ellipse(r) : nil)
    }

    /// A rectangle with elliptical corners `cornerWidth` × `cornerHeight` (each at most half the
    /// rectangle's side), closed.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        let radii = RoundedRectRadii(topLeft: CGSize(width: rx, height: ry), topRight: CGSize(width: rx, height: ry),
                                     bottomRight: CGSize(width: rx, height: ry), bottomLeft: CGSize(width: rx, height: ry))
        append(radii.elements(in: r).map { $0.applying(transform) },
               shape: transform == .identity && rx == ry ? .roundedRect(r, cornerRadius: rx) : nil)
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians, 0 along +x, growing
    /// toward +y). `clockwise` is Core Graphics' sense in a y-up space: true goes the way of
    /// decreasing angles — on a y-down screen that is counter-clockwise, which is why
    /// `UIBezierPath`'s `clockwise` is the opposite of this one. A line joins the current point to
    /// the arc's start, or the arc starts a subpath.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let sweep = PathArc.sweep(from: startAngle, to: endAngle, decreasing: clockwise)
        addArc(center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle` (positive toward +y).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, start: startAngle, sweep: delta, transform: transform)
    }

    private func addArc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start)).applying(transform)
        if needsStart {
            append([.move(first)])
        } else {
            reopenAfterClose()
            append([.line(first)])
        }
        append(PathArc.cubics(center: center, radius: radius, start: start, sweep: sweep).map { $0.applying(transform) })
    }

    /// An arc of radius `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from there to `tangent2End`, with a line from the current point to the arc's start
    /// (PostScript's `arct`). Collinear points, or a zero radius, add a line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let current = PathElement.currentPoint(after: elementsInverse(transform)) else {
            return move(to: tangent1End, transform: transform)
        }
        guard let arc = PathArc.tangent(from: current, corner: tangent1End, to: tangent2End, radius: radius) else {
            return addLine(to: tangent1End, transform: transform)
        }
        reopenAfterClose()
        append([.line(arc.start.applying(transform))])
        append(PathArc.cubics(center: arc.center, radius: radius, start: arc.startAngle, sweep: arc.sweep)
            .map { $0.applying(transform) })
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !needsStart, elements.last != .close else { return }
        append([.close])
    }

    /// Appends every element of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        append(path.elements.map { $0.applying(transform) }, shape: transform == .identity ? path.shape : nil)
    }

    // MARK: Helpers

    /// True when no subpath is open to continue (an empty path).
    private var needsStart: Bool { elements.isEmpty }

    private func startIfNeeded(at point: CGPoint) {
        if needsStart { append([.move(point)]) }
    }

    /// After a close, Core Graphics begins the next segment in a new subpath "with a starting and
    /// current point equal to the previous subpath's starting point"; the move is written out so
    /// every reader of the elements (stroking, reversing, the rasterizer) sees that subpath start.
    private func reopenAfterClose() {
        guard elements.last == .close, let start = PathElement.currentPoint(after: elements) else { return }
        append([.move(start)])
    }

    /// The elements mapped back by `transform`'s inverse: the current point in the caller's space,
    /// for the tangent arc, whose points are given before their transform.
    private func elementsInverse(_ transform: CGAffineTransform) -> [PathElement] {
        transform == .identity ? elements : elements.map { $0.applying(transform.inverted()) }
    }
}
