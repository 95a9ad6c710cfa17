import Foundation

// UIEdgeInsets and CGRect.inset(by:): per-edge padding, as UIKit defines it.

/// Distances to pull each edge of a rectangle inwards (positive) or push it outwards (negative).
///
/// UIKit uses insets wherever content must keep clear of a border by a different amount on
/// each side: layout margins, safe areas, scroll-view content insets, button title padding.
/// A single `insetBy(dx:dy:)` cannot express that, because it is symmetric.
///
///     let padded = bounds.inset(by: UIEdgeInsets(top: 8, left: 16, bottom: 0, right: 4))
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// How far the top edge moves down (towards larger y).
    public var top: CGFloat
    /// How far the left edge moves right.
    public var left: CGFloat
    /// How far the bottom edge moves up (towards smaller y).
    public var bottom: CGFloat
    /// How far the right edge moves left.
    public var right: CGFloat

    /// Insets of zero on every edge, as UIKit's `UIEdgeInsets()` gives.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets with the given amount for each edge, in UIKit's argument order
    /// (top, left, bottom, right — anticlockwise from the top).
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge; insetting a rectangle by it leaves the rectangle unchanged.
    public static var zero: UIEdgeInsets { UIEdgeInsets() }
}

extension CGRect {
    /// The rectangle with each edge moved inwards by the matching inset.
    ///
    /// This is UIKit's `UIEdgeInsetsInsetRect`: the origin moves by (`left`, `top`) and the
    /// size shrinks by (`left + right`, `top + bottom`). As in UIKit, the rectangle is not
    /// standardised and the result is not clamped, so insets larger than the rectangle give
    /// a negative width or height.
    ///
    ///     CGRect(x: 0, y: 0, width: 100, height: 50)
    ///         .inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
    ///     // (x: 10, y: 5, width: 70, height: 30)
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left,
               y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right),
               height: size.height - (insets.top + insets.bottom))
    }
}
