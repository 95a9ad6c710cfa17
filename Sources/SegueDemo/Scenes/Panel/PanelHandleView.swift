import UIKit

/// The strip along the bottom of the panel scene's parent that the bottom panel can be pulled up
/// from: a lighter band with a grabber pill, the shape users know from sheets, so it reads as
/// "drag me" without a label. It only draws; the pan that presents the panel is added by the
/// scene (`PanelDragInteraction.makePresentingPan(presenting:)`), which owns the transition.
final class PanelHandleView: UIView {
    /// Tall enough to grab with a mouse, short enough to leave the parent's content alone (the
    /// panel scene's other controls end well above the bottom 30 points).
    static let height: CGFloat = 30
    static let background = UIColor(red: 0.38, green: 0.65, blue: 0.88, alpha: 1)
    static let pillSize = CGSize(width: 44, height: 5)

    private let pill = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.background
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        clipsToBounds = true
        accessibilityIdentifier = "panel-handle"
        pill.backgroundColor = .white
        pill.layer.cornerRadius = Self.pillSize.height / 2
        // A touch on the pill is a touch on the strip: the strip's pan sees it either way, and
        // hit-testing stops here.
        pill.isUserInteractionEnabled = false
        addSubview(pill)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = Self.pillSize
        pill.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: 10,
                            width: size.width, height: size.height)
    }
}
