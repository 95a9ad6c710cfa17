import Foundation

/// Which drags on the card are the sheet's: the pull-down's pan delegate.
///
/// The sheet cannot know in advance which scroll views the presented controller puts in it, nor
/// when they come and go, so instead of wiring `require(toFail:)` into each one it answers for them
/// when a touch comes: every scroll view's pan inside the card waits for the sheet's pan to decide
/// (`shouldBeRequiredToFailBy`), and the sheet's pan decides on the scroll views actually under the
/// touch, found by walking from the touched view up to the card (`gestureRecognizerShouldBegin`).
/// Both pans pass their hysteresis on the same move, so the scroll view loses nothing by waiting:
/// when the sheet's pan declines, the scroll view's begins on that same move.
///
/// The rule, UIKit's and the field's (UIScrollView+NestedPans.swift): the sheet takes a drag that is
/// more vertical than horizontal, and over a scroll view that scrolls vertically only while that
/// content is at its top and the drag goes down (`shouldYieldDrag(to:)`); otherwise the content
/// scrolls. With `prefersScrollingExpandsWhenScrolledToEdge` (UIKit's default), a sheet below its
/// largest detent also takes an upward drag over content at its top: the sheet grows first, and once
/// it reaches its largest detent the same drag scrolls that content (`scrollingAfterExpanding`).
/// A grab while the sheet's transition runs always catches the sheet.
extension SheetPullDownInteraction: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan else { return true }
        guard let sheet else { return false }
        let start = pan.startLocation, now = pan.location(in: nil)
        guard abs(now.y - start.y) >= abs(now.x - start.x) else { return false }
        if sheet.presentedViewController.activeTransition != nil {
            return catchableTransition != nil && !sheet.pullDownIsVetoed
        }
        let expands = expandsBeforeScrolling(sheet, dragUp: now.y < start.y)
        let scrollViews = scrollViewsUnderTouch()
        guard scrollViews.allSatisfy({ $0.shouldYieldDrag(to: pan) || (expands && $0.isAtTop) }) else { return false }
        scrollingAfterExpanding = expands ? scrollViews.first : nil
        return true
    }

    /// Whether an upward drag over content at its top grows the sheet rather than scrolling it.
    private func expandsBeforeScrolling(_ sheet: UISheetPresentationController, dragUp: Bool) -> Bool {
        guard dragUp, sheet.prefersScrollingExpandsWhenScrolledToEdge,
              let largest = sheet.resolvedDetents.last?.height else { return false }
        return sheet.card.frame.height < largest - 0.5
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan, otherGestureRecognizer is ScrollViewPanGestureRecognizer,
              let scrollView = otherGestureRecognizer.view, let card = sheet?.card else { return false }
        return scrollView.isDescendant(of: card)
    }

    /// The scroll views between the touched view and the card that a vertical drag would scroll.
    private func scrollViewsUnderTouch() -> [UIScrollView] {
        var found: [UIScrollView] = []
        guard let card = sheet?.card else { return found }
        var view = pan.trackedTouches.first?.view
        while let v = view, v !== card {
            if let scrollView = v as? UIScrollView, scrollView.panGestureRecognizer.isEnabled, scrollView.canDrag(.y) {
                found.append(scrollView)
            }
            view = v.superview
        }
        return found
    }
}
