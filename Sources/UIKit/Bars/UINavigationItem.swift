/// What a navigation bar shows while a controller is on top of its navigation controller's stack
/// (UIKit's `UINavigationItem`): a title or a title view, the buttons on either side, and how the
/// controller above it titles its back button. A bar showing the item redraws when any of them changes.
@MainActor
open class UINavigationItem {
    open var title: String? { didSet { itemDidChange() } }
    /// Shown in place of the title when set.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// The back button the next controller's bar shows to come back here; when nil the bar makes one
    /// from `backButtonTitle`, else this item's title (or "Back" when that does not fit).
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The title of the back button that leads back to this item, when `backBarButtonItem` is nil.
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// Hides the back button while this item is on top.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// Whether the left items sit beside the back button rather than replacing it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }
    /// Leading items, left to right; they replace the back button.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// Trailing items, right to left, as UIKit orders them: the first is at the trailing edge.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

    public init(title: String) {
        self.title = title
    }

    public init() {}

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// Set by the bar showing the item, so a changed title or button shows at once.
    var changeHandler: (() -> Void)?

    func itemDidChange() { changeHandler?() }
}
