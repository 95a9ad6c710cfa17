import UIKit

/// What a panel shows: a title, a line of text and a Close button, on white with the corners that
/// face the middle of the screen rounded.
final class PanelContentViewController: UIViewController {
    static let background = UIColor(red: 1, green: 0.97, blue: 0.9, alpha: 1)
    let edge: PanelEdge
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let closeButton = UIButton(type: .system)

    init(edge: PanelEdge) {
        self.edge = edge
        super.init()
        title = edge.title
    }

    override func loadView() {
        let v = UIView()
        v.backgroundColor = Self.background
        v.layer.cornerRadius = 16
        v.layer.maskedCorners = edge.roundedCorners
        v.clipsToBounds = true
        view = v
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = edge.title
        titleLabel.font = .boldSystemFont(ofSize: 20)
        bodyLabel.text = "Esc, a tap on the dimming or Close dismisses it."
        bodyLabel.font = .systemFont(ofSize: 14)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        closeButton.setTitle("Close", for: .normal)
        closeButton.accessibilityIdentifier = "panel-close"
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        for v in [titleLabel, bodyLabel, closeButton] { view.addSubview(v) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds.insetBy(dx: 20, dy: 20)
        titleLabel.frame = CGRect(x: b.minX, y: b.minY, width: b.width, height: 26)
        bodyLabel.frame = CGRect(x: b.minX, y: b.minY + 34, width: b.width, height: 40)
        closeButton.frame = CGRect(x: b.minX, y: b.minY + 84, width: 90, height: 36)
    }
}
