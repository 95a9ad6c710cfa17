import CX11
import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// Pulling the bottom panel of scene 000 up from the handle along the parent's bottom edge, with
/// real pointer input through XTest: the panel follows the pointer linearly while it is held; let go
/// past half-way or flung it settles exactly as the "Bottom panel" button leaves it, let go early it
/// goes back to exactly the parent. Each checks the window's pixels and the callback trace.
///
/// Every test starts from `PanelStage`: the panel presented once by its button (the reference
/// pixels, `presented`) and taken down with Escape, so the trace begins with that round trip.
@Suite(.serialized, .takesTurns("drags the panel's handle with the shared server's pointer through XTest")) struct PanelHandleTests {
    /// At 600×500 the scene's view spans y 44…500 (under the 44 pt bar), the handle strip its bottom
    /// 30 points (y 470…500) and the bottom panel, half the window, y 250…500.
    static let windowHeight: Int32 = 500
    static let panelHeight: Int32 = 250
    /// Where the drags press: the middle of the handle strip.
    static let grab: (Int32, Int32) = (300, 485)
    /// The pan begins once the pointer has moved this far; its translation counts from there.
    static let hysteresis: Int32 = 10
    /// The trace of the button presentation and Escape dismissal every test starts with.
    static let buttonRoundTrip = ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(true)"]

    /// The scene with nothing presented, after one button presentation and Escape dismissal.
    private func parentShowing() throws -> PanelStage {
        let stage = try PanelStage.presentBottomPanel()
        // The click on the button left the pointer over the window, so it has the keyboard.
        stage.demo.press(keysym: XK_Escape)
        // The dismissal has ended (not merely looks done) before a test grabs the handle: a grab while
        // it runs would catch the moving panel, as it should.
        #expect(stage.demo.waitForStandardError(containing: "dismissalTransitionDidEnd(true)"))
        #expect(try captureParent(stage).differingPixels(from: stage.before) == 0)
        return stage
    }

    /// The pointer's y in the window for an upward pull of `distance` past the pan's start.
    private func pulled(_ distance: Int32) -> Int32 { Self.grab.1 - Self.hysteresis - distance }

    /// Drags up from the handle by `distance` (plus the hysteresis) in 5 px moves 20 ms apart, rests,
    /// releases.
    private func slowPull(_ stage: PanelStage, by distance: Int32) {
        let steps = Int((distance + Self.hysteresis) / 5)
        stage.demo.drag(stage.window, from: Self.grab, to: (Self.grab.0, pulled(distance)), steps: steps,
                        interval: 0.02, rest: 0.25)
    }

    /// Moves the held pointer along column `x` from `y` to `target` in 5 px steps 20 ms apart, as a
    /// slow hand does, and rests there `rest` seconds.
    private func glide(_ stage: PanelStage, x: Int32, from y: Int32, to target: Int32, rest: TimeInterval = 0.3) {
        var y = y
        while y != target {
            usleep(20_000)
            y += max(-5, min(5, target - y))
            stage.demo.movePointer(stage.window, x: x, y: y)
        }
        usleep(useconds_t(rest * 1_000_000))
    }

    /// Waits for the top half to show the fully dimmed parent, then for the rest to settle, and
    /// captures the window.
    private func capturePresented(_ stage: PanelStage) throws -> Bitmap {
        _ = stage.demo.waitForPixel(of: stage.window, x: 50, y: 200) { $0.isClose(to: PanelSceneTests.dimmedParent, tolerance: 0) }
        usleep(400_000)
        return try #require(stage.demo.capture(stage.window))
    }

    /// Waits for the parent to come back undimmed, then for the rest to settle, and captures.
    private func captureParent(_ stage: PanelStage) throws -> Bitmap {
        _ = stage.demo.waitForPixel(of: stage.window, x: 50, y: 200) { $0.isClose(to: PanelSceneTests.parent, tolerance: 0) }
        usleep(500_000)
        return try #require(stage.demo.capture(stage.window))
    }

    /// The first row from the top of the content (below the bar) where column `x` shows the panel's
    /// white: the panel's top edge.
    private func panelTop(in image: Bitmap, x: Int) -> Int? {
        (44..<Int(Self.windowHeight)).first { y in image.rgb(x, y).isClose(to: PanelSceneTests.panel, tolerance: 1) }
    }

    @Test func slowPullOfSixtyPercentPresentsExactlyAsTheButtonDoesAndEscapeStillDismisses() throws {
        // Precondition: the scene, nothing presented.
        let stage = try parentShowing()
        // Action: pull the handle up 150 px (60 % of the panel) slowly, rest, release; then Escape.
        slowPull(stage, by: Self.panelHeight * 6 / 10)
        let byHandle = try capturePresented(stage)
        stage.demo.press(keysym: XK_Escape)
        let afterEscape = try captureParent(stage)
        // Assertion: the very pixels the button presents; Escape takes it down to exactly the parent.
        #expect(byHandle.differingPixels(from: stage.presented) == 0)
        #expect(afterEscape.differingPixels(from: stage.before) == 0)
        #expect(stage.finish() == Self.buttonRoundTrip + ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(true)"])
    }

    @Test func slowPullOfTwentyPercentCancelsBackToExactlyTheParent() throws {
        // Precondition: the scene, nothing presented.
        let stage = try parentShowing()
        // Action: pull the handle up 50 px (20 %) slowly, rest, release.
        slowPull(stage, by: Self.panelHeight * 2 / 10)
        let after = try captureParent(stage)
        // Assertion: the parent exactly as before; the presentation ended cancelled.
        #expect(after.differingPixels(from: stage.before) == 0)
        #expect(stage.finish() == Self.buttonRoundTrip + ["presentationTransitionDidEnd(false)"])
    }

    @Test func shortFastFlingPresentsAndATapOnTheDimDismisses() throws {
        // Precondition: the scene, nothing presented.
        let stage = try parentShowing()
        // Action: 60 px up in 4 moves 10 ms apart (well over 300 pt/s), released at once; then a tap
        // on the dim.
        stage.demo.drag(stage.window, from: Self.grab, to: (Self.grab.0, Self.grab.1 - 60), steps: 4, interval: 0.01)
        let byFling = try capturePresented(stage)
        stage.demo.click(stage.window, x: 100, y: 150)
        let afterTap = try captureParent(stage)
        // Assertion: presented although it moved less than half-way, exactly as by the button; the
        // tap takes it down to exactly the parent.
        #expect(byFling.differingPixels(from: stage.presented) == 0)
        #expect(afterTap.differingPixels(from: stage.before) == 0)
        #expect(stage.finish() == Self.buttonRoundTrip + ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(true)"])
    }

    @Test func heldMidDragThePanelTopFollowsThePointerLinearly() throws {
        // Precondition: the scene, nothing presented; the handle pressed.
        let stage = try parentShowing()
        stage.demo.movePointer(stage.window, x: Self.grab.0, y: Self.grab.1)
        stage.demo.button(down: true)
        // Action: pull up 60 px past the pan's start and hold, capture; then 140 px, hold, capture;
        // release.
        var tops: [Int?] = []
        var y = Self.grab.1
        for distance: Int32 in [60, 140] {
            glide(stage, x: Self.grab.0, from: y, to: pulled(distance))
            y = pulled(distance)
            let held = try #require(stage.demo.capture(stage.window))
            tops.append(panelTop(in: held, x: 500))
        }
        stage.demo.button(down: false)
        // Assertion: the panel's top edge is the pull's distance above the window's bottom (linear:
        // at 24 % and 56 % of the way the animator's ease-out would be well ahead), and the release
        // past half-way presents it.
        for (top, distance) in zip(tops, [60, 140]) {
            let expected = Int(Self.windowHeight) - distance
            #expect(top.map { abs($0 - expected) <= 1 } == true, "top edge at \(String(describing: top)), expected \(expected)")
        }
        #expect(try capturePresented(stage).differingPixels(from: stage.presented) == 0)
        #expect(stage.finish() == Self.buttonRoundTrip + ["presentationTransitionDidEnd(true)"])
    }

    @Test func draggedBackBelowItsStartThePresentationWaitsAtZeroThenCancels() throws {
        // Precondition: the scene, nothing presented; the handle pressed.
        let stage = try parentShowing()
        stage.demo.movePointer(stage.window, x: Self.grab.0, y: Self.grab.1)
        stage.demo.button(down: true)
        // Action: pull up 40 px, then back down to 25 px below where the pan began, hold, capture,
        // release.
        glide(stage, x: Self.grab.0, from: Self.grab.1, to: pulled(40), rest: 0)
        glide(stage, x: Self.grab.0, from: pulled(40), to: pulled(-25))
        let held = try #require(stage.demo.capture(stage.window))
        stage.demo.button(down: false)
        // Assertion: while held below the start the window is exactly the parent (the presentation
        // clamps at 0: no panel, no dim, the handle unmoved); released, it ends cancelled.
        #expect(held.differingPixels(from: stage.before) == 0)
        #expect(try captureParent(stage).differingPixels(from: stage.before) == 0)
        #expect(stage.finish() == Self.buttonRoundTrip + ["presentationTransitionDidEnd(false)"])
    }

    @Test func dismissDragOfAHandlePresentedPanelStartsFromWhereThePanelRests() throws {
        // Precondition: the bottom panel pulled up by the handle (let go at 60 %) and settled.
        let stage = try parentShowing()
        slowPull(stage, by: Self.panelHeight * 6 / 10)
        _ = try capturePresented(stage)
        // Action: drag the panel itself down 40 px past the pan's start and hold — it must follow
        // from its resting place, not from where the pull-up was let go — then on to 60 % of the
        // panel, rest, release.
        let start: Int32 = 300
        stage.demo.movePointer(stage.window, x: 300, y: start)
        stage.demo.button(down: true)
        glide(stage, x: 300, from: start, to: start + Self.hysteresis + 40)
        let held = try #require(stage.demo.capture(stage.window))
        glide(stage, x: 300, from: start + Self.hysteresis + 40, to: start + Self.hysteresis + 150, rest: 0.25)
        stage.demo.button(down: false)
        // Assertion: the top edge 40 px below its rest while held; released, the panel leaves and
        // the parent is exactly as before.
        let top = panelTop(in: held, x: 500)
        #expect(top.map { abs($0 - (Int(Self.panelHeight) + 40)) <= 1 } == true, "top edge at \(String(describing: top))")
        #expect(try captureParent(stage).differingPixels(from: stage.before) == 0)
        #expect(stage.finish() == Self.buttonRoundTrip + ["presentationTransitionDidEnd(true)", "dismissalTransitionDidEnd(true)"])
    }
}
