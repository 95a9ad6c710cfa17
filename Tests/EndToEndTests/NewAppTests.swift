import CX11
import Foundation
import Testing
import TestTurns
import UIKitTesting

/// The app `segue new` writes builds as it comes, opens its window, presents its card with the custom
/// transition and lets the card be dragged: a short drag follows the pointer and springs back, a long
/// one dismisses it — real clicks and drags through XTest, checked by the window's pixels. And
/// `segue run` shows the same app from the package's folder and from its RootViewController.swift
/// alone.
@Suite(.serialized, .takesTurns("builds an app against Segue, then drives its window with the shared server's pointer"))
struct NewAppTests {
    /// The template's colours: the first screen's white, under the 40 % black dimming; the card's indigo.
    static let background = RGB(255, 255, 255)
    static let dimmedBackground = RGB(153, 153, 153)
    static let card = RGB(88, 86, 214)

    /// Points of the 900×640 window: the first screen outside the card (its top left), inside the
    /// card's resting frame (x 20…880, y 256…620) near its bottom and 14 px below its top, and the
    /// "Show the card" button (x 350…550, y 188…232).
    static let outside = (x: Int32(100), y: Int32(100))
    static let cardBottom = (x: Int32(100), y: Int32(580))
    static let cardTop = (x: Int32(100), y: Int32(270))
    static let showButton = (x: Int32(450), y: Int32(210))

    @Test func theNewAppBuildsRunsAndItsCardComesAndGoesWithTheDrag() throws {
        // Precondition: `segue new CardApp` into a fresh folder, on a clone of this checkout in a
        // folder not named Segue.
        let clone = try CheckoutCopy.prepare()
        let parent = CheckoutCopy.workspace.appendingPathComponent("new-app-\(getpid())")
        try? FileManager.default.removeItem(at: parent)
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("CardApp")
        let made = try SegueRun.run(["new", "CardApp", "--at", folder.path, "--segue", clone.path])
        try #require(made.status == 0, "segue new failed: \(made.stderr)")

        // Action 1: build it, in the example app's build folder: the Segue it compiles is the same
        // clone's, so only the app's own main.swift is compiled (the package is built exactly as
        // `swift build` in its folder would, elsewhere).
        let scratch = clone.appendingPathComponent("Examples/HelloSegue/.build")
        let build = try ExampleAppTests.run(["swift", "build", "--scratch-path", scratch.path], in: folder, environment: [:])

        // Assertion 1: it builds without a warning in the template.
        try #require(build.status == 0, "swift build failed:\n\(build.output.suffix(3000))")
        let warnings = build.output.split(separator: "\n").filter { $0.contains("Sources/CardApp/") && $0.contains("warning:") }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")

        // Action 2: run it on the test's X server, with the transition checker on.
        let app = try DemoProcess(arguments: [], executable: scratch.appendingPathComponent("debug/CardApp")) {
            $0["SEGUE_CHECK"] = "1"
        }
        let window = try #require(app.waitForWindow(titled: "CardApp"), "the app's window never appeared")
        // Assertion 2: the first screen.
        let first = app.waitForPixel(of: window, x: Self.outside.x, y: Self.outside.y) { $0.isClose(to: Self.background) }
        #expect(first.map { $0.isClose(to: Self.background) } == true, "first screen: \(String(describing: first))")

        // Action 3: click "Show the card".
        usleep(200_000)
        app.click(window, x: Self.showButton.x, y: Self.showButton.y)
        // Assertion 3: the card slides up over the dimmed first screen.
        let shown = app.waitForPixel(of: window, x: Self.cardTop.x, y: Self.cardTop.y) { $0.isClose(to: Self.card) }
        #expect(shown.map { $0.isClose(to: Self.card) } == true, "card's top: \(String(describing: shown))")
        let dimmed = app.waitForPixel(of: window, x: Self.outside.x, y: Self.outside.y) { $0.isClose(to: Self.dimmedBackground) }
        #expect(dimmed.map { $0.isClose(to: Self.dimmedBackground) } == true, "dimming: \(String(describing: dimmed))")
        usleep(300_000)

        // Action 4: drag the card down 60 px slowly and hold it there.
        app.movePointer(window, x: 450, y: 450)
        app.button(down: true)
        for step in 1...12 {
            usleep(20_000)
            app.movePointer(window, x: 450, y: 450 + Int32(step) * 5)
        }
        // Assertion 4: the card follows the pointer: its top has moved off the point 14 px below it.
        let held = app.waitForPixel(of: window, x: Self.cardTop.x, y: Self.cardTop.y) { !$0.isClose(to: Self.card, tolerance: 8) }
        #expect(held.map { !$0.isClose(to: Self.card, tolerance: 8) } == true, "held card's top: \(String(describing: held))")

        // Action 5: let go after a rest (no fling).
        usleep(250_000)
        app.button(down: false)
        // Assertion 5: under half-way, the card goes back where it was, over the dimming.
        let back = app.waitForPixel(of: window, x: Self.cardTop.x, y: Self.cardTop.y) { $0.isClose(to: Self.card) }
        #expect(back.map { $0.isClose(to: Self.card) } == true, "card's top after letting go: \(String(describing: back))")
        usleep(500_000)
        #expect(app.pixel(of: window, x: Self.outside.x, y: Self.outside.y).map { $0.isClose(to: Self.dimmedBackground) } == true)

        // Action 6: drag it down 230 px (63 % of its 364 px) slowly, rest, let go.
        app.drag(window, from: (450, 400), to: (450, 630), steps: 23, interval: 0.02, rest: 0.25)
        // Assertion 6: the card is gone and the first screen is back, undimmed.
        let gone = app.waitForPixel(of: window, x: Self.cardBottom.x, y: Self.cardBottom.y) { $0.isClose(to: Self.background) }
        #expect(gone.map { $0.isClose(to: Self.background) } == true, "where the card was: \(String(describing: gone))")
        let undimmed = app.waitForPixel(of: window, x: Self.outside.x, y: Self.outside.y) { $0.isClose(to: Self.background) }
        #expect(undimmed.map { $0.isClose(to: Self.background) } == true, "first screen: \(String(describing: undimmed))")

        // Action 7: close the window as a window manager would.
        app.requestClose(window)
        // Assertion 7: the app ends normally, and no transition rule broke on the way.
        #expect(app.waitForExit() == 0)
        #expect(!app.standardError.contains("invariant violated"), "stderr: \(app.standardError)")
    }

    @Test func segueRunShowsTheNewAppFromItsFolderAndFromItsRootFileAlone() throws {
        // Precondition: `segue new RunApp` on this checkout (the one `segue run` builds against, so
        // both builds below use the prototypes' shared cache).
        let parent = CheckoutCopy.workspace.appendingPathComponent("new-run-app")
        try? FileManager.default.removeItem(at: parent)
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("RunApp")
        let made = try SegueRun.run(["new", "RunApp", "--at", folder.path])
        try #require(made.status == 0, "segue new failed: \(made.stderr)")
        let rootFile = folder.appendingPathComponent("Sources/RunApp/RootViewController.swift")

        for (target, title) in [(folder.path, "RunApp"), (rootFile.path, "RootViewController.swift")] {
            // Action: segue run on the package, then on the file, and click "Show the card".
            let app = try DemoProcess(arguments: ["run", target, "--size", "900x640"], environment: PrototypeRunTests.useSharedCache)
            defer { app.stop() }
            let window = app.waitForWindow(titled: title, timeout: PrototypeRunTests.buildTimeout)
            #expect(window != nil, "segue run \(target): no window; stderr: \(app.standardErrorSoFar.suffix(2000))")
            guard let window else { continue }
            // Assertion: the first screen, then the card over the dimmed first screen: the same app.
            let first = app.waitForPixel(of: window, x: Self.outside.x, y: Self.outside.y) { $0.isClose(to: Self.background) }
            #expect(first.map { $0.isClose(to: Self.background) } == true, "\(title) first screen: \(String(describing: first))")
            usleep(200_000)
            app.click(window, x: Self.showButton.x, y: Self.showButton.y)
            let shown = app.waitForPixel(of: window, x: Self.cardTop.x, y: Self.cardTop.y) { $0.isClose(to: Self.card) }
            #expect(shown.map { $0.isClose(to: Self.card) } == true, "\(title) card's top: \(String(describing: shown))")
            let dimmed = app.waitForPixel(of: window, x: Self.outside.x, y: Self.outside.y) { $0.isClose(to: Self.dimmedBackground) }
            #expect(dimmed.map { $0.isClose(to: Self.dimmedBackground) } == true, "\(title) dimming: \(String(describing: dimmed))")
        }
        // And the app's folder holds only what segue new wrote (and SwiftPM's Package.resolved).
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "Package.resolved" }.sorted()
        #expect(entries == [".gitignore", "Package.swift", "Sources"], "\(entries)")
    }
}
