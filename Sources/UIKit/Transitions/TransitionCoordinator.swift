import Foundation

/// The `UIViewControllerTransitionCoordinator` of a running transition (present, dismiss, push, pop): queues alongside
/// animations until the transition's animation starts, then runs them with its timing; keeps the
/// completions for when it ends.
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void

    /// Held while the transition runs and let go when it ends (no cycle outlives it); code that keeps
    /// the coordinator afterwards reads the values it had at the end.
    private var transition: ViewControllerTransition?
    private let context: TransitionContext
    private var final: (interruptible: Bool, initiallyInteractive: Bool, duration: TimeInterval,
                        percent: CGFloat, curve: UIView.AnimationCurve)?

    private var pendingAnimations: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    /// Set once the transition's animation has started; later alongside blocks start at once.
    private var hasStarted = false
    private var hasEnded = false

    init(transition: ViewControllerTransition, context: TransitionContext) {
        self.transition = transition
        self.context = context
    }

    // MARK: Context

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool { transition?.startedInteractive ?? final?.initiallyInteractive ?? false }
    var isInterruptible: Bool { transition.map { $0.propertyAnimator != nil } ?? final?.interruptible ?? false }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { transition?.duration ?? final?.duration ?? 0 }
    var percentComplete: CGFloat { transition?.percentComplete ?? final?.percent ?? 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve {
        transition.map { $0.interactionController?.completionCurve ?? .easeInOut } ?? final?.curve ?? .easeInOut
    }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { context.targetTransform }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    // MARK: Coordinator

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if hasStarted {
            transition?.runAlongside([animation])
        } else {
            pendingAnimations.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        interactionHandlers.append(handler)
    }

    // MARK: Driven by the transition

    /// The transition's animation starts: hand over the queued alongside animations.
    func start() -> [Block] {
        hasStarted = true
        defer { pendingAnimations = [] }
        return pendingAnimations
    }

    func interactionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    /// The transition ended: run the completions once.
    func end() {
        guard !hasEnded else { return }
        hasEnded = true
        if let t = transition {
            final = (t.propertyAnimator != nil, t.startedInteractive, t.duration, t.percentComplete,
                     t.interactionController?.completionCurve ?? .easeInOut)
        }
        defer { transition = nil }
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}

/// The coordinator handed to `viewWillTransition(to:with:)` when the window is resized: there is no
/// animation on Linux, so alongside blocks run with the new size at once and completions after the
/// layout that follows.
final class ResizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void

    let containerView: UIView
    private var animations: [Block] = []
    private var completions: [Block] = []

    init(containerView: UIView) { self.containerView = containerView }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {}

    func runAnimations() {
        let blocks = animations
        animations = []
        UIView.performWithoutAnimation { for b in blocks { b(self) } }
    }

    func runCompletions() {
        let blocks = completions
        completions = []
        for b in blocks { b(self) }
    }
}
