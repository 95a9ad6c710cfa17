import UIKit

/// The game's first screen: the cards in a horizontally scrolling page controller with page dots,
/// and under them "Slow flip" (the tutorial's 2 s flips, to watch them turn) and "Open in a stack"
/// (the current card's reveal pushed onto the scene's navigation stack, flipping the same way).
final class PetCardsRootViewController: UIViewController, UIPageViewControllerDataSource {
    static let controlsHeight: CGFloat = 70

    let pace: FlipPace
    private let pets = PetCardStore.defaultPets
    private let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    private lazy var slowFlipButton = makeButton("Slow flip", action: PetCardsRootViewController.toggleSlowFlip)
    private lazy var stackButton = makeButton("Open in a stack", action: PetCardsRootViewController.openInStack)
    private let paceLabel = UILabel()

    init(pace: FlipPace) {
        self.pace = pace
        super.init()
        title = "Pet cards"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        pageViewController.dataSource = self
        pageViewController.setViewControllers([viewControllerAtIndex(0)].compactMap { $0 }, direction: .forward,
                                              animated: false)
        addChild(pageViewController)
        view.addSubview(pageViewController.view)
        pageViewController.didMove(toParent: self)
        // The page dots on the screen's own grey rather than iOS's default black strip (there is no
        // appearance proxy to set this through).
        for case let dots as UIPageControl in pageViewController.view.subviews {
            dots.backgroundColor = .clear
            dots.pageIndicatorTintColor = .systemGray4
            dots.currentPageIndicatorTintColor = .darkGray
        }

        slowFlipButton.accessibilityIdentifier = "slow-flip"
        stackButton.accessibilityIdentifier = "open-in-stack"
        paceLabel.font = .preferredFont(forTextStyle: .footnote)
        paceLabel.textColor = .secondaryLabel
        paceLabel.textAlignment = .center
        for subview in [slowFlipButton, stackButton, paceLabel] as [UIView] { view.addSubview(subview) }
        showPace()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        pageViewController.view.frame = CGRect(x: 0, y: 0, width: bounds.width,
                                               height: max(0, bounds.height - Self.controlsHeight))
        let width = min((bounds.width - 52) / 2, 170), y = bounds.height - Self.controlsHeight + 4
        slowFlipButton.frame = CGRect(x: bounds.midX - 6 - width, y: y, width: width, height: 40)
        stackButton.frame = CGRect(x: bounds.midX + 6, y: y, width: width, height: 40)
        paceLabel.frame = CGRect(x: 20, y: y + 44, width: bounds.width - 40, height: 18)
    }

    /// The card on screen (the page controller shows one at a time).
    var currentCard: CardViewController? { pageViewController.viewControllers?.first as? CardViewController }

    func viewControllerAtIndex(_ index: Int) -> CardViewController? {
        guard pets.indices.contains(index) else { return nil }
        return CardViewController(pageIndex: index, petCard: pets[index], pace: pace)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let card = viewController as? CardViewController else { return nil }
        return viewControllerAtIndex(card.pageIndex - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let card = viewController as? CardViewController else { return nil }
        return viewControllerAtIndex(card.pageIndex + 1)
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pets.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int { currentCard?.pageIndex ?? 0 }

    private func makeButton(_ title: String, action: @escaping (PetCardsRootViewController) -> (UIButton) -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
        button.backgroundColor = .systemGray5
        button.layer.cornerRadius = 10
        button.addTarget(self, action: action, for: .touchUpInside)
        return button
    }

    func toggleSlowFlip(_ sender: UIButton) {
        pace.isSlow.toggle()
        showPace()
    }

    private func showPace() {
        slowFlipButton.backgroundColor = pace.isSlow ? .systemBlue : .systemGray5
        slowFlipButton.setTitleColor(pace.isSlow ? .white : .systemBlue, for: .normal)
        paceLabel.text = "Tap a card to flip it (\(pace.isSlow ? "2" : "0.6") s); swipe from the left edge to go back."
    }

    func openInStack(_ sender: UIButton) {
        guard let card = currentCard else { return }
        navigationController?.pushViewController(RevealViewController(petCard: card.petCard), animated: true)
    }
}
