@testable import UIKit
import Testing

extension SharedState {
    /// An animator that ends with `completeTransition(false)`: everything goes back to how it was
    /// before the transition started (docs/UIKIT-REFERENCE.md, steps 4, 6 and 7).
    @Suite struct CancelledTransitionTests {
        @Test func cancelledCustomPresentLeavesTheTreeAndThePresenterAsBefore() {
            // Precondition: the half-screen panel whose slide animator reports a cancelled transition.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = PanelTransitionDelegate()
            delegate.presentAnimator?.completes = false
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            withTransitionStage(root: parent, size: CGSize(width: 310, height: 470)) { stage in
                let before = stage.window.subviews.map(ObjectIdentifier.init)
                var completionCalled = false
                var containerMidway: UIView?
                // Action: present and let the animator finish.
                let lines = TransitionTrace.capture {
                    parent.present(child, animated: true) { completionCalled = true }
                    containerMidway = child.presentationController?.containerView
                    stage.run(seconds: 0.5)
                }
                // Assertion: the callbacks of a cancelled presentation, animationEnded(false) last.
                #expect(lines == [
                    "PanelTransitionDelegate.presentationController(forPresented: Child, presenting: Parent, source: Parent) -> HalfScreenPresentationController",
                    "PanelTransitionDelegate.animationController(forPresented: Child, presenting: Parent, source: Parent) -> SlideAnimator",
                    "PanelTransitionDelegate.interactionControllerForPresentation(using: SlideAnimator) -> nil",
                    "Child.viewDidLoad()",
                    "Child.viewWillAppear(true)",
                    "HalfScreenPresentationController.presentationTransitionWillBegin()",
                    "HalfScreenPresentationController.containerViewWillLayoutSubviews()",
                    "HalfScreenPresentationController.containerViewDidLayoutSubviews()",
                    "SlideAnimator.interruptibleAnimator(using:) -> UIViewPropertyAnimator",
                    "SlideAnimator.completeTransition(false)",
                    "HalfScreenPresentationController.presentationTransitionDidEnd(false)",
                    "Child.viewWillDisappear(true)",
                    "Child.viewDidDisappear(true)",
                    "SlideAnimator.animationEnded(false)",
                ])
                #expect(lines.last == "SlideAnimator.animationEnded(false)")
                #expect(!completionCalled)
                // The window holds exactly what it held before: no container, no dimming view.
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == before)
                #expect(containerMidway != nil)
                #expect(containerMidway?.superview == nil)
                #expect(child.view.superview == nil)
                // The presenter is intact and still on screen.
                #expect(parent.view.superview === stage.window)
                #expect(parent.view.frame == CGRect(x: 0, y: 0, width: 310, height: 470))
                #expect(parent.appearanceState == .appeared)
                #expect(child.appearanceState == .disappeared)
                // No links left.
                #expect(parent.presentedViewController == nil)
                #expect(child.presentingViewController == nil)
                #expect(child.presentationController == nil)
                #expect(!child.isBeingPresented)
                #expect(ModalTransition.inFlight.isEmpty)
            }
        }

        @Test func aCancelledPresentDoesNotStopTheNextOne() {
            // Precondition: a first present was cancelled.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = PanelTransitionDelegate()
            delegate.presentAnimator?.completes = false
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            withTransitionStage(root: parent) { stage in
                parent.present(child, animated: true)
                stage.run(seconds: 0.5)
                #expect(parent.presentedViewController == nil)
                // Action: present again, with an animator that completes.
                delegate.presentAnimator = SlideAnimator(presenting: true)
                var completionCalled = false
                let warnings = capturingWarnings {
                    parent.present(child, animated: true) { completionCalled = true }
                    stage.run(seconds: 0.5)
                }
                // Assertion
                #expect(warnings.isEmpty)
                #expect(completionCalled)
                #expect(parent.presentedViewController === child)
                #expect(child.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
            }
        }

        @Test func cancelledFullScreenPresentGivesThePresenterItsAppearanceBack() {
            // Precondition: a backdrop at index 0; a full-screen child whose animator cancels.
            let parent = Parent(.blue)
            let child = Child(.red)
            let animator = RecordingAnimator(presenting: true)
            animator.ending = .cancels
            let delegate = ConfigurableTransitionDelegate(present: animator)
            child.modalPresentationStyle = .fullScreen
            child.transitioningDelegate = delegate
            withTransitionStage(root: parent) { stage in
                let backdrop = UIView(frame: CGRect(x: 3, y: 5, width: 20, height: 40))
                stage.window.insertSubview(backdrop, at: 0)
                let before = stage.window.subviews.map(ObjectIdentifier.init)
                // Action
                let lines = TransitionTrace.capture {
                    parent.present(child, animated: true)
                    stage.run(seconds: 0.5)
                }
                // Assertion: the parent was told it would disappear, then that it appears again.
                let parentLines = lines.filter { $0.hasPrefix("Parent.") }
                #expect(parentLines == ["Parent.viewWillDisappear(true)", "Parent.viewWillAppear(true)", "Parent.viewDidAppear(true)"])
                #expect(lines.contains("FullScreenPresentationController.presentationTransitionDidEnd(false)"))
                #expect(lines.last == "RecordingAnimator.animationEnded(false)")
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == before)
                #expect(parent.view.superview === stage.window)
                #expect(parent.appearanceState == .appeared)
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func cancelledCustomDismissKeepsThePresentationAsItWas() throws {
            // Precondition: the half-screen panel is presented; its dismiss animator cancels.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = PanelTransitionDelegate()
            delegate.dismissAnimator?.completes = false
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            try withTransitionStage(root: parent, size: CGSize(width: 310, height: 470)) { stage in
                parent.present(child, animated: true)
                stage.run(seconds: 0.5)
                let pc = try #require(child.presentationController as? HalfScreenPresentationController)
                let container = try #require(pc.containerView)
                let tree = stage.window.subviews.map(ObjectIdentifier.init)
                var completionCalled = false
                // Action
                var lines: [String] = []
                let violations = collectingViolations {
                    lines = TransitionTrace.capture {
                        child.dismiss(animated: true) { completionCalled = true }
                        stage.run(seconds: 0.5)
                    }
                }
                // Assertion: still presented, with the chrome in place and the child on screen again;
                // the animator that reports a cancel after playing to the end left the child's frame
                // where it played to, which the invariant checker reports.
                #expect(violations.map(\.rule) == [.cancelRestoresState])
                #expect(lines == [
                    "PanelTransitionDelegate.animationController(forDismissed: Child) -> SlideAnimator",
                    "PanelTransitionDelegate.interactionControllerForDismissal(using: SlideAnimator) -> nil",
                    "Child.viewWillDisappear(true)",
                    "HalfScreenPresentationController.dismissalTransitionWillBegin()",
                    "SlideAnimator.interruptibleAnimator(using:) -> UIViewPropertyAnimator",
                    "SlideAnimator.completeTransition(false)",
                    "HalfScreenPresentationController.dismissalTransitionDidEnd(false)",
                    "Child.viewWillAppear(true)",
                    "Child.viewDidAppear(true)",
                    "SlideAnimator.animationEnded(false)",
                ])
                #expect(!completionCalled)
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == tree)
                #expect(pc.dimmingView.superview === container)
                #expect(child.view.superview === container)
                #expect(parent.presentedViewController === child)
                #expect(child.presentationController === pc)
                #expect(child.appearanceState == .appeared)
                #expect(!child.isBeingDismissed)
            }
        }

        @Test func cancelledFullScreenDismissTakesThePresenterOutAgainAndALaterDismissRestoresIt() throws {
            // Precondition: a full-screen child presented; the first dismiss animator cancels.
            let parent = Parent(.blue)
            let child = Child(.red)
            let cancelling = RecordingAnimator(presenting: false)
            cancelling.ending = .cancels
            let delegate = ConfigurableTransitionDelegate(present: RecordingAnimator(presenting: true), dismiss: cancelling)
            child.modalPresentationStyle = .fullScreen
            child.transitioningDelegate = delegate
            try withTransitionStage(root: parent) { stage in
                let backdrop = UIView(frame: CGRect(x: 3, y: 5, width: 20, height: 40))
                stage.window.insertSubview(backdrop, at: 0)
                parent.present(child, animated: true)
                stage.run(seconds: 0.5)
                let container = try #require(child.presentationController?.containerView)
                #expect(parent.view.superview == nil)

                // Action: a cancelled dismissal (the animator played it to the end, so what it moved
                // stays moved, which the invariant checker reports).
                var lines: [String] = []
                let violations = collectingViolations {
                    lines = TransitionTrace.capture {
                        child.dismiss(animated: true)
                        stage.run(seconds: 0.5)
                    }
                }
                #expect(violations.map(\.rule) == [.cancelRestoresState])
                // Assertion: the parent's view left again; its appearance went back.
                #expect(lines.filter { $0.hasPrefix("Parent.") } == [
                    "Parent.viewWillAppear(true)", "Parent.viewWillDisappear(true)", "Parent.viewDidDisappear(true)",
                ])
                #expect(parent.view.superview == nil)
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == [backdrop, container].map(ObjectIdentifier.init))
                #expect(parent.appearanceState == .disappeared)
                #expect(child.appearanceState == .appeared)

                // Action: a dismissal that completes.
                delegate.dismissAnimator = RecordingAnimator(presenting: false)
                child.dismiss(animated: true)
                stage.run(seconds: 0.5)
                // Assertion: the parent's view is back at index 1.
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == [backdrop, parent.view].map(ObjectIdentifier.init))
                #expect(parent.appearanceState == .appeared)
                #expect(parent.presentedViewController == nil)
            }
        }
    }
}
