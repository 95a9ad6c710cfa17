import Foundation

/// Where Auto Layout finds a view's first and last baselines (`firstBaselineAnchor`,
/// `lastBaselineAnchor`, a stack view's baseline alignments and baseline-relative spacing).
extension UIView {
    /// The first baseline's distance below the top edge and the last baseline's above the bottom
    /// edge. A label measures them on its text laid out at its intrinsic size (where Auto Layout
    /// usually keeps it); other views have their edges as baselines (see docs/UIKIT-DIFFERENCES.md).
    /// Read when a constraint is made, so a label whose font changes moves its baseline
    /// constraints when they are made again (a stack view remakes its own).
    var layoutBaselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat) {
        guard let label = self as? UILabel else { return (0, 0) }
        return label.naturalBaselineOffsets
    }
}

extension UILabel {
    /// The text's first and last baselines, from the top and from the bottom of its natural size.
    var naturalBaselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat) {
        measuringNaturalSize = true
        defer { measuringNaturalSize = false }
        let width = numberOfLines == 1 ? .greatestFiniteMagnitude : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width)
        guard let (_, laid) = fittedLayout(in: CGRect(x: 0, y: 0, width: width > 0 ? width : .greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                                           lines: numberOfLines),
              let first = laid.lines.first, let last = laid.lines.last else { return (0, 0) }
        return (first.baseline, ceil(laid.size.height) - last.baseline)
    }
}
