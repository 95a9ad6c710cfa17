import Foundation
import UIKit

/// The demo's first screen: a header with the app icon, one card per scene, and a footer.
/// It exercises what the compositor draws: text, rounded corners, an image, shadows.
public final class GalleryViewController: UIViewController {
    let iconView = UIImageView(image: UIImage(named: "segue-icon"))
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let footerLabel = UILabel()
    private(set) var cards: [SceneCardView] = []

    /// Called when a scene's "Open" button is tapped.
    public var onOpenScene: ((DemoScene) -> Void)?

    public override func loadView() {
        view = UIView()
        view.backgroundColor = .secondarySystemBackground
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Segue"
        iconView.layer.cornerRadius = 14
        iconView.clipsToBounds = true
        iconView.contentMode = .scaleAspectFill
        iconView.accessibilityIdentifier = "gallery-icon"
        titleLabel.text = "Segue"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        subtitleLabel.text = "UIKit view-controller transitions, drawn on X11. Pick a scene:"
        subtitleLabel.font = .systemFont(ofSize: 16)
        subtitleLabel.textColor = .secondaryLabel
        footerLabel.text = "Scenes from the source articles · resize the window to see the layout follow"
        footerLabel.font = .systemFont(ofSize: 12)
        footerLabel.textColor = .secondaryLabel
        footerLabel.textAlignment = .center
        for v in [iconView, titleLabel, subtitleLabel, footerLabel] as [UIView] { view.addSubview(v) }
        for (i, scene) in SceneCatalog.all.enumerated() {
            let card = SceneCardView(scene: scene, index: i) { [weak self] s in self?.onOpenScene?(s) }
            cards.append(card)
            view.addSubview(card)
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let margin: CGFloat = 32
        iconView.frame = CGRect(x: margin, y: 28, width: 64, height: 64)
        titleLabel.frame = CGRect(x: margin + 80, y: 28, width: b.width - 2 * margin - 80, height: 40)
        subtitleLabel.frame = CGRect(x: margin + 80, y: 70, width: b.width - 2 * margin - 80, height: 22)
        footerLabel.frame = CGRect(x: margin, y: b.height - 34, width: b.width - 2 * margin, height: 18)

        let columns = max(1, min(3, Int((b.width - 2 * margin + 16) / 260)))
        let gap: CGFloat = 16
        let cardWidth = ((b.width - 2 * margin - gap * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
        let cardHeight: CGFloat = 170
        for (i, card) in cards.enumerated() {
            let row = i / columns, col = i % columns
            card.frame = CGRect(x: margin + CGFloat(col) * (cardWidth + gap), y: 124 + CGFloat(row) * (cardHeight + gap),
                                width: cardWidth, height: cardHeight)
        }
    }
}
