/// What a navigation bar shows for its top item: the back button (or the leading items), the title
/// or title view, and the trailing items, laid out as iOS lays them out. The bar makes one for each
/// top item it shows, so a push or pop cross-fades the old content with the new.
///
/// Layout, in the bar's 44 points: the back button from the leading edge (its chevron 8 points in),
/// leading items from 8 points in, trailing items ending 8 points from the trailing edge (each item's
/// title has 8 points of padding, so titles sit 16 points from the edges), and the title centred on
/// the bar, moved aside only as far as the items beside it demand and truncated when it cannot fit.
/// A back title that would run into the title becomes "Back", and then no title at all.
final class NavigationBarContentView: UIView {
    let item: UINavigationItem
    let backItem: UINavigationItem?
    private(set) var backButton: NavigationBackButton?
    private(set) var leftButtons: [NavigationBarButton] = []
    private(set) var rightButtons: [NavigationBarButton] = []
    let titleLabel = UILabel()

    static let edgeInset: CGFloat = 8
    static let titleGap: CGFloat = 8
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)

    init(item: UINavigationItem, backItem: UINavigationItem?, onBack: @escaping () -> Void) {
        self.item = item
        self.backItem = backItem
        super.init(frame: .zero)
        let leftItems = item.leftBarButtonItems ?? []
        if let backItem, !item.hidesBackButton, leftItems.isEmpty || item.leftItemsSupplementBackButton {
            let button = NavigationBackButton(title: Self.backTitle(for: backItem))
            button.addAction(UIAction { _ in onBack() }, for: .touchUpInside)
            backButton = button
            addSubview(button)
        }
        leftButtons = leftItems.map(NavigationBarButton.init(item:))
        rightButtons = (item.rightBarButtonItems ?? []).map(NavigationBarButton.init(item:))
        for button in leftButtons + rightButtons { addSubview(button) }
        if let titleView = item.titleView {
            addSubview(titleView)
        } else {
            titleLabel.text = item.title
            titleLabel.font = Self.titleFont
            titleLabel.textColor = .label
            titleLabel.textAlignment = .center
            addSubview(titleLabel)
        }
    }

    /// The back button's title for going back to `backItem`: its back bar button item's title, its
    /// `backButtonTitle`, its title, or "Back".
    static func backTitle(for backItem: UINavigationItem) -> String {
        backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let h = bounds.height
        var leading: CGFloat = 0
        if let back = backButton {
            back.frame = CGRect(x: 0, y: 0, width: back.sizeThatFits(.zero).width, height: h)
            leading = back.frame.maxX
        } else {
            leading = Self.edgeInset
        }
        for button in leftButtons {
            let w = button.sizeThatFits(.zero).width
            button.frame = CGRect(x: leading, y: 0, width: w, height: h)
            leading += w
        }
        var trailing = bounds.width - Self.edgeInset
        for button in rightButtons {
            let w = button.sizeThatFits(.zero).width
            button.frame = CGRect(x: trailing - w, y: 0, width: w, height: h)
            trailing -= w
        }
        if backButton == nil && leftButtons.isEmpty { leading = 0 }
        if trailing == bounds.width - Self.edgeInset && rightButtons.isEmpty { trailing = bounds.width }
        let titleView = item.titleView ?? titleLabel
        // A back title that would push the title off centre gives way: "Back", then the chevron alone.
        if let back = backButton {
            let centred = centredWidth(of: titleView)
            let titleMinX = ((bounds.width - centred) / 2).rounded()
            for shorter in ["Back", ""] where back.frame.maxX + Self.titleGap > titleMinX && back.currentTitle != shorter {
                back.setTitle(shorter, for: .normal)
                back.frame.size.width = shorter.isEmpty ? NavigationBackButton.titleInset : back.sizeThatFits(.zero).width
                leading = back.frame.maxX
            }
            var x = back.frame.maxX
            for button in leftButtons {
                button.frame.origin.x = x
                x += button.frame.width
            }
            leading = max(leading, x)
        }
        titleView.frame = placeTitle(titleView, between: leading, and: trailing)
    }

    /// The width the title would take, centred with nothing in its way.
    private func centredWidth(of view: UIView) -> CGFloat {
        (view === titleLabel ? titleLabel.sizeThatFits(.zero).width : view.bounds.width).rounded(.up)
    }

    /// The title's frame: centred on the bar, moved toward the free side only as far as the items
    /// between `leading` and `trailing` demand, and narrowed when even that is not enough.
    private func placeTitle(_ view: UIView, between leading: CGFloat, and trailing: CGFloat) -> CGRect {
        let fitted = view === titleLabel ? titleLabel.sizeThatFits(.zero) : view.bounds.size
        let minX = leading + Self.titleGap, maxX = trailing - Self.titleGap
        let width = min(centredWidth(of: view), max(0, maxX - minX))
        var x = ((bounds.width - width) / 2).rounded()
        x = min(max(x, minX), maxX - width)
        let height = view === titleLabel ? bounds.height : fitted.height
        return CGRect(x: x, y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
    }
}
