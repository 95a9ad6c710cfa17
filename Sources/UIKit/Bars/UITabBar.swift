import Foundation

/// The bar of tabs along the bottom of the screen (UIKit's `UITabBar`), drawn as iOS draws its
/// default, translucent light bar: 49 points high, #F9F9F9 at 94 % with a one-pixel hairline of black
/// at 30 % along its top edge, and one button per item, evenly spaced, each an icon over a 10-point
/// medium title. The selected item is drawn in `tintColor` (systemBlue), the others in
/// `unselectedItemTintColor` (systemGray, #8E8E93, when nil), and a badge sits at the icon's
/// top-right. The item buttons are controls: a click on one selects its item.
open class UITabBar: UIView {
    /// Segue addition: the bar's height, iOS's on iPhones without a home indicator (Segue's window has
    /// no safe area to add).
    public static let height: CGFloat = 49
    /// Segue addition: the default bar's background, #F9F9F9 at 94 % (alpha 0xF0); #1D1D1D at 94 %
    /// in dark mode.
    public static let defaultBackgroundColor = UIColor.barBackground
    /// Segue addition: the hairline along the top edge, black at 30 % (white at 15 % in dark mode),
    /// one device pixel high.
    public static let hairlineColor = UIColor.barHairline
    /// Segue addition: the colour of unselected items when `unselectedItemTintColor` is nil.
    public static let defaultUnselectedItemTintColor = UIColor.systemGray

    /// Hears taps when no tab bar controller manages the bar. Weak, as in UIKit.
    open weak var delegate: UITabBarDelegate?

    /// The colour of the items that are not selected; systemGray when nil.
    open var unselectedItemTintColor: UIColor? { didSet { refreshButtons() } }

    /// The bar's background colour; the default translucent #F9F9F9 when nil.
    open var barTintColor: UIColor? {
        didSet { backgroundColor = barTintColor ?? Self.defaultBackgroundColor }
    }

    /// The items shown, left to right.
    open var items: [UITabBarItem]? {
        get { buttons.isEmpty ? nil : buttons.map(\.item) }
        set { setItems(newValue, animated: false) }
    }

    /// The item drawn as selected; setting it does not tell the delegate (only taps do).
    open weak var selectedItem: UITabBarItem? { didSet { refreshButtons() } }

    /// Set by the tab bar controller that owns the bar: a tapped item goes to it, which asks its
    /// delegate before anything is selected. Without it, a tap selects the item and tells `delegate`.
    var itemTapHandler: ((UITabBarItem) -> Void)?

    /// One control per item, in the order of `items`.
    private(set) var buttons: [UITabBarButton] = []
    private let hairline = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.defaultBackgroundColor
        hairline.backgroundColor = Self.hairlineColor
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
    }

    /// Replaces the items. Segue draws the new items at once; `animated` is accepted for UIKit's sake.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for button in buttons {
            button.item.changeHandler = nil
            button.removeFromSuperview()
        }
        buttons = (items ?? []).map { item in
            let button = UITabBarButton(item: item)
            item.changeHandler = { [weak self, weak button] in
                guard let self, let button else { return }
                self.refresh(button)
            }
            button.addAction(UIAction { [weak self, weak button] _ in
                guard let self, let button else { return }
                self.userTapped(button.item)
            }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        if let selectedItem, !buttons.contains(where: { $0.item === selectedItem }) { self.selectedItem = nil }
        refreshButtons()
        setNeedsLayout()
    }

    private func userTapped(_ item: UITabBarItem) {
        if let itemTapHandler {
            itemTapHandler(item)
        } else {
            selectedItem = item
            delegate?.tabBar(self, didSelect: item)
        }
    }

    // MARK: Look

    open override func tintColorDidChange() { refreshButtons() }

    private func refreshButtons() {
        for button in buttons { refresh(button) }
    }

    private func refresh(_ button: UITabBarButton) {
        let selected = button.item === selectedItem
        button.show(selected: selected,
                    color: selected ? tintColor : unselectedItemTintColor ?? Self.defaultUnselectedItemTintColor)
    }

    // MARK: Layout

    /// The buttons share the width equally and fill the bar's 49 points (the rest, over the home
    /// indicator, stays empty); the hairline lies just above the
    /// top edge, over whatever is behind the bar, as UIKit's shadow line does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let pixel = 1 / UIScreen.main.scale
        hairline.frame = CGRect(x: 0, y: -pixel, width: bounds.width, height: pixel)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (i, button) in buttons.enumerated() {
            let x = (CGFloat(i) * width).rounded()
            let next = (CGFloat(i + 1) * width).rounded()
            button.frame = CGRect(x: x, y: 0, width: next - x, height: min(bounds.height, Self.height))
        }
    }

    /// The width offered and the bar's 49 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }
}
