import CX11
import Foundation
import Testing
import TestTurns

/// Dragging the bottom panel of scene 000 with real pointer input through XTest: released early it
/// springs back, dragged far or flung it leaves, grabbed while leaving it comes back. Each checks the
/// window's pixels and the callback trace.
@Suite(.serialized, .takesTurns("drags the panel with the shared server's pointer through XTest")) struct PanelDragTests {
    @Test func slowDragOfAThirdSpringsBackToExactlyThePresentedPanel() throws {
        // Precondition: the bottom panel presented.
        let stage = try PanelStage.presentBottomPanel()
        // Action: drag down 85 px (10 px to start the pan, then 30 % of 250) slowly, rest, release.
        stage.demo.drag(stage.window, from: (300, 420), to: (300, 505), steps: 17, interval: 0.02, rest: 0.25)
        usleep(700_000)
        // Assertion: the panel and the dim are back, pixel for pixel; the dismissal ended cancelled.
        #expect(try stage.differingPixels(from: stage.presented, within: 5) == 0)
        #expect(stage.finish() == ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(false)"])
    }

    @Test func dragOfSixtyPercentDismissesAndTheParentIsExactlyAsBefore() throws {
        // Precondition: the bottom panel presented.
        let stage = try PanelStage.presentBottomPanel()
        // Action: drag down 160 px (60 %) slowly, rest, release.
        stage.demo.drag(stage.window, from: (300, 300), to: (300, 460), steps: 32, interval: 0.02, rest: 0.25)
        usleep(800_000)
        // Assertion: the parent's pixels exactly as before presenting; the dismissal completed.
        #expect(try stage.differingPixels(from: stage.before, within: 5) == 0)
        #expect(stage.finish() == ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(true)"])
    }

    @Test func shortFastFlingDismisses() throws {
        // Precondition: the bottom panel presented.
        let stage = try PanelStage.presentBottomPanel()
        // Action: 60 px down in 4 moves 10 ms apart (well over 300 pt/s), released at once.
        stage.demo.drag(stage.window, from: (300, 300), to: (300, 360), steps: 4, interval: 0.01)
        usleep(800_000)
        // Assertion: dismissed although it moved less than half-way.
        #expect(try stage.differingPixels(from: stage.before, within: 5) == 0)
        #expect(stage.finish() == ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(true)"])
    }

    @Test func grabbingTheLeavingPanelAndDraggingUpKeepsItPresented() throws {
        // Precondition: the bottom panel presented, then Escape starts its 0.3 s dismissal.
        let stage = try PanelStage.presentBottomPanel()
        stage.demo.movePointer(stage.window, x: 300, y: 470)
        stage.demo.press(keysym: XK_Escape)
        usleep(40_000)
        // Action: press on the panel where it is drawn and drag it up slowly, rest, release.
        stage.demo.drag(stage.window, from: (300, 470), to: (300, 300), steps: 17, interval: 0.02, rest: 0.3)
        usleep(800_000)
        // Assertion: back to the presented panel, exactly; the dismissal ended cancelled.
        #expect(try stage.differingPixels(from: stage.presented, within: 5) == 0)
        #expect(stage.finish() == ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(false)"])
    }
}
