/// The "<" of the navigation bar's back button (SF Symbols' chevron.backward at the bar's 17 pt):
/// two rounded strokes meeting at a rounded point, about 12 × 21 points, in one colour.
///
/// Segue has no symbol images, and a text "‹" is a small guillemet, not the bar's chevron; two
/// capsules turned ±45° draw the same shape with what every layer already does (rounded corners,
/// a transform).
final class NavigationBackChevronView: UIView {
    /// The stroke's thickness and each arm's length, from the apex's centre to its end's centre.
    static let stroke: CGFloat = 2.6
    static let armLength: CGFloat = 13.2
    /// The size the chevron covers, in whole points so the title beside it stays on the pixel grid:
    /// each arm runs at 45°, spanning armLength/√2 both ways, plus the stroke.
    static var size: CGSize {
        let run = armLength / 2.squareRoot()
        return CGSize(width: (run + stroke).rounded(.up), height: (2 * run + stroke).rounded(.up))
    }

    private let upper = UIView()
    private let lower = UIView()

    /// The strokes' colour: the back button's title colour, so the two fade together when pressed.
    var color: UIColor = .systemBlue {
        didSet { for arm in [upper, lower] { arm.backgroundColor = color } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for arm in [upper, lower] {
            arm.backgroundColor = color
            arm.layer.cornerRadius = Self.stroke / 2
            arm.isUserInteractionEnabled = false
            addSubview(arm)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Each arm is a capsule of length armLength + stroke centred halfway along the arm from the
        // apex (left, middle) to one corner on the right, turned about its own centre.
        let apex = CGPoint(x: Self.stroke / 2, y: bounds.midY)
        let run = Self.armLength / 2.squareRoot()
        for (arm, sign) in [(upper, -1.0), (lower, 1.0)] as [(UIView, CGFloat)] {
            arm.transform = .identity
            arm.bounds = CGRect(x: 0, y: 0, width: Self.armLength + Self.stroke, height: Self.stroke)
            arm.center = CGPoint(x: apex.x + run / 2, y: apex.y + sign * run / 2)
            arm.transform = CGAffineTransform(rotationAngle: sign * .pi / 4)
        }
    }
}
