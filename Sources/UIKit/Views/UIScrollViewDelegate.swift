import Foundation

/// What a scroll view tells the object that follows it (UIKit's `UIScrollViewDelegate`). Every method
/// is optional: the protocol extension supplies empty ones, so implement only what you need — with
/// UIKit's exact signature, or the default silently stays in place.
///
/// A drag that is flung calls, in order: `scrollViewWillBeginDragging`, `scrollViewDidScroll` on each
/// move, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate: true)`, `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll` on each frame, `scrollViewDidEndDecelerating`.
///
/// ```swift
/// func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
///                                targetContentOffset: UnsafeMutablePointer<CGPoint>) {
///     // Rest on a 120 pt row boundary.
///     targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 120).rounded() * 120
/// }
/// ```
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed: a drag, a deceleration frame, the wheel, or code.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts. `velocity` is in points per *millisecond*, as in UIKit, signed in the
    /// direction the offset moves; `targetContentOffset` is where the content will come to rest, and
    /// may be changed to make it rest elsewhere (it then decelerates to exactly that offset).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// `decelerate` is true when the content keeps moving: a fling, or a bounce back from past an edge.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a release. Not called when a touch catches it on the way.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` arrived.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
