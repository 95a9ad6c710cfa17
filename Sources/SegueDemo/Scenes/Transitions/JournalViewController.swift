import UIKit

/// The root of scene 003's Home tab: a short explanation and the three things to try — push an
/// entry onto this stack (custom pop, full-page swipe back), push one onto the Detail tab's plain
/// stack (built-in pop and edge swipe) to compare, write a new entry in a page sheet, open a sheet
/// with detents (medium and large, iOS 15), and "Add" in the bar: the article's custom card over
/// the shrunken, dimmed screen.
final class JournalViewController: UIViewController {
    private let intro = TransitionsLabel.make(.subheadline, color: .secondaryLabel, text:
        "Open an entry, then swipe right anywhere on it to go back. The default stack slides back only from the left edge.")
    private lazy var openEntry = TransitionsButton.make("Open entry") { [weak self] in self?.openCustomEntry() }
    private lazy var openDefault = TransitionsButton.make("Open entry (default)", filled: false) { [weak self] in
        self?.openDefaultEntry()
    }
    private lazy var newEntry = TransitionsButton.make("New entry", filled: false) { [weak self] in self?.writeNewEntry() }
    private lazy var detentSheet = TransitionsButton.make("Detent sheet", filled: false) { [weak self] in
        self?.openDetentSheet()
    }

    override init() {
        super.init()
        title = "Journal"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .plain, target: self,
                                                            action: Self.addButtonTapped)
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = .systemGroupedBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for item in [intro, openEntry, openDefault, newEntry, detentSheet] as [UIView] { view.addSubview(item) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        TransitionsButton.layOut([intro, openEntry, openDefault, newEntry, detentSheet], in: view.bounds, top: 24)
    }

    /// Pushes with the built-in slide; the pop back is the custom one.
    private func openCustomEntry() {
        navigationController?.pushViewController(EntryViewController(hint: "Swipe right anywhere to go back."),
                                                 animated: true)
    }

    /// Shows the Detail tab, whose stack has no delegate, and pushes the entry there.
    private func openDefaultEntry() {
        guard let tabs = tabBarController, let detail = tabs.viewControllers?.first(where: { $0 is DefaultStackController })
                as? UINavigationController else { return }
        tabs.selectedViewController = detail
        detail.popToRootViewController(animated: false)
        detail.pushViewController(EntryViewController(hint: "Swipe right from the left edge to go back."), animated: true)
    }

    /// The article's custom card: presented `.custom`, the card its own transitioning delegate.
    func addButtonTapped(_ sender: UIBarButtonItem) {
        let homeAddViewController = HomeAddViewController()
        homeAddViewController.transitioningDelegate = homeAddViewController
        homeAddViewController.modalPresentationStyle = .custom
        self.present(homeAddViewController, animated: true, completion: nil)
    }

    /// A page sheet that refuses to be pulled away while it holds unsaved changes.
    private func writeNewEntry() {
        let editor = NewEntryViewController()
        let sheet = UINavigationController(rootViewController: editor)
        sheet.modalPresentationStyle = .pageSheet
        present(sheet, animated: true)
    }

    /// A sheet that rests at half height over this screen, which stays usable, or at full height.
    private func openDetentSheet() {
        present(DetentSheetViewController.makeSheet(), animated: true)
    }
}
