import UIKit

/// The card the journal's "Add" opens (the article's `HomeAddViewController`): presented `.custom`
/// with `PresentAndDismissTransition`, pulled down with `PullToDismissInteractive`, or closed with
/// "Close". Under its header a scroll view lists ideas for an entry, taller than the card: dragged
/// while scrolled down it scrolls back up, and only once it is at its top does a pull take the card
/// away. It is its own transitioning delegate, as in the article, and adds a presentation controller
/// that keeps the card's frame on a resize.
final class HomeAddViewController: UIViewController {
    /// The header's height; the scroll view fills the card below it.
    static let headerHeight: CGFloat = 56
    static let rowHeight: CGFloat = 52
    static let ideas = [
        "A walk by the river", "Something overheard", "The best meal this week", "A letter never sent",
        "What the garden needs", "A book to finish", "Three things that went well", "A place to go back to",
        "Someone to call", "The view from the window", "A small repair", "Tomorrow's plan",
    ]

    private var pullToDismissInteractive: PullToDismissInteractive!
    private let heading = UILabel()
    private lazy var closeButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Close", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .body)
        button.addTarget(self, action: Self.closeTapped, for: .touchUpInside)
        return button
    }()
    /// The list of ideas; its identifier lets tests find it.
    let scrollView = UIScrollView()
    private var rows: [UIView] = []

    override init() {
        super.init()
        title = "New Item"
    }

    /// Screen-sized, as a storyboard makes it (the article's card comes from one): the transition
    /// takes its height from this frame, 50 points off.
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        heading.text = "New Item"
        heading.font = .preferredFont(forTextStyle: .headline)
        heading.textAlignment = .center
        // The card itself moves when pulled at the top, as iOS sheets do: the list does not stretch.
        scrollView.bounces = false
        scrollView.accessibilityIdentifier = "add-ideas"
        for idea in Self.ideas {
            let row = UIView()
            let label = TransitionsLabel.make(.body, text: idea)
            label.frame = CGRect(x: 20, y: 0, width: 400, height: Self.rowHeight)
            let separator = UIView()
            separator.backgroundColor = .separator
            separator.frame = CGRect(x: 20, y: Self.rowHeight - 1, width: 2000, height: 1)
            row.addSubview(label)
            row.addSubview(separator)
            scrollView.addSubview(row)
            rows.append(row)
        }
        for item in [heading, closeButton, scrollView] as [UIView] { view.addSubview(item) }

        // Binds the pull to dismiss to the whole card.
        self.pullToDismissInteractive = PullToDismissInteractive(self, self.view)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        heading.frame = CGRect(x: 80, y: 0, width: max(width - 160, 0), height: Self.headerHeight)
        closeButton.frame = CGRect(x: width - 80, y: 8, width: 72, height: Self.headerHeight - 16)
        scrollView.frame = CGRect(x: 0, y: Self.headerHeight, width: width,
                                  height: max(view.bounds.height - Self.headerHeight, 0))
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: width, height: Self.rowHeight)
        }
        scrollView.contentSize = CGSize(width: width, height: CGFloat(rows.count) * Self.rowHeight)
    }

    func closeTapped(_ sender: UIButton) {
        dismiss(animated: true)
    }
}

extension HomeAddViewController: UIViewControllerTransitioningDelegate {
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return pullToDismissInteractive
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return PresentAndDismissTransition(false)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return PresentAndDismissTransition(true)
    }

    /// Keeps the card 50 points below the top between transitions (see `HomeAddPresentationController`).
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        return HomeAddPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        // Nothing drives the presentation.
        return nil
    }
}
