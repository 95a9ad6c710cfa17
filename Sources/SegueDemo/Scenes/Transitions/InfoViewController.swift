import UIKit

/// A plain screen of scene 003 with one paragraph on the grouped background (the Detail stack's
/// root, the Settings tab).
final class InfoViewController: UIViewController {
    private let text = TransitionsLabel.make(.body, color: .secondaryLabel)

    init(title: String, text: String) {
        super.init()
        self.title = title
        self.text.text = text
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemGroupedBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(text)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        TransitionsButton.layOut([text], in: view.bounds, top: 24, width: 560)
    }
}
