import Foundation

/// How a scroll view adds the safe area to its content inset (`contentInsetAdjustmentBehavior`), so
/// a list that fills an emulated iPhone's screen starts below the status bar and scrolls its last row
/// clear of the home indicator while its content still runs under both.
extension UIScrollView {
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The top and bottom always (Segue treats every scroll view as UIKit treats a controller's
        /// main one); the sides when the content scrolls sideways.
        case automatic
        /// The edges of the axes the content scrolls along (or bounces along with `alwaysBounce…`).
        case scrollableAxes
        /// None: `adjustedContentInset` is `contentInset`.
        case never
        /// Every edge.
        case always
    }

    /// `contentInset` with the edges of `safe` the behaviour adjusts added.
    func insetAdjustedForSafeArea(_ safe: UIEdgeInsets) -> UIEdgeInsets {
        var i = contentInset
        guard safe != .zero else { return i }
        let scrollsX = contentSize.width > bounds.width || alwaysBounceHorizontal
        let scrollsY = contentSize.height > bounds.height || alwaysBounceVertical
        let (x, y): (Bool, Bool) = switch contentInsetAdjustmentBehavior {
        case .automatic: (scrollsX, true)
        case .scrollableAxes: (scrollsX, scrollsY)
        case .never: (false, false)
        case .always: (true, true)
        }
        if x { i.left += safe.left; i.right += safe.right }
        if y { i.top += safe.top; i.bottom += safe.bottom }
        return i
    }

    /// After the safe area changed from `old`: a scroll view resting at its top (or leading edge)
    /// stays there, as in UIKit — the offset follows the new inset — and hears
    /// `adjustedContentInsetDidChange()`.
    func safeAreaDidChange(from old: UIEdgeInsets) {
        let before = insetAdjustedForSafeArea(old), after = adjustedContentInset
        guard before != after else { return }
        var offset = contentOffset
        if offset.y == -before.top { offset.y = -after.top }
        if offset.x == -before.left { offset.x = -after.left }
        if offset != contentOffset { contentOffset = offset }
        adjustedContentInsetDidChange()
    }
}
