import UIKit

/// A journal entry pushed onto one of scene 003's stacks: a title, a date and a few lines of text on
/// white, plus a hint saying how this stack goes back.
final class EntryViewController: UIViewController {
    private let heading = UILabel()
    private let date = UILabel()
    private let body = TransitionsLabel.make(.body, text: "The water was high after the rain. Two herons stood in "
        + "the shallows, and the path along the bank was soft underfoot all the way to the old bridge.")
    private let hint = TransitionsLabel.make(.footnote, color: .secondaryLabel)

    /// `hint` says how to go back on the stack this entry is pushed onto.
    init(hint: String) {
        super.init()
        title = "Entry"
        self.hint.text = hint
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        heading.text = "A walk by the river"
        heading.font = .preferredFont(forTextStyle: .title2)
        date.text = "Thursday, 26 November"
        date.font = .preferredFont(forTextStyle: .subheadline)
        date.textColor = .secondaryLabel
        for label in [heading, date, body, hint] { view.addSubview(label) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top: CGFloat = 20
        TransitionsButton.layOut([heading, date, body, hint], in: view.bounds, top: top, width: 560)
    }
}
