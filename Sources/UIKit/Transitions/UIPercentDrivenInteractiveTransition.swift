import Foundation

/// Drives a transition from a fraction a gesture computes (UIKit's
/// `UIPercentDrivenInteractiveTransition`): `update(_:)` scrubs every animation of the transition
/// (the animator's and the alongside ones) to that fraction, linearly; `finish()` and `cancel()`
/// play the rest — over `(1 − percentComplete) × duration / completionSpeed`, with `timingCurve` or
/// `completionCurve` — to the end or exactly back to the start.
///
/// It drives both kinds of animators: those that vend a property animator from
/// `interruptibleAnimator(using:)` (scrubbed through it) and those that only implement
/// `animateTransition(using:)` with `UIView.animate` (whose animations it takes over).
///
/// ```swift
/// let interaction = UIPercentDrivenInteractiveTransition()
/// // in the pan's action:
/// case .changed: interaction.update(pan.translation(in: view).y / view.bounds.height)
/// case .ended:   progress > 0.5 ? interaction.finish() : interaction.cancel()
/// ```
@MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    public init() {}

    /// Speed factor for the part played after the interaction; must be > 0.
    open var completionSpeed: CGFloat = 1 {
        didSet { precondition(completionSpeed > 0, "UIPercentDrivenInteractiveTransition.completionSpeed must be > 0 (got \(completionSpeed))") }
    }
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// When set, the timing of the part played after the interaction (a spring carries the release
    /// velocity); otherwise `completionCurve`.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts driven by this object (paused at 0). Default true.
    open var wantsInteractiveStart = true

    /// The fraction last given to `update(_:)` (or where `pause()` caught the transition).
    public private(set) var percentComplete: CGFloat = 0

    private var context: TransitionContext?

    /// The transition's duration (its animator's `transitionDuration`); 0 before it starts.
    open var duration: CGFloat { CGFloat(context?.duration ?? 0) }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let ctx = transitionContext as? TransitionContext else {
            preconditionFailure("UIPercentDrivenInteractiveTransition drives the transition contexts Segue creates; do not call startInteractiveTransition(_:) with another object")
        }
        context = ctx
        // A new transition starts at its beginning, not where the last one driven by this object
        // was let go.
        percentComplete = 0
        ctx.startDrivenAnimations()
        ctx.updateInteractiveTransition(percentComplete)
    }

    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    open func finish() {
        context?.endInteraction(cancelled: false, timing: timingCurve)
        pausedContext = context
        context = nil
    }

    open func cancel() {
        context?.endInteraction(cancelled: true, timing: timingCurve)
        pausedContext = context
        context = nil
    }

    /// Catches a running transition (one started with `wantsInteractiveStart == false`, or one
    /// playing out after `finish()`/`cancel()`) so updates drive it again from where it is.
    open func pause() {
        guard let ctx = context ?? pausedContext else { return }
        ctx.pauseInteractiveTransition()
        context = ctx
        percentComplete = ctx.percentComplete
    }

    /// The context of the transition this object last drove, kept weakly so `pause()` can catch it
    /// while it plays out.
    private weak var pausedContext: TransitionContext?

    /// A transition that started without interaction (`wantsInteractiveStart == false`) is still
    /// this object's to `pause()`.
    func attach(_ ctx: TransitionContext) {
        pausedContext = ctx
        percentComplete = 0
    }
}
