import Foundation
import UIKit

/// The timeline's compose button: iOS's "square and pencil" glyph drawn in the tint colour (Segue
/// has no symbol images), 44 points square so it is as easy to hit as a bar button. It goes into
/// the navigation bar as a custom view, which lets it carry the accessibility identifier "compose"
/// that scripts and tests tap.
final class ComposeButton: UIControl {
    static let side: CGFloat = 44

    override init(frame: CGRect) {
        super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: Self.side, height: Self.side))
        backgroundColor = .clear
        accessibilityIdentifier = "compose"
        accessibilityLabel = "Compose"
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// A square open at its top right, and a pencil from its middle to that corner.
    override func draw(_ rect: CGRect) {
        let colour: UIColor = isHighlighted ? tintColor.withAlphaComponent(0.3) : tintColor
        colour.setStroke()
        let s: CGFloat = 20, x0 = (bounds.width - s) / 2, y0 = (bounds.height - s) / 2
        let square = UIBezierPath()
        square.move(to: CGPoint(x: x0 + s * 0.55, y: y0 + s * 0.1))
        square.addLine(to: CGPoint(x: x0 + s * 0.1, y: y0 + s * 0.1))
        square.addLine(to: CGPoint(x: x0 + s * 0.1, y: y0 + s * 0.95))
        square.addLine(to: CGPoint(x: x0 + s * 0.9, y: y0 + s * 0.95))
        square.addLine(to: CGPoint(x: x0 + s * 0.9, y: y0 + s * 0.45))
        square.lineWidth = 1.8
        square.lineCapStyle = .round
        square.lineJoinStyle = .round
        square.stroke()
        let pencil = UIBezierPath()
        pencil.move(to: CGPoint(x: x0 + s * 0.42, y: y0 + s * 0.63))
        pencil.addLine(to: CGPoint(x: x0 + s * 1.0, y: y0 + s * 0.05))
        pencil.lineWidth = 2.4
        pencil.lineCapStyle = .round
        pencil.stroke()
    }
}
