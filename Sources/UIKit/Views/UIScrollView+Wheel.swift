import Foundation

/// The mouse wheel. X11 reports one event per notch (`dy` = ±1 vertically, `dx` = ±1 for a tilt
/// wheel); each notch moves the content `wheelStep` points, clamped to the resting range — no
/// rubber band, since nothing would pull it back the way a finger lets go. A paging scroll view
/// turns one page per notch instead (`UIScrollView+Paging.swift`).
///
/// The wheel goes to the innermost scroll view under the pointer that can still move that way; one
/// at its limit passes it on to the scroll view around it, so a list at its end lets the page
/// around it scroll on.
extension UIScrollView {
    /// Points per wheel notch: 40, about two lines of body text. (GTK scrolls by a power of the page
    /// size, browsers by three lines of about 19 px; 40 keeps a 300 pt list about eight notches long.)
    public static let wheelStep: CGFloat = 40

    /// Scrolls the innermost enabled scroll view at or above `view` that can move by `dx`, `dy` notches.
    /// Returns the one that moved, or nil when none could.
    @discardableResult
    static func scrollWheel(dx: CGFloat, dy: CGFloat, over view: UIView?) -> UIScrollView? {
        var candidate = view
        while let v = candidate {
            if let scrollView = v as? UIScrollView, scrollView.scrollWheel(dx: dx, dy: dy) { return scrollView }
            candidate = v.superview
        }
        return nil
    }

    /// Moves the content by whole steps, clamped; false (and nothing moves) when scrolling is off or
    /// the content is already at its limit in every direction asked for.
    func scrollWheel(dx: CGFloat, dy: CGFloat) -> Bool {
        guard isScrollEnabled else { return false }
        let notches = CGPoint(x: dx, y: dy)
        if isPagingEnabled {
            guard let wrap = wheelPagingWrapper else { return pageWheel(notches: notches) }
            return wrap { self.pageWheel(notches: notches) }
        }
        var target = contentOffset
        var moves = false
        for axis in ScrollAxis.allCases {
            let range = restingRange(axis)
            target[axis] = range.clamp(contentOffset[axis] + notches[axis] * Self.wheelStep)
            // A thousandth of a point from the limit is at the limit (an offset left at 1e-9 must not
            // swallow the wheel).
            if notches[axis] != 0 && abs(target[axis] - contentOffset[axis]) > 1e-3 { moves = true }
        }
        guard moves else { return false }
        stopMotion()
        show(target)
        return true
    }
}
