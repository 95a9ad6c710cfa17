import UIKit

// A card that opens into its detail screen, App Store style: the tapped card's artwork grows from
// where the card sits in the grid (its frame converted into the transition's container) and from its
// rounded corners to the full width of the screen, while the rest of the detail fades in; closing
// shrinks it back into the card's place.
//
// Run it:  segue run Examples/ExpandingCard/ExpandingCard.swift --size 390x844
// On iOS:  the same code.

// MARK: - The model

struct Story {
    let kicker: String
    let title: String
    let body: String
    let color: UIColor
}

let stories = [
    Story(kicker: "TRAVEL", title: "Northern Lights", body: "Where to stand, when to look up and how long to wait for the sky over Tromsø to turn green. Bring a flask: the best shows start after midnight.", color: .systemIndigo),
    Story(kicker: "FOOD", title: "Market Mornings", body: "Seven stalls worth the early alarm, from the bakery that sells out by eight to the fishmonger who grills your choice on the spot.", color: .systemOrange),
    Story(kicker: "OUTDOORS", title: "Coastal Trails", body: "Three walks along the cliffs, each short enough for an afternoon and each ending at a beach you will have to yourself.", color: .systemTeal),
    Story(kicker: "MUSIC", title: "Late Sessions", body: "The small rooms where the city's musicians play after the big venues close, and what to order while you listen.", color: .systemPink),
    Story(kicker: "CITY", title: "Secret Gardens", body: "Behind the old town's doors: five gardens open to anyone who rings the bell, and the best hour to find them empty.", color: .systemGreen),
    Story(kicker: "CRAFT", title: "Clay & Fire", body: "A morning at the pottery on the hill, from wedging the clay to the kiln, with a bowl of your own to take home.", color: .systemBrown),
]

// MARK: - A card's artwork

/// The coloured block with the kicker and title, drawn the same in the grid and at the top of the
/// detail, so the one can turn into the other.
final class StoryArtworkView: UIView {
    private let kickerLabel = UILabel()
    private let titleLabel = UILabel()
    /// The open story's artwork runs under the status bar but keeps its text below it.
    var keepsTextInSafeArea = false

    func configure(with story: Story) {
        backgroundColor = story.color
        clipsToBounds = true
        kickerLabel.text = story.kicker
        kickerLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        kickerLabel.textColor = UIColor.white.withAlphaComponent(0.8)
        titleLabel.text = story.title
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 2
        addSubview(kickerLabel)
        addSubview(titleLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 32
        let top = 16 + (keepsTextInSafeArea ? safeAreaInsets.top : 0)
        kickerLabel.frame = CGRect(x: 16, y: top, width: width, height: 18)
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        titleLabel.frame = CGRect(x: 16, y: kickerLabel.frame.maxY + 2, width: width, height: titleHeight)
    }
}

// MARK: - The grid

/// Today's stories as a two-column grid of cards; tapping one opens it.
final class TodayViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let dateLabel = UILabel()
    private let titleLabel = UILabel()
    private var cards: [UIControl] = []
    /// Held here: a presented controller's `transitioningDelegate` is weak.
    private let cardTransition = CardTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(scrollView)
        scrollView.alwaysBounceVertical = true

        dateLabel.text = "THURSDAY 26 NOVEMBER"
        dateLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        dateLabel.textColor = .secondaryLabel
        titleLabel.text = "Today"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        scrollView.addSubview(dateLabel)
        scrollView.addSubview(titleLabel)

        for story in stories {
            let card = UIControl()
            card.layer.cornerRadius = 16
            card.layer.shadowColor = UIColor.black.cgColor
            card.layer.shadowOpacity = 0.15
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            let artwork = StoryArtworkView()
            artwork.configure(with: story)
            artwork.layer.cornerRadius = 16
            artwork.isUserInteractionEnabled = false
            card.addSubview(artwork)
            card.addAction(UIAction { [unowned self, unowned card] _ in open(story, from: card) }, for: .touchUpInside)
            scrollView.addSubview(card)
            cards.append(card)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        let margin: CGFloat = 16, spacing: CGFloat = 14
        // The scroll view adds the safe area to its content inset (adjustedContentInset): on an
        // iPhone (`--device`) the header starts below the status bar, the grid ends above the home
        // indicator, and the cards scroll under both.
        dateLabel.frame = CGRect(x: margin + 4, y: 48, width: view.bounds.width - 2 * margin, height: 18)
        titleLabel.frame = CGRect(x: margin + 4, y: dateLabel.frame.maxY, width: view.bounds.width - 2 * margin, height: 41)
        let width = ((view.bounds.width - 2 * margin - spacing) / 2).rounded(.down)
        let height = (width * 1.35).rounded()
        for (index, card) in cards.enumerated() {
            let column = CGFloat(index % 2), row = CGFloat(index / 2)
            card.frame = CGRect(x: margin + column * (width + spacing), y: titleLabel.frame.maxY + 16 + row * (height + spacing),
                                width: width, height: height)
            card.subviews.first?.frame = card.bounds
        }
        // Room under the last card, as above a tab bar, so the whole grid scrolls clear of the edge.
        scrollView.contentSize = CGSize(width: view.bounds.width, height: (cards.last?.frame.maxY ?? 0) + 100)
    }

    private func open(_ story: Story, from card: UIControl) {
        let detail = StoryViewController()
        detail.story = story
        detail.modalPresentationStyle = .overFullScreen
        cardTransition.card = card
        detail.transitioningDelegate = cardTransition
        present(detail, animated: true)
    }
}

// MARK: - The detail

/// A story open: a page with its artwork across the top and the text under it, and a close button.
/// The page is what grows out of the card, so it has the card's shape while it does.
final class StoryViewController: UIViewController {
    var story: Story?
    let pageView = UIView()
    let artworkView = StoryArtworkView()
    let bodyLabel = UILabel()
    let closeButton = UIButton(type: .system)

    /// The artwork's height once open.
    static let artworkHeight: CGFloat = 420

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        pageView.backgroundColor = .systemBackground
        pageView.clipsToBounds = true
        if let story { artworkView.configure(with: story) }
        artworkView.keepsTextInSafeArea = true
        bodyLabel.text = story?.body
        bodyLabel.font = .systemFont(ofSize: 19)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0

        closeButton.setTitle("✕", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.titleLabel?.font = .systemFont(ofSize: 15, weight: .bold)
        closeButton.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        closeButton.layer.cornerRadius = 15
        closeButton.accessibilityIdentifier = "close"
        closeButton.addAction(UIAction { [unowned self] _ in dismiss(animated: true) }, for: .touchUpInside)

        pageView.addSubview(artworkView)
        pageView.addSubview(bodyLabel)
        view.addSubview(pageView)
        view.addSubview(closeButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutPage(in: view.bounds, artworkHeight: Self.artworkHeight)
        // Clear of the status bar: the artwork runs under it, the button does not.
        closeButton.frame = CGRect(x: view.bounds.width - 46, y: view.safeAreaInsets.top + 16, width: 30, height: 30)
    }

    /// Puts the page at `frame` with its artwork `artworkHeight` tall: the open page fills the view;
    /// the closed one sits exactly on the card, all artwork. The text keeps the open page's width so
    /// it does not rewrap while the page grows; the page clips it.
    func layOutPage(in frame: CGRect, artworkHeight: CGFloat) {
        pageView.frame = frame
        artworkView.frame = CGRect(x: 0, y: 0, width: frame.width, height: artworkHeight)
        artworkView.layoutIfNeeded()
        let width = view.bounds.width - 40
        let bodyHeight = bodyLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        bodyLabel.frame = CGRect(x: 20, y: artworkHeight + 24, width: width, height: bodyHeight)
    }
}

// MARK: - The transition

/// Vends the expanding animator both ways, for the card that was tapped.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    weak var card: UIView?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        card.map { CardExpandAnimator(card: $0, isOpening: true) }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        card.map { CardExpandAnimator(card: $0, isOpening: false) }
    }
}

/// Opening: the detail's page starts exactly over the card — the card's frame converted into the
/// detail's view, wherever the grid has scrolled — with the card's corner radius and all artwork,
/// and springs to the full screen with square corners, the artwork to its open height, while the
/// text and the close button fade in. The card itself is hidden meanwhile, so there is one artwork
/// on screen. Closing plays it back into the card's place.
final class CardExpandAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let card: UIView
    let isOpening: Bool

    init(card: UIView, isOpening: Bool) {
        self.card = card
        self.isOpening = isOpening
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isOpening ? 0.6 : 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isOpening ? .to : .from
        guard let detail = transitionContext.viewController(forKey: key) as? StoryViewController else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if isOpening {
            detail.view.frame = transitionContext.finalFrame(for: detail)
            container.addSubview(detail.view)
        }
        detail.view.layoutIfNeeded()

        let cardFrame = card.convert(card.bounds, to: detail.view)
        let cardRadius = card.layer.cornerRadius
        let closed = { (isClosed: Bool) in
            if isClosed {
                detail.layOutPage(in: cardFrame, artworkHeight: cardFrame.height)
            } else {
                detail.layOutPage(in: detail.view.bounds, artworkHeight: StoryViewController.artworkHeight)
            }
            detail.pageView.layer.cornerRadius = isClosed ? cardRadius : 0
            detail.bodyLabel.alpha = isClosed ? 0 : 1
            detail.closeButton.alpha = isClosed ? 0 : 1
        }

        card.isHidden = true
        closed(isOpening)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: isOpening ? 0.82 : 1, initialSpringVelocity: 0, options: [], animations: {
            closed(!self.isOpening)
        }, completion: { _ in
            let finished = !transitionContext.transitionWasCancelled
            self.card.isHidden = self.isOpening && finished
            transitionContext.completeTransition(finished)
        })
    }
}

let root = TodayViewController()
