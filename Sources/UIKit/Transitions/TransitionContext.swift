import Foundation

/// The `UIViewControllerContextTransitioning` Segue hands to animators and interaction controllers.
///
/// It holds what the transition was started with (container, controllers, views, frames) and the
/// state that changes while it runs (interactive, cancelled, percent complete). Calls that end or
/// steer the transition are passed to its `ViewControllerTransition`.
final class TransitionContext: UIViewControllerContextTransitioning {
    /// Weak, not unowned: the animator keeps the context after the transition has ended and gone, and
    /// a late call (a second `completeTransition`, an interaction update) must be a no-op, not a crash.
    private(set) weak var transition: ViewControllerTransition?
    /// The animator's name for trace lines and warnings, kept for calls made after the transition ended.
    private let animatorName: String

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let targetTransform: CGAffineTransform = .identity

    /// Whether an interaction controller drives the transition. `ViewControllerTransition.move(to:)` sets it
    /// from the phase while the transition runs; afterwards it keeps the value it ended with.
    var isInteractive = false
    var transitionWasCancelled = false
    /// How far the interaction has got (0…1), as last reported by `updateInteractiveTransition`.
    var percentComplete: CGFloat = 0
    /// Whether `completeTransition` was called.
    private(set) var isCompleted = false

    private let fromController: UIViewController
    private let toController: UIViewController
    private let fromView: UIView?
    private let toView: UIView?
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]

    init(transition: ViewControllerTransition, container: UIView, animated: Bool, style: UIModalPresentationStyle,
         from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?) {
        self.transition = transition
        // A transition without animation has no animator: its context completes it.
        self.animatorName = transition.animatorObject.map { TransitionTrace.name($0) } ?? "transitionContext"
        self.containerView = container
        self.isAnimated = animated
        self.presentationStyle = style
        self.fromController = from
        self.toController = to
        self.fromView = fromView
        self.toView = toView
    }

    func setFrames(for vc: UIViewController, initial: CGRect, final: CGRect) {
        initialFrames[ObjectIdentifier(vc)] = initial
        finalFrames[ObjectIdentifier(vc)] = final
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromController
        case .to: toController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func completeTransition(_ didComplete: Bool) {
        TransitionTrace.record { "\(self.animatorName).completeTransition(\(didComplete))" }
        TransitionInvariantChecker.completeTransitionCalled(by: animatorName, alreadyCompleted: isCompleted)
        guard !isCompleted else {
            SegueDiagnostics.warn("\(animatorName) called completeTransition(_:) a second time; the call was ignored. Call it exactly once, when the transition's animation ends.")
            return
        }
        isCompleted = true
        transition?.complete(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        transition?.updateInteraction(min(max(percentComplete, 0), 1))
    }

    func finishInteractiveTransition() { transition?.endInteraction(cancelled: false) }
    func cancelInteractiveTransition() { transition?.endInteraction(cancelled: true) }
    func pauseInteractiveTransition() { transition?.pauseForInteraction() }

    /// Used by `UIPercentDrivenInteractiveTransition`: starts the animator under its control.
    func startDrivenAnimations() { transition?.startDrivenAnimations() }

    /// Ends the interaction with explicit completion timing (a percent-driven `timingCurve`).
    func endInteraction(cancelled: Bool, timing: UITimingCurveProvider?) {
        transition?.endInteraction(cancelled: cancelled, timing: timing)
    }

    /// The transition's duration, for the interaction controller.
    var duration: TimeInterval { transition?.duration ?? 0 }
}
