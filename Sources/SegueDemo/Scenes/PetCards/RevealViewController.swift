import UIKit

/// The answer to a card: the pet drawn large on its colour, its name, and "Done" to flip back to the
/// card. A swipe from the left edge flips back too, following the pointer
/// (`SwipeInteractionController`).
final class RevealViewController: UIViewController {
    let petCard: PetCard
    var swipeInteractionController: SwipeInteractionController?

    private let titleLabel = UILabel()
    private let artView: PetArtView
    private lazy var doneButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.backgroundColor = .white
        button.setTitleColor(PetSketch.ink, for: .normal)
        button.layer.cornerRadius = 12
        button.addTarget(self, action: Self.dismissPressed, for: .touchUpInside)
        return button
    }()

    init(petCard: PetCard) {
        self.petCard = petCard
        artView = PetArtView(kind: petCard.kind)
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = petCard.revealColor
        titleLabel.text = "It's a \(petCard.name.lowercased())!"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = PetSketch.ink
        titleLabel.textAlignment = .center
        artView.accessibilityIdentifier = "reveal-art"
        doneButton.accessibilityIdentifier = "reveal-done"
        for subview in [titleLabel, artView, doneButton] as [UIView] { view.addSubview(subview) }
        swipeInteractionController = SwipeInteractionController(viewController: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        titleLabel.frame = CGRect(x: 20, y: 40, width: bounds.width - 40, height: 44)
        let buttonWidth = min(bounds.width - 40, 200)
        doneButton.frame = CGRect(x: (bounds.width - buttonWidth) / 2, y: bounds.height - 80, width: buttonWidth, height: 50)
        let top = titleLabel.frame.maxY + 16, bottom = doneButton.frame.minY - 16
        artView.frame = CGRect(x: 20, y: top, width: bounds.width - 40, height: max(0, bottom - top))
    }

    func dismissPressed(_ sender: UIButton) {
        if let stack = navigationController {
            stack.popViewController(animated: true)
        } else {
            dismiss(animated: true)
        }
    }
}
