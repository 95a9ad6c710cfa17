import UIKit

/// Scene 003's sheet with detents (iOS 15): it opens at the medium detent over an undimmed, still
/// usable Journal, grows to the large one — dimmed, the Journal pushed back behind it — when dragged
/// up or when its list is dragged up, and goes when pulled down below the medium detent. The list
/// scrolls once the sheet is large.
final class DetentSheetViewController: UIViewController {
    /// Row height of the list.
    static let rowHeight: CGFloat = 52
    static let places = ["Bakery", "Bookshop", "Café", "Cinema", "Florist", "Gallery", "Garden", "Library",
                         "Market", "Museum", "Park", "Pharmacy", "Post office", "Station", "Swimming pool",
                         "Theatre", "Tram stop", "Viewpoint", "Workshop", "Zoo"]

    private let heading = TransitionsLabel.make(.title2, text: "Nearby")
    private let hint = TransitionsLabel.make(.subheadline, color: .secondaryLabel,
                                             text: "Drag the sheet or the list up for more; pull it down to close.")
    let list = UIScrollView()
    private var rows: [UIView] = []

    /// A controller set up to be presented as the scene's detent sheet.
    static func makeSheet() -> DetentSheetViewController {
        let controller = DetentSheetViewController()
        if let sheet = controller.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        return controller
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, name) in Self.places.enumerated() {
            let row = TransitionsLabel.make(.body, text: name)
            row.tag = index
            let line = UIView()
            line.backgroundColor = .separator
            line.tag = -1
            row.addSubview(line)
            list.addSubview(row)
            rows.append(row)
        }
        list.alwaysBounceVertical = true
        for item in [heading, hint, list] as [UIView] { view.addSubview(item) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, side: CGFloat = 20
        heading.frame = CGRect(x: side, y: 24, width: bounds.width - 2 * side, height: 28)
        let hintHeight = hint.sizeThatFits(CGSize(width: bounds.width - 2 * side, height: 0)).height.rounded(.up)
        hint.frame = CGRect(x: side, y: heading.frame.maxY + 4, width: bounds.width - 2 * side, height: hintHeight)
        // Whole points, and separators a whole point high: lines that straddle a pixel row would be
        // drawn a row up or down depending on the last float bit of where the card came to rest.
        let top = hint.frame.maxY + 12
        list.frame = CGRect(x: 0, y: top, width: bounds.width, height: max(bounds.height - top, 0))
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: side, y: CGFloat(index) * Self.rowHeight, width: bounds.width - side, height: Self.rowHeight)
            row.subviews.first { $0.tag == -1 }?.frame = CGRect(x: 0, y: Self.rowHeight - 1, width: row.bounds.width, height: 1)
        }
        list.contentSize = CGSize(width: bounds.width, height: CGFloat(rows.count) * Self.rowHeight)
    }
}
