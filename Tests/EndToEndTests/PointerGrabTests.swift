import CX11
import Foundation
import Testing
import TestTurns

/// The drag of a touch belongs to the window until the button comes up, wherever the pointer goes;
/// when another client takes the input away mid-drag the touch is cancelled, and the panel's
/// interactive dismissal with it.
@Suite(.serialized, .takesTurns("holds the shared server's pointer button and takes its grab away")) struct PointerGrabTests {
    /// Presses on the panel at (300, 300) and drags straight down to `bottom` in `step` px moves
    /// 20 ms apart, keeping the button down.
    private func holdDrag(_ stage: PanelStage, downTo bottom: Int32, by step: Int32) {
        stage.demo.movePointer(stage.window, x: 300, y: 300)
        stage.demo.button(down: true)
        for y in stride(from: 300 + step, through: bottom, by: Int(step)) {
            usleep(20_000)
            stage.demo.movePointer(stage.window, x: 300, y: y)
        }
    }

    @Test func dragContinuesBelowTheWindowAndReleasingThereDismisses() throws {
        // Precondition: the bottom panel presented in a 600×500 window at the top left of an 800 px
        // tall screen.
        let stage = try PanelStage.presentBottomPanel()
        // Action: drag from inside the panel to 200 px below the window's bottom edge, rest, release
        // there.
        stage.demo.drag(stage.window, from: (300, 300), to: (300, 700), steps: 40, interval: 0.02, rest: 0.25)
        // Assertion: the release outside the window ended the drag past the end: dismissed, and the
        // parent is back exactly.
        #expect(try stage.differingPixels(from: stage.before, within: 5) == 0)
        #expect(stage.finish() == ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(true)"])
    }

    @Test func anotherClientGrabbingTheKeyboardCancelsTheDrag() throws {
        // Precondition: the bottom panel presented, the window focused, and a slow drag held at
        // 60 % of the panel's height — a release here would dismiss.
        let stage = try PanelStage.presentBottomPanel()
        stage.demo.focus(stage.window)
        holdDrag(stage, downTo: 460, by: 5)
        usleep(250_000)
        // Action: another client grabs the keyboard, taking the focus; then the button comes up.
        #expect(stage.demo.grabKeyboard())
        usleep(800_000)
        stage.demo.button(down: false)
        stage.demo.ungrabKeyboard()
        usleep(300_000)
        // Assertion: the touch was cancelled, so the dismissal rolled back to exactly the presented
        // panel and the late release changed nothing.
        #expect(try stage.differingPixels(from: stage.presented, within: 5) == 0)
        #expect(stage.finish() == ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(false)"])
    }

    @Test func aPressAfterACancelledDragStartsANewDrag() throws {
        // Precondition: a drag cancelled by another client's keyboard grab, the button released and
        // the grab let go.
        let stage = try PanelStage.presentBottomPanel()
        stage.demo.focus(stage.window)
        holdDrag(stage, downTo: 400, by: 10)
        #expect(stage.demo.grabKeyboard())
        usleep(600_000)
        stage.demo.button(down: false)
        stage.demo.ungrabKeyboard()
        usleep(200_000)
        // Action: an ordinary 60 % drag.
        stage.demo.drag(stage.window, from: (300, 300), to: (300, 460), steps: 32, interval: 0.02, rest: 0.25)
        usleep(800_000)
        // Assertion: the new press drove a new dismissal, which completed.
        #expect(try stage.differingPixels(from: stage.before, within: 5) == 0)
        #expect(stage.finish() == ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(false)",
                                   "dismissalTransitionDidEnd(true)"])
    }
}
