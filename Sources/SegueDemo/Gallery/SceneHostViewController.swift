import UIKit

/// Shows one scene under a bar with its title and a way back to the gallery (the button or Escape).
/// The scene's controller is a child, so it gets layout and key presses first.
public final class SceneHostViewController: UIViewController {
    public let scene: DemoScene
    public let content: UIViewController
    private let bar = UIView()
    private let titleLabel = UILabel()
    private let backButton = UIButton(type: .system)
    private let onBack: () -> Void

    public static let barHeight: CGFloat = 44

    public init(scene: DemoScene, content: UIViewController, onBack: @escaping () -> Void) {
        self.scene = scene
        self.content = content
        self.onBack = onBack
        super.init()
    }

    public override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        bar.backgroundColor = .secondarySystemBackground
        titleLabel.text = scene.title
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        backButton.setTitle("‹ Gallery", for: .normal)
        backButton.accessibilityIdentifier = "back-to-gallery"
        backButton.addAction(UIAction { [weak self] _ in self?.onBack() }, for: .touchUpInside)
        view.addSubview(bar)
        bar.addSubview(titleLabel)
        bar.addSubview(backButton)
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        bar.frame = CGRect(x: 0, y: 0, width: b.width, height: Self.barHeight)
        titleLabel.frame = bar.bounds
        backButton.frame = CGRect(x: 4, y: 4, width: 110, height: 36)
        content.view.frame = CGRect(x: 0, y: Self.barHeight, width: b.width, height: b.height - Self.barHeight)
    }

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key?.keyCode == .keyboardEscape }) {
            onBack()
        } else {
            super.pressesBegan(presses, with: event)
        }
    }
}
