@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// User-initiated dismissals (Escape, a sheet's pull-down) and their veto: `isModalInPresentation`
    /// and the adaptive delegate (docs/UIKIT-REFERENCE.md, "Dismissal veto"). Programmatic dismissals skip both.
    @Suite struct DismissalVetoTests {
        /// 360×640 window: the sheet's card is at (0, 38, 360, 602); its grabber strip is y 38…58.
        /// (The pull-down itself, card-wide and interactive, has its own suite: SheetPullDownTests.)
        static let size = CGSize(width: 360, height: 640)
        static let cardFrame = CGRect(x: 0, y: 38, width: 360, height: 602)
        static let grabberPoint = CGPoint(x: 143, y: 47)

        /// Presents `child` as a page sheet without animation and gives its presentation controller
        /// `delegate`; returns the sheet controller.
        private func presentSheet(_ child: Child, on parent: Parent, delegate: DismissalDelegate,
                                  _ stage: TransitionStage) throws -> UISheetPresentationController {
            child.modalPresentationStyle = .pageSheet
            parent.present(child, animated: false)
            stage.frame()
            let pc = try #require(child.presentationController as? UISheetPresentationController)
            pc.delegate = delegate
            return pc
        }

        // MARK: Escape

        @Test func escapeOnAModalInPresentationControllerIsRefusedAndReported() throws {
            // Precondition: a sheet whose controller is modal in presentation.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            child.isModalInPresentation = true
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action
                let lines = TransitionTrace.capture {
                    stage.pressEscape()
                    stage.run(seconds: 0.6)
                }
                // Assertion: the delegate hears the attempt only (not even asked); nothing moves.
                #expect(lines == ["DismissalDelegate.presentationControllerDidAttemptToDismiss(UISheetPresentationController)"])
                #expect(parent.presentedViewController === child)
                #expect(pc.containerView?.superview === stage.window)
                #expect(child.appearanceState == .appeared)
            }
        }

        @Test func escapeRefusedByTheDelegateIsReported() throws {
            // Precondition: a sheet whose adaptive delegate refuses dismissal.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            delegate.allowsDismissal = false
            try withTransitionStage(root: parent, size: Self.size) { stage in
                _ = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action
                let lines = TransitionTrace.capture {
                    stage.pressEscape()
                    stage.run(seconds: 0.6)
                }
                // Assertion
                #expect(lines == [
                    "DismissalDelegate.presentationControllerShouldDismiss(UISheetPresentationController) -> false",
                    "DismissalDelegate.presentationControllerDidAttemptToDismiss(UISheetPresentationController)",
                ])
                #expect(parent.presentedViewController === child)
            }
        }

        @Test func escapeWithoutVetoDismissesAndTheDelegateHearsWillThenDid() throws {
            // Precondition: a sheet whose delegate allows dismissal.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                _ = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action
                let lines = TransitionTrace.capture {
                    stage.pressEscape()
                    stage.run(seconds: 0.6)
                }
                // Assertion: Should → Will → the animated dismissal → Did after dismissalTransitionDidEnd(true).
                #expect(lines == [
                    "DismissalDelegate.presentationControllerShouldDismiss(UISheetPresentationController) -> true",
                    "DismissalDelegate.presentationControllerWillDismiss(UISheetPresentationController)",
                    "Child.viewWillDisappear(true)",
                    "UISheetPresentationController.dismissalTransitionWillBegin()",
                    "CoverVerticalAnimator.animateTransition(using:)",
                    "CoverVerticalAnimator.completeTransition(true)",
                    "UISheetPresentationController.dismissalTransitionDidEnd(true)",
                    "Child.viewDidDisappear(true)",
                    "DismissalDelegate.presentationControllerDidDismiss(UISheetPresentationController)",
                    "CoverVerticalAnimator.animationEnded(true)",
                ])
                #expect(parent.presentedViewController == nil)
                #expect(stage.window.subviews.count == 1)
            }
        }

        @Test func escapeWhileThePresentationComesInDismissesOnceItCompletes() throws {
            // Precondition: a sheet being presented, a third of the way.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            child.modalPresentationStyle = .pageSheet
            try withTransitionStage(root: parent, size: Self.size) { stage in
                parent.present(child, animated: true)
                let pc = try #require(child.presentationController)
                pc.delegate = delegate
                stage.run(seconds: 0.13)
                // Action: Escape now, then let the presentation finish.
                var atPress: [String] = []
                var warnings: [String] = []
                let later = TransitionTrace.capture {
                    warnings = capturingWarnings { atPress = TransitionTrace.capture { stage.pressEscape() } }
                    stage.run(seconds: 0.4)
                }
                // Assertion: nothing happens at the press (no warning either); the request is made,
                // veto rules included, right after the presentation's animationEnded.
                #expect(atPress.isEmpty)
                #expect(warnings.isEmpty)
                let ended = try #require(later.firstIndex(of: "CoverVerticalAnimator.animationEnded(true)"))
                #expect(Array(later[(ended + 1)...].prefix(4)) == [
                    "DismissalDelegate.presentationControllerShouldDismiss(UISheetPresentationController) -> true",
                    "DismissalDelegate.presentationControllerWillDismiss(UISheetPresentationController)",
                    "Child.viewWillDisappear(true)",
                    "UISheetPresentationController.dismissalTransitionWillBegin()",
                ])
                stage.run(seconds: 0.5)
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func escapeWhileADismissalRunsIsIgnored() throws {
            // Precondition: a sheet being dismissed from code, a third of the way.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                _ = try presentSheet(child, on: parent, delegate: delegate, stage)
                child.dismiss(animated: true)
                stage.run(seconds: 0.13)
                // Action
                var warnings: [String] = []
                let lines = TransitionTrace.capture {
                    warnings = capturingWarnings { stage.pressEscape() }
                    stage.run(seconds: 0.5)
                }
                // Assertion: the dismissal ends normally; the delegate hears nothing; Escape did not
                // travel on to the parent.
                #expect(warnings.isEmpty)
                #expect(!lines.contains { $0.hasPrefix("DismissalDelegate.") })
                #expect(lines.contains("UISheetPresentationController.dismissalTransitionDidEnd(true)"))
                #expect(parent.presentedViewController == nil)
                #expect(parent.view.superview === stage.window)
            }
        }

        @Test func escapeDismissesOnlyTheTopmostPresentation() throws {
            // Precondition: Parent → Child (sheet) → Grandchild (over full screen).
            let parent = Parent(.blue)
            let child = Child(.red)
            let grandchild = Grandchild(.yellow)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                _ = try presentSheet(child, on: parent, delegate: DismissalDelegate(), stage)
                grandchild.modalPresentationStyle = .overFullScreen
                child.present(grandchild, animated: false)
                // Action
                stage.pressEscape()
                stage.run(seconds: 0.6)
                // Assertion
                #expect(child.presentedViewController == nil)
                #expect(parent.presentedViewController === child)
            }
        }

        @Test func programmaticDismissNeverAsksOrTellsTheAdaptiveDelegate() throws {
            // Precondition: a modal-in-presentation sheet whose delegate would refuse.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            delegate.allowsDismissal = false
            child.isModalInPresentation = true
            try withTransitionStage(root: parent, size: Self.size) { stage in
                _ = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action
                let lines = TransitionTrace.capture {
                    child.dismiss(animated: true)
                    stage.run(seconds: 0.6)
                }
                // Assertion: dismissed, and no adaptive-delegate line at all.
                #expect(!lines.contains { $0.hasPrefix("DismissalDelegate.") })
                #expect(lines.contains("UISheetPresentationController.dismissalTransitionDidEnd(true)"))
                #expect(parent.presentedViewController == nil)
            }
        }

        // MARK: Sheet pull-down

        @Test func aLongSlowPullDownDismissesTheSheet() throws {
            // Precondition: a sheet at rest.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                let card = try #require(pc.presentedView)
                // Action: drag the grabber 400 pt down at 100 pt/s, without letting go yet.
                var lines = TransitionTrace.capture {
                    stage.drag(from: Self.grabberPoint, down: 400, steps: 80, interval: 0.05, release: false)
                }
                // Assertion: the pull started the dismissal at once (asked, then Will), and the card
                // follows the finger one to one from where the pan began (10 pt in).
                #expect(lines.filter { $0.hasPrefix("DismissalDelegate.") } == [
                    "DismissalDelegate.presentationControllerShouldDismiss(UISheetPresentationController) -> true",
                    "DismissalDelegate.presentationControllerWillDismiss(UISheetPresentationController)",
                ])
                #expect(isClose(presentedFrame(card).minY, 38 + 390, tolerance: 1e-6))

                // Action: let go and let the dismissal run.
                lines = TransitionTrace.capture {
                    stage.app.handle(.pointerUp(CGPoint(x: Self.grabberPoint.x, y: Self.grabberPoint.y + 400), button: 1, time: 104.05))
                    stage.run(seconds: 0.8)
                }
                // Assertion: the user dismissal completes: dismissalTransitionDidEnd(true), then Did.
                #expect(lines.filter { $0.hasPrefix("DismissalDelegate.") } == [
                    "DismissalDelegate.presentationControllerDidDismiss(UISheetPresentationController)",
                ])
                let didEnd = try #require(lines.firstIndex(of: "UISheetPresentationController.dismissalTransitionDidEnd(true)"))
                let didDismiss = try #require(lines.firstIndex(of: "DismissalDelegate.presentationControllerDidDismiss(UISheetPresentationController)"))
                #expect(didEnd < didDismiss)
                #expect(parent.presentedViewController == nil)
                #expect(card.superview == nil)
                #expect(stage.window.subviews.count == 1)
            }
        }

        @Test func aShortSlowPullDownGoesBackWithoutDismissing() throws {
            // Precondition: a sheet at rest.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                let card = try #require(pc.presentedView)
                // Action: drag 90 pt down at 100 pt/s and let go, then let the spring settle.
                var topBeforeRelease: CGFloat?
                let lines = TransitionTrace.capture {
                    stage.drag(from: Self.grabberPoint, down: 90, steps: 18, interval: 0.05, release: false)
                    topBeforeRelease = presentedFrame(card).minY
                    stage.app.handle(.pointerUp(CGPoint(x: Self.grabberPoint.x, y: Self.grabberPoint.y + 90), button: 1, time: 101.0))
                    stage.run(seconds: 1.0)
                }
                // Assertion: the interactive dismissal the pull started (Should, Will) was cancelled:
                // no DidDismiss, no attempt; the card is back where it was.
                #expect(topBeforeRelease.map { isClose($0, 38 + 80, tolerance: 1e-6) } == true)
                #expect(lines.filter { $0.hasPrefix("DismissalDelegate.") } == [
                    "DismissalDelegate.presentationControllerShouldDismiss(UISheetPresentationController) -> true",
                    "DismissalDelegate.presentationControllerWillDismiss(UISheetPresentationController)",
                ])
                #expect(lines.contains("UISheetPresentationController.dismissalTransitionDidEnd(false)"))
                #expect(parent.presentedViewController === child)
                #expect(isClose(card.transform, .identity, tolerance: 1e-6))
                #expect(isClose(presentedFrame(card), Self.cardFrame, tolerance: 0.01))
                #expect(card.frame == Self.cardFrame)
            }
        }

        @Test func aQuickDownwardFlickDismissesEvenWhenShort() throws {
            // Precondition: a sheet at rest.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            try withTransitionStage(root: parent, size: Self.size) { stage in
                _ = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action: 60 pt in 80 ms (750 pt/s, over the 300 pt/s threshold).
                stage.drag(from: Self.grabberPoint, down: 60, steps: 3, interval: 0.02)
                stage.run(seconds: 0.8)
                // Assertion
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func aPullDownOnAModalSheetRubberBandsAndReportsTheAttempt() throws {
            // Precondition: a modal-in-presentation sheet.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            child.isModalInPresentation = true
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                let card = try #require(pc.presentedView)
                // Action: the same long slow drag that dismisses a plain sheet.
                var offsetBeforeRelease: CGFloat = 0
                let lines = TransitionTrace.capture {
                    stage.drag(from: Self.grabberPoint, down: 400, steps: 80, interval: 0.05, release: false)
                    offsetBeforeRelease = card.transform.ty
                    stage.app.handle(.pointerUp(CGPoint(x: Self.grabberPoint.x, y: Self.grabberPoint.y + 400), button: 1, time: 104.05))
                    stage.run(seconds: 1.0)
                }
                // Assertion: the card resisted (the rubber band of the 390 pt the pan moved once past
                // its 10 pt hysteresis), the attempt was reported, nothing dismissed.
                let banded = RubberBand.offset(390, dimension: 602)
                #expect(isClose(offsetBeforeRelease, banded, tolerance: 1e-6))
                #expect(offsetBeforeRelease < 390)
                #expect(lines == ["DismissalDelegate.presentationControllerDidAttemptToDismiss(UISheetPresentationController)"])
                #expect(parent.presentedViewController === child)
                #expect(isClose(card.transform, .identity, tolerance: 1e-6))
                #expect(card.frame == Self.cardFrame)
            }
        }

        @Test func aFlickOnAModalSheetReportsTheAttempt() throws {
            // Precondition: a modal-in-presentation sheet.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            child.isModalInPresentation = true
            try withTransitionStage(root: parent, size: Self.size) { stage in
                _ = try presentSheet(child, on: parent, delegate: delegate, stage)
                // Action: a fast 60 pt flick.
                let lines = TransitionTrace.capture {
                    stage.drag(from: Self.grabberPoint, down: 60, steps: 3, interval: 0.02)
                    stage.run(seconds: 1.0)
                }
                // Assertion
                #expect(lines == ["DismissalDelegate.presentationControllerDidAttemptToDismiss(UISheetPresentationController)"])
                #expect(parent.presentedViewController === child)
            }
        }

        @Test func aPullDownTheDelegateRefusesSpringsBack() throws {
            // Precondition: a sheet whose delegate refuses.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = DismissalDelegate()
            delegate.allowsDismissal = false
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: delegate, stage)
                let card = try #require(pc.presentedView)
                // Action: a long slow drag.
                let lines = TransitionTrace.capture {
                    stage.drag(from: Self.grabberPoint, down: 400, steps: 80, interval: 0.05)
                    stage.run(seconds: 1.0)
                }
                // Assertion
                #expect(lines == [
                    "DismissalDelegate.presentationControllerShouldDismiss(UISheetPresentationController) -> false",
                    "DismissalDelegate.presentationControllerDidAttemptToDismiss(UISheetPresentationController)",
                ])
                #expect(parent.presentedViewController === child)
                #expect(card.frame == Self.cardFrame)
                #expect(isClose(card.transform, .identity, tolerance: 1e-6))
            }
        }

        @Test func aDragThatStartsAboveTheCardDoesNotMoveTheSheet() throws {
            // Precondition: a sheet at rest.
            let parent = Parent(.blue)
            let child = Child(.red)
            try withTransitionStage(root: parent, size: Self.size) { stage in
                let pc = try presentSheet(child, on: parent, delegate: DismissalDelegate(), stage)
                let card = try #require(pc.presentedView)
                // Action: the same long drag, starting on the dimmed strip above the card (the whole
                // card pulls, the dimming around it does not).
                stage.drag(from: CGPoint(x: 143, y: 20), down: 400, steps: 80, interval: 0.05)
                stage.run(seconds: 1.0)
                // Assertion
                #expect(parent.presentedViewController === child)
                #expect(card.transform == .identity)
                #expect(card.frame == Self.cardFrame)
            }
        }
    }
}
