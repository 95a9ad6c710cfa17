import Foundation

/// The shapes Segue can draw and clip by: rectangles, rounded rectangles and ellipses.
///
/// Core Graphics paths are arbitrary Béziers; transitions use them almost only for `shadowPath`
/// (`UIBezierPath(roundedRect:cornerRadius:).cgPath`), so Segue keeps the shape symbolic and the
/// compositor rasterises it exactly. Listed in `docs/UIKIT-DIFFERENCES.md`.
public final class CGPath: Equatable, CustomStringConvertible, Sendable {
    public enum Shape: Equatable, Sendable {
        case rect(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat)
        case ellipse(CGRect)
    }

    public let shape: Shape

    public init(shape: Shape) { self.shape = shape }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(shape: .rect(rect))
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(shape: .ellipse(rect))
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(shape: .roundedRect(rect, cornerRadius: min(cornerWidth, cornerHeight)))
    }

    /// The smallest rectangle holding the shape.
    public var boundingBox: CGRect {
        switch shape {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r
        }
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.shape == b.shape }
    public var description: String { "CGPath(\(shape))" }
}

/// UIKit's path object; here a builder of the shapes `CGPath` supports.
public final class UIBezierPath {
    public let cgPath: CGPath

    public init(rect: CGRect) { cgPath = CGPath(shape: .rect(rect)) }
    public init(ovalIn rect: CGRect) { cgPath = CGPath(shape: .ellipse(rect)) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(shape: .roundedRect(rect, cornerRadius: cornerRadius))
    }

    public var bounds: CGRect { cgPath.boundingBox }
}
