import Foundation

// CoreGraphics geometry members that UIKit code calls but Foundation on Linux leaves out.
//
// Foundation on Linux already provides CGFloat, CGPoint, CGSize, CGRect, CGRectEdge and
// most of CGRect's API (min/mid/max, standardized, integral, insetBy, offsetBy, union,
// intersection, contains, divided(atDistance:from:), zero/null/infinite, ...), so none of
// that is repeated here. Only members Darwin's CoreGraphics has and Linux's lacks are added.
// The transform-related members (`applying(_:)`) live in CGAffineTransform.swift and
// `CGRect.inset(by:)` lives in UIEdgeInsets.swift, next to the types they take.

extension CGPoint {
    /// Whether `self` and `point2` are the same point.
    ///
    /// CoreGraphics exposes `CGPointEqualToPoint` to Swift under this name, and older UIKit
    /// code still calls it; it behaves exactly like `==`.
    ///
    ///     CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2))   // true
    public func equalTo(_ point2: CGPoint) -> Bool {
        self == point2
    }
}

extension CGSize {
    /// Whether `self` and `size2` have the same width and height.
    ///
    /// CoreGraphics' Swift name for `CGSizeEqualToSize`, kept so ported code compiles;
    /// it behaves exactly like `==` (no standardisation: a negative width is a different size).
    public func equalTo(_ size2: CGSize) -> Bool {
        self == size2
    }
}

extension CGRect {
    /// Whether `self` and `rect2` cover the same area.
    ///
    /// CoreGraphics' Swift name for `CGRectEqualToRect`. Like CoreGraphics (and Foundation's
    /// `==`, which this calls), rectangles are compared after standardisation, so a rectangle
    /// with a negative size equals the positive-size rectangle covering the same points:
    ///
    ///     CGRect(x: 10, y: 10, width: -10, height: -10)
    ///         .equalTo(CGRect(x: 0, y: 0, width: 10, height: 10))   // true
    public func equalTo(_ rect2: CGRect) -> Bool {
        self == rect2
    }
}
