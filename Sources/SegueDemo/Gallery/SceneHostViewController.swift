import UIKit

/// Shows one scene under a bar with its title and a way back to the gallery (the button or Escape).
/// The scene's controller is a child, so it gets layout and key presses first.
///
/// The bar looks like iOS's navigation bar in light mode: 44 points, the bar colour #F9F9F9 at
/// 94 % (translucent over white, as the default bar appearance), a hairline of black at 30 % under
/// it, the title in the headline style (17 pt semibold) and a back button with iOS's chevron.
public final class SceneHostViewController: UIViewController {
    public let scene: DemoScene
    public let content: UIViewController
    private let bar = UIView()
    private let hairline = UIView()
    private let titleLabel = UILabel()
    private let backButton = BackBarButton(title: "Gallery")
    private let onBack: () -> Void

    public static let barHeight: CGFloat = 44
    /// iOS's light bar background: 0xF0F9F9F9.
    public static let barColor = UIColor(red: 249.0 / 255, green: 249.0 / 255, blue: 249.0 / 255, alpha: 240.0 / 255)
    /// The bar's bottom hairline: one pixel of black at 30 % (0.33 pt on a 3× phone).
    public static let hairlineColor = UIColor(white: 0, alpha: 0.3)

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
        bar.backgroundColor = Self.barColor
        bar.accessibilityIdentifier = "scene-bar"
        hairline.backgroundColor = Self.hairlineColor
        hairline.accessibilityIdentifier = "scene-bar-hairline"
        hairline.isUserInteractionEnabled = false
        titleLabel.text = scene.title
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textAlignment = .center
        backButton.accessibilityIdentifier = "back-to-gallery"
        backButton.addAction(UIAction { [weak self] _ in self?.onBack() }, for: .touchUpInside)
        view.addSubview(bar)
        bar.addSubview(titleLabel)
        bar.addSubview(backButton)
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        // Over the content's first row, as iOS hangs the bar's shadow image below the bar.
        view.addSubview(hairline)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        bar.frame = CGRect(x: 0, y: 0, width: b.width, height: Self.barHeight)
        titleLabel.frame = bar.bounds
        backButton.frame = CGRect(x: 0, y: 0, width: backButton.sizeThatFits(.zero).width, height: Self.barHeight)
        hairline.frame = CGRect(x: 0, y: Self.barHeight, width: b.width, height: 1 / UIScreen.main.scale)
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
