/// The bar across the top of a navigation controller (UIKit's `UINavigationBar`), drawn as iOS's
/// default light bar: 44 points high, #F9F9F9 at 94 % (`0xF0F9F9F9`) over what scrolls beneath, a
/// one-pixel hairline of black at 30 % hanging just below it, the top item's title centred in 17 pt
/// semibold, the back button and the items in the tint colour.
///
/// It shows a stack of `UINavigationItem`s; a navigation controller keeps it in step with its
/// controllers. A change of top item builds new content (`NavigationBarContentView`) which, inside a
/// transition, slides and fades against the old one alongside it (`NavigationBarSlide`).
open class UINavigationBar: UIView {
    /// The bar's height on a phone in portrait.
    public static let defaultHeight: CGFloat = 44
    /// iOS's bar background: `0xF0F9F9F9` in light mode, `0xF01D1D1D` in dark mode.
    public static let defaultBackgroundColor = UIColor.barBackground
    /// The hairline under the bar: black at 30 % (white at 15 % in dark mode), one pixel high.
    public static let hairlineColor = UIColor.barHairline

    /// The items, bottom first; the last is the one shown.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }
    open var topItem: UINavigationItem? { itemStack.last }
    /// The item below the top one: what the back button leads back to.
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    private var itemStack: [UINavigationItem] = []
    let hairline = UIView()
    /// The bar's background carried up over the status bar when the bar sits below it (a navigation
    /// controller under an emulated device's status bar), as iOS extends the bar's backdrop.
    let statusBarBackdrop = UIView()
    /// How far the backdrop reaches above the bar: the navigation controller's top safe-area inset.
    var backdropExtension: CGFloat = 0 {
        didSet { if backdropExtension != oldValue { setNeedsLayout() } }
    }
    /// The content shown for the top item (nil with no items).
    private(set) var content: NavigationBarContentView?
    /// What the back button does in a navigation controller's bar: the controller pops. Nil for a
    /// standalone bar, whose back button pops its top item if the delegate agrees.
    var backAction: (() -> Void)?
    /// Asked before a standalone bar's items are pushed or popped.
    open weak var delegate: UINavigationBarDelegate?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBackgroundColor
        hairline.backgroundColor = Self.hairlineColor
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        statusBarBackdrop.backgroundColor = Self.defaultBackgroundColor
        statusBarBackdrop.isUserInteractionEnabled = false
        statusBarBackdrop.isHidden = true
        insertSubview(statusBarBackdrop, at: 0)
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        itemStack = items ?? []
        reloadContent()
    }

    /// Pushes `item` unless the delegate refuses. The change is made at once: a standalone bar does
    /// not animate its items (a navigation controller's bar moves them with its transitions).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems(itemStack + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item unless the delegate refuses; returns it, or nil when nothing was popped.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = itemStack.last, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array(itemStack.dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.defaultHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        content?.frame = bounds
        // Below the bar, over the content's first row, as iOS hangs the bar's shadow image.
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1 / UIScreen.main.scale)
        statusBarBackdrop.isHidden = backdropExtension <= 0
        statusBarBackdrop.backgroundColor = backgroundColor
        statusBarBackdrop.frame = CGRect(x: 0, y: -backdropExtension, width: bounds.width, height: backdropExtension)
    }

    // MARK: Content

    /// Shows the top item at once, replacing whatever was shown.
    func reloadContent() {
        content?.removeFromSuperview()
        content = makeContent()
        watchItems()
    }

    private func makeContent() -> NavigationBarContentView? {
        guard let top = topItem else { return nil }
        let made = NavigationBarContentView(item: top, backItem: backItem) { [weak self] in self?.goBack() }
        made.frame = bounds
        insertSubview(made, belowSubview: hairline)
        return made
    }

    /// The back button was chosen: the navigation controller pops, or a standalone bar pops its item.
    private func goBack() {
        if let backAction { backAction() } else { popItem(animated: true) }
    }

    /// The shown items redraw the bar when they change.
    private func watchItems() {
        for item in itemStack { item.changeHandler = nil }
        for item in [topItem, backItem].compactMap({ $0 }) {
            item.changeHandler = { [weak self] in self?.reloadContent() }
            for button in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) {
                button.changeHandler = { [weak self] in self?.reloadContent() }
            }
        }
    }

    /// Changes the items inside a transition: the parts of the old and new content slide and fade
    /// as iOS moves them (`NavigationBarSlide`) alongside the transition, so they also follow an
    /// interactive pop; a cancelled transition puts the old items and content back exactly.
    func transitionItems(to newItems: [UINavigationItem], operation: UINavigationController.Operation,
                         coordinator: UIViewControllerTransitionCoordinator) {
        let oldItems = itemStack
        let oldContent = content
        itemStack = newItems
        let newContent = makeContent()
        content = newContent
        watchItems()
        let slide = NavigationBarSlide(from: oldContent, to: newContent, operation: operation, barWidth: bounds.width)
        for motion in slide.motions { motion.from.apply(to: motion.view) }
        coordinator.animate(alongsideTransition: { _ in
            for motion in slide.motions { motion.to.apply(to: motion.view) }
        }, completion: { [weak self] context in
            for motion in slide.motions { NavigationBarSlide.Pose.rest.apply(to: motion.view) }
            guard let self else { return }
            if context.isCancelled {
                // The new items may have been redrawn meanwhile (an item changed): drop that too.
                if self.content !== newContent { self.content?.removeFromSuperview() }
                newContent?.removeFromSuperview()
                self.itemStack = oldItems
                self.content = oldContent
                self.watchItems()
            } else {
                oldContent?.removeFromSuperview()
            }
        })
    }
}
