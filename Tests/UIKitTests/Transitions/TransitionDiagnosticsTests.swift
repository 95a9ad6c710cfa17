@testable import UIKit
import Testing

extension SharedState {
    /// Misuse that UIKit only logs: each is refused or reported with a `SegueDiagnostics` warning that
    /// names what went wrong, and leaves the controllers in a sane state.
    @Suite struct TransitionDiagnosticsTests {
        @Test func anAnimatorThatNeverCompletesIsNamedAfterItsDurationPlusTwoSeconds() {
            // Precondition: a 0.3 s slide animator that forgets completeTransition.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = PanelTransitionDelegate()
            delegate.presentAnimator?.neverCompletes = true
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            withTransitionStage(root: parent) { stage in
                // Action: present and run 2.2 s of frames (under the 2.3 s limit).
                let early = capturingWarnings {
                    parent.present(child, animated: true)
                    stage.run(seconds: 2.2)
                }
                // Assertion: nothing said yet.
                #expect(early.isEmpty)

                // Action: run past the limit, and on for another second.
                var lines: [String] = []
                var late: [String] = []
                let violations = collectingViolations {
                    late = capturingWarnings {
                        lines = TransitionTrace.capture { stage.run(seconds: 1.2) }
                    }
                }
                // Assertion: one warning, naming the animator, its kind and the limit; also in the trace;
                // the invariant checker counts the missing completeTransition.
                #expect(violations.map(\.rule) == [.completeTransitionOnce])
                #expect(late.count == 1)
                let warning = late.first ?? ""
                #expect(warning.hasPrefix("SlideAnimator has not called completeTransition(_:) 2.30 s after its presentation started"))
                #expect(warning.contains("transitionDuration 0.30 s + 2 s"))
                #expect(lines == ["warning: " + warning])
                // The transition is still stuck: the presentation never ended.
                #expect(child.isBeingPresented)
                #expect(ModalTransition.inFlight.count == 1)
            }
        }

        @Test func aWatchdogIsNotTriggeredByATransitionThatCompletes() {
            // Precondition: a normal custom presentation.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = PanelTransitionDelegate()
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            withTransitionStage(root: parent) { stage in
                // Action: present, then run well past duration + 2 s.
                let warnings = capturingWarnings {
                    parent.present(child, animated: true)
                    stage.run(seconds: 4)
                }
                // Assertion
                #expect(warnings.isEmpty)
                #expect(parent.presentedViewController === child)
            }
        }

        @Test func completeTransitionTwiceIsReportedAndTheSecondCallIgnored() {
            // Precondition: an animator that calls completeTransition twice in its completion.
            let parent = Parent(.blue)
            let child = Child(.red)
            let animator = RecordingAnimator(presenting: true)
            animator.ending = .twice
            let delegate = ConfigurableTransitionDelegate(present: animator)
            child.modalPresentationStyle = .overFullScreen
            child.transitioningDelegate = delegate
            withTransitionStage(root: parent) { stage in
                // Action
                var completions = 0
                var lines: [String] = []
                var warnings: [String] = []
                let violations = collectingViolations {
                    warnings = capturingWarnings {
                        lines = TransitionTrace.capture {
                            parent.present(child, animated: true) { completions += 1 }
                            stage.run(seconds: 0.5)
                        }
                    }
                }
                // Assertion: one warning and one violation; the transition ended once.
                #expect(violations.map(\.rule) == [.completeTransitionOnce])
                #expect(warnings == ["RecordingAnimator called completeTransition(_:) a second time; the call was ignored. Call it exactly once, when the transition's animation ends."])
                #expect(completions == 1)
                #expect(lines.filter { $0.hasSuffix("presentationTransitionDidEnd(true)") }.count == 1)
                #expect(lines.filter { $0 == "RecordingAnimator.animationEnded(true)" }.count == 1)
                #expect(lines.suffix(3) == [
                    "RecordingAnimator.animationEnded(true)",
                    "RecordingAnimator.completeTransition(true)",
                    "warning: " + (warnings.first ?? ""),
                ])
                #expect(parent.presentedViewController === child)
                #expect(child.appearanceState == .appeared)
            }
        }

        @Test func aSecondPresentWhileOneIsInFlightIsRefused() {
            // Precondition: a presentation under way.
            let parent = Parent(.blue)
            let child = Child(.red)
            let other = Grandchild(.green)
            child.modalPresentationStyle = .fullScreen
            other.modalPresentationStyle = .overFullScreen
            withTransitionStage(root: parent) { stage in
                parent.present(child, animated: true)
                stage.run(seconds: 0.1)
                // Action: present another controller now.
                var otherCompletion = false
                let warnings = capturingWarnings {
                    parent.present(other, animated: true) { otherCompletion = true }
                }
                stage.run(seconds: 0.6)
                // Assertion: refused with a warning; only the first presentation happened.
                #expect(warnings == ["Attempt to present Grandchild on Parent while a presentation is in progress; the call was ignored. Present from the completion handler of the running present/dismiss instead."])
                #expect(!otherCompletion)
                #expect(other.presentingViewController == nil)
                #expect(other.presentationController == nil)
                #expect(!other.isViewLoaded)
                #expect(parent.presentedViewController === child)
                #expect(stage.window.subviews.count == 1)
                #expect(stage.window.subviews.first === child.presentationController?.containerView)
            }
        }

        @Test func presentingOnAControllerThatIsAlreadyPresentingIsRefused() {
            // Precondition: Parent presents Child.
            let parent = Parent(.blue)
            let child = Child(.red)
            let other = Grandchild(.green)
            child.modalPresentationStyle = .overFullScreen
            withTransitionStage(root: parent) { stage in
                parent.present(child, animated: false)
                // Action: present again on Parent.
                let warnings = capturingWarnings { parent.present(other, animated: false) }
                // Assertion: refused; the message says what to do instead.
                #expect(warnings == ["Attempt to present Grandchild on Parent, which is already presenting Child; the call was ignored. Present from Child, or dismiss it first."])
                #expect(other.presentingViewController == nil)
                #expect(parent.presentedViewController === child)
                #expect(stage.window.subviews.count == 2)
            }
        }

        @Test func dismissWhileAPresentationIsInFlightIsRefused() {
            // Precondition: a presentation under way.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .overFullScreen
            withTransitionStage(root: parent) { stage in
                var presentCompletion = false
                parent.present(child, animated: true) { presentCompletion = true }
                stage.run(seconds: 0.1)
                // Action: dismiss from the presented controller mid-way.
                var dismissCompletion = false
                let warnings = capturingWarnings { child.dismiss(animated: true) { dismissCompletion = true } }
                stage.run(seconds: 0.6)
                // Assertion: refused; the presentation completes as if nothing was asked.
                #expect(warnings == ["Attempt to dismiss from Child while a presentation is in progress; the call was ignored. Dismiss from the completion handler of the running present/dismiss instead."])
                #expect(!dismissCompletion)
                #expect(presentCompletion)
                #expect(parent.presentedViewController === child)
                #expect(child.appearanceState == .appeared)
            }
        }

        @Test func dismissWhileADismissalIsInFlightIsRefused() {
            // Precondition: a dismissal under way.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .overFullScreen
            withTransitionStage(root: parent) { stage in
                parent.present(child, animated: false)
                var completions = 0
                child.dismiss(animated: true) { completions += 1 }
                stage.run(seconds: 0.1)
                // Action: a second dismiss from the parent.
                let warnings = capturingWarnings { parent.dismiss(animated: true) { completions += 1 } }
                stage.run(seconds: 0.6)
                // Assertion: one dismissal, one completion.
                #expect(warnings == ["Attempt to dismiss from Parent while a dismissal is in progress; the call was ignored. Dismiss from the completion handler of the running present/dismiss instead."])
                #expect(completions == 1)
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func presentingFromTheCompletionHandlerIsAllowed() {
            // Precondition: Parent presents Child; the completion presents Grandchild from Child.
            let parent = Parent(.blue)
            let child = Child(.red)
            let next = Grandchild(.green)
            child.modalPresentationStyle = .overFullScreen
            next.modalPresentationStyle = .overFullScreen
            withTransitionStage(root: parent) { stage in
                // Action
                let warnings = capturingWarnings {
                    parent.present(child, animated: true) { child.present(next, animated: true) }
                    stage.run(seconds: 1.2)
                }
                // Assertion: the transition was no longer in flight when the completion ran.
                #expect(warnings.isEmpty)
                #expect(child.presentedViewController === next)
                #expect(stage.window.subviews.count == 3)
            }
        }

        @Test func presentingFromAControllerOffScreenIsRefused() {
            // Precondition: a controller whose view is in no window.
            let parent = Parent(.blue)
            let loose = Child(.red)
            let other = Grandchild(.green)
            other.modalPresentationStyle = .overFullScreen
            withTransitionStage(root: parent) { _ in
                _ = loose.view
                // Action
                let warnings = capturingWarnings { loose.present(other, animated: false) }
                // Assertion
                #expect(warnings == ["Attempt to present Grandchild on Child, whose view is not in the window hierarchy; the call was ignored. Present once the presenting controller is on screen (viewDidAppear or later)."])
                #expect(other.presentingViewController == nil)
            }
        }

        @Test func flipHorizontalOutsideFullScreenWarnsAndCoversVertically() {
            // Precondition: a page sheet asking for a flip.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .pageSheet
            child.modalTransitionStyle = .flipHorizontal
            withTransitionStage(root: parent) { stage in
                // Action
                var lines: [String] = []
                let warnings = capturingWarnings {
                    lines = TransitionTrace.capture {
                        parent.present(child, animated: true)
                        stage.run(seconds: 0.6)
                    }
                }
                // Assertion
                #expect(warnings == ["modalTransitionStyle .flipHorizontal needs modalPresentationStyle .fullScreen (this presentation is .pageSheet); covering vertically instead"])
                #expect(lines.contains("CoverVerticalAnimator.animateTransition(using:)"))
                #expect(!lines.contains { $0.hasPrefix("FlipHorizontalAnimator") })
            }
        }
    }
}
