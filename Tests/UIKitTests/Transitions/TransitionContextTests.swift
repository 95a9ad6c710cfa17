@testable import UIKit
import Testing

extension SharedState {
    /// What `UIViewControllerContextTransitioning` hands an animator: `view(forKey:)` nil rules,
    /// controllers, container and frames (docs/UIKIT-REFERENCE.md, "Other presentation rules" and step 3).
    @Suite struct TransitionContextTests {
        /// A `.custom` presentation through the half-screen controller, with recording animators.
        private func customChild(_ delegate: ConfigurableTransitionDelegate) -> Child {
            let child = Child(.red)
            delegate.makePresentationController = { HalfScreenPresentationController(presentedViewController: $0, presenting: $1) }
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            return child
        }

        @Test func customPresentGivesNoFromViewAndThePresentedViewAsTo() throws {
            // Precondition: a 330×500 window and a half-screen custom presentation.
            let parent = Parent(.blue)
            let animator = RecordingAnimator(presenting: true)
            let delegate = ConfigurableTransitionDelegate(present: animator, dismiss: RecordingAnimator(presenting: false))
            let child = customChild(delegate)
            try withTransitionStage(root: parent, size: CGSize(width: 330, height: 500)) { stage in
                // Action
                parent.present(child, animated: true)
                let seen = try #require(animator.seen)
                let pc = try #require(child.presentationController)
                // Assertion: `.from` is nil (the presenter's view stays put), `.to` is the presented view.
                #expect(seen.fromView == nil)
                #expect(seen.toView === pc.presentedView)
                #expect(seen.toView === child.view)
                #expect(seen.toViewSuperview === pc.containerView)
                #expect(seen.fromController === parent)
                #expect(seen.toController === child)
                #expect(seen.containerView === pc.containerView)
                #expect(seen.isAnimated)
                #expect(seen.presentationStyle == .custom)
                // The presented view starts off screen and ends where the presentation controller says.
                #expect(seen.presentedInitial == .zero)
                #expect(seen.presentedFinal == pc.frameOfPresentedViewInContainerView)
                #expect(seen.presentedFinal == CGRect(x: 0, y: 250, width: 330, height: 250))
                // The presenter does not move.
                #expect(seen.presenterInitial == CGRect(x: 0, y: 0, width: 330, height: 500))
                #expect(seen.presenterFinal == seen.presenterInitial)
                stage.run(seconds: 0.5)
                #expect(child.view.frame == CGRect(x: 0, y: 250, width: 330, height: 250))
            }
        }

        @Test func customDismissGivesThePresentedViewAsFromAndNoToView() throws {
            // Precondition: the half-screen panel is presented.
            let parent = Parent(.blue)
            let animator = RecordingAnimator(presenting: false)
            let delegate = ConfigurableTransitionDelegate(present: RecordingAnimator(presenting: true), dismiss: animator)
            let child = customChild(delegate)
            try withTransitionStage(root: parent, size: CGSize(width: 330, height: 500)) { stage in
                parent.present(child, animated: true)
                stage.run(seconds: 0.5)
                let pc = try #require(child.presentationController)
                // Action
                child.dismiss(animated: true)
                let seen = try #require(animator.seen)
                // Assertion: `.to` is nil on dismissal of a custom presentation.
                #expect(seen.toView == nil)
                #expect(seen.fromView === child.view)
                #expect(seen.fromController === child)
                #expect(seen.toController === parent)
                #expect(seen.containerView === pc.containerView)
                #expect(seen.presentedInitial == CGRect(x: 0, y: 250, width: 330, height: 250))
                #expect(seen.presentedInitial == pc.frameOfPresentedViewInContainerView)
                #expect(seen.presentedFinal == .zero)
                stage.run(seconds: 0.5)
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func fullScreenGivesThePresenterViewAsFromOnPresentAndAsToOnDismiss() throws {
            // Precondition: a full-screen presentation whose animators the delegate vends.
            let parent = Parent(.blue)
            let child = Child(.red)
            let presentAnimator = RecordingAnimator(presenting: true)
            let dismissAnimator = RecordingAnimator(presenting: false)
            let delegate = ConfigurableTransitionDelegate(present: presentAnimator, dismiss: dismissAnimator)
            child.modalPresentationStyle = .fullScreen
            child.transitioningDelegate = delegate
            try withTransitionStage(root: parent, size: CGSize(width: 350, height: 450)) { stage in
                // Action: present.
                parent.present(child, animated: true)
                let presentSeen = try #require(presentAnimator.seen)
                // Assertion: both views are given; the presenter's is still in the window.
                #expect(presentSeen.fromView === parent.view)
                #expect(presentSeen.fromViewSuperview === stage.window)
                #expect(presentSeen.toView === child.view)
                #expect(presentSeen.presentationStyle == .fullScreen)
                #expect(presentSeen.presentedInitial == .zero)
                #expect(presentSeen.presentedFinal == CGRect(x: 0, y: 0, width: 350, height: 450))
                #expect(presentSeen.presentedFinal == child.presentationController?.frameOfPresentedViewInContainerView)
                stage.run(seconds: 0.5)
                #expect(parent.view.superview == nil)

                // Action: dismiss.
                child.dismiss(animated: true)
                let dismissSeen = try #require(dismissAnimator.seen)
                // Assertion: `.to` is the presenter's view, already back in the window for the animator.
                #expect(dismissSeen.toView === parent.view)
                #expect(dismissSeen.toViewSuperview === stage.window)
                #expect(dismissSeen.fromView === child.view)
                #expect(dismissSeen.presenterInitial == CGRect(x: 0, y: 0, width: 350, height: 450))
                stage.run(seconds: 0.5)
            }
        }

        @Test func sheetHandsTheCardAsToViewWithTheSheetFrameAsFinal() throws {
            // Precondition: a page sheet in a 400×700 window (top inset 42) with a recording animator.
            let parent = Parent(.blue)
            let child = Child(.red)
            let animator = RecordingAnimator(presenting: true)
            let delegate = ConfigurableTransitionDelegate(present: animator)
            child.modalPresentationStyle = .pageSheet
            child.transitioningDelegate = delegate
            try withTransitionStage(root: parent, size: CGSize(width: 400, height: 700)) { stage in
                // Action
                parent.present(child, animated: true)
                let seen = try #require(animator.seen)
                let pc = try #require(child.presentationController as? UISheetPresentationController)
                // Assertion: `.to` is the presentation controller's presented view (the card), not the child's.
                #expect(seen.toView === pc.presentedView)
                #expect(seen.toView !== child.view)
                #expect(child.view.superview === seen.toView)
                #expect(seen.fromView == nil)
                #expect(seen.presentedFinal == CGRect(x: 0, y: 42, width: 400, height: 658))
                #expect(seen.presentedFinal == pc.frameOfPresentedViewInContainerView)
                stage.run(seconds: 0.5)
                #expect(pc.presentedView?.frame == CGRect(x: 0, y: 42, width: 400, height: 658))
            }
        }

        @Test func contextPresentationMeasuresThePresenterInContainerCoordinates() throws {
            // Precondition: a context host at (40, 60, 210, 290) in the root view.
            let parent = Parent(.blue)
            let child = Child(.red)
            let animator = RecordingAnimator(presenting: true)
            let delegate = ConfigurableTransitionDelegate(present: animator)
            child.modalPresentationStyle = .currentContext
            child.transitioningDelegate = delegate
            try withTransitionStage(root: parent) { stage in
                let host = ContextHost(.green)
                host.definesPresentationContext = true
                parent.addChild(host)
                host.view.frame = CGRect(x: 40, y: 60, width: 210, height: 290)
                parent.view.addSubview(host.view)
                host.didMove(toParent: parent)
                host.beginAppearanceTransition(true, animated: false)
                host.endAppearanceTransition()
                // Action
                host.present(child, animated: true)
                let seen = try #require(animator.seen)
                // Assertion: the container sits on the host's view, so the host is at its origin.
                #expect(seen.containerView.frame == CGRect(x: 40, y: 60, width: 210, height: 290))
                #expect(seen.presenterInitial == CGRect(x: 0, y: 0, width: 210, height: 290))
                #expect(seen.presentedFinal == CGRect(x: 0, y: 0, width: 210, height: 290))
                #expect(seen.fromView === host.view)
                #expect(seen.fromController === host)
                #expect(seen.presentationStyle == .currentContext)
                stage.run(seconds: 0.5)
            }
        }

        @Test func nonAnimatedPresentPutsTheViewAtTheFinalFrameBeforeReturning() {
            // Precondition: a half-screen panel in a 300×440 window.
            let parent = Parent(.blue)
            let delegate = ConfigurableTransitionDelegate(present: RecordingAnimator(presenting: true))
            let child = customChild(delegate)
            withTransitionStage(root: parent, size: CGSize(width: 300, height: 440)) { stage in
                // Action
                parent.present(child, animated: false)
                // Assertion: no frame was drawn and the view is already in place.
                #expect(child.view.frame == child.presentationController?.frameOfPresentedViewInContainerView)
                #expect(child.view.frame == CGRect(x: 0, y: 220, width: 300, height: 220))
                #expect(presentedFrame(child.view) == CGRect(x: 0, y: 220, width: 300, height: 220))
                #expect((delegate.presentAnimator as! RecordingAnimator).seen == nil)
            }
        }
    }
}
