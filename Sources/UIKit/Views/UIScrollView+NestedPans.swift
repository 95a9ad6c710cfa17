import Foundation

/// A scroll view inside something that is itself dragged — the sheet whose content is a list. The
/// field's rule (PanModal, UIKit's own sheets): the surrounding pan takes the drag only while the
/// content is at its top and the drag goes down; otherwise the scroll view scrolls.
///
/// The gesture arena offers the surrounding pan's owner two levers, and the pattern uses both:
///
/// ```swift
/// // The scroll view's pan waits for the sheet's pan to decide…
/// scrollView.panGestureRecognizer.require(toFail: sheetPan)
/// sheetPan.delegate = self
///
/// // …and the sheet's pan begins only at the top, dragging down; otherwise it fails and the scroll
/// // view's pan begins on the same move.
/// func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
///     guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
///     return scrollView.shouldYieldDrag(to: pan)
/// }
/// ```
///
/// Without `require(toFail:)` the scroll view's pan — nearer the touch — sees each move first and
/// wins whenever it can scroll, as in UIKit. Letting both recognize together
/// (`shouldRecognizeSimultaneouslyWith`) is PanModal's alternative; the sheet then has to hold the
/// content at its top itself while it moves (set `contentOffset` in `scrollViewDidScroll`), which the
/// scroll view's move-by-move dragging allows.
extension UIScrollView {
    /// How far below its top the content may be and still count as at the top, in points. An offset
    /// left at 1e-9 by arithmetic is at the top (PanModal issue #75 was a sheet that would not pull
    /// down because of exactly that).
    public static let topTolerance: CGFloat = 0.5

    /// True while the content is at (or pulled past) its top: `contentOffset.y ≤ −adjustedContentInset.top + topTolerance`.
    public var isAtTop: Bool {
        contentOffset.y <= -adjustedContentInset.top + Self.topTolerance
    }

    /// Whether a drag that `outerPan` (a pan around this scroll view) is about to begin belongs to it
    /// rather than to this scroll view: the content is at its top and the touch has moved down since
    /// it landed. Meant for the outer pan's `gestureRecognizerShouldBegin`, see above.
    public func shouldYieldDrag(to outerPan: UIPanGestureRecognizer) -> Bool {
        guard isAtTop else { return false }
        let start = convert(outerPan.startLocation, from: nil), now = convert(outerPan.location(in: nil), from: nil)
        return now.y > start.y
    }
}
