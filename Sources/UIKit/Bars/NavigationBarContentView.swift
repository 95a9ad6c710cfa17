/// What a navigation bar shows for its top item: the back button (or the leading items), the title
/// or title view, and the trailing items, laid out as iOS lays them out. The bar makes one for each
/// top item it shows, so a push or pop can move the old content's parts against the new's.
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

    /// The title as shown: the item's title view, or the title label.
    var shownTitleView: UIView { item.titleView ?? titleLabel }

    /// The bar button items' buttons, leading then trailing.
    var itemButtons: [NavigationBarButton] { leftButtons + rightButtons }

    /// The back button's title label and where it sits in this content, laid out.
    var backTitlePart: (label: UILabel, frame: CGRect)? {
        guard let button = backButton, let label = button.titleLabel, !(button.currentTitle ?? "").isEmpty else { return nil }
        layoutIfNeeded()
        button.layoutIfNeeded()
        return (label, frameInContent(of: label))
    }

    /// Where `view`, one of this content's parts, sits once laid out, in the content's coordinates.
    func frameInContent(of view: UIView) -> CGRect {
        layoutIfNeeded()
        view.superview?.layoutIfNeeded()
        return convert(view.bounds, from: view)
    }

    /// The back button's title for going back to `backItem`: its back bar button item's title, its
    /// `backButtonTitle`, its title, or "Back".
    static func backTitle(for backItem: UINavigationItem) -> String {
        backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let h = bounds.height
        let titleView = item.titleView ?? titleLabel
        // The back button, with the longest title that keeps the title centred: the previous
        // item's, else "Back", else none (the chevron alone). Decided afresh each layout, so a wider
        // bar gets the full title back.
        if let back = backButton, let backItem {
            let titleMinX = ((bounds.width - centredWidth(of: titleView)) / 2).rounded()
            let leftWidth = leftButtons.reduce(0) { $0 + $1.sizeThatFits(.zero).width }
            for candidate in [Self.backTitle(for: backItem), "Back", ""] {
                back.setTitle(candidate, for: .normal)
                let width = candidate.isEmpty ? NavigationBackButton.titleInset : back.sizeThatFits(.zero).width
                back.frame = CGRect(x: 0, y: 0, width: width, height: h)
                if width + leftWidth + Self.titleGap <= titleMinX { break }
            }
        }
        var leading = backButton?.frame.maxX ?? (leftButtons.isEmpty ? 0 : Self.edgeInset)
        for button in leftButtons {
            let w = button.sizeThatFits(.zero).width
            button.frame = CGRect(x: leading, y: 0, width: w, height: h)
            leading += w
        }
        var trailing = bounds.width - (rightButtons.isEmpty ? 0 : Self.edgeInset)
        for button in rightButtons {
            let w = button.sizeThatFits(.zero).width
            button.frame = CGRect(x: trailing - w, y: 0, width: w, height: h)
            trailing -= w
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
