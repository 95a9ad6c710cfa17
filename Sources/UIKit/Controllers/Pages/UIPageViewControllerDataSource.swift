import Foundation

/// Supplies a page view controller's pages as the user drags towards them (UIKit's
/// `UIPageViewControllerDataSource`). The page before and after the current one are asked for when
/// a drag begins; nil means there is none, and the drag rubber-bands at that end.
///
/// The two page-indicator methods are optional, as in UIKit: when both are implemented a
/// `UIPageControl` is shown under the pages. Swift has no optional protocol methods outside
/// Objective-C, so the defaults answer "not implemented" with a count of 0 and an index of −1; an
/// indicator is shown when the count is at least 1 and the index at least 0.
///
/// ```swift
/// func pageViewController(_ pageViewController: UIPageViewController,
///                         viewControllerAfter viewController: UIViewController) -> UIViewController? {
///     guard let page = viewController as? PhotoPage, page.index + 1 < photos.count else { return nil }
///     return PhotoPage(index: page.index + 1)
/// }
/// ```
@MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page indicator shows. Asked when `setViewControllers` is called.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is the current page's. Asked when `setViewControllers` is called; a drag that
    /// turns a page moves the dot by one, as in UIKit.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { -1 }
}

/// Hears about page turns made by the user (UIKit's `UIPageViewControllerDelegate`); both methods
/// are optional. Turns made by `setViewControllers(_:direction:animated:completion:)` report to its
/// completion instead.
@MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A drag began to show `pendingViewControllers`. The turn may still be abandoned.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// The pages came to rest after a drag. `completed` is true when the new page stayed (and
    /// `viewControllers` already holds it), false when the drag went back; `previousViewControllers`
    /// are the pages shown before the drag.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
