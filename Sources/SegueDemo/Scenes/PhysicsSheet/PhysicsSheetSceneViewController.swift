import UIKit

/// Scene 001 "Physics sheet": the article's orange screen with its one "Present" button, which
/// presents `PhysicsSheetViewController` full screen with a custom animator; plus "Behaviours", the
/// UIKit Dynamics behaviours on their own (`DynamicsBehavioursViewController`).
///
/// This screen is the presented controller's transitioning delegate and keeps the animator it
/// vends: `transitioningDelegate` is weak, and an animator nobody holds would be gone mid-transition.
public final class PhysicsSheetSceneViewController: UIViewController, UIViewControllerTransitioningDelegate {
    public static let background = UIColor.systemOrange

    private var animator: SheetTransitionAnimator?
    private let presentButton = UIButton(type: .system)
    private let behavioursButton = UIButton(type: .system)

    public override init() {
        super.init()
    }

    public override func loadView() {
        view = UIView()
        view.backgroundColor = Self.background
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        for (button, title) in [(presentButton, "Present"), (behavioursButton, "Behaviours")] {
            button.setTitle(title, for: .normal)
            button.titleLabel?.font = .preferredFont(forTextStyle: .body)
            button.backgroundColor = .secondarySystemGroupedBackground   // white; dark grey in dark mode
            button.layer.cornerRadius = 10
            view.addSubview(button)
        }
        presentButton.accessibilityIdentifier = "physics-present"
        behavioursButton.accessibilityIdentifier = "physics-behaviours"
        presentButton.addAction(UIAction { [weak self] _ in self?.presentSheet() }, for: .touchUpInside)
        behavioursButton.addAction(UIAction { [weak self] _ in self?.presentBehaviours() }, for: .touchUpInside)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, width: CGFloat = 200, height: CGFloat = 44
        presentButton.frame = CGRect(x: ((b.width - width) / 2).rounded(), y: 40, width: width, height: height)
        behavioursButton.frame = presentButton.frame.offsetBy(dx: 0, dy: height + 16)
    }

    /// Presents the sheet with the custom animator.
    public func presentSheet() {
        let sheet = PhysicsSheetViewController()
        sheet.modalPresentationStyle = .fullScreen
        sheet.transitioningDelegate = self
        present(sheet, animated: true)
    }

    /// Presents the behaviours panel with `boxCount` falling boxes (4 in the scene, more for load).
    public func presentBehaviours(boxCount: Int = DynamicsBehavioursViewController.sceneBoxCount, animated: Bool = true) {
        let panel = DynamicsBehavioursViewController(boxCount: boxCount)
        panel.modalPresentationStyle = .fullScreen
        present(panel, animated: animated)
    }

    // MARK: UIViewControllerTransitioningDelegate

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let sheet = presented as? PhysicsSheetViewController else { return nil }
        animator = SheetTransitionAnimator(presenting: presenting, presented: sheet, isPresenting: true)
        return animator
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        guard let sheet = dismissed as? PhysicsSheetViewController, let presenting = sheet.presentingViewController else {
            return nil
        }
        animator = SheetTransitionAnimator(presenting: presenting, presented: sheet, isPresenting: false)
        return animator
    }
}
