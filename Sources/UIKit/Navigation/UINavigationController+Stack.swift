import Foundation

/// Changing the stack: push, pop, pop to a controller or to the root, and replacing it all. Each
/// call that changes the top controller while the navigation controller is on screen runs one
/// `NavigationTransition` (animated or not, so the appearance callbacks always come in UIKit's
/// order); off screen the stack just changes.
///
/// Misuse that UIKit rejects is refused with one warning saying what to do, and changes nothing: a
/// push or pop while a push or pop runs, pushing a controller that is already in a stack (this one
/// or another container), pushing a navigation controller, popping to a controller not in the stack.
extension UINavigationController {
    /// The controllers, bottom (root) first. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { stack.last }

    /// What is on screen: the controller presented over the navigation controller (the topmost of
    /// a stack of presentations), else the top controller.
    public var visibleViewController: UIViewController? {
        var shown = presentedStorage
        while let next = shown?.presentedStorage { shown = next }
        return shown ?? stack.last
    }

    func performPush(_ viewController: UIViewController, animated: Bool) {
        let what = "pushViewController(\(TransitionTrace.name(viewController)), animated: \(animated)) on \(TransitionTrace.name(self))"
        guard refuseWhileTransitioning(what) else { return }
        if viewController is UINavigationController {
            SegueDiagnostics.warn("\(what): pushing a navigation controller is not supported; the call was ignored. Push its root controller instead, or present it.")
            return
        }
        if stack.contains(where: { $0 === viewController }) {
            SegueDiagnostics.warn("\(what): \(TransitionTrace.name(viewController)) is already in the stack; the call was ignored. Pop to it with popToViewController(_:animated:) instead.")
            return
        }
        if let other = viewController.parent {
            SegueDiagnostics.warn("\(what): \(TransitionTrace.name(viewController)) is a child of \(TransitionTrace.name(other)); the call was ignored. Remove it from its parent first, or push a new controller.")
            return
        }
        changeStack(to: stack + [viewController], animated: animated)
    }

    func performPop(animated: Bool) -> UIViewController? {
        guard refuseWhileTransitioning("popViewController(animated: \(animated)) on \(TransitionTrace.name(self))"),
              stack.count > 1, let top = stack.last else { return nil }
        changeStack(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    func performPopToRoot(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    func performPop(to viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let what = "popToViewController(\(TransitionTrace.name(viewController)), animated: \(animated)) on \(TransitionTrace.name(self))"
        guard refuseWhileTransitioning(what) else { return nil }
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            SegueDiagnostics.warn("\(what): \(TransitionTrace.name(viewController)) is not in the stack; the call was ignored. Pop to one of viewControllers.")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return nil }
        changeStack(to: Array(stack[...index]), animated: animated)
        return popped
    }

    func performSetViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let what = "setViewControllers(_:animated: \(animated)) on \(TransitionTrace.name(self))"
        guard refuseWhileTransitioning(what) else { return }
        let ids = viewControllers.map(ObjectIdentifier.init)
        if Set(ids).count != ids.count {
            SegueDiagnostics.warn("\(what): the same controller appears twice; the call was ignored. List each controller once.")
            return
        }
        if let nested = viewControllers.first(where: { $0 is UINavigationController }) {
            SegueDiagnostics.warn("\(what): \(TransitionTrace.name(nested)) is a navigation controller, which cannot be pushed; the call was ignored.")
            return
        }
        if let foreign = viewControllers.first(where: { $0.parent != nil && $0.parent !== self }) {
            SegueDiagnostics.warn("\(what): \(TransitionTrace.name(foreign)) is a child of \(TransitionTrace.name(foreign.parent)); the call was ignored. Remove it from its parent first.")
            return
        }
        changeStack(to: viewControllers, animated: animated)
    }

    /// False, with a warning, while one of this controller's pushes or pops runs.
    private func refuseWhileTransitioning(_ what: String) -> Bool {
        guard let running = activeTransition as? NavigationTransition, !running.isOver else { return true }
        SegueDiagnostics.warn("\(what) while a \(running.kindName) is in progress; the call was ignored. "
                              + "Change the stack from the transition coordinator's completion, or from viewDidAppear of the controller being shown.")
        return false
    }

    /// Makes `newStack` the stack: through a transition when the top controller changes on screen,
    /// else at once.
    func changeStack(to newStack: [UIViewController], animated: Bool) {
        let oldStack = stack
        guard newStack.map(ObjectIdentifier.init) != oldStack.map(ObjectIdentifier.init) else { return }
        if let from = oldStack.last, let to = newStack.last, from !== to, isViewLoaded, view.window != nil {
            NavigationTransition.begin(in: self, from: oldStack, to: newStack, animated: animated)
        } else {
            replaceStackAtOnce(with: newStack)
        }
    }

    /// Off screen (or with the same top): the children change, the top controller's view is swapped
    /// in, and the appearance callbacks come without animation if the navigation controller shows.
    private func replaceStackAtOnce(with newStack: [UIViewController]) {
        let oldStack = stack
        let added = newStack.filter { vc in !oldStack.contains { $0 === vc } }
        let removed = oldStack.filter { vc in !newStack.contains { $0 === vc } }
        let from = oldStack.last, to = newStack.last
        for vc in added { addChild(vc) }
        for vc in removed { vc.willMove(toParent: nil) }
        stack = newStack
        let topChanges = from !== to
        let appears = topChanges && isAppearingOrAppeared
        if appears {
            from?.beginAppearance(isAppearing: false)
            to?.beginAppearance(isAppearing: true)
        }
        if isViewLoaded {
            if topChanges {
                from?.viewIfLoaded?.removeFromSuperview()
                if let to {
                    transitionView.addSubview(to.view)
                    to.view.frame = transitionView.bounds
                }
            }
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        }
        if appears {
            from?.endAppearance()
            to?.endAppearance()
        }
        for vc in removed {
            if vc.viewIfLoaded?.superview === transitionView { vc.view.removeFromSuperview() }
            vc.removeFromParent()
        }
        for vc in added { vc.didMove(toParent: self) }
        orderChildrenAsStack()
    }

    /// Children in stack order (a reordering `setViewControllers` keeps the same children), any
    /// other children after them.
    func orderChildrenAsStack() {
        let others = childList.filter { child in !stack.contains { $0 === child } }
        childList = stack.filter { vc in childList.contains { $0 === vc } } + others
    }
}
