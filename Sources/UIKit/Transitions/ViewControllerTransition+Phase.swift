import Foundation

/// Where a transition (a present, a dismiss, a push, a pop or a tab switch) is in its life, as one value, and the moves between phases it may
/// make, written down once.
///
/// The phase replaces a handful of flags (over, started interactively, driven animations started)
/// and force-unwrapped context and coordinator whose combinations nobody checked: what exists only
/// once the transition has started (`Run`: the context and the coordinator) is carried by the
/// phases that have it, and every change of phase goes through `ViewControllerTransition.move(to:)`, which
/// traps on a move the table below does not list, naming it.
extension ViewControllerTransition {
    enum Phase {
        /// Made, its animators chosen, its controllers being linked; no container, context or
        /// coordinator yet (a `viewDidLoad` run now sees no `transitionCoordinator`).
        case created
        /// The container, context and coordinator exist; the appearance and `…WillBegin` callbacks
        /// are being made. The animation has not started.
        case starting(Run)
        /// Without animation: the views are put in place at once and the transition completes
        /// before `startAnimation()` returns.
        case immediate(Run)
        /// Started interactively (`wantsInteractiveStart`): the interaction controller has the
        /// context but has not yet started the animator's animations (`startDrivenAnimations`).
        case awaitingInteraction(Run)
        /// An interaction drives the animations (`updateInteractiveTransition`).
        case interactive(Run)
        /// The animations play by themselves: started without interaction, or let go by it
        /// (`finish`/`cancel`); `pause()` may catch it back.
        case playing(Run)
        /// `completeTransition` was called: the new state is being settled (or the old one put
        /// back) and the completion, `…DidEnd` and `animationEnded` callbacks are being made.
        case completing(Run)
        /// Done; nothing it does changes anything any more.
        case ended(Run)
        /// Its controllers were taken down (the window got a new root) before it could complete;
        /// nil when that happened before it had a context.
        case abandoned(Run?)

        /// The case without its data: what the table is written in.
        var name: Name {
            switch self {
            case .created: .created
            case .starting: .starting
            case .immediate: .immediate
            case .awaitingInteraction: .awaitingInteraction
            case .interactive: .interactive
            case .playing: .playing
            case .completing: .completing
            case .ended: .ended
            case .abandoned: .abandoned
            }
        }

        /// The context and coordinator, in every phase after `created` that has them.
        var run: Run? {
            switch self {
            case .created: nil
            case .starting(let r), .immediate(let r), .awaitingInteraction(let r), .interactive(let r),
                 .playing(let r), .completing(let r), .ended(let r): r
            case .abandoned(let r): r
            }
        }

        var isOver: Bool { name.isOver }
        var isInteractive: Bool { name.isInteractive }
    }
}

extension ViewControllerTransition.Phase {
    /// The phases without their data. `canMove(to:)` is the whole table of allowed moves.
    enum Name: String, CaseIterable, Sendable, CustomStringConvertible {
        case created, starting, immediate, awaitingInteraction, interactive, playing, completing, ended, abandoned

        var description: String { rawValue }

        /// The phases this one may move to. Every edge, and what makes it:
        ///
        /// | from | to | when |
        /// |---|---|---|
        /// | created | starting | the container, context and coordinator are made |
        /// | created | abandoned | the window gets a new root while the presented controller loads its view |
        /// | starting | immediate | it is not animated |
        /// | starting | awaitingInteraction | the interaction controller wants an interactive start |
        /// | starting | playing | it animates by itself (also a supplied interaction's catchable start) |
        /// | starting | completing | the animator completes from `transitionDuration` or `interruptibleAnimator(using:)` |
        /// | starting | abandoned | the window gets a new root in a `…Will` callback |
        /// | immediate | completing | the views are in place |
        /// | immediate | abandoned | an alongside block gives the window a new root |
        /// | awaitingInteraction | interactive | the interaction controller starts the animations (`startDrivenAnimations`) |
        /// | awaitingInteraction | playing | the interaction finishes or cancels before starting them (a custom controller) |
        /// | awaitingInteraction | completing | the interaction controller completes the transition itself |
        /// | awaitingInteraction | abandoned | the window gets a new root |
        /// | interactive | playing | `finishInteractiveTransition` / `cancelInteractiveTransition` |
        /// | interactive | completing | `completeTransition` while driven (an animator that completes at once) |
        /// | interactive | abandoned | the window gets a new root |
        /// | playing | interactive | `pauseInteractiveTransition` catches it |
        /// | playing | completing | the animation ends and the animator calls `completeTransition` |
        /// | playing | abandoned | the window gets a new root |
        /// | completing | ended | the last callback was made |
        /// | ended, abandoned | — | final |
        ///
        /// A phase never moves to itself, and nothing goes back to `created` or `starting` once left.
        var successors: Set<Name> {
            switch self {
            case .created: [.starting, .abandoned]
            case .starting: [.immediate, .awaitingInteraction, .playing, .completing, .abandoned]
            case .immediate: [.completing, .abandoned]
            case .awaitingInteraction: [.interactive, .playing, .completing, .abandoned]
            case .interactive: [.playing, .completing, .abandoned]
            case .playing: [.interactive, .completing, .abandoned]
            case .completing: [.ended]
            case .ended, .abandoned: []
            }
        }

        func canMove(to next: Name) -> Bool { successors.contains(next) }

        /// Traps, naming the move and what was allowed, when the table does not allow it: a move
        /// outside the table is a bug in the transition machinery, never the app's, so it must not go on.
        func checkMove(to next: Name, of what: @autoclosure () -> String) {
            precondition(canMove(to: next), "\(what()) cannot move from \(self) to \(next); from \(self) it may move to "
                         + (successors.isEmpty ? "nothing (\(self) is final)" : successors.map(\.rawValue).sorted().joined(separator: ", ")))
        }

        /// The transition is done with, completed or not: calls on its context change nothing.
        var isOver: Bool { self == .completing || self == .ended || self == .abandoned }

        /// An interaction controller drives it: the context's `isInteractive`.
        var isInteractive: Bool { self == .awaitingInteraction || self == .interactive }

        /// Running, between its start and its end: the phases in which the context's `isInteractive`
        /// follows the phase (at the end it keeps the value it had).
        var isLive: Bool { !isOver && self != .created }
    }
}
