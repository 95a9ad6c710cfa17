import CX11
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Scene 002 at 600×500 with `--trace`, settled on the Cat card, for the suites that drive it with
/// real pointer input. In the window: the scene's navigation bar (0…44), the Cat card (130…470 ×
/// 64…384, its centre at 300, 224) over the grouped grey, "Slow flip" and "Open in a stack" under
/// the page dots. The reveal fills the window with its colour; the left-edge probe tells them apart.
struct PetCardsStage {
    let demo: DemoProcess
    let window: Window
    /// The window on the cards, before anything was opened.
    let root: Bitmap

    static let groupedBackground = RGB(242, 242, 247)
    static let catReveal = RGB(253, 215, 168)
    static let catCard: (Int32, Int32) = (300, 224)
    /// A point left of the card: grouped grey on the cards, the pet's colour on its reveal.
    static let probe: (Int32, Int32) = (20, 250)

    static func start() throws -> PetCardsStage {
        let demo = try DemoProcess(arguments: ["demo", "--scene", "pet-cards", "--size", "600x500", "--trace"])
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        _ = demo.waitForPixel(of: window, x: probe.0, y: probe.1) { $0.isClose(to: groupedBackground, tolerance: 0) }
        usleep(300_000)
        let root = try #require(demo.capture(window))
        return PetCardsStage(demo: demo, window: window, root: root)
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
