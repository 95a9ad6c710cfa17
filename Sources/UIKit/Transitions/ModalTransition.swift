import Foundation

/// One present or dismiss, from the call to `completeTransition`: builds the container, makes the
/// presentation-controller, appearance and animator callbacks in UIKit's order (docs/UIKIT-REFERENCE.md,
/// "Presenting and dismissing, in order"), and on completion either settles the new state or, when the
/// transition was cancelled, puts everything back as it was.
///
/// Its phase (created, starting, interactive, playing, completing, …) is one value whose allowed moves
/// are written down in `ModalTransition+Phase.swift`. Starting is in `ModalTransition+Start.swift`,
/// ending in `ModalTransition+Completion.swift`, interaction in `ModalTransition+Interaction.swift`;
/// this file holds the state and the running phases (alongside animations, abandoning, the watchdog).
@MainActor
final class ModalTransition {
    enum Kind: CustomStringConvertible {
        case presentation, dismissal
        var description: String { self == .presentation ? "presentation" : "dismissal" }
    }

    /// Transitions between their start and their `completeTransition`. While one runs, further
    /// presents and dismisses are refused, as UIKit refuses them. The current application's
    /// (`ApplicationContext.transitionsInFlight`).
    static var inFlight: [ModalTransition] {
        get { ApplicationContext.current.transitionsInFlight }
        set { ApplicationContext.current.transitionsInFlight = newValue }
    }

    let kind: Kind
    /// The controller being presented or dismissed (for a stacked dismissal, the topmost one).
    let presented: UIViewController
    /// The controller that stays: it presented `presented` (or the bottom of the dismissed stack).
    let presenting: UIViewController
    let presentationController: UIPresentationController
    let isAnimated: Bool
    let completion: (() -> Void)?
    /// A dismissal the user asked for (pull-down, Escape): the delegate hears `…DidDismiss`.
    var userInitiated = false
    /// Controllers between `presenting` and `presented` in a stacked dismissal, bottom first.
    var intermediates: [UIViewController] = []

    var animator: UIViewControllerAnimatedTransitioning?
    var interactionController: UIViewControllerInteractiveTransitioning?
    /// The animator returned by `interruptibleAnimator(using:)`, when the animator vends one.
    var propertyAnimator: UIViewImplicitlyAnimating?
    /// Drives the `UIView.animate` animations of an animator without a property animator while the
    /// transition is percent-driven.
    var blockDriver: TransitionAnimationDriver?
    var duration: TimeInterval = 0

    /// Where the transition is (`ModalTransition+Phase.swift`); changed only by `move(to:)`.
    private(set) var phase: Phase = .created
    /// Every phase it has been in, oldest first: what tests and a debugger read to see the path a
    /// transition took.
    private(set) var phaseHistory: [Phase.Name] = [.created]
    var watchdog: MediaTimer?
    /// The presenter's view, put back under the container for a dismissal (nil when it never left).
    var restoredPresenterView: UIView?
    /// Controllers whose appearance the dismissal changed, so a cancel reverts exactly those.
    var appearanceChanged: [UIViewController] = []
    /// The container's size when the animator was handed it: a window resized before the end
    /// leaves the animator's frames stale, and the container lays out again when it ends.
    var containerSizeAtStart: CGSize = .zero

    init(kind: Kind, presented: UIViewController, presenting: UIViewController,
         presentationController: UIPresentationController, animated: Bool, completion: (() -> Void)?) {
        self.kind = kind
        self.presented = presented
        self.presenting = presenting
        self.presentationController = presentationController
        self.isAnimated = animated
        self.completion = completion
    }

    /// What trace lines and diagnostics call the animator.
    var animatorObject: AnyObject? { animator }

    var participants: [UIViewController] { [presenting] + intermediates + [presented] }

    /// The transition in words, for messages: "the presentation animated by SlideAnimator".
    var what: String {
        animator.map { "the \(kind) animated by \(TransitionTrace.name($0))" } ?? "the \(kind) without animation"
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
            TransitionTrace.record { "\(TransitionTrace.name(animator)).animateTransition(using:)" }
            animator.animateTransition(using: context)
            if !isOver { runAlongside(run.coordinator.start()) }
        }
        if !isOver { armWatchdog() }
    }

    private func fetchPropertyAnimator(from animator: UIViewControllerAnimatedTransitioning, context: TransitionContext) {
        let vended = animator.interruptibleAnimator(using: context)
        guard !(vended is NoInterruptibleAnimator) else { return }
        TransitionTrace.record { "\(TransitionTrace.name(animator)).interruptibleAnimator(using:) -> \(TransitionTrace.name(vended))" }
        propertyAnimator = vended
    }

    private func performWithoutAnimation(_ run: Run) {
        move(to: .immediate(run))
        let context = run.context
        runAlongside(run.coordinator.start())
        switch kind {
        case .presentation:
            if let to = context.view(forKey: .to) {
                if to.superview == nil { context.containerView.addSubview(to) }
                to.frame = context.finalFrame(for: presented)
            }
        case .dismissal:
            context.view(forKey: .from)?.removeFromSuperview()
        }
        context.completeTransition(true)
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
    func armWatchdog() {
        watchdog?.cancel()
        let limit = duration + 2
        watchdog = ApplicationContext.current.engine.schedule(after: limit) { [weak self] in
            guard let self, !self.isOver, !self.phase.isInteractive else { return }
            let name = TransitionTrace.name(self.animatorObject)
            SegueDiagnostics.warn(
                "\(name) has not called completeTransition(_:) \(Self.seconds(limit)) s after its \(self.kind) started "
                + "(transitionDuration \(Self.seconds(self.duration)) s + 2 s); the transition cannot end and further "
                + "present/dismiss calls are refused. Call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) "
                + "when the animation finishes.")
            TransitionInvariantChecker.transitionStalled(self)
        }
    }

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
