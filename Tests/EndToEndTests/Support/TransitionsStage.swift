import CX11
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Scene 003 at 600×500 with `--trace`, settled on the Home tab's journal, for the suites that drive
/// it with real pointer input. In the window: the journal's navigation bar (0…44; the demo shows no
/// bar of its own over a scene with bars) with "Add" at its right end (x 551…581), the buttons
/// "Open entry", "Open entry (default)" and "New entry" 280 wide, centred, at y 156…206, 218…268 and
/// 280…330, the mini player across the window above the tab bar (391…451, over the content) and the
/// tab bar (450…500) with Home, Detail and Settings centred at x 100, 300 and 500.
struct TransitionsStage {
    let demo: DemoProcess
    let window: Window
    /// The window on the journal, before anything was opened.
    let root: Bitmap

    static let groupedBackground = RGB(242, 242, 247)
    static let white = RGB(255, 255, 255)
    static let openEntry: (Int32, Int32) = (300, 181)
    static let openDefaultEntry: (Int32, Int32) = (300, 243)
    static let newEntry: (Int32, Int32) = (300, 305)
    static let homeTab: (Int32, Int32) = (100, 475)
    static let detailTab: (Int32, Int32) = (300, 475)
    static let add: (Int32, Int32) = (566, 22)
    /// A point of the mini player clear of its artwork, text and play button.
    static let miniPlayer: (Int32, Int32) = (200, 420)
    /// A point of the content well below any text and above the mini player: grouped grey on the
    /// roots, white on an entry.
    static let probe: (Int32, Int32) = (300, 370)

    static func start() throws -> TransitionsStage {
        let demo = try DemoProcess(arguments: ["demo", "--scene", "transitions", "--size", "600x500", "--trace"])
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        _ = demo.waitForPixel(of: window, x: probe.0, y: probe.1) { $0.isClose(to: groupedBackground, tolerance: 0) }
        usleep(300_000)
        let root = try #require(demo.capture(window))
        return TransitionsStage(demo: demo, window: window, root: root)
    }

    func click(_ point: (Int32, Int32)) { demo.click(window, x: point.0, y: point.1) }

    /// Waits until the probe shows `color` and the window has settled, then captures it.
    func settle(on color: RGB) throws -> Bitmap {
        let seen = demo.waitForPixel(of: window, x: Self.probe.0, y: Self.probe.1) { $0.isClose(to: color, tolerance: 0) }
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
