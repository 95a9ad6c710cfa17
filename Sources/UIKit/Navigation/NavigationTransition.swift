import Foundation

/// One push or pop of a navigation controller on screen, animated or not: the same machinery as a
/// present or dismiss (`ViewControllerTransition`: phases, context, coordinator, interaction, trace,
/// watchdog, invariant checker) with a navigation controller's rules.
///
/// In UIKit's order (docs/UIKIT-REFERENCE.md, "Pushing and popping, in order"):
/// 1. the pushed controllers are added as children (`willMove(toParent:)`), the popped ones hear
///    `willMove(toParent: nil)`, and the stack changes at once (`topViewController` is the new top);
/// 2. the delegate is asked for an animator and, for it, an interaction controller (for the built-in
///    slide, the edge swipe's interaction drives a pop);
/// 3. the new top loads its view, the delegate hears `willShow`, the old top `viewWillDisappear`,
///    the new one `viewWillAppear`, and the bar's items change, cross-fading alongside;
/// 4. the animator runs in the navigation controller's transition view;
/// 5. completed: the old top's view leaves, `viewDidDisappear`, `viewDidAppear`, the popped
///    controllers leave (`didMove(toParent: nil)`), the pushed ones hear `didMove(toParent:)`, and
///    the delegate hears `didShow`. Cancelled: the stack, the bar, the views and their frames are put
///    back exactly, the appearance callbacks are turned back as UIKit turns them, and the popped
///    controllers stay (`didMove(toParent:)` back to the navigation controller).
final class NavigationTransition: ViewControllerTransition {
    let navigationController: UINavigationController
    let operation: UINavigationController.Operation
    let fromController: UIViewController
    let toController: UIViewController
    let oldStack: [UIViewController]
    let newStack: [UIViewController]
    let added: [UIViewController]
    let removed: [UIViewController]
    /// Whether the navigation controller shows, so its top controllers hear appearance callbacks.
    private var changesAppearance = false
    /// The old top's frame when the transition started, put back if it is cancelled.
    private var fromFrameAtStart: CGRect = .zero

    private init(navigationController: UINavigationController, from oldStack: [UIViewController],
                 to newStack: [UIViewController], animated: Bool) {
        self.navigationController = navigationController
        self.oldStack = oldStack
        self.newStack = newStack
        fromController = oldStack.last!
        toController = newStack.last!
        operation = oldStack.contains { $0 === newStack.last! } ? .pop : .push
        added = newStack.filter { vc in !oldStack.contains { $0 === vc } }
        removed = oldStack.filter { vc in !newStack.contains { $0 === vc } }
        super.init(animated: animated, completion: nil)
    }

    override var kindName: String { operation == .pop ? "pop" : "push" }
    override var isForward: Bool { operation == .push }
    override var statusAction: String? { operation == .push ? "pushing" : "popping" }
    override var participants: [UIViewController] { [navigationController, fromController, toController] }
    override var rootForChecking: UIView? { navigationController.viewIfLoaded?.window ?? super.rootForChecking }
    override var wasTakenOffScreen: Bool { navigationController.viewIfLoaded?.window == nil }

    // MARK: Starting

    static func begin(in nav: UINavigationController, from oldStack: [UIViewController], to newStack: [UIViewController],
                      animated: Bool) {
        let t = NavigationTransition(navigationController: nav, from: oldStack, to: newStack, animated: animated)
        for vc in t.added { nav.addChild(vc) }
        for vc in t.removed { vc.willMove(toParent: nil) }
        nav.stack = newStack
        if animated { t.chooseAnimators() }
        t.start()
    }

    /// The delegate's animator and its interaction controller, else the built-in slide, driven by
    /// the edge swipe when it started this pop.
    private func chooseAnimators() {
        let nav = navigationController
        if let delegate = nav.delegate, let vended = delegate.navigationController(nav, animationControllerFor: operation,
                                                                                  from: fromController, to: toController) {
            TransitionTrace.record { "\(TransitionTrace.name(delegate)).navigationController(_:animationControllerFor: \(self.operation), from: \(TransitionTrace.name(self.fromController)), to: \(TransitionTrace.name(self.toController))) -> \(TransitionTrace.name(vended))" }
            animator = vended
            let interaction = delegate.navigationController(nav, interactionControllerFor: vended)
            TransitionTrace.record { "\(TransitionTrace.name(delegate)).navigationController(_:interactionControllerFor: \(TransitionTrace.name(vended))) -> \(TransitionTrace.name(interaction))" }
            interactionController = interaction
        } else {
            animator = NavigationSlideAnimator(operation: operation)
        }
        if interactionController == nil, operation == .pop { interactionController = nav.popGestureInteraction }
    }

    private func start() {
        let nav = navigationController
        for vc in added { vc.isMovingToParent = true }
        for vc in removed { vc.isMovingFromParent = true }
        guard let (fromFrame, coordinator) = startContainerRun(in: nav.transitionView, from: fromController, to: toController,
                                                animated: isAnimated) else { return }
        fromFrameAtStart = fromFrame

        if let delegate = nav.delegate {
            TransitionTrace.record { "\(TransitionTrace.name(delegate)).navigationController(_:willShow: \(TransitionTrace.name(self.toController)), animated: \(self.isAnimated))" }
            delegate.navigationController(nav, willShow: toController, animated: isAnimated)
        }
        changesAppearance = nav.isAppearingOrAppeared
        if changesAppearance {
            fromController.beginAppearance(isAppearing: false, animated: isAnimated)
            toController.beginAppearance(isAppearing: true, animated: isAnimated)
        }
        if nav.isViewLoaded {
            nav.navigationBar.transitionItems(to: newStack.map(\.navigationItem), operation: operation, coordinator: coordinator)
        }
        startAnimation()
    }

    // MARK: Ending

    override func placeWithoutAnimation(_ context: TransitionContext) {
        let toView = toController.view!
        if toView.superview !== context.containerView { context.containerView.addSubview(toView) }
        toView.frame = context.finalFrame(for: toController)
        fromController.viewIfLoaded?.removeFromSuperview()
    }

    override func settle(_ didComplete: Bool) -> Bool {
        let nav = navigationController
        let container = nav.transitionView
        defer {
            for vc in added + removed {
                vc.isMovingToParent = false
                vc.isMovingFromParent = false
            }
        }
        if didComplete {
            if fromController.viewIfLoaded?.superview === container { fromController.view.removeFromSuperview() }
            if toController.view.superview !== container { container.addSubview(toController.view) }
            toController.view.frame = container.bounds
            if changesAppearance {
                fromController.endAppearance()
                toController.endAppearance()
            }
            for vc in removed {
                if vc.viewIfLoaded?.superview === container { vc.view.removeFromSuperview() }
                vc.removeFromParent()
            }
            for vc in added { vc.didMove(toParent: nav) }
            nav.orderChildrenAsStack()
            if let delegate = nav.delegate {
                TransitionTrace.record { "\(TransitionTrace.name(delegate)).navigationController(_:didShow: \(TransitionTrace.name(self.toController)), animated: \(self.isAnimated))" }
                delegate.navigationController(nav, didShow: toController, animated: isAnimated)
            }
            nav.popGestureInteraction = nil
            return true
        }
        // Cancelled: everything as it was before the call.
        toController.viewIfLoaded?.removeFromSuperview()
        if fromController.view.superview !== container { container.addSubview(fromController.view) }
        fromController.view.frame = fromFrameAtStart
        nav.stack = oldStack
        if changesAppearance {
            // UIKit's order for a cancelled pop: the controller that was coming goes away first.
            toController.beginAppearance(isAppearing: false, animated: isAnimated)
            toController.endAppearance()
            fromController.beginAppearance(isAppearing: true, animated: isAnimated)
            fromController.endAppearance()
        }
        for vc in added {
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
        for vc in removed { vc.didMove(toParent: nav) }
        nav.popGestureInteraction = nil
        return false
    }
}
