import Foundation

/// A view that shows part of a larger content area and lets the user move it (UIKit's `UIScrollView`).
///
/// The content offset *is* `bounds.origin`: subviews are placed in content coordinates and move when
/// it changes, and the view clips them (`clipsToBounds` is on, as in UIKit). Drags come through
/// `panGestureRecognizer`, which the scroll view owns and is the delegate of; past an edge they
/// follow the rubber band, and on release the content decelerates by `decelerationRate` and bounces
/// back to the edge (`UIScrollView+Dragging.swift`, `UIScrollView+Motion.swift`). The mouse wheel
/// scrolls by `wheelStep` (`UIScrollView+Wheel.swift`). A surrounding pan, such as a sheet's, that
/// should take the drag while the content is at its top asks `shouldYieldDrag(to:)`
/// (`UIScrollView+NestedPans.swift`).
///
/// ```swift
/// let scroll = UIScrollView(frame: view.bounds)
/// scroll.contentSize = CGSize(width: view.bounds.width, height: 2000)
/// for i in 0..<20 {
///     scroll.addSubview(RowView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: view.bounds.width, height: 100)))
/// }
/// scroll.delegate = self
/// view.addSubview(scroll)
/// ```
open class UIScrollView: UIView, UIGestureRecognizerDelegate {
    /// How quickly flung content slows down: the fraction of its speed kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998: a fling travels about half a second's worth of its release speed.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: about a tenth of a second's worth; for paging-like lists.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    public override init(frame: CGRect) {
        scrollPan = ScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        scrollPan.scrollView = self
        scrollPan.delegate = self
        scrollPan.addAction { [weak self] _ in self?.panDidChange() }
        addGestureRecognizer(scrollPan)
    }

    // MARK: Content

    /// The content point shown at the view's top-left corner — `bounds.origin`, as in UIKit. Setting
    /// it moves the content at once and calls `scrollViewDidScroll` when it changes; a running
    /// deceleration carries on from the next frame (use `setContentOffset(_:animated:)` to stop it).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { show(newValue) }
    }

    /// Moves the content to `contentOffset`, stopping any deceleration first (so
    /// `setContentOffset(contentOffset, animated: false)` is how a fling is stopped in place). Animated,
    /// it eases there in `scrollAnimationDuration`, calling `scrollViewDidScroll` on each frame and
    /// `scrollViewDidEndScrollingAnimation` on arrival.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        moveContent(to: contentOffset, animated: animated)
    }

    /// The size of the content, in points. The offsets the content can rest at run from
    /// `−adjustedContentInset.top` (left) to `contentSize + inset − bounds.size`, never below the start.
    open var contentSize: CGSize = .zero {
        willSet { keyValueObservers?.willChange(.contentSize, of: self) }
        didSet { keyValueObservers?.didChange(.contentSize, of: self) }
    }
    /// Extra scrollable space around the content; `contentOffset.y == −contentInset.top` is the top.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { keyValueObservers?.willChange(.contentInset, of: self) }
        didSet { keyValueObservers?.didChange(.contentInset, of: self) }
    }
    /// The insets the scroll view works with: `contentInset` plus the safe area on the edges
    /// `contentInsetAdjustmentBehavior` adjusts (UIScrollView+SafeArea.swift).
    public var adjustedContentInset: UIEdgeInsets { insetAdjustedForSafeArea(safeAreaInsets) }
    /// Which edges of the safe area `adjustedContentInset` adds; `.automatic` by default, as in UIKit.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
    }
    /// Called when `adjustedContentInset` changed with the safe area. Call super.
    open func adjustedContentInsetDidChange() {}

    // MARK: Behaviour

    /// Turning scrolling off disables `panGestureRecognizer` (a drag in progress is cancelled, as in
    /// UIKit) and the wheel passes over this scroll view.
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }
    /// Whether drags go past the edges on the rubber band and flings bounce; without it the content
    /// stops at the edges.
    open var bounces = true
    /// Lets a drag move (and rubber-band) the content vertically even when it fits (needs `bounces`).
    open var alwaysBounceVertical = false
    /// Lets a drag move (and rubber-band) the content horizontally even when it fits (needs `bounces`).
    open var alwaysBounceHorizontal = false
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the content stops only on multiples of the bounds size: a release settles on the page
    /// ahead when flung faster than 0.5 pt/ms or dragged past half a page, else back on its page,
    /// and each wheel notch turns one page (`UIScrollView+Paging.swift`, `ScrollPaging`). A delegate
    /// cannot change the target of a paged release, as in UIKit.
    open var isPagingEnabled = false
    /// Accepted for source compatibility; Segue draws no scroll indicators.
    open var showsVerticalScrollIndicator = true
    /// Accepted for source compatibility; Segue draws no scroll indicators.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' insets (`UIScrollView+IndicatorInsets.swift`).
    var indicatorInsets = ScrollIndicatorInsets()

    /// How long an animated `setContentOffset` takes (UIKit does not document its value).
    public static let scrollAnimationDuration: TimeInterval = 0.3

    // MARK: State

    /// True from the moment a finger lands on the content, before it has moved far enough to
    /// drag, until the touch sequence is over.
    public internal(set) var isTracking = false
    /// True from the moment a drag begins until the finger lifts.
    public internal(set) var isDragging = false
    /// True while released content is still moving: gliding, or bouncing back from past an edge.
    public internal(set) var isDecelerating = false

    /// The pan that drags the content. The scroll view is its delegate, and it must stay so.
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    open weak var delegate: UIScrollViewDelegate?

    let scrollPan: ScrollViewPanGestureRecognizer
    /// The drag in progress (`UIScrollView+Dragging.swift`).
    var drag: ScrollDrag?
    /// The deceleration, bounce or animation running (`UIScrollView+Motion.swift`).
    var motion: ScrollMotion?
    /// Runs a paged wheel step (the closure it is given, which answers whether the content moved)
    /// with preparation around it: a page view controller loads the neighbouring pages first, as it
    /// does when a drag begins.
    var wheelPagingWrapper: ((() -> Bool) -> Bool)?

    // MARK: Offsets

    /// The offsets along `axis` the content can rest at: from the leading inset to the far end of
    /// the content, collapsed to the start when the content fits.
    func restingRange(_ axis: ScrollAxis) -> ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        let start = axis == .x ? -inset.left : -inset.top
        let end = axis == .x ? contentSize.width + inset.right : contentSize.height + inset.bottom
        return start...max(start, end - bounds.size[axis])
    }

    /// Whether a drag moves the content along `axis`: there is more content than fits, or
    /// `alwaysBounce…` asks for a rubber band anyway.
    func canDrag(_ axis: ScrollAxis) -> Bool {
        let range = restingRange(axis)
        if range.upperBound > range.lowerBound { return true }
        return bounces && (axis == .x ? alwaysBounceHorizontal : alwaysBounceVertical)
    }

    /// Whether `offset` lies in the resting range on both axes.
    func isResting(_ offset: CGPoint) -> Bool {
        ScrollAxis.allCases.allSatisfy { restingRange($0).contains(offset[$0]) }
    }

    /// Puts the content at `offset` (moving `bounds.origin`) and tells the delegate, if it moved.
    /// Every change of offset — drag, frame, wheel, code — comes through here.
    func show(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        changing(.contentOffset) {
            var b = bounds
            b.origin = offset
            bounds = b
        }
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: UIGestureRecognizerDelegate
    //
    // The scroll view is its pan's delegate, as in UIKit; subclasses override these to let the pan
    // recognize with others. (`gestureRecognizerShouldBegin(_:)` is UIView's.)

    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }

    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}
