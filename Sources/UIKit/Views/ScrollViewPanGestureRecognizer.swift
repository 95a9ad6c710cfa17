import Foundation

/// The pan a scroll view owns (UIKit's private `UIScrollViewPanGestureRecognizer`), with three
/// behaviours a plain pan lacks:
///
/// - A touch landing on moving content stops it (`touchesBegan`), as a finger catches a fling.
/// - It begins only in a direction the scroll view can scroll (`mayBegin(at:)`), and fails for good
///   when the first move past the hysteresis goes another way: a scroll view whose content fits lets
///   the drag go to a pan around it, and one that scrolls only vertically fails a mostly horizontal
///   drag — which is what lets a vertical list sit inside a horizontal pager.
/// - A touch that caught content past an edge and let go without dragging sends it back (`reset()`).
///
/// Its delegate must stay the scroll view, as UIKit insists.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override var delegate: UIGestureRecognizerDelegate? {
        didSet {
            precondition(scrollView == nil || delegate === scrollView,
                         "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate; use the scroll view's own gestureRecognizer(_:…) methods in a subclass, or another recognizer's delegate")
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchDidLand()
    }

    override func mayBegin(at point: CGPoint) -> Bool {
        scrollView?.dragMayBegin(from: startLocation, to: point) ?? true
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        // Still possible past the hysteresis, and not waiting on another recognizer: the drag went a
        // way this scroll view cannot scroll. Turning later must not start it (a plain pan would
        // keep asking `mayBegin(at:)` on every move).
        guard state == .possible, deferredState == nil, let p = touches.first?.locationInWindow else { return }
        let start = startLocation
        if hypot(p.x - start.x, p.y - start.y) >= hysteresis { state = .failed }
    }

    override func reset() {
        super.reset()
        scrollView?.touchDidLeave()
    }
}
