import CX11
import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// Scene 003 "Transitions in depth" driven with real pointer input through XTest: the Home stack's
/// full-page swipe back (custom pop), the Detail stack's built-in edge swipe, and the page sheet
/// whose pull-down is vetoed while it has unsaved changes. Each checks the window's pixels and the
/// callback trace (`--trace`).
@Suite(.serialized, .takesTurns("swipes and pulls the transitions scene with the shared server's pointer through XTest"))
struct TransitionsSceneTests {
    /// The trace lines that tell how a pop or a dismissal ended.
    static let endings = ["completeTransition(", "interactionControllerFor:", "DidAttemptToDismiss", "dismissalTransitionDidEnd"]

    /// Opens an entry on the Home stack and returns the window showing it, settled.
    private func openCustomEntry(_ stage: SceneStage) throws -> Bitmap {
        stage.click(TransitionsStage.openEntry)
        return try stage.settle(on: TransitionsStage.white)
    }

    @Test func fullPageSwipeReleasedAtThirtyPercentShowsTheEntryAgain() throws {
        // Precondition: an entry pushed onto the Home stack.
        let stage = try TransitionsStage.start()
        let pushed = try openCustomEntry(stage)
        // Action: from the middle of the page (far from the edge), 10 px to start the pan, then 30 %
        // of the 600-point width, slowly; rest; release.
        stage.demo.drag(stage.window, from: (100, 300), to: (290, 300), steps: 19, interval: 0.02, rest: 0.25)
        // Assertion: the entry is back, pixel for pixel; the custom pop was driven and cancelled.
        #expect(try stage.differingPixels(from: pushed) == 0)
        #expect(stage.finish(keeping: Self.endings).filter { !$0.hasPrefix("NavigationSlideAnimator") } == [
            "HomeNavigationController.navigationController(_:interactionControllerFor: SlideFromLeftToRightTransition) -> SwipeBackInteractive",
            "SlideFromLeftToRightTransition.completeTransition(false)",
        ])
    }

    @Test func fullPageSwipeReleasedAtSixtyPercentShowsTheJournalAgain() throws {
        // Precondition: an entry pushed onto the Home stack.
        let stage = try TransitionsStage.start()
        _ = try openCustomEntry(stage)
        // Action: 10 px to start the pan, then 60 % of the width, slowly; rest; release.
        stage.demo.drag(stage.window, from: (100, 300), to: (470, 300), steps: 37, interval: 0.02, rest: 0.25)
        // Assertion: the journal exactly as before the push; the custom pop completed.
        #expect(try stage.differingPixels(from: stage.root) == 0)
        #expect(stage.finish(keeping: Self.endings).filter { !$0.hasPrefix("NavigationSlideAnimator") } == [
            "HomeNavigationController.navigationController(_:interactionControllerFor: SlideFromLeftToRightTransition) -> SwipeBackInteractive",
            "SlideFromLeftToRightTransition.completeTransition(true)",
        ])
    }

    /// Shows the Detail tab's root (captured), goes back Home and opens an entry on the default
    /// stack; returns the Detail root and the pushed entry, settled.
    private func openDefaultEntry(_ stage: SceneStage) throws -> (root: Bitmap, pushed: Bitmap) {
        stage.click(TransitionsStage.detailTab)
        usleep(700_000)
        let root = try stage.settle(on: TransitionsStage.groupedBackground)
        stage.click(TransitionsStage.homeTab)
        usleep(700_000)
        _ = try stage.settle(on: TransitionsStage.groupedBackground)
        stage.click(TransitionsStage.openDefaultEntry)
        return (root, try stage.settle(on: TransitionsStage.white))
    }

    @Test func defaultStackEdgeSwipeAtThirtyPercentShowsTheEntryAgain() throws {
        // Precondition: an entry pushed onto the Detail tab's stack, which has no delegate.
        let stage = try TransitionsStage.start()
        let (_, pushed) = try openDefaultEntry(stage)
        // Action: from the left edge, 10 px to start, then 30 % of the width, slowly; rest; release.
        stage.demo.drag(stage.window, from: (2, 300), to: (192, 300), steps: 19, interval: 0.02, rest: 0.25)
        // Assertion: the entry again, pixel for pixel; the built-in pop (push, then a cancelled pop)
        // ran and the custom one never did.
        #expect(try stage.differingPixels(from: pushed) == 0)
        let trace = stage.finish(keeping: Self.endings).filter { $0.contains("Slide") }
        #expect(trace == ["NavigationSlideAnimator.completeTransition(true)", "NavigationSlideAnimator.completeTransition(false)"])
    }

    @Test func defaultStackEdgeSwipeAtSixtyPercentShowsTheDetailRootAgain() throws {
        // Precondition: an entry pushed onto the Detail tab's stack.
        let stage = try TransitionsStage.start()
        let (root, _) = try openDefaultEntry(stage)
        // Action: from the left edge, 10 px to start, then 60 % of the width, slowly; rest; release.
        stage.demo.drag(stage.window, from: (2, 300), to: (372, 300), steps: 37, interval: 0.02, rest: 0.25)
        // Assertion: the Detail root exactly as before; the built-in pop completed.
        #expect(try stage.differingPixels(from: root) == 0)
        let trace = stage.finish(keeping: Self.endings).filter { $0.contains("Slide") }
        #expect(trace == ["NavigationSlideAnimator.completeTransition(true)", "NavigationSlideAnimator.completeTransition(true)"])
    }

    @Test func vetoedPullDownAsksAndDiscardEndsOnTheJournal() throws {
        // Precondition: the "New entry" sheet up with a change made (the sheet at 600×500 has
        // "Make a change" at y 154…204; its action sheet puts "Discard" at y 372…426 and
        // "Keep editing" at 434…490, both 484 wide).
        let stage = try TransitionsStage.start()
        stage.click(TransitionsStage.newEntry)
        #expect(stage.demo.waitForStandardError(containing: "UISheetPresentationController.presentationTransitionDidEnd(true)"))
        usleep(300_000)
        stage.click((300, 179))
        usleep(300_000)
        // Action 1: pull the sheet down 250 px slowly and let go.
        stage.demo.drag(stage.window, from: (300, 150), to: (300, 400), steps: 25, interval: 0.02, rest: 0.2)
        // Assertion 1: the refused pull asked the delegate, and the action sheet came up.
        #expect(stage.demo.waitForStandardError(containing: "AlertPresentationController.presentationTransitionDidEnd(true)"))
        let keepEditing = stage.demo.waitForPixel(of: stage.window, x: 120, y: 462) { $0.isClose(to: TransitionsStage.white, tolerance: 0) }
        #expect(keepEditing.map { $0.isClose(to: TransitionsStage.white, tolerance: 0) } == true,
                "the action sheet's Keep editing button: \(String(describing: keepEditing))")
        usleep(200_000)
        // Action 2: "Discard".
        stage.click((300, 399))
        // Assertion 2: the journal exactly as before the sheet; the sheet's only dismissal completed.
        #expect(try stage.differingPixels(from: stage.root) == 0)
        // The last frame can be on screen a moment before the transition's last callback.
        _ = stage.demo.waitForStandardError(containing: "UISheetPresentationController.dismissalTransitionDidEnd(")
        let trace = stage.finish(keeping: Self.endings).filter { $0.hasPrefix("NewEntry") || $0.hasPrefix("UISheetPresentation") }
        #expect(trace == [
            "NewEntryViewController.presentationControllerDidAttemptToDismiss(UISheetPresentationController)",
            "UISheetPresentationController.dismissalTransitionDidEnd(true)",
        ])
    }
}
