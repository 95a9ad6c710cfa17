import UIKit

/// What a panel shows: a title, a line of text and a Close button, on white with the corners that
/// face the middle of the screen rounded, casting a soft shadow on what it covers. The bottom panel
/// is a sheet and shows iOS's grabber at its top.
final class PanelContentViewController: UIViewController {
    static let background = UIColor.systemBackground
    /// The sheet's shadow: black at 12 %, blurred 10 points, all round; soft enough to vanish
    /// into the dim, as iOS's does, and to lift the panel where the dim is light.
    static let shadowOpacity: Float = 0.12
    static let shadowRadius: CGFloat = 10
    let edge: PanelEdge
    /// iOS's grabber, on the bottom panel only (the one that is a sheet).
    private(set) var grabber: SheetGrabberView?
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
        // Not clipped, so the shadow shows; the content stays well inside the rounded corners.
        v.layer.shadowColor = UIColor.black.cgColor
        v.layer.shadowOpacity = Self.shadowOpacity
        v.layer.shadowRadius = Self.shadowRadius
        v.layer.shadowOffset = .zero
        view = v
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = edge.title
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        bodyLabel.text = "Esc, a tap on the dimming or Close dismisses it."
        bodyLabel.font = .preferredFont(forTextStyle: .subheadline)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        closeButton.setTitle("Close", for: .normal)
        closeButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
        closeButton.accessibilityIdentifier = "panel-close"
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        for v in [titleLabel, bodyLabel, closeButton] { view.addSubview(v) }
        if edge == .bottom {
            let grabber = SheetGrabberView()
            view.addSubview(grabber)
            self.grabber = grabber
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds.insetBy(dx: 20, dy: 20)
        titleLabel.frame = CGRect(x: b.minX, y: b.minY, width: b.width, height: 26)
        bodyLabel.frame = CGRect(x: b.minX, y: b.minY + 34, width: b.width, height: 40)
        // The title's first letter lines up with the text above, as a plain button's does on iOS.
        let close = closeButton.sizeThatFits(.zero)
        closeButton.frame = CGRect(x: b.minX - closeButton.contentEdgeInsets.left, y: b.minY + 84,
                                   width: close.width, height: 36)
        grabber?.frame = SheetGrabberView.frame(in: view.bounds)
    }
}
