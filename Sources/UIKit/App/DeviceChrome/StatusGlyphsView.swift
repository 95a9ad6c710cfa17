import Foundation

/// The status bar's trailing glyphs, drawn with paths: four signal bars, the Wi-Fi fan and a full
/// battery. 74 × 13 points at scale 1 (iPhone 15's size).
final class StatusGlyphsView: UIView {
    var color: UIColor = .black {
        didSet { if color.cgColor != oldValue.cgColor { setNeedsDisplay() } }
    }
    var scale: CGFloat = 1 {
        didSet { if scale != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: (74 * scale).rounded(), height: (13 * scale).rounded())
    }

    override func draw(_ rect: CGRect) {
        let s = scale
        color.setFill()
        // Signal: four bars 3 wide, 1.5 apart, rising to the full height.
        for i in 0..<4 {
            let h = (4.5 + CGFloat(i) * 2.5) * s
            UIBezierPath(roundedRect: CGRect(x: CGFloat(i) * 4.5 * s, y: 12 * s - h, width: 3 * s, height: h),
                         cornerRadius: 1 * s).fill()
        }
        // Wi-Fi: three nested arcs and a dot, opening upwards from a point at the bottom.
        let center = CGPoint(x: 30 * s, y: 12 * s)
        for (radius, width) in [(11.0, 2.4), (7.3, 2.4)] as [(CGFloat, CGFloat)] {
            let arc = UIBezierPath()
            arc.addArc(withCenter: center, radius: radius * s, startAngle: -.pi * 0.75, endAngle: -.pi * 0.25, clockwise: true)
            arc.addArc(withCenter: center, radius: (radius - width) * s, startAngle: -.pi * 0.25, endAngle: -.pi * 0.75, clockwise: false)
            arc.close()
            arc.fill()
        }
        let wedge = UIBezierPath()
        wedge.move(to: center)
        wedge.addArc(withCenter: center, radius: 3.6 * s, startAngle: -.pi * 0.75, endAngle: -.pi * 0.25, clockwise: true)
        wedge.close()
        wedge.fill()
        // Battery: an outline at 35 % opacity, the charge inside it, and the terminal nub.
        let body = CGRect(x: 46 * s, y: 0.5 * s, width: 25 * s, height: 12 * s)
        color.withAlphaComponent(0.35).setFill()
        let outline = UIBezierPath(roundedRect: body, cornerRadius: 3.8 * s)
        outline.append(UIBezierPath(roundedRect: body.insetBy(dx: 1 * s, dy: 1 * s), cornerRadius: 2.8 * s).reversing())
        outline.fill()
        UIBezierPath(roundedRect: CGRect(x: 71.8 * s, y: 4.5 * s, width: 1.6 * s, height: 4 * s), cornerRadius: 0.8 * s).fill()
        color.setFill()
        UIBezierPath(roundedRect: body.insetBy(dx: 2 * s, dy: 2 * s), cornerRadius: 1.8 * s).fill()
    }
}
