import UIKit

/// The play / pause button of scene 003's player: a triangle or two bars drawn by a shape layer in
/// the label colour, switched by a tap. Its accessibility label says what a tap will do.
final class PlayButton: UIButton {
    private let glyph = CAShapeLayer()
    /// The glyph's height as a fraction of the button's shorter side.
    private let glyphScale: CGFloat

    private(set) var isPlaying = false {
        didSet { updateGlyph() }
    }

    init(glyphScale: CGFloat) {
        self.glyphScale = glyphScale
        super.init(frame: .zero)
        glyph.fillColor = UIColor.label.cgColor
        layer.addSublayer(glyph)
        addTarget(self, action: Self.toggle, for: .touchUpInside)
        updateGlyph()
    }

    func toggle(_ sender: UIButton) { isPlaying.toggle() }

    override func layoutSubviews() {
        super.layoutSubviews()
        glyph.frame = bounds
        updateGlyph()
    }

    private func updateGlyph() {
        accessibilityLabel = isPlaying ? "Pause" : "Play"
        let side = min(bounds.width, bounds.height) * glyphScale
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let path = UIBezierPath()
        if isPlaying {
            let bar = side * 0.3
            path.append(UIBezierPath(roundedRect: CGRect(x: centre.x - bar * 1.4, y: centre.y - side / 2, width: bar, height: side),
                                     cornerRadius: bar / 4))
            path.append(UIBezierPath(roundedRect: CGRect(x: centre.x + bar * 0.4, y: centre.y - side / 2, width: bar, height: side),
                                     cornerRadius: bar / 4))
        } else {
            // The triangle's centre of mass on the button's centre, as SF Symbols' play.fill sits.
            let width = side * 0.87
            path.move(to: CGPoint(x: centre.x - width / 3, y: centre.y - side / 2))
            path.addLine(to: CGPoint(x: centre.x + width * 2 / 3, y: centre.y))
            path.addLine(to: CGPoint(x: centre.x - width / 3, y: centre.y + side / 2))
            path.close()
        }
        // The glyph swaps at once (a standalone layer would otherwise animate the change).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        glyph.path = path.cgPath
        CATransaction.commit()
    }
}
