import CX11
import Foundation
import Testing

/// Scene 000 at 600×500 with the bottom panel presented (it covers y 250…500) and settled, for the
/// suites that drag it with real pointer input. `before` is the window before presenting,
/// `presented` after.
struct PanelStage {
    let demo: DemoProcess
    let window: Window
    let before: [UInt32]
    let presented: [UInt32]

    /// Starts the demo with `--trace`, presents the bottom panel with its button and waits until the
    /// dim has settled.
    static func presentBottomPanel() throws -> PanelStage {
        let demo = try DemoProcess(arguments: ["demo", "--scene", "panel", "--size", "600x500", "--trace"])
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        _ = demo.waitForPixel(of: window, x: 50, y: 450) { PanelSceneTests.near($0, PanelSceneTests.parent) }
        usleep(300_000)
        let before = try #require(demo.capture(window)).pixels
        demo.click(window, x: 300, y: 106)
        _ = demo.waitForPixel(of: window, x: 50, y: 200) { PanelSceneTests.near($0, PanelSceneTests.dimmedParent, 0) }
        usleep(400_000)
        let presented = try #require(demo.capture(window)).pixels
        return PanelStage(demo: demo, window: window, before: before, presented: presented)
    }

    /// How many pixels differ between two captures of the same window.
    static func differing(_ a: [UInt32], _ b: [UInt32]) -> Int { zip(a, b).filter { $0 != $1 }.count }

    /// The window now, compared with `reference`: the number of differing pixels.
    func differingPixels(from reference: [UInt32]) throws -> Int {
        Self.differing(try #require(demo.capture(window)).pixels, reference)
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
