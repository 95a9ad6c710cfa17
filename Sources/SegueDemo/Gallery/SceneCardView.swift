import Foundation
import UIKit

/// One gallery entry: a rounded card with a shadow, the scene's number, title, summary and an
/// "Open" button that is disabled until the scene exists.
final class SceneCardView: UIView {
    let numberLabel = UILabel()
    let titleLabel = UILabel()
    let summaryLabel = UILabel()
    let openButton = UIButton(type: .system)

    init(scene: DemoScene, index: Int, onOpen: @escaping (DemoScene) -> Void) {
        super.init(frame: .zero)
        backgroundColor = .tertiarySystemBackground
        layer.cornerRadius = 14
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 4)
        accessibilityIdentifier = "scene-\(scene.id)"

        numberLabel.text = index < 5 ? String(format: "%03d", index) : "lab"
        numberLabel.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        numberLabel.textColor = .secondaryLabel
        titleLabel.text = scene.title
        titleLabel.font = .boldSystemFont(ofSize: 20)
        summaryLabel.text = scene.summary
        summaryLabel.font = .systemFont(ofSize: 14)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 3
        openButton.setTitle(scene.make == nil ? "Coming soon" : "Open", for: .normal)
        openButton.isEnabled = scene.make != nil
        openButton.accessibilityIdentifier = "open-\(scene.id)"
        openButton.addAction(UIAction { _ in onOpen(scene) }, for: .touchUpInside)
        for v in [numberLabel, titleLabel, summaryLabel, openButton] as [UIView] { addSubview(v) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 18
        let w = bounds.width - 2 * inset
        numberLabel.frame = CGRect(x: inset, y: 16, width: w, height: 16)
        titleLabel.frame = CGRect(x: inset, y: 34, width: w, height: 26)
        let summaryHeight = summaryLabel.sizeThatFits(CGSize(width: w, height: 0)).height
        summaryLabel.frame = CGRect(x: inset, y: 66, width: w, height: summaryHeight)
        let button = openButton.sizeThatFits(.zero)
        openButton.frame = CGRect(x: inset - 12, y: bounds.height - button.height - 10,
                                  width: button.width, height: button.height)
    }
}
