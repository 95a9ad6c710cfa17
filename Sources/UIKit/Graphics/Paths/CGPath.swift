import Foundation

/// An immutable Core Graphics path: subpaths of lines, quadratic and cubic Bézier curves, each
/// started by a move and optionally closed. Arcs, ellipses and rounded rectangles are stored as the
/// cubic curves Core Graphics turns them into, so every consumer (bounds, hit testing, stroking,
/// the rasterizer) sees one element vocabulary.
///
/// Paths made by `init(rect:)`, `init(ellipseIn:)` and `init(roundedRect:…)` (and `UIBezierPath`'s
/// matching initialisers) also remember that shape (`shape`), so the compositor can keep drawing
/// the common shadow and mask shapes from its own cached coverage masks.
///
/// Instances of `CGPath` never change after they are made; a `CGMutablePath` does until it is
/// copied. Layers copy the paths they are given, as Core Animation does, so what a layer holds is
/// immutable and may be read while rendering.
open class CGPath: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A shape the compositor can draw without rasterizing the path.
    package enum Shape: Hashable, Sendable {
        case rect(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat)
        case ellipse(CGRect)
    }

    /// The elements in order.
    package internal(set) var elements: [PathElement]
    /// Set while the whole path is one known shape.
    package internal(set) var shape: Shape?

    init(elements: [PathElement], shape: Shape? = nil) {
        self.elements = elements
        self.shape = shape
    }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements, shape: transform == nil ? .rect(rect.standardized) : nil)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements, shape: transform == nil ? .ellipse(rect.standardized) : nil)
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        // A known shape only with equal corners once fitted to the rectangle (`addRoundedRect` decides).
        self.init(elements: path.elements, shape: path.shape)
    }

    // MARK: Reading

    /// Whether the path has no elements at all.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element would start from: the end of the last element, or the start of
    /// the last subpath after a close; `.zero` for an empty path.
    public var currentPoint: CGPoint { PathElement.currentPoint(after: elements) ?? .zero }

    /// Whether the path is exactly the rectangle `rect` (made by `init(rect:)` or `addRect`).
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard case .rect(let r) = shape else { return false }
        rect?.pointee = r
        return true
    }

    /// The smallest rectangle holding every point of the path, control points included (Core
    /// Graphics' `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        var box = CGRect.null
        for element in elements {
            for p in element.points { box = box.union(CGRect(origin: p, size: .zero)) }
        }
        return box
    }

    /// Calls `block` with each element, as Core Graphics hands them out.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let storage = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { storage.deallocate() }
        for element in elements {
            let points = element.points
            for (i, p) in points.enumerated() { storage[i] = p }
            var cg = CGPathElement(type: element.type, points: storage)
            withUnsafePointer(to: &cg) { block($0) }
        }
    }

    /// An immutable copy (the same elements; a `CGPath` is returned as it is).
    public func copy() -> CGPath? {
        type(of: self) == CGPath.self ? self : CGPath(elements: elements, shape: shape)
    }

    /// An immutable copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee, t != .identity else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements, shape: shape) }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee, t != .identity else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(t) }, shape: nil)
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a === b || a.elements == b.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var description: String {
        "CGPath(" + elements.map(\.description).joined(separator: " ") + ")"
    }
}

/// The kinds of path element, in Core Graphics' order.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element as `applyWithBlock` hands it out: its kind and its points (one for a move or line,
/// control then end for a quadratic curve, two controls then end for a cubic, none for a close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// How a fill decides what is inside: by the winding number (non-zero), or by crossing parity.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}
