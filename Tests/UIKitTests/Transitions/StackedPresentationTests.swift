@testable import UIKit
import Testing

extension SharedState {
    /// Controllers presented on presented controllers: which one `dismiss` takes away, and how a
    /// stack goes in one dismissal (the top animates, the ones between are dropped).
    @Suite struct StackedPresentationTests {
        /// Root `Parent` presents `Child` full screen; `Child` presents `Grandchild` as the half-screen
        /// panel. Both without animation. Returns the panel's delegate (keep it alive).
        private func presentStack(_ parent: Parent, _ child: Child, _ grandchild: Grandchild) -> PanelTransitionDelegate {
            child.modalPresentationStyle = .fullScreen
            let delegate = PanelTransitionDelegate()
            grandchild.modalPresentationStyle = .custom
            grandchild.transitioningDelegate = delegate
            parent.present(child, animated: false)
            child.present(grandchild, animated: false)
            return delegate
        }

        @Test func dismissingFromTheRootAnimatesTheTopAndDropsTheOneBetween() throws {
            // Precondition: Parent → Child (full screen) → Grandchild (panel).
            let parent = Parent(.blue)
            let child = Child(.red)
            let grandchild = Grandchild(.yellow)
            try withTransitionStage(root: parent, size: CGSize(width: 330, height: 490)) { stage in
                let delegate = presentStack(parent, child, grandchild)
                stage.run(seconds: 0.1)
                let childContainer = try #require(child.presentationController?.containerView)
                let panelContainer = try #require(grandchild.presentationController?.containerView)
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == [childContainer, panelContainer].map(ObjectIdentifier.init))

                // Action: dismiss from the root; look at the tree mid-way; let it finish.
                var completionCalled = false
                var childContainerHiddenMidway: Bool?
                var treeMidway: [ObjectIdentifier] = []
                let lines = TransitionTrace.capture {
                    parent.dismiss(animated: true) { completionCalled = true }
                    stage.run(seconds: 0.15)
                    childContainerHiddenMidway = childContainer.isHidden
                    treeMidway = stage.window.subviews.map(ObjectIdentifier.init)
                    stage.run(seconds: 0.5)
                }
                // Assertion: the panel's transition animates with the panel's animator; the full-screen
                // presentation below is ended without one, after it; then the appearance ends, top first.
                #expect(lines == [
                    "PanelTransitionDelegate.animationController(forDismissed: Grandchild) -> SlideAnimator",
                    "PanelTransitionDelegate.interactionControllerForDismissal(using: SlideAnimator) -> nil",
                    "Grandchild.viewWillDisappear(true)",
                    "Child.viewWillDisappear(true)",
                    "Parent.viewWillAppear(true)",
                    "HalfScreenPresentationController.dismissalTransitionWillBegin()",
                    "SlideAnimator.interruptibleAnimator(using:) -> UIViewPropertyAnimator",
                    "SlideAnimator.completeTransition(true)",
                    "HalfScreenPresentationController.dismissalTransitionDidEnd(true)",
                    "FullScreenPresentationController.dismissalTransitionWillBegin()",
                    "FullScreenPresentationController.dismissalTransitionDidEnd(true)",
                    "Grandchild.viewDidDisappear(true)",
                    "Child.viewDidDisappear(true)",
                    "Parent.viewDidAppear(true)",
                    "dismiss completion",
                    "SlideAnimator.animationEnded(true)",
                ])
                #expect(completionCalled)
                _ = delegate
                // Mid-way the middle presentation is hidden and the parent's view is back underneath.
                #expect(childContainerHiddenMidway == true)
                #expect(treeMidway == [parent.view, childContainer, panelContainer].map(ObjectIdentifier.init))
                // At the end only the parent's view is left, and nobody is linked.
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(parent.view)])
                #expect(parent.presentedViewController == nil)
                #expect(child.presentingViewController == nil)
                #expect(child.presentedViewController == nil)
                #expect(grandchild.presentingViewController == nil)
                #expect(child.presentationController == nil)
                #expect(grandchild.presentationController == nil)
                #expect(child.view.superview == nil)
                #expect(grandchild.view.superview == nil)
                #expect([parent.appearanceState, child.appearanceState, grandchild.appearanceState]
                        == [.appeared, .disappeared, .disappeared])
            }
        }

        @Test func dismissingAThreeDeepStackDropsTheMiddleOnesTopFirst() {
            // Precondition: Parent → Child (full screen) → Grandchild (sheet) → Child2 (panel).
            final class Child2: ColorViewController {}
            let parent = Parent(.blue)
            let child = Child(.red)
            let grandchild = Grandchild(.yellow)
            let top = Child2(.green)
            let delegate = PanelTransitionDelegate()
            child.modalPresentationStyle = .fullScreen
            grandchild.modalPresentationStyle = .pageSheet
            top.modalPresentationStyle = .custom
            top.transitioningDelegate = delegate
            withTransitionStage(root: parent) { stage in
                parent.present(child, animated: false)
                child.present(grandchild, animated: false)
                grandchild.present(top, animated: false)
                #expect(stage.window.subviews.count == 3)

                // Action: dismiss everything from the root, without animation.
                let lines = TransitionTrace.capture { parent.dismiss(animated: false) }
                // Assertion: no animator asked; the presentation controllers end top to bottom.
                #expect(lines.filter { $0.contains("PresentationController.dismissalTransition") } == [
                    "HalfScreenPresentationController.dismissalTransitionWillBegin()",
                    "HalfScreenPresentationController.dismissalTransitionDidEnd(true)",
                    "UISheetPresentationController.dismissalTransitionWillBegin()",
                    "UISheetPresentationController.dismissalTransitionDidEnd(true)",
                    "FullScreenPresentationController.dismissalTransitionWillBegin()",
                    "FullScreenPresentationController.dismissalTransitionDidEnd(true)",
                ])
                #expect(!lines.contains { $0.contains("animationController") })
                #expect(lines.filter { $0.contains("viewDid") } == [
                    "Child2.viewDidDisappear(false)",
                    "Grandchild.viewDidDisappear(false)",
                    "Child.viewDidDisappear(false)",
                    "Parent.viewDidAppear(false)",
                ])
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(parent.view)])
                #expect(parent.presentedViewController == nil)
                #expect(child.presentedViewController == nil)
                #expect(grandchild.presentedViewController == nil)
                #expect(top.presentingViewController == nil)
                _ = delegate
            }
        }

        @Test func dismissingFromTheMiddleControllerTakesOnlyTheTopAway() throws {
            // Precondition: Parent → Child (full screen) → Grandchild (panel).
            let parent = Parent(.blue)
            let child = Child(.red)
            let grandchild = Grandchild(.yellow)
            try withTransitionStage(root: parent) { stage in
                let delegate = presentStack(parent, child, grandchild)
                let childContainer = try #require(child.presentationController?.containerView)

                // Action: Child dismisses what it presented.
                let lines = TransitionTrace.capture {
                    child.dismiss(animated: true)
                    stage.run(seconds: 0.5)
                }
                // Assertion: only the panel went; Child is still presented full screen, and stays on screen.
                #expect(lines.filter { $0.contains("dismissalTransition") } == [
                    "HalfScreenPresentationController.dismissalTransitionWillBegin()",
                    "HalfScreenPresentationController.dismissalTransitionDidEnd(true)",
                ])
                #expect(!lines.contains { $0.hasPrefix("Child.") || $0.hasPrefix("Parent.") })
                #expect(child.presentedViewController == nil)
                #expect(grandchild.presentingViewController == nil)
                #expect(parent.presentedViewController === child)
                #expect(child.presentingViewController === parent)
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(childContainer)])
                #expect(parent.view.superview == nil)
                #expect(child.appearanceState == .appeared)
                _ = delegate
            }
        }

        @Test func dismissCalledOnThePresentedControllerDismissesItself() throws {
            // Precondition: Parent → Child (full screen) → Grandchild (panel).
            let parent = Parent(.blue)
            let child = Child(.red)
            let grandchild = Grandchild(.yellow)
            try withTransitionStage(root: parent) { stage in
                let delegate = presentStack(parent, child, grandchild)
                let panelContainer = try #require(grandchild.presentationController?.containerView)

                // Action: the top controller dismisses itself.
                var completionCalled = false
                let lines = TransitionTrace.capture {
                    grandchild.dismiss(animated: true) { completionCalled = true }
                    stage.run(seconds: 0.5)
                }
                // Assertion
                #expect(completionCalled)
                #expect(lines.first == "PanelTransitionDelegate.animationController(forDismissed: Grandchild) -> SlideAnimator")
                #expect(lines.filter { $0.hasPrefix("Grandchild.") } == ["Grandchild.viewWillDisappear(true)", "Grandchild.viewDidDisappear(true)"])
                #expect(panelContainer.superview == nil)
                #expect(child.presentedViewController == nil)
                #expect(parent.presentedViewController === child)
                _ = delegate
            }
        }

        @Test func dismissWithNothingPresentedDoesNothing() {
            // Precondition: the root on screen, nothing presented.
            let parent = Parent(.blue)
            withTransitionStage(root: parent) { stage in
                var completionCalled = false
                // Action
                let lines = TransitionTrace.capture { parent.dismiss(animated: true) { completionCalled = true } }
                // Assertion
                #expect(lines == ["Parent.dismiss: nothing to dismiss"])
                #expect(!completionCalled)
                #expect(stage.window.subviews.count == 1)
            }
        }

        @Test func aChildOfAPresentedControllerDismissesItsPresentedAncestor() throws {
            // Precondition: Child (panel) holds a Grandchild as a child controller.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = PanelTransitionDelegate()
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            withTransitionStage(root: parent) { stage in
                let inner = Grandchild(.yellow)
                child.addChild(inner)
                child.view.addSubview(inner.view)
                inner.didMove(toParent: child)
                parent.present(child, animated: false)
                #expect(inner.presentingViewController === parent)
                #expect(inner.presentationController === child.presentationController)
                // Action
                inner.dismiss(animated: false)
                // Assertion: the presented ancestor went.
                #expect(parent.presentedViewController == nil)
                #expect(child.view.superview == nil)
            }
        }
    }
}
