@testable import UIKit
import Testing

// The phases real transitions pass through, in order: a present with and without animation, an
// interactive dismiss finished and cancelled, a transition caught while it plays, and one abandoned
// when the window gets a new root; and a real transition trapping on a move outside the table.

/// The half-screen panel with property-animator slides, and a percent-driven interaction for
/// whichever direction the test makes interactive.
private final class PhaseTestDelegate: UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    var interactivePresent = false
    var interactiveDismiss = false

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfScreenPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: true, duration: 0.4)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideAnimator(presenting: false, duration: 0.4)
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactivePresent ? interaction : nil
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactiveDismiss ? interaction : nil
    }
}

/// What a test learns about one transition: the transition itself, caught when the presented
/// controller's appearance begins, and the phase it was in at that moment.
private final class TransitionCatch {
    var transition: ViewControllerTransition?
    var phaseAtWillAppear: ModalTransition.Phase.Name?
    var coordinatorAtWillAppear: UIViewControllerTransitionCoordinator?

    func watch(_ probe: ModalProbe) {
        probe.onWillAppear = { [unowned self, unowned probe] in
            transition = probe.activeTransition
            phaseAtWillAppear = probe.activeTransition?.phase.name
            coordinatorAtWillAppear = probe.transitionCoordinator
        }
    }
}

extension SharedState {
    @Suite struct TransitionPhasePathTests {
        typealias Name = ModalTransition.Phase.Name

        /// A 320×480 parent presenting `child` (a half-screen panel) through `delegate`.
        private func withPanel(_ delegate: PhaseTestDelegate,
                               _ body: (TransitionStage, Parent, ModalProbe) throws -> Void) rethrows {
            let parent = Parent(.blue)
            let child = ModalProbe(.red)
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            try withTransitionStage(root: parent) { stage in try body(stage, parent, child) }
        }

        @Test func animatedPresentStartsThenPlaysToItsEnd() throws {
            let delegate = PhaseTestDelegate()
            try withPanel(delegate) { stage, parent, child in
                // Precondition: the transition is caught when the child's appearance begins.
                let caught = TransitionCatch()
                caught.watch(child)
                // Action
                parent.present(child, animated: true)
                let t = try #require(caught.transition)
                let phaseRightAfter = t.phase.name
                stage.run(seconds: 0.6)
                // Assertion: the will-callbacks run in `starting` with a coordinator; the animation
                // then plays by itself and completes.
                #expect(caught.phaseAtWillAppear == .starting)
                #expect(caught.coordinatorAtWillAppear != nil)
                #expect(phaseRightAfter == .playing)
                #expect(t.phaseHistory == [.created, .starting, .playing, .completing, .ended])
                #expect(t.coordinator?.initiallyInteractive == false)
                #expect(parent.presentedViewController === child)
            }
        }

        @Test func presentWithoutAnimationCompletesAtOnce() throws {
            let delegate = PhaseTestDelegate()
            try withPanel(delegate) { _, parent, child in
                // Precondition
                let caught = TransitionCatch()
                caught.watch(child)
                // Action
                parent.present(child, animated: false)
                // Assertion: placed immediately, over before `present` returns.
                let t = try #require(caught.transition)
                #expect(t.phaseHistory == [.created, .starting, .immediate, .completing, .ended])
                #expect(child.activeTransition == nil)
                #expect(parent.presentedViewController === child)
            }
        }

        /// Presents the panel, lets it settle, then starts a percent-driven dismissal, drives it to
        /// 30 % and lets go with `end`.
        private func interactiveDismissal(_ end: (UIPercentDrivenInteractiveTransition) -> Void,
                                          _ check: (ModalTransition, Parent, ModalProbe, [Name]) throws -> Void) throws {
            let delegate = PhaseTestDelegate()
            delegate.interactiveDismiss = true
            try withPanel(delegate) { stage, parent, child in
                // Precondition: the panel is presented.
                parent.present(child, animated: true)
                stage.run(seconds: 0.6)
                // Action: start, drive, let go, and note the phase after each step.
                child.dismiss(animated: true)
                let t = try #require(child.activeTransition as? ModalTransition)
                var seen = [t.phase.name]
                delegate.interaction.update(0.3)
                stage.frame()
                seen.append(t.phase.name)
                end(delegate.interaction)
                seen.append(t.phase.name)
                stage.run(seconds: 0.6)
                seen.append(t.phase.name)
                try check(t, parent, child, seen)
            }
        }

        @Test func interactiveDismissFinishedPlaysOutAndEnds() throws {
            try interactiveDismissal({ $0.finish() }) { t, parent, _, seen in
                // Assertion: driven from the start, played out after the release, ended dismissed.
                #expect(seen == [.interactive, .interactive, .playing, .ended])
                #expect(t.phaseHistory == [.created, .starting, .awaitingInteraction, .interactive, .playing, .completing, .ended])
                #expect(t.coordinator?.initiallyInteractive == true)
                #expect(t.context?.transitionWasCancelled == false)
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func interactiveDismissCancelledPassesTheSamePhasesAndStaysPresented() throws {
            try interactiveDismissal({ $0.cancel() }) { t, parent, child, seen in
                // Assertion: the same path as a finished one; only the outcome differs.
                #expect(seen == [.interactive, .interactive, .playing, .ended])
                #expect(t.phaseHistory == [.created, .starting, .awaitingInteraction, .interactive, .playing, .completing, .ended])
                #expect(t.context?.transitionWasCancelled == true)
                #expect(parent.presentedViewController === child)
            }
        }

        @Test func presentCaughtWhilePlayingIsDrivenThenPlaysOutAgain() throws {
            let delegate = PhaseTestDelegate()
            delegate.interactivePresent = true
            delegate.interaction.wantsInteractiveStart = false
            try withPanel(delegate) { stage, parent, child in
                // Precondition: a present that plays by itself, 0.1 s in.
                let caught = TransitionCatch()
                caught.watch(child)
                parent.present(child, animated: true)
                stage.run(seconds: 0.1)
                let t = try #require(caught.transition)
                #expect(t.phase.name == .playing)
                // Action: catch it, drive it, let it finish.
                delegate.interaction.pause()
                let caughtPhase = t.phase.name
                delegate.interaction.update(0.7)
                stage.frame()
                delegate.interaction.finish()
                stage.run(seconds: 0.6)
                // Assertion
                #expect(caughtPhase == .interactive)
                #expect(t.phaseHistory == [.created, .starting, .playing, .interactive, .playing, .completing, .ended])
                #expect(t.coordinator?.initiallyInteractive == false)
                #expect(parent.presentedViewController === child)
            }
        }

        @Test func presentAbandonedWhenTheWindowGetsANewRootEndsThere() throws {
            let delegate = PhaseTestDelegate()
            try withPanel(delegate) { stage, parent, child in
                // Precondition: a present 0.1 s in.
                let caught = TransitionCatch()
                caught.watch(child)
                parent.present(child, animated: true)
                stage.run(seconds: 0.1)
                let t = try #require(caught.transition)
                // Action: the window gets another root; time goes on.
                stage.window.rootViewController = ColorViewController(.green)
                stage.run(seconds: 0.6)
                // Assertion: abandoned, never completed, and calls on its context change nothing.
                #expect(t.phaseHistory == [.created, .starting, .playing, .abandoned])
                #expect(t.isOver)
                t.context?.completeTransition(true)
                #expect(t.phase.name == .abandoned)
            }
        }

        @Test func aRealTransitionTrapsOnAMoveOutsideTheTable() async {
            // Precondition / action: in a child process, complete a present, then move it back to
            // playing.
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let delegate = PhaseTestDelegate()
                    let parent = Parent(.blue)
                    let child = ModalProbe(.red)
                    child.modalPresentationStyle = .custom
                    child.transitioningDelegate = delegate
                    withTransitionStage(root: parent) { stage in
                        let caught = TransitionCatch()
                        caught.watch(child)
                        parent.present(child, animated: true)
                        stage.run(seconds: 0.6)
                        guard let t = caught.transition, let run = t.phase.run else { return }
                        t.move(to: .playing(run))
                    }
                }
            }
            // Assertion: the trap names the transition and the move.
            guard let result else { return }
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("the presentation animated by SlideAnimator cannot move from ended to playing"), "\(message)")
        }
    }
}
