import Foundation

/// One item of a `UITabBar`: a control showing the item's icon over its title, in the colour the bar
/// gives it, with the badge at the icon's top-right.
///
/// Its `accessibilityLabel` is the item's title, as UIKit's tab buttons' is, which is what lets an
/// input script's `tap "Home"` find the tab.
final class UITabBarButton: UIControl {
    /// The icon's box: images are centred in it at their own size, as UIKit does.
    static let iconSize: CGFloat = 28
    /// Where the icon's box starts below the bar's top edge.
    static let iconTop: CGFloat = 4
    /// The title's font: 10 points, medium, as iOS's stacked tab titles.
    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    /// Where the title's line starts below the bar's top edge, and its height.
    static let titleTop: CGFloat = 33
    static let titleHeight: CGFloat = 13
    /// The badge: 18 points high, at least as wide, its title 13 points regular, white.
    static let badgeHeight: CGFloat = 18
    static let badgeFont = UIFont.systemFont(ofSize: 13)
    static let badgePadding: CGFloat = 5
    /// How far the badge's left edge sits right of the icon's centre, and above the icon's top.
    static let badgeOffset = CGPoint(x: 6, y: -2)

    let item: UITabBarItem
    let iconView = UIImageView()
    let titleLabel = UILabel()
    let badgeView = UIView()
    let badgeLabel = UILabel()

    /// The tinted icon, kept while the image and colour stay the same so it is made (and uploaded)
    /// once rather than on every refresh.
    private var tintedIcon: (source: UIImage, color: UIColor, image: UIImage)?

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        backgroundColor = nil
        iconView.contentMode = .center
        titleLabel.font = Self.titleFont
        titleLabel.textAlignment = .center
        badgeView.isUserInteractionEnabled = false
        badgeView.layer.cornerRadius = Self.badgeHeight / 2
        badgeLabel.font = Self.badgeFont
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeView.addSubview(badgeLabel)
        addSubview(iconView)
        addSubview(titleLabel)
        addSubview(badgeView)
    }

    /// Shows the item as it is now, selected or not, in `color`.
    func show(selected: Bool, color: UIColor) {
        isSelected = selected
        isEnabled = item.isEnabled
        let shown = item.isEnabled ? color : color.withAlphaComponent(color.cgColor.alpha * 0.4)
        accessibilityLabel = item.title
        titleLabel.text = item.title
        titleLabel.textColor = shown
        iconView.image = tinted((selected ? item.selectedImage : nil) ?? item.image, in: shown)
        if let badge = item.badgeValue {
            badgeView.isHidden = false
            badgeView.backgroundColor = item.badgeColor ?? .systemRed
            badgeLabel.text = badge
        } else {
            badgeView.isHidden = true
            badgeLabel.text = nil
        }
        setNeedsLayout()
    }

    private func tinted(_ image: UIImage?, in color: UIColor) -> UIImage? {
        guard let image else { return nil }
        if let kept = tintedIcon, kept.source === image, kept.color.cgColor == color.cgColor { return kept.image }
        let made = image.withTintColor(color)
        tintedIcon = (image, color, made)
        return made
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let icon = CGRect(x: ((bounds.width - Self.iconSize) / 2).rounded(), y: Self.iconTop,
                          width: Self.iconSize, height: Self.iconSize)
        iconView.frame = icon
        titleLabel.frame = CGRect(x: 0, y: Self.titleTop, width: bounds.width, height: Self.titleHeight)
        let textWidth = badgeLabel.sizeThatFits(.zero).width
        let badgeWidth = max(Self.badgeHeight, ceil(textWidth) + 2 * Self.badgePadding)
        badgeView.frame = CGRect(x: icon.midX + Self.badgeOffset.x, y: icon.minY + Self.badgeOffset.y,
                                 width: badgeWidth, height: Self.badgeHeight)
        badgeLabel.frame = badgeView.bounds
    }
}
