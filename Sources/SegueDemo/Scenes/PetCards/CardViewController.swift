import UIKit

/// One page of the game: a rounded card with the pet's name, its picture and its riddle. Tapping the
/// card presents the pet's `RevealViewController` full screen, and this controller is the reveal's
/// transitioning delegate (`CardViewController+Transitioning.swift`), so the reveal flips out of the
/// card and back into it.
final class CardViewController: UIViewController {
    static let cardCornerRadius: CGFloat = 25

    let pageIndex: Int
    let petCard: PetCard
    let pace: FlipPace

    let cardView = UIView()
    private let titleLabel = UILabel()
    private let artView: PetArtView
    private let descriptionLabel = UILabel()

    init(pageIndex: Int, petCard: PetCard, pace: FlipPace) {
        self.pageIndex = pageIndex
        self.petCard = petCard
        self.pace = pace
        artView = PetArtView(kind: petCard.kind)
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.backgroundColor = petCard.cardColor
        // A printed card: cream paper and ink in dark mode too, so its text keeps the light colours.
        cardView.overrideUserInterfaceStyle = .light
        cardView.layer.cornerRadius = Self.cardCornerRadius
        cardView.layer.borderWidth = 1
        cardView.layer.borderColor = UIColor(white: 0, alpha: 0.08).cgColor
        cardView.accessibilityIdentifier = "card-\(petCard.name.lowercased())"
        view.addSubview(cardView)

        titleLabel.text = petCard.name
        titleLabel.font = .systemFont(ofSize: 30, weight: .bold)
        titleLabel.textAlignment = .center
        titleLabel.textColor = PetSketch.ink
        descriptionLabel.text = petCard.description
        descriptionLabel.font = .preferredFont(forTextStyle: .body)
        descriptionLabel.textColor = .secondaryLabel
        descriptionLabel.textAlignment = .center
        descriptionLabel.numberOfLines = 0
        for subview in [titleLabel, artView, descriptionLabel] as [UIView] { cardView.addSubview(subview) }

        let tap = UITapGestureRecognizer(target: self, action: Self.handleTap)
        cardView.addGestureRecognizer(tap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let width = max(0, min(bounds.width - 80, 340)), height = max(0, min(bounds.height - 40, 460))
        cardView.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
        // Not `insetBy`: on a card smaller than its margins (a window resized very small) that gives
        // the null rectangle, whose origin is infinite.
        let inner = CGRect(x: 20, y: 16, width: max(0, width - 40), height: max(0, height - 32))
        titleLabel.frame = CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: 40)
        let text = descriptionLabel.sizeThatFits(CGSize(width: inner.width, height: 0)).height
        descriptionLabel.frame = CGRect(x: inner.minX, y: inner.maxY - text, width: inner.width, height: text)
        artView.frame = CGRect(x: inner.minX, y: titleLabel.frame.maxY + 8, width: inner.width,
                               height: max(0, descriptionLabel.frame.minY - titleLabel.frame.maxY - 16))
    }

    func handleTap() {
        let reveal = RevealViewController(petCard: petCard)
        reveal.transitioningDelegate = self
        reveal.modalPresentationStyle = .fullScreen
        present(reveal, animated: true)
    }

    /// Where the card is in the window: the frame the flips start from and end on.
    var cardFrameInWindow: CGRect { cardView.convert(cardView.bounds, to: nil) }
}
