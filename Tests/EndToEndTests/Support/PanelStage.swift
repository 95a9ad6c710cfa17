import CX11
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Scene 000 at 600×500 with the bottom panel presented (it covers y 250…500) and settled, for the
/// suites that drag it with real pointer input. `before` is the window before presenting,
/// `presented` after.
struct PanelStage {
    let demo: DemoProcess
    let window: Window
    let before: Bitmap
    let presented: Bitmap

    /// Starts the demo with `--trace`, presents the bottom panel with its button and waits until the
    /// dim has settled.
    static func presentBottomPanel() throws -> PanelStage {
        let demo = try DemoProcess(arguments: ["demo", "--scene", "panel", "--size", "600x500", "--trace"])
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        _ = demo.waitForPixel(of: window, x: 50, y: 450) { $0.isClose(to: PanelSceneTests.parent) }
        usleep(300_000)
        let before = try #require(demo.capture(window))
        demo.click(window, x: 300, y: 106)
        _ = demo.waitForPixel(of: window, x: 50, y: 200) { $0.isClose(to: PanelSceneTests.dimmedParent, tolerance: 0) }
        usleep(400_000)
        let presented = try #require(demo.capture(window))
        return PanelStage(demo: demo, window: window, before: before, presented: presented)
    }

    /// The window now, compared with `reference`: the number of differing pixels.
    func differingPixels(from reference: Bitmap) throws -> Int {
        try #require(demo.capture(window)).differingPixels(from: reference)
    }

    /// How many pixels differ from `reference` once the window stops changing toward it: polls until
    /// none do or `timeout` passes, so a loaded machine's late last frame does not count as a
    /// difference, while a window that never matches still reports what differs.
    func differingPixels(from reference: Bitmap, within timeout: TimeInterval) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        var differing = try differingPixels(from: reference)
        while differing != 0 && Date() < deadline {
            usleep(50_000)
            differing = try differingPixels(from: reference)
        }
        return differing
    }

    /// Closes the demo and returns the `…TransitionDidEnd` trace lines of the dimming presentation
    /// controller, without their prefix.
    func finish() -> [String] {
        demo.requestClose(window)
        _ = demo.waitForExit()
        let prefix = "segue: trace: DimmingPresentationController."
        return demo.standardError.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix(prefix) && $0.contains("TransitionDidEnd") }
            .map { String($0.dropFirst(prefix.count)) }
    }
}
