import UIKit

/// Shows one scene with a way back to the gallery (the bar's back button or Escape). The scene's
/// controller is a child, so it gets layout and key presses first.
///
/// Over a plain scene the host shows a standalone `UINavigationBar` with two items, "Gallery" under
/// the scene's title, so the back button reads "‹ Gallery"; its delegate turns the pop into going
/// back. A scene that is itself a tab bar or navigation controller brings its own bars: the host
/// then shows none (two bars would stack), and each of the scene's stacks offers a "Gallery" item at
/// the leading edge of its root instead.
public final class SceneHostViewController: UIViewController, UINavigationBarDelegate {
    public let scene: DemoScene
    public let content: UIViewController
    private let bar = UINavigationBar()
    private let onBack: () -> Void

    public static let barHeight: CGFloat = UINavigationBar.defaultHeight

    public init(scene: DemoScene, content: UIViewController, onBack: @escaping () -> Void) {
        self.scene = scene
        self.content = content
        self.onBack = onBack
        super.init()
    }

    /// Whether the scene draws its own bars (a container of navigation stacks).
    public var contentBringsItsBars: Bool { content is UITabBarController || content is UINavigationController }

    public override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        if contentBringsItsBars {
            offerGalleryInContentBars()
        } else {
            bar.accessibilityIdentifier = "scene-bar"
            bar.items = [UINavigationItem(title: "Gallery"), UINavigationItem(title: scene.title)]
            bar.delegate = self
            // Above the content: the bar's hairline hangs over the content's first row.
            view.addSubview(bar)
        }
    }

    /// A "Gallery" item at the leading edge of the root of each of the scene's stacks that has
    /// nothing there already.
    private func offerGalleryInContentBars() {
        let tabs = (content as? UITabBarController)?.viewControllers ?? [content]
        for case let stack as UINavigationController in tabs {
            guard let root = stack.viewControllers.first, root.navigationItem.leftBarButtonItems == nil else { continue }
            root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Gallery", style: .plain, target: self,
                                                                    action: SceneHostViewController.goBack)
        }
    }

    private func goBack() { onBack() }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let top = contentBringsItsBars ? 0 : Self.barHeight
        bar.frame = CGRect(x: 0, y: 0, width: b.width, height: Self.barHeight)
        content.view.frame = CGRect(x: 0, y: top, width: b.width, height: b.height - top)
    }

    /// The back button: go back to the gallery rather than pop the scene's item.
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        onBack()
        return false
    }

    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key?.keyCode == .keyboardEscape }) {
            onBack()
        } else {
            super.pressesBegan(presses, with: event)
        }
    }
}
