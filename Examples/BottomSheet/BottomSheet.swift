import UIKit

// A custom bottom sheet: a presentation controller that dims the screen and holds a half-height
// card with rounded top corners and a grabber, an animator that slides it, and a pan that drags it
// down through a percent-driven transition, let go it finishes or springs back as iOS sheets do.
//
// Run it:  segue run Examples/BottomSheet/BottomSheet.swift --size 390x844
// On iOS:  `UIPanGestureRecognizer(target: self, action: Self.handlePan)` reads
//          `#selector(handlePan(_:))` with `@objc` on the method; everything else is as written.

// MARK: - The screen that presents the sheet

final class TripViewController: UIViewController {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let showButton = UIButton(type: .system)
    /// Held here: a presented controller's `transitioningDelegate` is weak.
    private let sheetTransition = SheetTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        titleLabel.text = "Your Trip"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        subtitleLabel.text = "Lisbon to Porto · Saturday, 9:40"
        subtitleLabel.font = .systemFont(ofSize: 17)
        subtitleLabel.textColor = .secondaryLabel

        showButton.setTitle("Show Details", for: .normal)
        showButton.setTitleColor(.white, for: .normal)
        showButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        showButton.backgroundColor = .systemBlue
        showButton.layer.cornerRadius = 14
        showButton.addAction(UIAction { [unowned self] _ in showSheet() }, for: .touchUpInside)

        [titleLabel, subtitleLabel, showButton].forEach(view.addSubview)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let inset: CGFloat = 20
        let width = view.bounds.width - 2 * inset
        // 32 points below the safe area's top: under the status bar on an iPhone (`--device`),
        // at the top of a plain desktop window, whose safe area is zero.
        let top = view.safeAreaInsets.top + 32
        titleLabel.frame = CGRect(x: inset, y: top, width: width, height: 41)
        subtitleLabel.frame = CGRect(x: inset, y: titleLabel.frame.maxY + 4, width: width, height: 22)
        showButton.frame = CGRect(x: inset, y: subtitleLabel.frame.maxY + 32, width: width, height: 50)
    }

    private func showSheet() {
        let sheet = TripDetailsViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheetTransition
        present(sheet, animated: true)
    }
}

// MARK: - The sheet's content

final class TripDetailsViewController: UIViewController {
    private let titleLabel = UILabel()
    private var rows: [(name: UILabel, value: UILabel, separator: UIView)] = []
    private let doneButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Trip Details"
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        view.addSubview(titleLabel)

        let details = [("Departs", "9:40 Lisboa Oriente"), ("Arrives", "12:28 Porto Campanhã"),
                       ("Train", "Alfa Pendular 131"), ("Seat", "Car 4 · 52A")]
        for (name, value) in details {
            let nameLabel = UILabel()
            nameLabel.text = name
            nameLabel.textColor = .secondaryLabel
            let valueLabel = UILabel()
            valueLabel.text = value
            valueLabel.textAlignment = .right
            let separator = UIView()
            separator.backgroundColor = .separator
            [nameLabel, valueLabel, separator].forEach(view.addSubview)
            rows.append((nameLabel, valueLabel, separator))
        }

        doneButton.setTitle("Done", for: .normal)
        doneButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        doneButton.addAction(UIAction { [unowned self] _ in dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(doneButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let inset: CGFloat = 20
        let width = view.bounds.width - 2 * inset
        doneButton.sizeToFit()
        // The sheet starts below the status bar, so its safe area's top is usually zero; a sheet
        // dragged up under it would get the overlap.
        let top = view.safeAreaInsets.top
        doneButton.frame = CGRect(x: view.bounds.width - inset - doneButton.bounds.width, y: top + 24,
                                  width: doneButton.bounds.width, height: 36)
        titleLabel.frame = CGRect(x: inset, y: top + 28, width: doneButton.frame.minX - 8 - inset, height: 28)
        var y = titleLabel.frame.maxY + 20
        for row in rows {
            row.name.frame = CGRect(x: inset, y: y, width: width / 2, height: 44)
            row.value.frame = CGRect(x: inset + width / 3, y: y, width: width * 2 / 3, height: 44)
            row.separator.frame = CGRect(x: inset, y: y + 44, width: width, height: 0.5)
            y += 45
        }
    }
}

// MARK: - The transitioning delegate

/// Hands UIKit the sheet's presentation controller, its animators and, while a finger drags the
/// sheet, the interactive transition that finger drives.
final class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let interaction = SheetDismissInteraction()

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        interaction.attach(to: presented)
        return SheetPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetAnimator(isPresenting: false)
    }

    /// Only a drag is interactive: the Done button and a tap on the dimming animate on their own.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction.isInteracting ? interaction : nil
    }
}

// MARK: - The presentation controller

/// Dims what is behind the sheet, keeps the sheet in the bottom half of the screen with its top
/// corners rounded, and puts a grabber on it that says it can be dragged.
final class SheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()
    private let grabber = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        // Raised over the screen: in dark mode the sheet takes the elevated backgrounds.
        overrideTraitCollection = UITraitCollection(userInterfaceLevel: .elevated)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.dimmingViewTapped))
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = (bounds.height / 2).rounded()
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView, let presentedView else { return }
        dimmingView.frame = containerView.bounds
        containerView.addSubview(dimmingView)
        containerView.addSubview(presentedView)

        presentedView.layer.cornerRadius = 12
        presentedView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView.clipsToBounds = true
        presentedView.addSubview(grabber)

        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
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

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        guard let presentedView else { return }
        grabber.frame = CGRect(x: (presentedView.bounds.width - 36) / 2, y: 5, width: 36, height: 5)
        presentedView.bringSubviewToFront(grabber)
    }

    private func dimmingViewTapped() {
        presentedViewController.dismiss(animated: true)
    }
}

// MARK: - The animator

/// Slides the sheet up from below the screen, and back down.
final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let sheet = transitionContext.viewController(forKey: key) else { return }
        let containerHeight = transitionContext.containerView.bounds.height
        let shown = isPresenting ? transitionContext.finalFrame(for: sheet) : sheet.view.frame
        let hidden = shown.offsetBy(dx: 0, dy: containerHeight - shown.minY)

        sheet.view.frame = isPresenting ? hidden : shown
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [isPresenting ? .curveEaseOut : .curveEaseIn], animations: {
            sheet.view.frame = self.isPresenting ? shown : hidden
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

// MARK: - Dragging the sheet down

/// A pan on the sheet that dismisses it interactively: the sheet follows the finger, and on release
/// it leaves if it was flung down (faster than 300 pt/s) or dragged past half its height without
/// being flung back up; otherwise it slides back into place.
final class SheetDismissInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var sheet: UIViewController?

    /// The speed down that dismisses whatever the distance, and the one up that keeps the sheet.
    private let flingVelocity: CGFloat = 300

    func attach(to sheet: UIViewController) {
        self.sheet = sheet
        sheet.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.handlePan))
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let sheet, let space = sheet.view.superview else { return }
        let height = max(sheet.view.bounds.height, 1)
        let progress = min(max(pan.translation(in: space).y / height, 0), 1)

        switch pan.state {
        case .began:
            isInteracting = true
            sheet.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            let velocity = pan.velocity(in: space).y
            // What is left plays in the animator's time for the rest of the way, easing out.
            completionCurve = .easeOut
            if velocity > flingVelocity || (progress > 0.5 && velocity > -flingVelocity) {
                finish()
            } else {
                cancel()
            }
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}

let root = TripViewController()
