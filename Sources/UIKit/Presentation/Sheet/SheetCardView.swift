import Foundation

/// The card a sheet shows: the presented controller's view with rounded top corners, and — when the
/// sheet `prefersGrabberVisible` — a grabber along its top edge that tells the user the sheet can be
/// dragged: a 36 × 5 point capsule 5 points below the top, as iOS draws it.
///
/// The card itself handles no touches: the pull-down is the sheet's pan on the whole card
/// (`SheetPullDownInteraction`). The grabber strip stays a view of its own so that a touch on it
/// lands on the card rather than on whatever control the content has under the strip.
final class SheetCardView: UIView {
    static let grabberHeight: CGFloat = 20

    private let grabberZone = UIView()
    private weak var content: UIView?
    private let grabber = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        layer.cornerRadius = UISheetPresentationController.cornerRadius
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        grabber.isHidden = true
        grabberZone.addSubview(grabber)
        grabberZone.autoresizingMask = [.flexibleWidth]
    }

    var isGrabberVisible: Bool {
        get { !grabber.isHidden }
        set { grabber.isHidden = !newValue }
    }

    var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }

    /// Puts `content` in the card, filling it, under the grabber strip.
    func embed(_ content: UIView) {
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(content, at: 0)
        self.content = content
        if grabberZone.superview !== self { addSubview(grabberZone) }
        bringSubviewToFront(grabberZone)
        layoutGrabber()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Exactly the card's bounds: a drag between detents resizes the card on every move, and
        // autoresizing, which adds each change to the content's size, would let float errors build
        // up — enough to move a half-point line to the next pixel row at the same detent.
        if let content, content.superview === self, content.frame != bounds { content.frame = bounds }
        layoutGrabber()
    }

    private func layoutGrabber() {
        grabberZone.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.grabberHeight)
        grabber.frame = CGRect(x: (bounds.width - 36) / 2, y: 5, width: 36, height: 5)
    }
}
