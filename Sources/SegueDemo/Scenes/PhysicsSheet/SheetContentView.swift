import UIKit

/// The sheet's card (the article's `vContent`): white with rounded top corners, iOS's grabber, a
/// title and a few rows. It is taller than the part shown at rest (`overhang` below the window's
/// bottom), so pulling it up against the rubber band never opens a gap under it.
final class SheetContentView: UIView {
    static let cornerRadius: CGFloat = 16
    /// How far the card reaches below the window's bottom at rest.
    static let overhang: CGFloat = 80
    static let rowTitles = ["Sliding attachment", "Item behaviour", "Snap"]

    private let grabber = SheetGrabberView()
    private let titleLabel = UILabel()
    private var rows: [UILabel] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        // A card raised over the screen: white, and in dark mode the elevated grey (#1C1C1E).
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = Self.cornerRadius
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        accessibilityIdentifier = "physics-sheet-content"
        addSubview(grabber)
        titleLabel.text = "Physics sheet"
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        addSubview(titleLabel)
        for title in Self.rowTitles {
            let row = UILabel()
            row.text = title
            row.font = .preferredFont(forTextStyle: .body)
            row.textColor = .secondaryLabel
            rows.append(row)
            addSubview(row)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        grabber.frame = SheetGrabberView.frame(in: bounds)
        let inset: CGFloat = 20
        titleLabel.frame = CGRect(x: inset, y: 24, width: bounds.width - 2 * inset, height: 28)
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: inset, y: 68 + CGFloat(i) * 36, width: bounds.width - 2 * inset, height: 24)
        }
    }
}
