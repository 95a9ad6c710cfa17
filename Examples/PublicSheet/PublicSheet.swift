#if os(iOS)
import UIKit
#endif

// A bottom sheet written the way public iOS libraries write one: Auto Layout anchors against the
// safe area, target-action with `#selector` and `@objc`, a custom `UIPresentationController` with a
// dimming view and a pan that drags the sheet down, and a transitioning delegate that hands both
// out. It is iOS source as found in the wild and does not build against Segue as it is; port it:
//
//   segue port Examples/PublicSheet/PublicSheet.swift --out /tmp/PublicSheet
//   segue run /tmp/PublicSheet/PublicSheet.swift --size 390x844

// MARK: - The screen that opens the sheet

final class SheetDemoViewController: UIViewController {
    private let openButton = UIButton(type: .system)
    private let headline = UILabel()
    /// Held here: a presented controller's `transitioningDelegate` is weak.
    private let sheetTransitioning = BottomSheetTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        headline.text = "Library Sheet"
        headline.font = .systemFont(ofSize: 34, weight: .bold)
        headline.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(headline)

        openButton.setTitle("Open Sheet", for: .normal)
        openButton.setTitleColor(.white, for: .normal)
        openButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        openButton.backgroundColor = .systemBlue
        openButton.layer.cornerRadius = 14
        openButton.translatesAutoresizingMaskIntoConstraints = false
        openButton.addTarget(self, action: #selector(openSheet(_:)), for: .touchUpInside)
        view.addSubview(openButton)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            headline.topAnchor.constraint(equalTo: guide.topAnchor, constant: 32),
            headline.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            openButton.topAnchor.constraint(equalTo: headline.bottomAnchor, constant: 32),
            openButton.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            openButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            openButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    @objc private func openSheet(_ sender: UIButton) {
        let sheet = SheetContentViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheetTransitioning
        present(sheet, animated: true)
    }
}

// MARK: - The sheet's content

final class SheetContentViewController: UIViewController {
    private let titleLabel = UILabel()
    private let bodyLabel = UILabel()
    private let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Filters"
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        bodyLabel.text = "Drag down or tap Close."
        bodyLabel.textColor = .secondaryLabel
        closeButton.setTitle("Close", for: .normal)
        closeButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        for subview in [titleLabel, bodyLabel, closeButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            closeButton.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            closeButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            closeButton.heightAnchor.constraint(equalToConstant: 44),
            titleLabel.centerYAnchor.constraint(equalTo: closeButton.centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 24),
            bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
        ])
    }

    @objc func closeTapped() {
        dismiss(animated: true)
    }
}

// MARK: - The transitioning delegate

final class BottomSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        BottomSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BottomSheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BottomSheetAnimator(isPresenting: false)
    }
}

// MARK: - The presentation controller

/// Dims the screen behind a sheet that takes the bottom 45% of it, rounds the sheet's top corners,
/// and lets a pan drag it down: let go far enough down (or flung) it closes, otherwise it springs back.
final class BottomSheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()
    private lazy var panGesture = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dimmingTapped)))
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height * 0.45).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView, let presentedView else { return }
        dimmingView.frame = containerView.bounds
        containerView.addSubview(dimmingView)
        containerView.addSubview(presentedView)
        presentedView.layer.cornerRadius = 16
        presentedView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView.clipsToBounds = true
        presentedView.addGestureRecognizer(panGesture)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    @objc private func dimmingTapped() {
        presentedViewController.dismiss(animated: true)
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let sheet = presentedView, let containerView else { return }
        let drop = max(pan.translation(in: containerView).y, 0)
        switch pan.state {
        case .changed:
            sheet.transform = CGAffineTransform(translationX: 0, y: drop)
        case .ended, .cancelled:
            let flung = pan.velocity(in: containerView).y > 800
            if flung || drop > sheet.bounds.height / 3 {
                #if os(iOS)
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                #endif
                presentedViewController.dismiss(animated: true)
            } else {
                UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
                               options: [], animations: { sheet.transform = .identity })
            }
        default:
            break
        }
    }
}

// MARK: - The animator

/// Slides the sheet up from below the screen, and down out of it from wherever a drag left it.
final class BottomSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let sheet = transitionContext.viewController(forKey: key) else { return }
        let containerHeight = transitionContext.containerView.bounds.height
        if isPresenting {
            sheet.view.frame = transitionContext.finalFrame(for: sheet)
            sheet.view.transform = CGAffineTransform(translationX: 0, y: containerHeight - sheet.view.frame.minY)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [isPresenting ? .curveEaseOut : .curveEaseIn], animations: {
            sheet.view.transform = self.isPresenting
                ? .identity : CGAffineTransform(translationX: 0, y: containerHeight - sheet.view.frame.minY)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

let root = SheetDemoViewController()
