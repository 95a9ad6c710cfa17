import Foundation

/// The card a page sheet shows: the presented controller's view with rounded top corners, and a
/// grabber along its top edge that tells the user the sheet can be pulled down.
///
/// The card itself handles no touches: the pull-down is the sheet's pan on the whole card
/// (`SheetPullDownInteraction`). The grabber strip stays a view of its own so that a touch on it
/// lands on the card rather than on whatever control the content has under the strip.
final class SheetCardView: UIView {
    static let grabberHeight: CGFloat = 20

    private let grabberZone = UIView()
    private let grabber = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        layer.cornerRadius = SheetPresentationController.cornerRadius
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        grabber.backgroundColor = UIColor(white: 0.55, alpha: 0.8)
        grabber.layer.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        grabberZone.addSubview(grabber)
        grabberZone.autoresizingMask = [.flexibleWidth]
    }

    /// Puts `content` in the card, filling it, under the grabber strip.
    func embed(_ content: UIView) {
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(content, at: 0)
        if grabberZone.superview !== self { addSubview(grabberZone) }
        bringSubviewToFront(grabberZone)
        layoutGrabber()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutGrabber()
    }

    private func layoutGrabber() {
        grabberZone.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.grabberHeight)
        grabber.frame = CGRect(x: (bounds.width - 36) / 2, y: 6, width: 36, height: 5)
    }
}
