@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// `transitionCoordinator`, `isBeingPresented` and `isBeingDismissed` as the controllers see them
    /// from their appearance callbacks, and the coordinator's alongside animations and completions.
    @Suite struct TransitionCoordinatorTests {
        /// What a controller saw in one callback.
        struct Sight: Equatable {
            var hasCoordinator: Bool
            var isBeingPresented: Bool
            var isBeingDismissed: Bool
        }

        private func sight(_ vc: UIViewController) -> Sight {
            Sight(hasCoordinator: vc.transitionCoordinator != nil,
                  isBeingPresented: vc.isBeingPresented, isBeingDismissed: vc.isBeingDismissed)
        }

        @Test func presentedAndPresentingShareACoordinatorOnlyWhileThePresentationRuns() {
            // Precondition: a full-screen presentation, so both controllers get appearance callbacks.
            let root = RootProbe(.blue)
            let modal = ModalProbe(.red)
            modal.modalPresentationStyle = .fullScreen
            withTransitionStage(root: root) { stage in
                var seen: [String: Sight] = [:]
                var sameCoordinator = false
                var coordinatorFacts: (animated: Bool, style: UIModalPresentationStyle, to: UIViewController?, from: UIViewController?)?
                modal.onWillAppear = {
                    seen["modal.willAppear"] = sight(modal)
                    seen["root.duringModalWillAppear"] = sight(root)
                    sameCoordinator = modal.transitionCoordinator === root.transitionCoordinator
                    if let c = modal.transitionCoordinator {
                        coordinatorFacts = (c.isAnimated, c.presentationStyle,
                                            c.viewController(forKey: .to), c.viewController(forKey: .from))
                    }
                }
                modal.onDidAppear = { seen["modal.didAppear"] = sight(modal) }
                root.onWillDisappear = { seen["root.willDisappear"] = sight(root) }
                // Action
                root.present(modal, animated: true)
                stage.run(seconds: 0.6)
                // Assertion
                #expect(seen["modal.willAppear"] == Sight(hasCoordinator: true, isBeingPresented: true, isBeingDismissed: false))
                #expect(seen["root.willDisappear"] == Sight(hasCoordinator: true, isBeingPresented: false, isBeingDismissed: false))
                #expect(seen["root.duringModalWillAppear"]?.hasCoordinator == true)
                #expect(sameCoordinator)
                #expect(coordinatorFacts?.animated == true)
                #expect(coordinatorFacts?.style == .fullScreen)
                #expect(coordinatorFacts?.to === modal)
                #expect(coordinatorFacts?.from === root)
                // viewDidAppear: still being presented, the transition is over.
                #expect(seen["modal.didAppear"] == Sight(hasCoordinator: false, isBeingPresented: true, isBeingDismissed: false))
                // Afterwards: nothing.
                #expect(sight(modal) == Sight(hasCoordinator: false, isBeingPresented: false, isBeingDismissed: false))
                #expect(root.transitionCoordinator == nil)
            }
        }

        @Test func dismissedControllerIsBeingDismissedThroughItsDisappearanceOnly() {
            // Precondition: an over-full-screen modal already presented.
            let root = RootProbe(.blue)
            let modal = ModalProbe(.red)
            modal.modalPresentationStyle = .overFullScreen
            withTransitionStage(root: root) { stage in
                root.present(modal, animated: false)
                var seen: [String: Sight] = [:]
                var rootHadCoordinator = false
                modal.onWillDisappear = {
                    seen["modal.willDisappear"] = sight(modal)
                    rootHadCoordinator = root.transitionCoordinator != nil
                }
                modal.onDidDisappear = { seen["modal.didDisappear"] = sight(modal) }
                // Action
                modal.dismiss(animated: true)
                let midway = sight(modal)
                stage.run(seconds: 0.6)
                // Assertion
                #expect(seen["modal.willDisappear"] == Sight(hasCoordinator: true, isBeingPresented: false, isBeingDismissed: true))
                #expect(rootHadCoordinator)
                #expect(midway == Sight(hasCoordinator: true, isBeingPresented: false, isBeingDismissed: true))
                #expect(seen["modal.didDisappear"] == Sight(hasCoordinator: false, isBeingPresented: false, isBeingDismissed: true))
                #expect(sight(modal) == Sight(hasCoordinator: false, isBeingPresented: false, isBeingDismissed: false))
                #expect(root.transitionCoordinator == nil)
            }
        }

        @Test func aNonAnimatedPresentationStillHasACoordinatorThatSaysSo() {
            // Precondition
            let root = RootProbe(.blue)
            let modal = ModalProbe(.red)
            modal.modalPresentationStyle = .overFullScreen
            withTransitionStage(root: root) { _ in
                var animated: Bool?
                var alongsideRan = false
                var completionCancelled: Bool?
                modal.onWillAppear = {
                    animated = modal.transitionCoordinator?.isAnimated
                    modal.transitionCoordinator?.animate(alongsideTransition: { _ in alongsideRan = true },
                                                         completion: { completionCancelled = $0.isCancelled })
                }
                // Action
                root.present(modal, animated: false)
                // Assertion: the alongside block and the completion both ran before present returned.
                #expect(animated == false)
                #expect(alongsideRan)
                #expect(completionCancelled == false)
                #expect(modal.transitionCoordinator == nil)
            }
        }

        @Test func alongsideAnimationsRunWithTheTransitionAndCompletionsAfterIt() throws {
            // Precondition: the half-screen panel fades its dimming view to 0.3 alongside a 0.3 s slide.
            let root = RootProbe(.blue)
            let modal = ModalProbe(.red)
            let delegate = PanelTransitionDelegate()
            modal.modalPresentationStyle = .custom
            modal.transitioningDelegate = delegate
            try withTransitionStage(root: root) { stage in
                var completionLines: [String] = []
                modal.onWillAppear = {
                    modal.transitionCoordinator?.animate(alongsideTransition: nil) { ctx in
                        completionLines.append("completion cancelled=\(ctx.isCancelled) presentedView.superview=\(modal.view.superview != nil)")
                    }
                }
                // Action: present and stop half-way.
                root.present(modal, animated: true)
                let pc = try #require(modal.presentationController as? HalfScreenPresentationController)
                stage.run(seconds: 0.15)
                let dimMidway = presentedOpacity(pc.dimmingView)
                let completedMidway = completionLines
                stage.run(seconds: 0.4)
                // Assertion: mid-way the dimming is part-way, and the completion waits for the end.
                #expect(dimMidway > 0.02 && dimMidway < 0.28)
                #expect(completedMidway.isEmpty)
                #expect(completionLines == ["completion cancelled=false presentedView.superview=true"])
                #expect(isClose(pc.dimmingView.alpha, 0.3, tolerance: 1e-6))
            }
        }

        @Test func aCancelledTransitionTellsTheCoordinatorCompletions() {
            // Precondition: a panel whose slide animator cancels.
            let root = RootProbe(.blue)
            let modal = ModalProbe(.red)
            let delegate = PanelTransitionDelegate()
            delegate.presentAnimator?.completes = false
            modal.modalPresentationStyle = .custom
            modal.transitioningDelegate = delegate
            withTransitionStage(root: root) { stage in
                var cancelled: Bool?
                modal.onWillAppear = {
                    modal.transitionCoordinator?.animate(alongsideTransition: nil) { cancelled = $0.isCancelled }
                }
                // Action
                root.present(modal, animated: true)
                stage.run(seconds: 0.5)
                // Assertion
                #expect(cancelled == true)
                #expect(!modal.isBeingPresented)
                #expect(modal.transitionCoordinator == nil)
            }
        }

        @Test func aChildOfThePresentedControllerSeesItsParentsCoordinator() {
            // Precondition: the modal holds a child controller.
            let root = RootProbe(.blue)
            let modal = ModalProbe(.red)
            modal.modalPresentationStyle = .overFullScreen
            withTransitionStage(root: root) { stage in
                let inner = ModalProbe(.green)
                modal.addChild(inner)
                modal.view.addSubview(inner.view)
                inner.didMove(toParent: modal)
                var innerCoordinatorIsModals = false
                inner.onWillAppear = { innerCoordinatorIsModals = inner.transitionCoordinator != nil && inner.transitionCoordinator === modal.transitionCoordinator }
                // Action
                root.present(modal, animated: true)
                stage.run(seconds: 0.6)
                // Assertion
                #expect(innerCoordinatorIsModals)
                #expect(inner.appearanceState == .appeared)
                #expect(inner.transitionCoordinator == nil)
            }
        }
    }
}
