import CX11
import Foundation
import Testing

/// Dragging the bottom panel of scene 000 with real pointer input through XTest: released early it
/// springs back, dragged far or flung it leaves, grabbed while leaving it comes back. Each checks the
/// window's pixels and the callback trace.
@Suite(.serialized) struct PanelDragTests {
    typealias Pixel = PanelSceneTests.Pixel

    /// The scene at 600×500 with the bottom panel presented (it covers y 250…500) and settled;
    /// `before` is the window before presenting, `presented` after.
    private struct Stage {
        let demo: DemoProcess
        let window: Window
        let before: [UInt32]
        let presented: [UInt32]
    }

    private func presentBottomPanel() throws -> Stage {
        let demo = try DemoProcess(arguments: ["demo", "--scene", "panel", "--size", "600x500", "--trace"])
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        _ = demo.waitForPixel(of: window, x: 50, y: 450) { PanelSceneTests.near($0, PanelSceneTests.parent) }
        usleep(300_000)
        let before = try #require(demo.capture(window)).pixels
        demo.click(window, x: 300, y: 106)
        _ = demo.waitForPixel(of: window, x: 50, y: 200) { PanelSceneTests.near($0, PanelSceneTests.dimmedParent, 0) }
        usleep(400_000)
        let presented = try #require(demo.capture(window)).pixels
        return Stage(demo: demo, window: window, before: before, presented: presented)
    }

    private func differing(_ a: [UInt32], _ b: [UInt32]) -> Int { zip(a, b).filter { $0 != $1 }.count }

    /// Closes the demo and returns the transition trace lines of the dimming presentation controller.
    private func finish(_ stage: Stage) -> [String] {
        stage.demo.requestClose(stage.window)
        _ = stage.demo.waitForExit()
        return stage.demo.standardError.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("segue: trace: DimmingPresentationController.") && $0.contains("TransitionDidEnd") }
            .map { String($0.dropFirst("segue: trace: DimmingPresentationController.".count)) }
    }

    @Test func slowDragOfAThirdSpringsBackToExactlyThePresentedPanel() throws {
        // Precondition: the bottom panel presented.
        let stage = try presentBottomPanel()
        // Action: drag down 85 px (10 px to start the pan, then 30 % of 250) slowly, rest, release.
        stage.demo.drag(stage.window, from: (300, 420), to: (300, 505), steps: 17, interval: 0.02, rest: 0.25)
        usleep(700_000)
        let after = try #require(stage.demo.capture(stage.window)).pixels
        // Assertion: the panel and the dim are back, pixel for pixel; the dismissal ended cancelled.
        #expect(differing(after, stage.presented) == 0)
        #expect(finish(stage) == ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(false)"])
    }

    @Test func dragOfSixtyPercentDismissesAndTheParentIsExactlyAsBefore() throws {
        // Precondition: the bottom panel presented.
        let stage = try presentBottomPanel()
        // Action: drag down 160 px (60 %) slowly, rest, release.
        stage.demo.drag(stage.window, from: (300, 300), to: (300, 460), steps: 32, interval: 0.02, rest: 0.25)
        usleep(800_000)
        let after = try #require(stage.demo.capture(stage.window)).pixels
        // Assertion: the parent's pixels exactly as before presenting; the dismissal completed.
        #expect(differing(after, stage.before) == 0)
        #expect(finish(stage) == ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(true)"])
    }

    @Test func shortFastFlingDismisses() throws {
        // Precondition: the bottom panel presented.
        let stage = try presentBottomPanel()
        // Action: 60 px down in 4 moves 10 ms apart (well over 300 pt/s), released at once.
        stage.demo.drag(stage.window, from: (300, 300), to: (300, 360), steps: 4, interval: 0.01)
        usleep(800_000)
        let after = try #require(stage.demo.capture(stage.window)).pixels
        // Assertion: dismissed although it moved less than half-way.
        #expect(differing(after, stage.before) == 0)
        #expect(finish(stage) == ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(true)"])
    }

    @Test func grabbingTheLeavingPanelAndDraggingUpKeepsItPresented() throws {
        // Precondition: the bottom panel presented, then Escape starts its 0.3 s dismissal.
        let stage = try presentBottomPanel()
        stage.demo.movePointer(stage.window, x: 300, y: 470)
        stage.demo.press(keysym: XK_Escape)
        usleep(40_000)
        // Action: press on the panel where it is drawn and drag it up slowly, rest, release.
        stage.demo.drag(stage.window, from: (300, 470), to: (300, 300), steps: 17, interval: 0.02, rest: 0.3)
        usleep(800_000)
        let after = try #require(stage.demo.capture(stage.window)).pixels
        // Assertion: back to the presented panel, exactly; the dismissal ended cancelled.
        #expect(differing(after, stage.presented) == 0)
        #expect(finish(stage) == ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(false)"])
    }
}
