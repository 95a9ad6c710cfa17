import Foundation

/// A debug check of the rules every present and dismiss must keep, so that a broken animator, or a
/// bug in Segue itself, shows up as one clear line instead of a panel that is stuck, misplaced or
/// invisible a few interactions later.
///
/// Per transition it checks:
/// - `completeTransition(_:)` is called exactly once: a second call is reported when it happens; a
///   missing one when the transition watchdog gives up on it (duration + 2 s of animation time, not
///   counted while interactive), or when a test asks with `verifyNothingInFlight()`;
/// - a cancelled transition gives back the window's view tree (which view is in which superview, in
///   which order), every view's `bounds`/`center`/`transform3D` (so `frame`), `alpha` and `isHidden`
///   as they were when it started — a snapshot is taken at the start and compared at the end;
///   views that another transition ending meanwhile changed are left out (a tab switch under a sheet);
/// - no views stay behind in the container: after a completed dismissal or a cancelled presentation
///   the container has left the window or is empty; after a cancelled dismissal it holds exactly
///   what it held before;
/// - every `UIViewPropertyAnimator` state change is one docs/UIKIT-REFERENCE.md allows (inactive → active →
///   stopped → inactive, and active → inactive when it finishes or is stopped without finishing);
/// - a presented view that nothing moves sits at its presentation controller's
///   `frameOfPresentedViewInContainerView`, when its transition ends and after a window resize
///   (`TransitionInvariantChecker+Placement.swift`).
///
/// A violation never traps — a demo keeps its window running. It is appended to `violations` and
/// printed once through `SegueDiagnostics.reportViolation` as
/// `segue: invariant violated: <what>; <what to do>`.
///
/// On or off: `SEGUE_CHECK=1` turns it on, `SEGUE_CHECK=0` off. Without the variable it is on in a
/// test process — one whose executable is SwiftPM's test bundle (`…PackageTests.xctest`, which runs
/// both XCTest and swift-testing tests) or the `xctest` / `swiftpm-testing-helper` runners — and off
/// otherwise. That decision is made once, before the first transition, so every test in the process
/// is checked whichever runs first; `isEnabled` can still be set at any time (tests that break rules
/// on purpose set it explicitly, so `SEGUE_CHECK=0` cannot make them pass vacuously).
///
/// Cost when on: one walk of the window's view tree at the start of each transition and one at the
/// end of a cancelled one. Off, each hook is a single Boolean test.
///
/// Its switch, findings and watched transitions belong to the current application
/// (`ApplicationContext.checker`); these static members reach them.
@MainActor
public enum TransitionInvariantChecker {
    /// Whether the checks run. See the type's documentation for the default.
    public static var isEnabled: Bool {
        get { state.isEnabled }
        set { state.isEnabled = newValue }
    }

    /// Every violation found while enabled, oldest first.
    public static var violations: [TransitionInvariantViolation] { state.violations }

    /// Forgets the violations found so far (a test starts clean).
    public static func removeAllViolations() { state.violations.removeAll() }

    private static var state: TransitionCheckerState { ApplicationContext.current.checker }

    /// The default of `isEnabled`: `SEGUE_CHECK` when set ("1" on, anything else off), else whether
    /// the process is a test runner, recognised by the name of its executable.
    nonisolated static func enabledByDefault(environment: [String: String], arguments: [String]) -> Bool {
        if let value = environment["SEGUE_CHECK"] { return value.trimmingCharacters(in: .whitespaces) == "1" }
        guard let executable = arguments.first else { return false }
        let name = executable.split(separator: "/").last.map(String.init) ?? executable
        return name.hasSuffix(".xctest") || name == "xctest" || name == "swiftpm-testing-helper"
    }

    // MARK: Transitions being watched

    /// What the checker keeps about one transition between its start and its end.
    @MainActor
    final class Watched {
        weak var transition: ViewControllerTransition?
        let kind: String
        /// The animator's type name; the context's, for a transition without animation.
        let animatorName: String
        let isAnimated: Bool
        /// The window (or, failing that, the top view) whose tree the snapshot covers.
        weak var root: UIView?
        let before: TransitionSnapshot?
        /// The container's subviews at the start of a dismissal (none for a presentation: it has
        /// no container yet).
        let containerBefore: [ObjectIdentifier]
        var reportedUnfinished = false
        /// Views another transition changed while this one ran (a tab switch that ended under a
        /// sheet being presented): a cancel need not give back what it did not change.
        var changedByOthers: Set<ObjectIdentifier> = []

        init(_ t: ViewControllerTransition, root: UIView?) {
            transition = t
            kind = t.kindName
            animatorName = t.animatorObject.map { TransitionTrace.name($0) } ?? "transitionContext"
            isAnimated = t.animatorObject != nil
            self.root = root
            before = root.map { TransitionSnapshot(of: $0) }
            let modal = t as? ModalTransition
            containerBefore = modal?.kind == .dismissal
                ? (modal?.presentationController.containerView?.subviews ?? []).map(ObjectIdentifier.init) : []
        }

        var what: String { isAnimated ? "the \(kind) animated by \(animatorName)" : "the \(kind) without animation" }
    }

    private static var watched: [Watched] {
        get { state.watched }
        set { state.watched = newValue }
    }

    /// Drops transitions that can no longer end through `transitionDidEnd`: deallocated,
    /// abandoned (their controllers were taken down: over without `completeTransition`), or torn out
    /// of `ViewControllerTransition.inFlight` without ending (a test cleaning up after a deliberately wedged
    /// animator). A transition in the middle of its own completion is kept.
    private static func prune() {
        watched.removeAll { w in
            guard let t = w.transition else { return true }
            switch t.phase.name {
            case .abandoned: return true
            case .completing, .ended: return false
            default: return !ViewControllerTransition.inFlight.contains { $0 === t }
            }
        }
    }

    // MARK: Hooks (called by ViewControllerTransition, TransitionContext, UIViewPropertyAnimator)

    /// A present or dismiss starts: called before it changes anything (no container yet for a
    /// presentation; the presenter's view not yet put back for a dismissal).
    static func transitionWillStart(_ t: ViewControllerTransition) {
        guard isEnabled else { return }
        prune()
        watched.append(Watched(t, root: t.rootForChecking))
    }

    /// `completeTransition(_:)` was called on a transition's context; `alreadyCompleted` when it had
    /// been called before.
    static func completeTransitionCalled(by animatorName: String, alreadyCompleted: Bool) {
        guard isEnabled, alreadyCompleted else { return }
        report(.completeTransitionOnce,
               "\(animatorName) called completeTransition(_:) a second time; call it exactly once, when the transition's animation ends")
    }

    /// The transition's watchdog gave up waiting for `completeTransition(_:)`.
    /// `seconds` is how long after the start it gave up (more than duration + 2 s when it waited
    /// for dynamics).
    static func transitionStalled(_ t: ViewControllerTransition, after seconds: TimeInterval) {
        guard isEnabled, let w = watched.first(where: { $0.transition === t }), !w.reportedUnfinished else { return }
        w.reportedUnfinished = true
        report(.completeTransitionOnce,
               "\(w.animatorName) has not called completeTransition(_:) \(ViewControllerTransition.seconds(seconds)) s after the \(w.kind) started; call it when the animation ends, with !transitionWasCancelled")
    }

    /// The transition has ended (after `animationEnded`): checks what it left behind.
    static func transitionDidEnd(_ t: ViewControllerTransition, completed: Bool) {
        guard isEnabled, let i = watched.firstIndex(where: { $0.transition === t }),
              let container = t.context?.containerView else { return }
        let w = watched.remove(at: i)
        lendChanges(of: w)
        // A container's transition view keeps the controller it shows: only a modal container must
        // be emptied, and only a modal presented view has a frame its controller decides.
        let modal = t as? ModalTransition
        let takesPresentedAway = modal.map { ($0.kind == .presentation) != completed } ?? false
        if takesPresentedAway, container.window != nil, !container.subviews.isEmpty {
            let names = container.subviews.map(TransitionSnapshot.name(of:)).joined(separator: ", ")
            report(.noLeftoverViews,
                   "after \(w.what) \(completed ? "completed" : "was cancelled") its container is still in the window holding \(names); the container must leave the window, or be emptied")
        }
        let reportedBefore = violations.count
        if !completed, !t.wasTakenOffScreen, let root = w.root, let before = w.before {
            checkRestored(w, root: root, before: before, container: container)
        }
        // A cancel that did not put the frame back has been reported; the misplaced view it leaves
        // is the same fault.
        if let modal, !takesPresentedAway, violations.count == reportedBefore {
            checkPlacement(of: modal.presentationController, after: "\(w.what) \(completed ? "completed" : "was cancelled")")
        }
    }

    /// Tells the transitions still running in `w`'s tree which views `w` changed, so that their
    /// own cancel is not blamed for them.
    private static func lendChanges(of w: Watched) {
        guard let root = w.root, let before = w.before,
              watched.contains(where: { $0.root === root }) else { return }
        let changed = Set(TransitionSnapshot(of: root).differences(from: before).map(\.view))
        for other in watched where other.root === root { other.changedByOthers.formUnion(changed) }
    }

    /// A cancelled transition: the tree must be as it was. Views added into the container (which a
    /// cancelled dismissal keeps) are reported as left over; everything else as not restored.
    private static func checkRestored(_ w: Watched, root: UIView, before: TransitionSnapshot, container: UIView) {
        let after = TransitionSnapshot(of: root)
        var differences = after.differences(from: before).filter { !w.changedByOthers.contains($0.view) }
        if after.rootSize != before.rootSize {
            // The window was resized meanwhile: geometry moved for a good reason.
            differences.removeAll { $0.kind == .changed(isGeometry: true) }
        }
        let containerID = ObjectIdentifier(container)
        let leftovers = differences.filter { $0.kind == .added(into: containerID) }
        let unrestored = differences.filter { $0.kind != .added(into: containerID) }
        if !leftovers.isEmpty {
            report(.noLeftoverViews,
                   "\(w.what) was cancelled and left views in its container: \(summary(leftovers)); remove views the animator added when the transition ends, cancelled or not")
        }
        if !unrestored.isEmpty {
            report(.cancelRestoresState,
                   "\(w.what) was cancelled but did not put back what it changed: \(summary(unrestored)); change views only inside the transition's animations (set start values before they are added), or restore them when transitionWasCancelled")
        }
    }

    /// A property animator changed state; only the changes docs/UIKIT-REFERENCE.md allows pass.
    static func animatorStateChanged(_ animator: AnyObject, from old: UIViewAnimatingState, to new: UIViewAnimatingState) {
        guard isEnabled, old != new else { return }
        switch (old, new) {
        case (.inactive, .active), (.active, .stopped), (.active, .inactive), (.stopped, .inactive):
            return
        default:
            report(.animatorStateMachine,
                   "\(TransitionTrace.name(animator)) went from \(old) to \(new); an animator goes inactive → active (start, pause, scrub) → stopped (stopAnimation(false)) → inactive (finishAnimation(at:)), or active → inactive when it finishes or stopAnimation(true)")
        }
    }

    // MARK: Asking

    /// Reports every watched transition that started and has neither ended nor been abandoned —
    /// for a caller that has let everything settle and expects nothing to be running. Returns
    /// whether nothing was in flight.
    @discardableResult
    static func verifyNothingInFlight() -> Bool {
        prune()
        var clean = true
        for w in watched {
            guard let t = w.transition, !t.isOver else { continue }
            clean = false
            guard !w.reportedUnfinished else { continue }
            w.reportedUnfinished = true
            report(.completeTransitionOnce,
                   "\(w.animatorName) never called completeTransition(_:) for \(w.what)\(t.phase.isInteractive ? ", still waiting for its interaction to finish or cancel" : "")")
        }
        return clean
    }

    // MARK: Reporting

    static func report(_ rule: TransitionInvariantViolation.Rule, _ message: String) {
        let violation = TransitionInvariantViolation(rule: rule, message: message)
        state.violations.append(violation)
        SegueDiagnostics.reportViolation(message)
    }

    /// The first few differences, and how many more there are.
    private static func summary(_ differences: [TransitionSnapshot.Difference]) -> String {
        let shown = differences.prefix(4).map(\.text).joined(separator: "; ")
        return differences.count > 4 ? "\(shown); and \(differences.count - 4) more" : shown
    }
}
