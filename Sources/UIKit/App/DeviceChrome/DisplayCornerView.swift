import Foundation

/// One rounded corner of an emulated iPhone's display: black outside a quarter circle of the
/// display's corner radius, so the window's corners look like the screen's. Four small views cost
/// four cached pictures, not a full-window mask.
final class DisplayCornerView: UIView {
    enum Corner: CaseIterable { case topLeft, topRight, bottomLeft, bottomRight }
    let corner: Corner
    let radius: CGFloat

    init(corner: Corner, radius: CGFloat) {
        self.corner = corner
        self.radius = radius
        super.init(frame: CGRect(x: 0, y: 0, width: radius, height: radius))
        backgroundColor = .clear
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// Puts the view in its corner of `bounds`.
    func place(in bounds: CGRect) {
        let x = corner == .topLeft || corner == .bottomLeft ? 0 : bounds.width - radius
        let y = corner == .topLeft || corner == .topRight ? 0 : bounds.height - radius
        let f = CGRect(x: x, y: y, width: radius, height: radius)
        if frame != f { frame = f }
    }

    override func draw(_ rect: CGRect) {
        let r = radius
        // The corner point, and the centre of the quarter circle diagonally opposite it.
        let (cornerPoint, center, start): (CGPoint, CGPoint, CGFloat) = switch corner {
        case .topLeft: (CGPoint(x: 0, y: 0), CGPoint(x: r, y: r), .pi)
        case .topRight: (CGPoint(x: r, y: 0), CGPoint(x: 0, y: r), -.pi / 2)
        case .bottomLeft: (CGPoint(x: 0, y: r), CGPoint(x: r, y: 0), .pi / 2)
        case .bottomRight: (CGPoint(x: r, y: r), CGPoint(x: 0, y: 0), 0)
        }
        UIColor.black.setFill()
        let path = UIBezierPath()
        path.move(to: cornerPoint)
        path.addArc(withCenter: center, radius: r, startAngle: start, endAngle: start + .pi / 2, clockwise: true)
        path.close()
        path.fill()
    }
}
