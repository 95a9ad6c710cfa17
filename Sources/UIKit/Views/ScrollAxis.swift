import Foundation

/// One of a scroll view's two directions. Most scrolling rules (ranges, rubber band, deceleration)
/// apply to each axis on its own; naming the axis lets that code be written once instead of twice
/// with `x`/`width` and `y`/`height` swapped by hand.
enum ScrollAxis: CaseIterable {
    case x, y
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: ScrollAxis) -> CGFloat {
        get { axis == .x ? x : y }
        set { if axis == .x { x = newValue } else { y = newValue } }
    }
}

extension CGSize {
    /// The extent along `axis`: width for `.x`, height for `.y`.
    subscript(axis: ScrollAxis) -> CGFloat {
        axis == .x ? width : height
    }
}

extension ClosedRange where Bound == CGFloat {
    /// `value` moved into the range.
    func clamp(_ value: CGFloat) -> CGFloat {
        Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}
