import Foundation

/// The card a page sheet shows: the presented controller's view with rounded top corners, and a
/// grabber strip along its top edge that the user pulls down to dismiss.
final class SheetCardView: UIView {
    static let grabberHeight: CGFloat = 20

    private unowned let sheet: SheetPresentationController
    private let grabberZone = UIView()
    private let grabber = UIView()
    private var dragStartY: CGFloat?
    private var samples: [(time: TimeInterval, y: CGFloat)] = []

    var isDragging: Bool { dragStartY != nil }

    init(sheet: SheetPresentationController) {
        self.sheet = sheet
        super.init(frame: .zero)
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

    // Touches that reach the card itself: the grabber strip forwards its touches here.

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, sheet.presentedViewController.activeTransition == nil else { return }
        let y = touch.location(in: nil).y
        dragStartY = y
        samples = [(touch.timestamp, y)]
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let start = dragStartY else { return }
        let y = touch.location(in: nil).y
        record(time: touch.timestamp, y: y)
        let height = max(bounds.height, 1)
        let pulled = y - start
        let offset: CGFloat
        if pulled < 0 || sheet.pullDownIsVetoed {
            offset = (pulled < 0 ? -1 : 1) * RubberBand.offset(abs(pulled), dimension: height)
        } else {
            offset = pulled
        }
        UIView.performWithoutAnimation { transform = CGAffineTransform(translationX: 0, y: offset) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let start = dragStartY else { return }
        let y = touch.location(in: nil).y
        record(time: touch.timestamp, y: y)
        dragStartY = nil
        // Decide on how far the finger travelled, not on the card's offset: when the pull-down is
        // vetoed the card is rubber-banded and can never reach the half-height threshold, so a long
        // pull on a modal sheet would never count as an attempt (no DidAttemptToDismiss). Without a
        // veto the two are equal for a downward pull.
        sheet.pullDownEnded(distance: y - start, velocity: velocity())
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard dragStartY != nil else { return }
        dragStartY = nil
        sheet.pullDownEnded(distance: 0, velocity: 0)
    }

    private func record(time: TimeInterval, y: CGFloat) {
        samples.append((time, y))
        samples.removeAll { time - $0.time > 0.15 }
    }

    /// Points per second over the last 150 ms of samples (positive: downward).
    private func velocity() -> CGFloat {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.y - first.y) / CGFloat(last.time - first.time)
    }
}
