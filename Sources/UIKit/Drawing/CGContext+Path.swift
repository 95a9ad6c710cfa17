import Foundation

/// The current path of a context, and filling, stroking and clipping with it (after which, as in
/// Core Graphics, the current path is empty again).
extension CGContext {
    public func beginPath() { basePath = CGMutablePath() }

    public func move(to point: CGPoint) { basePath.move(to: point, transform: state.ctm) }
    public func addLine(to point: CGPoint) { basePath.addLine(to: point, transform: state.ctm) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        basePath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        basePath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        basePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                        transform: state.ctm)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        basePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    public func addLines(between points: [CGPoint]) { basePath.addLines(between: points, transform: state.ctm) }
    public func addRect(_ rect: CGRect) { basePath.addRect(rect, transform: state.ctm) }
    public func addRects(_ rects: [CGRect]) { basePath.addRects(rects, transform: state.ctm) }
    public func addEllipse(in rect: CGRect) { basePath.addEllipse(in: rect, transform: state.ctm) }
    public func addPath(_ path: CGPath) { basePath.addPath(path, transform: state.ctm) }
    public func closePath() { basePath.closeSubpath() }

    public var isPathEmpty: Bool { basePath.isEmpty }
    public var currentPointOfPath: CGPoint { basePath.currentPoint.applying(state.ctm.inverted()) }
    public var boundingBoxOfPath: CGRect { basePath.boundingBox.applying(state.ctm.inverted()) }

    /// The current path in user space (under the current CTM), and an empty current path after.
    private func takePath() -> CGPath {
        let taken = basePath.copy(using: [state.ctm.inverted()]) ?? CGPath(elements: [])
        basePath = CGMutablePath()
        return taken
    }

    public func fillPath(using rule: CGPathFillRule = .winding) {
        record(.fill(takePath(), rule, faded(state.fillColor)))
    }

    public func strokePath() {
        record(.stroke(takePath(), state.stroke, faded(state.strokeColor), start: 0, end: 1))
    }

    /// Fills, strokes or both, as `mode` says, with one path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let path = takePath()
        switch mode {
        case .fill, .eoFill:
            record(.fill(path, mode == .eoFill ? .evenOdd : .winding, faded(state.fillColor)))
        case .stroke:
            record(.stroke(path, state.stroke, faded(state.strokeColor), start: 0, end: 1))
        case .fillStroke, .eoFillStroke:
            record(.fill(path, mode == .eoFillStroke ? .evenOdd : .winding, faded(state.fillColor)))
            record(.stroke(path, state.stroke, faded(state.strokeColor), start: 0, end: 1))
        }
    }

    public func clip(using rule: CGPathFillRule = .winding) { record(.clip(takePath(), rule)) }

    public func clip(to rect: CGRect) { record(.clip(CGPath(rect: rect), .winding)) }
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects)
        record(.clip(path, .winding))
    }

    public func fill(_ rect: CGRect) { record(.fill(CGPath(rect: rect), .winding, faded(state.fillColor))) }
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }
    public func fillEllipse(in rect: CGRect) { record(.fill(CGPath(ellipseIn: rect), .winding, faded(state.fillColor))) }
    public func stroke(_ rect: CGRect) {
        record(.stroke(CGPath(rect: rect), state.stroke, faded(state.strokeColor), start: 0, end: 1))
    }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var style = state.stroke
        style.lineWidth = width
        record(.stroke(CGPath(rect: rect), style, faded(state.strokeColor), start: 0, end: 1))
    }
    public func strokeEllipse(in rect: CGRect) {
        record(.stroke(CGPath(ellipseIn: rect), state.stroke, faded(state.strokeColor), start: 0, end: 1))
    }
    /// Strokes the segments between consecutive pairs of `points` (0–1, 2–3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = CGMutablePath()
        for i in stride(from: 0, to: points.count - 1, by: 2) {
            path.move(to: points[i])
            path.addLine(to: points[i + 1])
        }
        record(.stroke(path, state.stroke, faded(state.strokeColor), start: 0, end: 1))
    }
}

/// What `drawPath(using:)` does with the path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}
