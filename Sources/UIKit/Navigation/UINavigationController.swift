import Foundation

/// How long an animated `setNavigationBarHidden(_:animated:)` takes, in seconds, as in UIKit.
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2

/// A stack of controllers, one shown at a time under a navigation bar (UIKit's
/// `UINavigationController`). Pushing slides a controller in from the right; popping slides it
/// back out; the bar's title and buttons cross-fade with the slide, and a swipe from the left edge
/// pops interactively.
///
/// Every controller in the stack is a child (`addChild`/`didMove(toParent:)`); only the top one's
/// view is in the view tree, and only it hears the appearance callbacks the navigation controller
/// hears. Each change of top controller on screen is one `NavigationTransition`, run by the same
/// machinery as a present or dismiss: a context, a coordinator, the trace, the watchdog and the
/// invariant checker. This file holds the state, the views and their layout; changing the stack is
/// in `+Stack.swift`, the bar's visibility in `+Bar.swift`, the edge swipe in `+PopGesture.swift`.
open class UINavigationController: UIViewController {
    /// What a transition does to the stack, as the delegate is told.
    public enum Operation: Int, Sendable, CustomStringConvertible {
        case none, push, pop
        public var description: String { ["none", "push", "pop"][rawValue] }
    }

    /// How long an animated `setNavigationBarHidden(_:animated:)` takes
    /// (`UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: CGFloat = UINavigationControllerHideShowBarDuration

    /// Hears pushes and pops and may supply their animation. Weak, as in UIKit.
    open weak var delegate: UINavigationControllerDelegate?

    /// The bar; the navigation controller keeps its items in step with the stack.
    public let navigationBar = UINavigationBar()

    /// The controllers, bottom (root) first.
    var stack: [UIViewController] = []
    /// The view that holds the top controller's view, below the bar: the container of every push
    /// and pop.
    let transitionView = UIView()
    var barHidden = false
    /// The edge swipe's interaction while it drives a pop.
    var popGestureInteraction: UIPercentDrivenInteractiveTransition?
    var popGesture: UIScreenEdgePanGestureRecognizer?
    /// Kept for the edge swipe, whose recognizer holds its delegate weakly.
    var popGestureGate: PopGestureGate?

    public override init() {
        super.init()
    }

    public convenience init(rootViewController: UIViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    open override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = .systemBackground
        view = v
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        transitionView.frame = view.bounds
        transitionView.clipsToBounds = true
        view.addSubview(transitionView)
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.isHidden = barHidden
        view.addSubview(navigationBar)
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        if let top = stack.last {
            transitionView.addSubview(top.view)
            top.view.frame = transitionView.bounds
        }
        installPopGesture()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutBarAndContent()
    }

    /// The bar across the top, below the status bar (pushed up out of sight when hidden), the
    /// transition view below it, and the top controller's view filling that, unless a transition is
    /// moving it. Children sit between the bars rather than under them, so their safe area leaves
    /// out the bar by position: the same content rectangle iOS gives them.
    func layOutBarAndContent() {
        let b = view.bounds
        let barHeight = UINavigationBar.defaultHeight
        let statusBar = view.safeAreaInsets.top
        navigationBar.backdropExtension = statusBar
        navigationBar.frame = CGRect(x: 0, y: barHidden ? -barHeight - 1 - statusBar : statusBar, width: b.width, height: barHeight)
        let top = barHidden ? 0 : statusBar + barHeight
        transitionView.frame = CGRect(x: 0, y: top, width: b.width, height: max(0, b.height - top))
        if activeTransition == nil, let topView = stack.last?.viewIfLoaded, topView.superview === transitionView {
            topView.frame = transitionView.bounds
        }
    }

    /// Only the top controller hears the appearance callbacks the navigation controller hears.
    override var childrenReceivingAppearance: [UIViewController] {
        stack.last.map { [$0] } ?? []
    }

    // MARK: Entry points a subclass may override

    // Swift lets a subclass override only what the class body declares, so UIKit's overridable
    // methods are declared here and carried out in `+Stack.swift` and `+Bar.swift`.

    /// Pushes `viewController` on the stack, sliding it in when `animated`.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller and returns it; nil (and nothing happens) when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { performPop(animated: animated) }

    /// Pops everything above the root and returns what was popped, bottom first; nil when nothing was.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { performPopToRoot(animated: animated) }

    /// Pops everything above `viewController` and returns what was popped, bottom first; nil when
    /// nothing was or `viewController` is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        performPop(to: viewController, animated: animated)
    }

    /// Replaces the stack. When the top controller changes on screen, the change is a push (the new
    /// top was not in the stack) or a pop (it was), animated as one.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSetViewControllers(viewControllers, animated: animated)
    }

    /// Hides or shows the navigation bar, moving it with the content when `animated`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        performSetNavigationBarHidden(hidden, animated: animated)
    }

    /// `show(_:sender:)` on a navigation controller pushes.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }
}
