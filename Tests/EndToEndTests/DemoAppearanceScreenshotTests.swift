// `segue demo --appearance` as a user runs it: the built binary draws the gallery dark or light into
// a real window and PNG, and refuses a name that is no appearance before opening a window.

import Foundation
import Testing
import TestTurns
@testable import UIKit
import X11Platform
import UIKitTesting

@Suite(.serialized, .takesTurns("opens the demo's window on the shared server, where it would cover the windows other suites drive"))
struct DemoAppearanceScreenshotTests {
    @Test func theGalleryIsDrawnDarkWithTheOptionAndLightWithout() throws {
        // Precondition: an empty workspace.
        let workspace = try RecordingWorkspace()
        // Action: the gallery rendered both ways.
        let dark = try SegueRun.run(["demo", "--appearance", "dark", "--size", "640x480", "--screenshot", workspace.path("dark.png")])
        let light = try SegueRun.run(["demo", "--size", "640x480", "--screenshot", workspace.path("light.png")])
        try #require(dark.status == 0 && light.status == 0, "stderr: \(dark.stderr) \(light.stderr)")
        // Assertion: the gallery's background beside the cards (x 8, y 470) is secondarySystemBackground,
        // #1C1C1E dark and #F2F2F7 light.
        let darkPixel = try PNGCodec.decode(contentsOf: workspace.path("dark.png")).rgba(x: 8, y: 470)
        let lightPixel = try PNGCodec.decode(contentsOf: workspace.path("light.png")).rgba(x: 8, y: 470)
        let darkRGB: [Int] = [darkPixel.r, darkPixel.g, darkPixel.b]
        let lightRGB: [Int] = [lightPixel.r, lightPixel.g, lightPixel.b]
        #expect(darkRGB == [28, 28, 30], "dark: \(darkPixel)")
        #expect(lightRGB == [242, 242, 247], "light: \(lightPixel)")
    }

    @Test func anAppearanceThatIsNeitherLightNorDarkIsRefused() throws {
        // Action
        let run = try SegueRun.run(["demo", "--appearance", "sepia"])
        // Assertion: refused in one `segue:` line naming the choices.
        #expect(run.status != 0)
        #expect(run.stderr.contains("segue: --appearance \"sepia\" is not an appearance; choose one of: light, dark"), "stderr: \(run.stderr)")
    }
}
