import UIKit

/// iOS's back button: the chevron and the previous screen's title in the tint colour at 17 pt,
/// 8 points from the bar's leading edge, fading together while pressed. A system button, so it is
/// found by its title like any other ("Gallery").
final class BackBarButton: UIButton {
    /// From the bar's edge to the chevron, and from the chevron to the title, as iOS spaces them.
    static let leadingInset: CGFloat = 8
    static let chevronGap: CGFloat = 6

    private let chevron = BackChevronView()

    init(title: String) {
        super.init(type: .system)
        setTitle(title, for: .normal)
        titleLabel?.font = .systemFont(ofSize: 17)
        titleLabel?.textAlignment = .left
        contentEdgeInsets = UIEdgeInsets(top: 0, left: Self.leadingInset + BackChevronView.size.width + Self.chevronGap,
                                         bottom: 0, right: 8)
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
        let size = BackChevronView.size
        chevron.frame = CGRect(x: Self.leadingInset, y: ((bounds.height - size.height) / 2).rounded(),
                               width: size.width, height: size.height)
    }
}
