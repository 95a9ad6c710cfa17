import Foundation

/// One view-controller transition, from the call that starts it to `completeTransition`: the
/// machinery every kind shares — its phase and the moves it may make (`+Phase.swift`), the animator,
/// interaction controller and property animator, the context and coordinator handed to them, the
/// alongside animations, interaction (`+Interaction.swift`), completion (`+Completion.swift`), the
/// watchdog, the trace and the invariant checker's hooks.
///
/// What differs between kinds is left to a subclass: `ModalTransition` (present and dismiss) and
/// `NavigationTransition` (push and pop) say what the transition is called, which controllers take
/// part, where the views go without animation, and how the new state is settled or the old one put
/// back (`settle(_:)`); `TabTransition` (a tab bar controller's animated switch) is a third.
@MainActor
class ViewControllerTransition {
    /// Transitions between their start and their `completeTransition`, of every kind. While a
    /// present or dismiss runs, further ones are refused, as UIKit refuses them; a navigation
    /// controller refuses pushes and pops while its own runs. The current application's
    /// (`ApplicationContext.transitionsInFlight`).
    static var inFlight: [ViewControllerTransition] {
        get { ApplicationContext.current.transitionsInFlight }
        set { ApplicationContext.current.transitionsInFlight = newValue }
    }

    let isAnimated: Bool
    let completion: (() -> Void)?

    var animator: UIViewControllerAnimatedTransitioning?
    var interactionController: UIViewControllerInteractiveTransitioning?
    /// The animator returned by `interruptibleAnimator(using:)`, when the animator vends one.
    var propertyAnimator: UIViewImplicitlyAnimating?
    /// Drives the `UIView.animate` animations of an animator without a property animator while the
    /// transition is percent-driven.
    var blockDriver: TransitionAnimationDriver?
    var duration: TimeInterval = 0

    /// Where the transition is (`+Phase.swift`); changed only by `move(to:)`.
    private(set) var phase: Phase = .created
    /// Every phase it has been in, oldest first: what tests and a debugger read to see the path a
    /// transition took.
    private(set) var phaseHistory: [Phase.Name] = [.created]
    var watchdog: MediaTimer?
    /// The container's size when the animator was handed it: a window resized before the end
    /// leaves the animator's frames stale, and the container lays out again when it ends.
    var containerSizeAtStart: CGSize = .zero

    init(animated: Bool, completion: (() -> Void)?) {
        self.isAnimated = animated
        self.completion = completion
    }

    // MARK: What a subclass says

    /// What the transition is called in messages and trace lines: "presentation", "push".
    var kindName: String { preconditionFailure("\(type(of: self)) must say what kind of transition it is") }

    /// What its completion handler's trace line calls the call that started it: "present", "push".
    var callName: String { kindName }

    /// Whether it moves forward (a presentation, a push) rather than back, for status displays.
    var isForward: Bool { true }

    /// What a status display says it is doing ("pushing"), or nil for "presenting"/"dismissing".
    var statusAction: String? { nil }

    /// The controllers taking part, each of which reports it as its `activeTransition`.
    var participants: [UIViewController] { [] }

    /// The window whose tree the invariant checker snapshots when the transition starts.
    var rootForChecking: UIView? { UIApplication.shared?.keyWindow }

    /// Whether what the transition animates has been taken out of the window while it ran (the app
    /// replaced the screen holding it): a cancel can then not be compared with the tree it started
    /// from, which changed for a reason that is not the transition's.
    var wasTakenOffScreen: Bool { false }

    /// Without animation: puts the views where the transition leaves them, before it completes.
    func placeWithoutAnimation(_ context: TransitionContext) {}

    /// After the coordinator's completions: settles the new state when `didComplete`, or puts the
    /// old one back. Returns whether the new state holds (the completion handler runs then).
    func settle(_ didComplete: Bool) -> Bool { didComplete }

    /// After `settle(_:)` and before the completion handler.
    func didSettle(_ succeeded: Bool) {}

    /// The very last step, once the transition has ended.
    func didEnd(_ succeeded: Bool) {}

    /// What trace lines and diagnostics call the animator.
    var animatorObject: AnyObject? { animator }

    /// The transition in words, for messages: "the presentation animated by SlideAnimator".
    var what: String {
        animator.map { "the \(kindName) animated by \(TransitionTrace.name($0))" } ?? "the \(kindName) without animation"
    }

    /// The context handed to the animator and the interaction controller; nil before the transition
    /// has started (`created`).
    var context: TransitionContext? { phase.run?.context }
    /// The coordinator handed to the controllers; nil before the transition has started.
    var coordinator: TransitionCoordinator? { phase.run?.coordinator }
    /// Completed, being completed, or abandoned: calls that steer it are ignored.
    var isOver: Bool { phase.isOver }
    /// Whether its animation started under the interaction controller (the coordinator's
    /// `initiallyInteractive`).
    var startedInteractive: Bool { phase.run?.startedInteractive ?? false }

    var percentComplete: CGFloat {
        guard let context else { return 0 }
        if context.isInteractive || propertyAnimator == nil { return context.percentComplete }
        return propertyAnimator?.fractionComplete ?? 0
    }

    /// Changes the phase, trapping on a move `Phase.Name.successors` does not allow. While the
    /// transition runs, its context's `isInteractive` follows the phase; once over it keeps the
    /// value it had when it ended.
    func move(to next: Phase) {
        phase.name.checkMove(to: next.name, of: what)
        phase = next
        phaseHistory.append(next.name)
        if next.name.isLive, let run = next.run { run.context.isInteractive = next.isInteractive }
    }

    // MARK: Running

    /// Starts the animation: the animator's property animator when it vends one (alongside
    /// animations are added to it), else `animateTransition(using:)` with the alongside animations
    /// over the same duration. Without animation the views are placed at once and the transition
    /// completes before this returns.
    func startAnimation() {
        // The controllers may have been taken down by a callback made while it was starting.
        guard case .starting(let run) = phase else { return }
        let context = run.context
        guard isAnimated, let animator else { return performWithoutAnimation(run) }
        duration = animator.transitionDuration(using: context)
        fetchPropertyAnimator(from: animator, context: context)
        // The animator's own calls may have completed the transition already.
        guard case .starting = phase else { return }
        if let ic = interactionController, ic.wantsInteractiveStart {
            move(to: .awaitingInteraction(run.startingInteractively))
            if let pa = propertyAnimator {
                pa.pauseAnimation()
                runAlongside(run.coordinator.start())
            }
            // Without a property animator, the interaction controller starts the animator's
            // animations (`startDrivenAnimations`), as UIKit's percent-driven transition does.
            TransitionTrace.record { "\(TransitionTrace.name(ic)).startInteractiveTransition(_:)" }
            ic.startInteractiveTransition(context)
            return
        }
        move(to: .playing(run))
        // An interaction controller that does not want to start interactive may still catch the
        // transition later (`pause()`).
        if let percent = interactionController as? UIPercentDrivenInteractiveTransition {
            percent.attach(context)
        }
        if let pa = propertyAnimator {
            runAlongside(run.coordinator.start())
            if pa.state == .inactive { pa.startAnimation() }
        } else {
            runAnimator(animator, run: run)
        }
        if !isOver { armWatchdog() }
    }

    /// Calls the animator's `animateTransition(using:)` and starts the alongside animations queued
    /// so far: inside the animator's own block when it hosts them (`AlongsideAnimationHost`), else
    /// with the transition's duration and completion curve.
    func runAnimator(_ animator: UIViewControllerAnimatedTransitioning, run: Run) {
        TransitionTrace.record { "\(TransitionTrace.name(animator)).animateTransition(using:)" }
        guard let host = animator as? AlongsideAnimationHost else {
            animator.animateTransition(using: run.context)
            if !isOver { runAlongside(run.coordinator.start()) }
            return
        }
        var handedOver = false
        host.animateTransition(using: run.context) {
            handedOver = true
            for block in run.coordinator.start() { block(run.coordinator) }
        }
        if !handedOver, !isOver { runAlongside(run.coordinator.start()) }
    }

    private func fetchPropertyAnimator(from animator: UIViewControllerAnimatedTransitioning, context: TransitionContext) {
        let vended = animator.interruptibleAnimator(using: context)
        guard !(vended is NoInterruptibleAnimator) else { return }
        TransitionTrace.record { "\(TransitionTrace.name(animator)).interruptibleAnimator(using:) -> \(TransitionTrace.name(vended))" }
        propertyAnimator = vended
    }

    private func performWithoutAnimation(_ run: Run) {
        move(to: .immediate(run))
        runAlongside(run.coordinator.start())
        placeWithoutAnimation(run.context)
        run.context.completeTransition(true)
    }

    /// Runs alongside animations with the transition's timing.
    func runAlongside(_ blocks: [TransitionCoordinator.Block]) {
        guard !blocks.isEmpty, let coordinator else { return }
        if let pa = propertyAnimator, !isOver {
            for block in blocks { pa.addAnimations { block(coordinator) } }
        } else if isAnimated, !isOver, duration > 0 {
            let remaining = duration * Double(1 - percentComplete)
            let curve = coordinator.completionCurve
            UIView.animate(withDuration: remaining, delay: 0, options: curve.animationOption) {
                for block in blocks { block(coordinator) }
            }
        } else {
            UIView.performWithoutAnimation { for block in blocks { block(coordinator) } }
        }
    }

    /// Stops the transition without completing it (its controllers were taken down). One already
    /// completing keeps its phase and finishes its callbacks; its property animator stops either way.
    func abandon() {
        if !isOver { move(to: .abandoned(phase.run)) }
        watchdog?.cancel()
        propertyAnimator?.stopAnimation(true)
        for vc in participants where vc.activeTransition === self { vc.activeTransition = nil }
    }

    // MARK: Watchdog

    /// An animator that never calls `completeTransition` would leave the app unable to present or
    /// dismiss anything; say so, naming it, once its duration plus two seconds have passed.
    ///
    /// An animation driven by UIKit Dynamics has no duration of its own: it lasts until its items
    /// come to rest. While a running dynamic animator moves views in the transition's container the
    /// watchdog waits, looking again every `dynamicsRecheck` seconds, and reports a missing
    /// `completeTransition` only once nothing moves any more.
    func armWatchdog() { armWatchdog(after: duration + 2, since: 0) }

    /// Arms the watchdog to look `delay` seconds from now, `since` seconds after the transition started.
    private func armWatchdog(after delay: TimeInterval, since: TimeInterval) {
        watchdog?.cancel()
        let elapsed = since + delay
        watchdog = ApplicationContext.current.engine.schedule(after: delay) { [weak self] in
            guard let self, !self.isOver, !self.phase.isInteractive else { return }
            if let container = self.context?.containerView,
               ApplicationContext.current.runningDynamics.movesAnything(inside: container) {
                self.armWatchdog(after: Self.dynamicsRecheck, since: elapsed)
                return
            }
            let name = TransitionTrace.name(self.animatorObject)
            let waited = elapsed > self.duration + 2 + 1e-9 ? ", then while UIKit Dynamics moved views in its container" : ""
            SegueDiagnostics.warn(
                "\(name) has not called completeTransition(_:) \(Self.seconds(elapsed)) s after its \(self.kindName) started "
                + "(transitionDuration \(Self.seconds(self.duration)) s + 2 s\(waited)); the transition cannot end and further "
                + "calls that start transitions are refused. Call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) "
                + "when the animation finishes.")
            TransitionInvariantChecker.transitionStalled(self, after: elapsed)
        }
    }

    /// How often a watchdog waiting on dynamics looks again (seconds of animation time).
    static let dynamicsRecheck: TimeInterval = 0.5

    static func seconds(_ t: TimeInterval) -> String { String(format: "%.2f", t) }
}

extension UIView.AnimationCurve {
    var animationOption: UIView.AnimationOptions {
        switch self {
        case .easeInOut: .curveEaseInOut
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .linear: .curveLinear
        }
    }
}
