/// What `segue new` writes: an app package that depends on a Segue checkout and shows a
/// view-controller transition the way UIKit does it — a transitioning delegate, an animator, a
/// presentation controller, and a pan that drives an interactive, percent-driven dismissal. Small
/// and meant to be edited: the user's starting point, so it must build and run as it comes
/// (EndToEndTests/NewAppTests builds it and drives it on a real X server).
///
/// The transition lives in RootViewController.swift, which ends with a global
/// `let root = RootViewController()` — the form `segue run` takes — and main.swift only shows
/// `root` through `UIApplicationMain`. So `swift run`, `segue run` on the package and `segue run` on
/// RootViewController.swift alone all show the same app. (A global in a file other than main.swift
/// is made the first time it is read, as the window is set up.)
nonisolated struct AppTemplate {
    /// The app's name (`AppName`): package, executable, module and window title.
    let name: String
    /// The Segue checkout's absolute path.
    let seguePath: String

    /// Every file, by its path inside the app's folder.
    var files: [(path: String, text: String)] {
        [("Package.swift", manifest), ("Sources/\(name)/main.swift", main),
         ("Sources/\(name)/\(Self.rootFileName)", rootFile), (".gitignore", "/.build\n/.swiftpm\n")]
    }

    /// The file with the transition and `root`, beside main.swift.
    static let rootFileName = "RootViewController.swift"

    /// What `segue new` prints it wrote, inside the app's folder.
    var fileList: String {
        "Package.swift, Sources/\(name)/main.swift and \(Self.rootFileName)"
    }

    var manifest: String {
        #"""
        // swift-tools-version:6.2
        import PackageDescription

        // \#(name): an app built on Segue, UIKit's view-controller transitions on Linux (`segue new`
        // wrote it). It uses the Segue checkout at the path below: if that checkout moves, change the
        // path. `name: "Segue"` is the name the products below refer to, whatever the checkout's
        // folder is called.
        let package = Package(
            name: "\#(name)",
            dependencies: [
                .package(name: "Segue", path: \#(Self.literal(seguePath))),
            ],
            targets: [
                // On the main actor unless said otherwise, as an iOS app target and a `segue run`
                // prototype are: so `let root = RootViewController()` is a main-actor global.
                .executableTarget(name: "\#(name)", dependencies: [
                    .product(name: "UIKit", package: "Segue"),
                    .product(name: "X11Platform", package: "Segue"),
                ], swiftSettings: [.defaultIsolation(MainActor.self)]),
            ]
        )

        """#
    }

    /// `text` as a Swift string literal, quotes and backslashes escaped (a path may hold any byte).
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Shows `root` in a window: the app's start, which `segue run` on RootViewController.swift
    /// alone does without.
    var main: String {
        #"""
        // \#(name)'s start: a window showing `root` (RootViewController.swift), titled \#(name).
        // `UIApplicationMain` makes the delegate, opens the window and runs the app until it is closed.

        import UIKit
        import X11Platform

        final class AppDelegate: UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = root
                window?.makeKeyAndVisible()
                return true
            }
        }

        UIApplicationMain(AppDelegate.self, title: "\#(name)")

        """#
    }

    /// The transition, and `root`: what the window shows.
    var rootFile: String {
        #"""
        // \#(name): a first screen that presents a card with a custom transition, as UIKit does it — a
        // transitioning delegate, an animator, a presentation controller — and a pan on the card that
        // drags it away (an interactive, percent-driven dismissal). Change anything: `swift run` in the
        // package's folder shows it, and so do `segue run` on the folder and `segue run` on this file.

        import UIKit

        /// The first screen: a title and a button that presents the card.
        final class RootViewController: UIViewController {
            /// The card's transitioning delegate. A presented controller holds it weakly, so it lives here.
            private let cardTransition = CardTransition()
            private let titleLabel = UILabel()
            private lazy var showButton = UIButton(type: .system, primaryAction: UIAction(title: "Show the card") { [unowned self] _ in
                let card = CardViewController()
                card.modalPresentationStyle = .custom
                card.transitioningDelegate = cardTransition
                present(card, animated: true)
            })

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
                titleLabel.text = "\#(name)"
                titleLabel.font = .boldSystemFont(ofSize: 28)
                titleLabel.textAlignment = .center
                view.addSubview(titleLabel)
                view.addSubview(showButton)
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                // Above where the card comes to rest (from 40 % of the height down).
                let top = (view.bounds.height * 0.2).rounded()
                titleLabel.frame = CGRect(x: 20, y: top, width: view.bounds.width - 40, height: 40)
                showButton.frame = CGRect(x: view.bounds.midX - 100, y: top + 60, width: 200, height: 44)
            }
        }

        /// The presented screen: a card. Drag it down to dismiss it, or press Close.
        final class CardViewController: UIViewController {
            private let hint = UILabel()
            private lazy var closeButton = UIButton(type: .system, primaryAction: UIAction(title: "Close") { [unowned self] _ in
                dismiss(animated: true)
            })

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemIndigo
                view.layer.cornerRadius = 16
                hint.text = "Drag me down"
                hint.textColor = .white
                hint.textAlignment = .center
                closeButton.setTitleColor(.white, for: .normal)
                view.addSubview(hint)
                view.addSubview(closeButton)
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                hint.frame = CGRect(x: 20, y: 24, width: view.bounds.width - 40, height: 30)
                closeButton.frame = CGRect(x: view.bounds.midX - 50, y: 64, width: 100, height: 44)
            }
        }

        /// Who does what when the card comes and goes: UIKit asks the transitioning delegate for a
        /// presentation controller, an animator each way, and an interaction controller for a dismissal
        /// that a drag drives.
        final class CardTransition: UIViewControllerTransitioningDelegate {
            private let drag = CardDragInteraction()

            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                drag.attach(to: presented)
                return CardPresentationController(presentedViewController: presented, presenting: presenting)
            }

            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                CardAnimator(presenting: true)
            }

            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                CardAnimator(presenting: false)
            }

            /// Only a dismissal the pan started is interactive; Close animates on its own.
            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
                drag.isDragging ? drag : nil
            }
        }

        /// Where the card sits (the lower part of the window, inset) and what is behind it: a dimming
        /// that fades with the transition. A tap on the dimming dismisses the card.
        final class CardPresentationController: UIPresentationController {
            private let dimming = UIControl()

            override var frameOfPresentedViewInContainerView: CGRect {
                let bounds = containerView?.bounds ?? .zero
                let top = (bounds.height * 0.4).rounded()
                return CGRect(x: 20, y: top, width: bounds.width - 40, height: bounds.height - top - 20)
            }

            override func presentationTransitionWillBegin() {
                super.presentationTransitionWillBegin()
                dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
                dimming.alpha = 0
                dimming.addAction(UIAction { [unowned self] _ in presentedViewController.dismiss(animated: true) },
                                  for: .touchUpInside)
                containerView?.insertSubview(dimming, at: 0)
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 1 },
                                                                       completion: nil)
            }

            override func dismissalTransitionWillBegin() {
                super.dismissalTransitionWillBegin()
                presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in dimming.alpha = 0 },
                                                                       completion: nil)
            }

            override func dismissalTransitionDidEnd(_ completed: Bool) {
                super.dismissalTransitionDidEnd(completed)
                if completed { dimming.removeFromSuperview() }
            }

            override func containerViewDidLayoutSubviews() {
                super.containerViewDidLayoutSubviews()
                dimming.frame = containerView?.bounds ?? .zero
                presentedView?.frame = frameOfPresentedViewInContainerView
            }
        }

        /// Slides the card up from below the window, or back down: 0.35 s, ease-out.
        final class CardAnimator: UIViewControllerAnimatedTransitioning {
            let presenting: Bool

            init(presenting: Bool) { self.presenting = presenting }

            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                let key: UITransitionContextViewControllerKey = presenting ? .to : .from
                let card = transitionContext.viewController(forKey: key)!
                let shown = presenting ? transitionContext.finalFrame(for: card) : transitionContext.initialFrame(for: card)
                let hidden = shown.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height - shown.minY)
                if presenting {
                    transitionContext.containerView.addSubview(card.view)
                    card.view.frame = hidden
                }
                UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseOut],
                               animations: { card.view.frame = self.presenting ? shown : hidden },
                               completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
            }
        }

        /// A pan on the card drives its dismissal: the share of the card's height dragged down is how far
        /// the transition has gone. Let go past half-way, or flung down, and the card leaves; else it
        /// slides back.
        final class CardDragInteraction: UIPercentDrivenInteractiveTransition {
            private(set) var isDragging = false

            func attach(to card: UIViewController) {
                guard card.view.gestureRecognizers == nil else { return }
                card.view.addGestureRecognizer(UIPanGestureRecognizer { [weak self, weak card] pan in
                    guard let self, let card else { return }
                    self.handle(pan, card: card)
                })
            }

            private func handle(_ pan: UIPanGestureRecognizer, card: UIViewController) {
                let height = max(card.view.bounds.height, 1)
                let dragged = pan.translation(in: card.view.superview).y / height
                switch pan.state {
                case .began:
                    // Not while the card is still coming in.
                    guard card.transitionCoordinator == nil else { return }
                    isDragging = true
                    card.dismiss(animated: true)
                case .changed where isDragging:
                    update(dragged)
                case .ended where isDragging, .cancelled where isDragging:
                    isDragging = false
                    let flung = pan.velocity(in: card.view.superview).y > 800
                    if pan.state == .ended && (dragged > 0.5 || flung) { finish() } else { cancel() }
                default:
                    break
                }
            }
        }

        /// What the window shows: main.swift puts it in the app's window, and `segue run` on this file
        /// alone shows it too.
        let root = RootViewController()

        """#
    }
}
