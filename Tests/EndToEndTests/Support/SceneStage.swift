import CX11
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A demo scene opened at 600×500 with `--trace` in its own process and settled, for the suites that
/// drive it with real pointer input: clicks, captures that wait for a probe pixel, pixel comparisons
/// that wait for the last frame, and the trace lines once it is closed. Each scene's stage names its
/// points and colours (`TransitionsStage`, `PetCardsStage`).
struct SceneStage {
    let demo: DemoProcess
    let window: Window
    /// The window as the scene first settled, before anything was opened.
    let root: Bitmap
    /// The pixel `settle(on:)` watches.
    let probe: (Int32, Int32)

    /// Opens `scene` and waits until `probe` shows `color`; `environment` is added to the demo's
    /// (`SEGUE_CHECK=1` turns the transition invariant checker on).
    static func start(scene: String, probe: (Int32, Int32), settledOn color: RGB,
                      environment: [String: String] = [:]) throws -> SceneStage {
        let demo = try DemoProcess(arguments: ["demo", "--scene", scene, "--size", "600x500", "--trace"]) {
            $0.merge(environment) { _, new in new }
        }
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        _ = demo.waitForPixel(of: window, x: probe.0, y: probe.1) { $0.isClose(to: color, tolerance: 0) }
        usleep(300_000)
        let root = try #require(demo.capture(window))
        return SceneStage(demo: demo, window: window, root: root, probe: probe)
    }

    func click(_ point: (Int32, Int32)) { demo.click(window, x: point.0, y: point.1) }

    /// Waits until the probe shows `color` and the window has settled, then captures it.
    func settle(on color: RGB) throws -> Bitmap {
        let seen = demo.waitForPixel(of: window, x: probe.0, y: probe.1) { $0.isClose(to: color, tolerance: 0) }
        #expect(seen.map { $0.isClose(to: color, tolerance: 0) } == true, "probe: \(String(describing: seen))")
        usleep(500_000)
        return try #require(demo.capture(window))
    }

    /// How many pixels differ from `reference` once the window stops changing toward it (polled for
    /// up to `timeout`, so a late last frame on a loaded machine does not count).
    func differingPixels(from reference: Bitmap, within timeout: TimeInterval = 5) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        var differing = try #require(demo.capture(window)).differingPixels(from: reference)
        while differing != 0 && Date() < deadline {
            usleep(50_000)
            differing = try #require(demo.capture(window)).differingPixels(from: reference)
        }
        return differing
    }

    /// Closes the demo and returns its trace lines containing any of `needles`, without the prefix.
    func finish(keeping needles: [String]) -> [String] {
        demo.requestClose(window)
        _ = demo.waitForExit()
        let prefix = "segue: trace: "
        return demo.standardError.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix(prefix) && needles.contains(where: $0.contains) }
            .map { String($0.dropFirst(prefix.count)) }
    }
}
