import CX11
import Foundation
import Testing
import TestTurns
import UIKitTesting

/// Scene 000 "Panel" as a user drives it: real clicks and key presses through XTest on the running
/// demo, checked by the window's pixels and by the callback trace (`--trace`).
@Suite(.serialized, .takesTurns("presses the demo's buttons with the shared server's pointer through XTest")) struct PanelSceneTests {
    /// The parent's blue (0.2, 0.55, 0.85) and the panel's white (systemBackground), as 8-bit values.
    static let parent = RGB(51, 140, 217)
    static let panel = RGB(255, 255, 255)
    /// The parent under 30 % black.
    static let dimmedParent = RGB(36, 98, 152)

    @Test func bottomAndRightPanelsPresentOverTheDimAndDismissBackToTheSamePixels() throws {
        // Precondition: the panel scene at 600×500 (the bar is 44 pt; the buttons are 200×44 at
        // x 200, y 84 / 144 / 204 in the window), settled.
        let demo = try DemoProcess(arguments: ["demo", "--scene", "panel", "--size", "600x500", "--trace"])
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        let start = demo.waitForPixel(of: window, x: 50, y: 450) { $0.isClose(to: Self.parent) }
        #expect(start.map { $0.isClose(to: Self.parent) } == true, "parent background: \(String(describing: start))")
        usleep(300_000)
        let before = try #require(demo.capture(window))

        // Action 1: click "Bottom panel".
        demo.click(window, x: 300, y: 106)
        // Assertion 1: the bottom half becomes the panel, the top half the parent under the dim.
        let bottom = demo.waitForPixel(of: window, x: 50, y: 450) { $0.isClose(to: Self.panel) }
        #expect(bottom.map { $0.isClose(to: Self.panel) } == true, "bottom half: \(String(describing: bottom))")
        let dimmed = demo.waitForPixel(of: window, x: 50, y: 200) { $0.isClose(to: Self.dimmedParent) }
        #expect(dimmed.map { $0.isClose(to: Self.dimmedParent) } == true, "top half: \(String(describing: dimmed))")
        // Just above the half lies only the panel's shadow (black at 12 % at most) over the dimmed
        // parent, never the panel itself; where the shadow has faded, the plain dimmed parent.
        let edgeAbove = demo.pixel(of: window, x: 50, y: 248)
        let shadowed = edgeAbove.map { p in
            [(p.r, Self.dimmedParent.r), (p.g, Self.dimmedParent.g), (p.b, Self.dimmedParent.b)]
                .allSatisfy { $0.0 <= $0.1 + 2 && Double($0.0) >= Double($0.1) * 0.88 - 2 }
        }
        #expect(shadowed == true, "just above the half: \(String(describing: edgeAbove))")
        let clear = demo.pixel(of: window, x: 50, y: 215)
        #expect(clear.map { $0.isClose(to: Self.dimmedParent) } == true, "35 points above the half: \(String(describing: clear))")

        // Action 2: Escape.
        demo.press(keysym: XK_Escape)
        // Assertion 2: the parent comes back, pixel for pixel.
        let restored = demo.waitForPixel(of: window, x: 50, y: 450) { $0.isClose(to: Self.parent, tolerance: 0) }
        #expect(restored.map { $0.isClose(to: Self.parent, tolerance: 0) } == true, "after Escape: \(String(describing: restored))")
        usleep(300_000)
        let after = try #require(demo.capture(window))
        let differing = after.differingPixels(from: before)
        #expect(differing == 0, "\(differing) pixels differ from before the presentation")

        // Action 3: click "Right panel", then tap the dimming on the left.
        demo.click(window, x: 300, y: 166)
        let right = demo.waitForPixel(of: window, x: 550, y: 450) { $0.isClose(to: Self.panel) }
        #expect(right.map { $0.isClose(to: Self.panel) } == true, "right half: \(String(describing: right))")
        let left = demo.waitForPixel(of: window, x: 50, y: 450) { $0.isClose(to: Self.dimmedParent) }
        #expect(left.map { $0.isClose(to: Self.dimmedParent) } == true, "left half: \(String(describing: left))")
        usleep(200_000)
        demo.click(window, x: 100, y: 400)
        // Assertion 3: the right panel is gone.
        let gone = demo.waitForPixel(of: window, x: 550, y: 450) { $0.isClose(to: Self.parent, tolerance: 0) }
        #expect(gone.map { $0.isClose(to: Self.parent, tolerance: 0) } == true, "after tapping the dim: \(String(describing: gone))")

        // The dim may round to nothing a frame or two before the transition completes.
        usleep(500_000)
        demo.requestClose(window)
        #expect(demo.waitForExit() == 0)
        // Assertion 4: the trace shows two complete presentations and dismissals, in UIKit's order.
        let trace = demo.standardError.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("segue: trace: ") }.map { String($0.dropFirst("segue: trace: ".count)) }
            .filter { $0.hasPrefix("DimmingPresentationController.") && !$0.contains("containerView")
                || $0.hasPrefix("PanelContentViewController.view") && !$0.contains("viewDidLoad") }
        let once = [
            "PanelContentViewController.viewWillAppear(true)",
            "DimmingPresentationController.presentationTransitionWillBegin()",
            "DimmingPresentationController.presentationTransitionDidEnd(true)",
            "PanelContentViewController.viewDidAppear(true)",
            "PanelContentViewController.viewWillDisappear(true)",
            "DimmingPresentationController.dismissalTransitionWillBegin()",
            "DimmingPresentationController.dismissalTransitionDidEnd(true)",
            "PanelContentViewController.viewDidDisappear(true)",
        ]
        #expect(trace == once + once)
    }
}
