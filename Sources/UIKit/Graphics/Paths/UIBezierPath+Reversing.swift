import Foundation

extension UIBezierPath {
    /// What `reversing()` returns: the same subpaths, in the same order, each traced the other way.
    /// Each starts where it ended, its elements come in reverse order (a curve's control points
    /// swapped), and a closed subpath stays closed. The stroke and fill settings are carried over.
    func reversedCopy() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: CGPath(elements: PathReversal.reversed(cgPath.elements)))
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit
        reversed.flatness = flatness
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        let style = strokeStyle
        style.dashPattern.withUnsafeBufferPointer {
            reversed.setLineDash($0.baseAddress, count: $0.count, phase: style.dashPhase)
        }
        return reversed
    }
}

/// Reverses the direction of every subpath of a list of elements. Pure functions.
enum PathReversal {
    static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var out: [PathElement] = []
        var start: CGPoint?
        var pen: CGPoint?
        // The open subpath: its segments as (where each starts, the element).
        var segments: [(from: CGPoint, element: PathElement)] = []
        var subpathOpen = false

        func flush(closed: Bool) {
            guard subpathOpen, let start else { return }
            out.append(.move(pen ?? start))
            for (from, element) in segments.reversed() {
                switch element {
                case .line: out.append(.line(from))
                case .quad(let c, _): out.append(.quad(control: c, to: from))
                case .cubic(let c1, let c2, _): out.append(.cubic(control1: c2, control2: c1, to: from))
                case .move, .close: break
                }
            }
            if closed { out.append(.close) }
            segments = []
            subpathOpen = false
        }

        for element in elements {
            switch element {
            case .move(let p):
                flush(closed: false)
                start = p; pen = p; subpathOpen = true
            case .close:
                flush(closed: true)
                pen = start
            case .line, .quad, .cubic:
                guard let from = pen else { continue }
                if !subpathOpen {
                    // Drawing on after a close starts a new subpath at the closed one's start.
                    start = from; subpathOpen = true
                }
                segments.append((from, element))
                pen = element.end
            }
        }
        flush(closed: false)
        return out
    }
}
