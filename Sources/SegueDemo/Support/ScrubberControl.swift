import UIKit

/// A horizontal slider made of plain views: a track, a filled part and a round thumb. Dragging
/// anywhere on it sets `value` (0…1) and sends `.valueChanged`; letting go sends `.touchUpInside`
/// or `.touchUpOutside` as any control does.
final class ScrubberControl: UIControl {
    private let track = UIView()
    private let fill = UIView()
    private let thumb = UIView()

    /// 0…1.
    var value: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        track.backgroundColor = .systemGray4
        track.layer.cornerRadius = 2
        fill.backgroundColor = .systemBlue
        fill.layer.cornerRadius = 2
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = 12
        thumb.layer.shadowOpacity = 0.25
        thumb.layer.shadowRadius = 3
        thumb.layer.shadowOffset = CGSize(width: 0, height: 1)
        for v in [track, fill, thumb] {
            v.isUserInteractionEnabled = false
            addSubview(v)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let usable = bounds.insetBy(dx: 12, dy: 0)
        let x = usable.minX + usable.width * value
        track.frame = CGRect(x: usable.minX, y: bounds.midY - 2, width: usable.width, height: 4)
        fill.frame = CGRect(x: usable.minX, y: bounds.midY - 2, width: x - usable.minX, height: 4)
        thumb.frame = CGRect(x: x - 12, y: bounds.midY - 12, width: 24, height: 24)
    }

    private func setValue(from touch: UITouch) {
        let usable = bounds.insetBy(dx: 12, dy: 0)
        value = min(1, max(0, (touch.location(in: self).x - usable.minX) / max(1, usable.width)))
        sendActions(for: .valueChanged)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let t = touches.first { setValue(from: t) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let t = touches.first { setValue(from: t) }
    }
}
