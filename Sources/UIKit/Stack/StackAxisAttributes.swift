import Foundation

/// The attributes a stack view constrains along its axis and across it, so one set of rules serves
/// rows and columns.
struct StackAxisAttributes {
    typealias Attribute = NSLayoutConstraint.Attribute
    let leading, trailing, size, center: Attribute
    let crossLeading, crossTrailing, crossSize, crossCenter: Attribute
    /// The edges spacing runs between along the axis: a view's end and the next one's start
    /// (last and first baselines for a baseline-relative column).
    let spacingEnd, spacingStart: Attribute

    init(axis: NSLayoutConstraint.Axis, baselineRelative: Bool) {
        if axis == .horizontal {
            (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
            (crossLeading, crossTrailing, crossSize, crossCenter) = (.top, .bottom, .height, .centerY)
            (spacingEnd, spacingStart) = (.trailing, .leading)
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
            (crossLeading, crossTrailing, crossSize, crossCenter) = (.leading, .trailing, .width, .centerX)
            (spacingEnd, spacingStart) = baselineRelative ? (.lastBaseline, .firstBaseline) : (.bottom, .top)
        }
    }
}
