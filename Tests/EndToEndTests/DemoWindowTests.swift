import CX11
import Foundation
import Testing
import TestTurns
import UIKitTesting

/// The demo as a user runs it: a real window on the X server, drawn by Segue, closed by the window
/// manager's close request.
@Suite(.serialized, .takesTurns("opens the demo's window on the shared server and clicks it with XTest")) struct DemoWindowTests {
    @Test func demoWindowShowsTheGalleryAndClosesCleanlyOnDeleteWindow() throws {
        // Precondition: `segue demo` running at 700×500.
        let demo = try DemoProcess(arguments: ["demo", "--size", "700x500"])
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")

        // Action: look at the gallery's background, then ask the window to close.
        var background: RGB?
        for _ in 0..<100 {
            background = demo.pixel(of: window, x: 690, y: 490)
            if let b = background, b != RGB(0, 0, 0) { break }
            usleep(50_000)
        }
        demo.requestClose(window)
        let status = demo.waitForExit()

        // Assertion: the gallery's grouped background (242, 242, 247) was drawn; the app exited 0.
        let b = try #require(background)
        #expect(b.isClose(to: RGB(242, 242, 247), tolerance: 1), "background pixel \(b)")
        #expect(status == 0, "exit status \(String(describing: status)); stderr: \(demo.standardError)")
    }

    @Test func clickingTheLabCardOpensTheSceneAndEscapeReturnsToTheGallery() throws {
        // Precondition: the gallery at 900×640 (three columns; the lab is the sixth card: row 2,
        // column 3, its "Open" button at the card's bottom-left).
        let demo = try DemoProcess(arguments: ["demo", "--size", "900x640"])
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        let gallery = demo.waitForPixel(of: window, x: 885, y: 500) { $0 == RGB(242, 242, 247) }
        #expect(gallery.map { $0 == RGB(242, 242, 247) } == true, "gallery background: \(String(describing: gallery))")

        // Action 1: click the lab's Open button.
        demo.click(window, x: 630, y: 455)
        // Assertion 1: the scene's white content appears where the gallery showed its grey right
        // margin (beside the lab's animator, clear of its slider).
        let sceneBody = demo.waitForPixel(of: window, x: 885, y: 500) { $0 == RGB(255, 255, 255) }
        #expect(sceneBody.map { $0 == RGB(255, 255, 255) } == true, "scene body: \(String(describing: sceneBody))")

        // Action 2: Escape.
        demo.press(keysym: XK_Escape)
        // Assertion 2: the gallery's grey is back where the scene was white.
        let back = demo.waitForPixel(of: window, x: 885, y: 500) { $0 == RGB(242, 242, 247) }
        #expect(back.map { $0 == RGB(242, 242, 247) } == true, "after Escape: \(String(describing: back))")
        demo.requestClose(window)
        #expect(demo.waitForExit() == 0)
    }
}
