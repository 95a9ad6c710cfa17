import Foundation

/// Ending any transition, in UIKit's order: the coordinator's completions, then the kind's own
/// settling (`settle(_:)`: the new state, or the old one put back when it was cancelled), the
/// completion handler, the animator's `animationEnded`, and the invariant checker's look at what
/// it left.
extension ViewControllerTransition {
    func complete(_ didComplete: Bool) {
        guard !isOver, let run = phase.run else { return }
        move(to: .completing(run))
        watchdog?.cancel()
        watchdog = nil
        if !didComplete { run.context.transitionWasCancelled = true }
        // An animator that completed before its alongside animations were handed over still owes
        // them their end state.
        let coordinator = run.coordinator
        let unstarted = coordinator.start()
        if !unstarted.isEmpty { UIView.performWithoutAnimation { for b in unstarted { b(coordinator) } } }
        coordinator.end()
        Self.inFlight.removeAll { $0 === self }
        for vc in participants where vc.activeTransition === self { vc.activeTransition = nil }

        let succeeded = settle(didComplete)
        didSettle(succeeded)
        if succeeded, let completion {
            TransitionTrace.record { "\(self.callName) completion" }
            completion()
        }
        if let animator {
            TransitionTrace.record { "\(TransitionTrace.name(animator)).animationEnded(\(didComplete))" }
            animator.animationEnded(didComplete)
        }
        TransitionInvariantChecker.transitionDidEnd(self, completed: succeeded)
        move(to: .ended(run))
        didEnd(succeeded)
    }
}
