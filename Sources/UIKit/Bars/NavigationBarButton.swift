/// The control a navigation bar makes for one `UIBarButtonItem`: its title in the tint colour at
/// 17 pt (semibold for `.done`), and choosing it runs the item (`sendAction()`). A system button,
/// so input scripts find it by its title (`tap "Edit"`) like any other.
final class NavigationBarButton: UIButton {
    let item: UIBarButtonItem

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        adopt(.system)
        setTitle(item.title, for: .normal)
        titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        if let tint = item.tintColor { tintColor = tint }
        isEnabled = item.isEnabled
        contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        if let custom = item.customView {
            setTitle(nil, for: .normal)
            addSubview(custom)
        }
        addAction(UIAction { [weak self] _ in self?.item.sendAction() }, for: .touchUpInside)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let custom = item.customView { return CGSize(width: max(item.width, custom.bounds.width), height: custom.bounds.height) }
        let fitted = super.sizeThatFits(size)
        return CGSize(width: max(fitted.width, item.width), height: fitted.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let custom = item.customView {
            custom.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
    }
}
