import Foundation

/// A container that shows one child view controller per page and lets the user drag from page to
/// page (UIKit's `UIPageViewController`).
///
/// Pages come from `dataSource` as a drag needs them, or from `setViewControllers(_:direction:
/// animated:completion:)`. They scroll with a paging scroll view's physics (`UIScrollView.
/// isPagingEnabled`, `ScrollPaging`): a drag past half a page or a flick faster than 0.5 pt/ms turns
/// the page, anything less goes back, and there is no page beyond the ends — the drag rubber-bands.
/// Each page is a child view controller, added when it starts to show and removed when it stops, and
/// hears its appearance callbacks as it comes and goes (`UIPageViewController+Turns.swift`).
///
/// Only the `.scroll` style is drawn; `.pageCurl` scrolls too, after a warning. When the data
/// source implements both page-indicator methods, a `UIPageControl` is shown in a 26 pt strip under
/// the pages. A wheel notch along the pages' axis turns one page, as a drag does.
///
/// ```swift
/// let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pages.dataSource = self
/// pages.setViewControllers([PhotoPage(index: 0)], direction: .forward, animated: false)
/// addChild(pages)
/// view.addSubview(pages.view)
/// pages.didMove(toParent: self)
/// ```
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable {
        /// A page turning like paper. Segue scrolls instead (`SegueDiagnostics` says so once per controller).
        case pageCurl
        case scroll
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal
        case vertical
    }

    public enum NavigationDirection: Int, Sendable {
        /// Towards the pages after: from the right (horizontal) or from below (vertical).
        case forward
        case reverse
    }

    public enum SpineLocation: Int, Sendable {
        case none, min, mid, max
    }

    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` for `.pageCurl`; accepted and ignored, since pages scroll.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages in points (a `CGFloat`, `Double` or `Int`) for `.scroll`; 0 by default.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The style asked for at creation. `.pageCurl` is accepted but scrolls.
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// Always `.none`: scrolling pages have no spine.
    public var spineLocation: SpineLocation { .none }
    /// Points between two pages while they scroll.
    public let interPageSpacing: CGFloat

    /// Gesture navigation is off while the data source is nil, as in UIKit.
    open weak var dataSource: UIPageViewControllerDataSource? {
        didSet { updateScrollEnabled() }
    }
    open weak var delegate: UIPageViewControllerDelegate?

    /// The page shown, in a one-element array; nil before the first `setViewControllers`. During a
    /// drag it is still the page the drag started from, until the turn completes; during an animated
    /// `setViewControllers` it is already the page on its way in (so the data source's
    /// `presentationIndex(for:)`, asked then, can read it).
    open var viewControllers: [UIViewController]? {
        if case .setting(let reveal, _) = turn { return [reveal.page] }
        return current.map { [$0] }
    }

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spacing = options?[.interPageSpacing]
        interPageSpacing = max(0, (spacing as? CGFloat) ?? (spacing as? Double).map { CGFloat($0) }
                                  ?? (spacing as? Int).map { CGFloat($0) } ?? 0)
        super.init()
        if style == .pageCurl {
            SegueDiagnostics.warn("UIPageViewController: the .pageCurl transition style is not drawn by Segue; "
                                  + "the pages scroll as with .scroll instead. Pass .scroll to silence this warning.")
        }
    }

    /// Sets the page shown, at once or sliding in from the side `direction` names
    /// (`UIPageViewController+Turns.swift` has the details); `completion` hears whether the page
    /// arrived. Delegate methods are for the user's drags and are not called.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        performSetViewControllers(viewControllers, direction: direction, animated: animated, completion: completion)
    }

    // MARK: State shared by the extensions

    /// The page on screen.
    var current: UIViewController?
    /// What the pages are doing (`UIPageViewController+Turns.swift`).
    var turn: PageTurn = .idle
    /// The pages before and after `current`, asked for when a drag begins and forgotten at rest.
    var neighbours = PageNeighbours()
    /// True while the controller moves the scroll view itself, so that its callbacks are not taken
    /// for the user's.
    var ignoresScrolling = false
    /// The dot of `current` in the page indicator, when one is shown.
    var indicatorIndex = 0
    /// Whether the data source implements both page-indicator methods.
    var showsIndicator = false

    private(set) var pageScrollView: UIScrollView?
    private(set) var pageControl: UIPageControl?
    private let scrollCoordinator = PageScrollCoordinator()

    /// The axis the pages scroll along.
    var axis: ScrollAxis { navigationOrientation == .horizontal ? .x : .y }

    // MARK: View

    open override func loadView() {
        let root = PageContainerView(frame: UIScreen.main.bounds)
        root.controller = self
        let scroll = UIScrollView(frame: root.bounds)
        scroll.isPagingEnabled = true
        scroll.showsHorizontalScrollIndicator = false
        scroll.showsVerticalScrollIndicator = false
        // Even with no page on either side the pages rubber-band, so the drag always begins.
        if axis == .x { scroll.alwaysBounceHorizontal = true } else { scroll.alwaysBounceVertical = true }
        scrollCoordinator.owner = self
        scroll.delegate = scrollCoordinator
        scroll.wheelPagingWrapper = { [weak self] step in self?.turnByWheel(step) ?? step() }
        root.addSubview(scroll)
        pageScrollView = scroll

        let dots = UIPageControl(frame: .zero)
        dots.backgroundColor = .black
        dots.isHidden = true
        dots.addAction(UIAction { [weak self] _ in self?.indicatorWasTapped() }, for: .valueChanged)
        root.addSubview(dots)
        pageControl = dots

        view = root
        if let current { install(current, in: .current) }
        updateScrollEnabled()
        updateIndicator()
    }

    /// Places the scroll view, the pages and the indicator in the current bounds.
    func layoutPages() {
        guard let scroll = pageScrollView, let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let strip = showsIndicator ? UIPageControl.preferredHeight : 0
        var frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - strip))
        // The scroll view is a page plus the gap long, so a page boundary (its bounds size) is too.
        if axis == .x { frame.size.width += interPageSpacing } else { frame.size.height += interPageSpacing }
        scroll.frame = frame
        let extent = pageExtent
        scroll.contentSize = axis == .x ? CGSize(width: 3 * extent, height: frame.height)
            : CGSize(width: frame.width, height: 3 * extent)
        for (page, slot) in placedPages { page.viewIfLoaded?.frame = slotFrame(slot) }
        pageControl?.frame = CGRect(x: 0, y: bounds.height - strip, width: bounds.width, height: strip)
        if case .idle = turn { recentre() }
        updateInsets()
    }

    /// The length of a page plus the gap after it: the distance between two slots.
    var pageExtent: CGFloat { pageScrollView?.bounds.size[axis] ?? 0 }

    /// The frame of a page in `slot`, in the scroll view's content.
    func slotFrame(_ slot: PageSlot) -> CGRect {
        guard let scroll = pageScrollView else { return .zero }
        let start = CGFloat(slot.rawValue) * pageExtent
        let size = scroll.bounds.size
        return axis == .x ? CGRect(x: start, y: 0, width: size.width - interPageSpacing, height: size.height)
            : CGRect(x: 0, y: start, width: size.width, height: size.height - interPageSpacing)
    }

    /// The content offset that shows `slot`.
    func offset(showing slot: PageSlot) -> CGPoint {
        var point = CGPoint.zero
        point[axis] = CGFloat(slot.rawValue) * pageExtent
        return point
    }

    /// The pages whose views are in the scroll view, and where.
    var placedPages: [(UIViewController, PageSlot)] {
        var placed: [(UIViewController, PageSlot)] = []
        if let current { placed.append((current, .current)) }
        if let reveal = turn.reveal { placed.append((reveal.page, reveal.side.slot)) }
        return placed
    }

    /// Puts `page`'s view in `slot`.
    func install(_ page: UIViewController, in slot: PageSlot) {
        guard let scroll = pageScrollView else { return }
        let pageView = page.view!
        pageView.frame = slotFrame(slot)
        if pageView.superview !== scroll { scroll.addSubview(pageView) }
    }

    /// Shows the current page's slot without telling anyone: the scroll view is moved by the
    /// controller, not by the user.
    func recentre() {
        guard let scroll = pageScrollView else { return }
        ignoresScrolling = true
        defer { ignoresScrolling = false }
        scroll.setContentOffset(offset(showing: .current), animated: false)
        if let current { install(current, in: .current) }
    }

    /// Lets the content rest only on the slots that hold (or may hold) a page: a side with no page
    /// is cut off by a negative inset, so a drag there meets the rubber band.
    func updateInsets() {
        guard let scroll = pageScrollView else { return }
        let extent = pageExtent
        let before = neighbours.before != nil || turn.reveal?.side == .before
        let after = neighbours.after != nil || turn.reveal?.side == .after
        let leading = before ? 0 : -extent, trailing = after ? 0 : -extent
        scroll.contentInset = axis == .x ? UIEdgeInsets(top: 0, left: leading, bottom: 0, right: trailing)
            : UIEdgeInsets(top: leading, left: 0, bottom: trailing, right: 0)
    }

    func updateScrollEnabled() {
        let setting: Bool
        if case .setting = turn { setting = true } else { setting = false }
        pageScrollView?.isScrollEnabled = dataSource != nil && !setting
    }

    // MARK: Page indicator

    /// Asks the data source for the indicator's count and index (when `setViewControllers` is
    /// called, as UIKit does) and shows or hides the indicator.
    func updateIndicator() {
        let count = dataSource?.presentationCount(for: self) ?? 0
        let index = dataSource?.presentationIndex(for: self) ?? -1
        let shows = count >= 1 && index >= 0
        if shows != showsIndicator {
            showsIndicator = shows
            viewIfLoaded?.setNeedsLayout()
        }
        indicatorIndex = shows ? min(index, count - 1) : 0
        guard let dots = pageControl else { return }
        dots.isHidden = !shows
        dots.numberOfPages = shows ? count : 0
        dots.currentPage = indicatorIndex
    }

    /// A completed drag moves the dot by one, without asking the data source, as UIKit does.
    func moveIndicator(by step: Int) {
        guard showsIndicator, let dots = pageControl else { return }
        indicatorIndex = min(max(0, indicatorIndex + step), max(0, dots.numberOfPages - 1))
        dots.currentPage = indicatorIndex
    }

    /// A tap on the indicator turns one page that way, animated, as a `setViewControllers` would.
    private func indicatorWasTapped() {
        guard let dots = pageControl, let current, let dataSource else { return }
        let forward = dots.currentPage > indicatorIndex
        let page = forward ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let page else {
            dots.currentPage = indicatorIndex
            return
        }
        setViewControllers([page], direction: forward ? .forward : .reverse, animated: true)
    }
}

/// The page view controller's root view: it lays the pages out whenever its bounds change, whether
/// or not a subclass's `viewDidLayoutSubviews` calls `super`.
final class PageContainerView: UIView {
    weak var controller: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutPages()
    }
}

/// Passes the page scroll view's callbacks to its page view controller, which does not itself
/// conform to `UIScrollViewDelegate` (UIKit's does not either).
final class PageScrollCoordinator: UIScrollViewDelegate {
    weak var owner: UIPageViewController?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { owner?.pagesWillBeginDragging() }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { owner?.pagesDidScroll() }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { owner?.pagesCameToRest() }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { owner?.pagesCameToRest() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { owner?.pagesCameToRest() }
}
