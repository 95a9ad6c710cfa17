import CX11
import Foundation
import Testing
import TestTurns
import UIKitTesting

/// The demo window's prototyping keys, pressed through XTest on the running panel scene: H shows
/// the HUD, S slows animations ten times, P freezes animation time and `.` steps it.
@Suite(.serialized, .takesTurns("sends key presses to the demo's window, which needs the shared server's keyboard focus")) struct DemoToolsTests {
    /// The panel scene at 600×500, settled, with the pointer over it (so it has the keyboard focus).
    private func startScene(environment: [String: String] = [:]) throws -> (DemoProcess, Window) {
        let demo = try DemoProcess(arguments: ["demo", "--scene", "panel", "--size", "600x500"]) { env in
            for (key, value) in environment { env[key] = value }
        }
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        _ = demo.waitForPixel(of: window, x: 50, y: 450) { $0.isClose(to: PanelSceneTests.parent) }
        usleep(300_000)
        demo.movePointer(window, x: 500, y: 400)
        return (demo, window)
    }

    private func brightness(_ p: RGB?) -> Int { p.map { $0.r + $0.g + $0.b } ?? -1 }

    @Test func hShowsTheHUDInTheTopRightCornerAndHidesItAgain() throws {
        // Precondition
        let (demo, window) = try startScene()
        let before = try #require(demo.capture(window))
        let corner = demo.pixel(of: window, x: 560, y: 60)
        // Action: H.
        demo.press(keysym: XK_h)
        let shown = demo.waitForPixel(of: window, x: 560, y: 60) { brightness($0) < brightness(corner) / 2 }
        // Assertion: the corner is darkened by the HUD's panel; the bottom left is untouched.
        #expect(brightness(shown) < brightness(corner) / 2, "HUD corner \(String(describing: shown)) vs \(String(describing: corner))")
        #expect(demo.pixel(of: window, x: 50, y: 450).map { $0.isClose(to: PanelSceneTests.parent) } == true)
        // Action: H again.
        demo.press(keysym: XK_h)
        _ = demo.waitForPixel(of: window, x: 560, y: 60) { brightness($0) == brightness(corner) }
        usleep(200_000)
        // Assertion: exactly the window as before.
        let after = try #require(demo.capture(window))
        #expect(after.differingPixels(from: before) == 0)
        demo.stop()
    }

    @Test func sMakesThePanelPresentationTenTimesSlower() throws {
        // Precondition: slow animations on.
        let (demo, window) = try startScene()
        demo.press(keysym: XK_s)
        usleep(200_000)
        // Action: present the bottom panel (0.3 s normally, 3 s slowed).
        demo.click(window, x: 300, y: 106)
        usleep(800_000)
        // Assertion: 0.8 s later the panel is still on its way up (y 300 is not panel yet) …
        let early = demo.pixel(of: window, x: 50, y: 300)
        #expect(early.map { $0.isClose(to: PanelSceneTests.panel, tolerance: 6) } == false,
                "at 0.8 s: \(String(describing: early))")
        // … and it arrives in the end.
        let late = demo.waitForPixel(of: window, x: 50, y: 300, timeout: 6) { $0.isClose(to: PanelSceneTests.panel) }
        #expect(late.map { $0.isClose(to: PanelSceneTests.panel) } == true)
        demo.stop()
    }

    @Test func pFreezesAnimationTimeAndAPeriodStepsIt() throws {
        // Precondition: animation paused.
        let (demo, window) = try startScene()
        demo.press(keysym: XK_p)
        usleep(200_000)
        // Action: present the bottom panel, wait.
        demo.click(window, x: 300, y: 106)
        usleep(500_000)
        let frozenA = try #require(demo.capture(window))
        usleep(400_000)
        let frozenB = try #require(demo.capture(window))
        // Assertion: nothing moves while paused.
        #expect(frozenA.differingPixels(from: frozenB) == 0)
        // Action: six steps of one frame.
        for _ in 0..<6 {
            demo.press(keysym: XK_period)
            usleep(60_000)
        }
        usleep(200_000)
        let stepped = try #require(demo.capture(window))
        // Assertion: the presentation moved on, but is far from done.
        #expect(stepped.differingPixels(from: frozenB) > 0)
        #expect(demo.pixel(of: window, x: 50, y: 300).map { $0.isClose(to: PanelSceneTests.panel, tolerance: 6) } == false)
        // Action: resume.
        demo.press(keysym: XK_p)
        let done = demo.waitForPixel(of: window, x: 50, y: 300, timeout: 10) { $0.isClose(to: PanelSceneTests.panel) }
        // Assertion: it finishes.
        #expect(done.map { $0.isClose(to: PanelSceneTests.panel) } == true)
        demo.stop()
    }

    @Test func withSegueToolsZeroHIsLeftToTheSceneAsInAnyApp() throws {
        // Precondition: the keys turned off as for any app started by `UIApplicationMain`
        // (ExampleAppToolsTests.withSegueToolsZeroPIsLeftToTheApp).
        let (demo, window) = try startScene(environment: ["SEGUE_TOOLS": "0"])
        let before = try #require(demo.capture(window))
        // Action: H.
        demo.press(keysym: XK_h)
        usleep(500_000)
        // Assertion: no HUD: the window is exactly as before.
        let after = try #require(demo.capture(window))
        #expect(after.differingPixels(from: before) == 0)
        demo.stop()
    }
}
