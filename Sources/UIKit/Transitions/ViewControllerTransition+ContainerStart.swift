/// How a container's transition (a push, a pop, a tab switch) begins: one child's view gives way to
/// another's inside the container's own transition view, which both fill.
extension ViewControllerTransition {
    /// Registers the transition, loads the incoming controller's view, and moves to `.starting` with
    /// a context and coordinator over `container`, the incoming view filling it. Returns the outgoing
    /// view's frame at the start (what a cancel puts back) and the coordinator, or nil when the incoming controller's
    /// `viewDidLoad` gave the window a new root and so abandoned this transition.
    func startContainerRun(in container: UIView, from fromController: UIViewController, to toController: UIViewController,
                           animated: Bool) -> (fromFrame: CGRect, coordinator: TransitionCoordinator)? {
        TransitionInvariantChecker.transitionWillStart(self)
        Self.inFlight.append(self)
        for vc in participants { vc.activeTransition = self }
        toController.loadViewIfNeeded()
        guard case .created = phase else { return nil }

        let fromView = fromController.view!
        let toView = toController.view!
        let fromFrame = fromView.frame
        let context = TransitionContext(transition: self, container: container, animated: animated, style: .none,
                                        from: fromController, to: toController, fromView: fromView, toView: toView)
        context.setFrames(for: fromController, initial: container.bounds, final: .zero)
        context.setFrames(for: toController, initial: .zero, final: container.bounds)
        let coordinator = TransitionCoordinator(transition: self, context: context)
        move(to: .starting(Run(context: context, coordinator: coordinator)))
        containerSizeAtStart = container.bounds.size
        toView.frame = container.bounds
        return (fromFrame, coordinator)
    }
}
