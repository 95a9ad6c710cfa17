import UIKit

/// Scene 003's editor, shown in a page sheet. With no changes the sheet pulls down and goes like
/// any sheet; after "Make a change" it is modal in presentation, so a pull-down only rubber-bands
/// and, on release (or on Escape), an action sheet asks "Unsaved changes": "Discard" dismisses the
/// sheet, "Keep editing" leaves it up.
///
/// The controller is the root of a navigation controller, so — as the article notes — the delegate
/// it sets is that of its navigation controller's presentation controller.
final class NewEntryViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private let status = TransitionsLabel.make(.body, color: .secondaryLabel)
    private lazy var makeChange = TransitionsButton.make("Make a change") { [weak self] in self?.makeAChange() }

    /// Whether the entry holds something that would be lost; also what makes the sheet modal.
    private(set) var hasUnsavedChanges = false {
        didSet {
            isModalInPresentation = hasUnsavedChanges
            updateStatus()
        }
    }

    override init() {
        super.init()
        title = "New Entry"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self,
                                                           action: Self.cancelTapped)
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(status)
        view.addSubview(makeChange)
        updateStatus()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.presentationController?.delegate = self
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        TransitionsButton.layOut([status, makeChange], in: view.bounds, top: 24)
    }

    private func updateStatus() {
        status.text = hasUnsavedChanges
            ? "Unsaved changes. Pull the sheet down or press Escape: you will be asked before they are lost."
            : "No changes yet: the sheet pulls down and goes."
    }

    private func makeAChange() { hasUnsavedChanges = true }

    func cancelTapped(_ sender: UIBarButtonItem) {
        if hasUnsavedChanges { confirmDiscard() } else { dismiss(animated: true) }
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    /// A pull-down or Escape was refused because the entry is modal: ask what to do.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        if hasUnsavedChanges {
            confirmDiscard()
        } else {
            dismiss(animated: true)
        }
    }

    private func confirmDiscard() {
        let alert = UIAlertController(title: "Unsaved changes", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            self?.dismiss(animated: true)
        })
        alert.addAction(UIAlertAction(title: "Keep editing", style: .cancel))
        present(alert, animated: true)
    }
}
