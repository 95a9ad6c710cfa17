import UIKit

/// The strip along the bottom of the panel scene's parent that the bottom panel can be pulled up
/// from: the top of a sheet peeking out, white with rounded top corners and iOS's grabber, the
/// shape users know from sheets, so it reads as "drag me" without a label. It only draws; the pan that presents the panel is added by the
/// scene (`PanelDragInteraction.makePresentingPan(presenting:)`), which owns the transition.
final class PanelHandleView: UIView {
    /// Tall enough to grab with a mouse, short enough to leave the parent's content alone (the
    /// panel scene's other controls end well above the bottom 30 points).
    static let height: CGFloat = 30
    static let background = UIColor.systemBackground

    private let grabber = SheetGrabberView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.background
        layer.cornerRadius = 12
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        clipsToBounds = true
        accessibilityIdentifier = "panel-handle"
        // The grabber takes no touches: a press on it is a press on the strip, whose pan sees it.
        addSubview(grabber)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        grabber.frame = SheetGrabberView.frame(in: bounds)
    }
}
