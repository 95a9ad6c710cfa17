/// The navigation bar's back button: the chevron and the previous item's title in the tint colour
/// at 17 pt, 8 points from the bar's leading edge, fading together while pressed. A system button,
/// so input scripts find it by its title (`tap "Inbox"`).
final class NavigationBackButton: UIButton {
    /// From the bar's edge to the chevron, and from the chevron to the title, as iOS spaces them.
    static let leadingInset: CGFloat = 8
    static let chevronGap: CGFloat = 6
    static var titleInset: CGFloat { leadingInset + NavigationBackChevronView.size.width + chevronGap }

    /// The chevron, its own view so a bar transition can hold it still while the title moves.
    let chevron = NavigationBackChevronView()

    init(title: String) {
        super.init(frame: .zero)
        adopt(.system)
        setTitle(title, for: .normal)
        titleLabel?.font = .systemFont(ofSize: 17)
        titleLabel?.textAlignment = .left
        contentEdgeInsets = UIEdgeInsets(top: 0, left: Self.titleInset, bottom: 0, right: 8)
        addSubview(chevron)
        chevron.color = currentTitleColor
    }

    override func stateDidChange() {
        super.stateDidChange()
        chevron.color = currentTitleColor
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        chevron.color = currentTitleColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = NavigationBackChevronView.size
        chevron.frame = CGRect(x: Self.leadingInset, y: ((bounds.height - size.height) / 2).rounded(),
                               width: size.width, height: size.height)
    }
}
