import CX11
import Foundation
import SegueTools
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// The prototyping tools in an app of Segue's users: `Examples/HelloSegue`, started by
/// `UIApplicationMain`, built against a clone of this checkout and driven through XTest. Its "Tap me"
/// button makes the label hop for 0.6 s, the animation the keys act on.
@Suite(.serialized, .takesTurns("builds HelloSegue against Segue, then presses keys in its window with the shared server's keyboard"))
@MainActor struct ExampleAppToolsTests {
    /// Points of the 900×640 window: the "Tap me" button (x 390…510, y 320…364), a point under the
    /// HUD's panel (the top-right corner), and a point of plain background.
    static let button = (x: Int32(450), y: Int32(342))
    static let hudCorner = (x: Int32(860), y: Int32(60))
    static let background = (x: Int32(100), y: Int32(100))

    /// HelloSegue built once for the suite, with the README's steps (`swift build` in its folder).
    nonisolated static let built: Result<URL, DemoProcess.Failure> = {
        do {
            let example = try CheckoutCopy.prepare().appendingPathComponent("Examples/HelloSegue")
            let build = try ExampleAppTests.run(["swift", "build"], in: example, environment: [:])
            guard build.status == 0 else {
                return .failure(DemoProcess.Failure(description: "swift build failed:\n\(build.output.suffix(3000))"))
            }
            return .success(example.appendingPathComponent(".build/debug/HelloSegue"))
        } catch {
            return .failure(DemoProcess.Failure(description: "\(error)"))
        }
    }()

    /// HelloSegue running and drawn, with the pointer over its window (so it has the keyboard focus).
    private func start(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> (DemoProcess, Window) {
        let binary = try Self.built.get()
        let app = try DemoProcess(arguments: arguments, executable: binary) { env in
            for (key, value) in environment { env[key] = value }
        }
        let window = try #require(app.waitForWindow(titled: "Segue"), "HelloSegue's window never appeared")
        _ = app.waitForPixel(of: window, x: Self.background.x, y: Self.background.y) { $0.isClose(to: RGB(255, 255, 255)) }
        usleep(300_000)
        app.movePointer(window, x: Self.background.x, y: Self.background.y)
        return (app, window)
    }

    /// Taps the button and returns two captures taken 0.1 s and 0.4 s later, inside the 0.6 s hop.
    private func tapAndCaptureTwice(_ app: DemoProcess, _ window: Window) throws -> (Bitmap, Bitmap) {
        app.click(window, x: Self.button.x, y: Self.button.y)
        usleep(100_000)
        let early = try #require(app.capture(window))
        usleep(300_000)
        let late = try #require(app.capture(window))
        app.movePointer(window, x: Self.background.x, y: Self.background.y)
        return (early, late)
    }

    private func brightness(_ p: RGB?) -> Int { p.map { $0.r + $0.g + $0.b } ?? -1 }

    @Test func pPausesTheHopAndPAgainResumesIt() throws {
        // Precondition: HelloSegue, animation paused with P.
        let (app, window) = try start()
        app.press(keysym: XK_p)
        usleep(200_000)
        // Action: tap the button (the label starts its hop).
        let (frozenA, frozenB) = try tapAndCaptureTwice(app, window)
        // Assertion: nothing moves while paused.
        #expect(frozenA.differingPixels(from: frozenB) == 0)
        // Action: P again, and the rest of the hop.
        app.press(keysym: XK_p)
        usleep(900_000)
        let resumed = try #require(app.capture(window))
        // Assertion: the label came down: the window is no longer the frozen one.
        #expect(resumed.differingPixels(from: frozenB) > 100)
        app.requestClose(window)
        #expect(app.waitForExit() == 0)
    }

    @Test func hShowsTheHUDInTheTopRightCorner() throws {
        // Precondition
        let (app, window) = try start()
        let corner = app.pixel(of: window, x: Self.hudCorner.x, y: Self.hudCorner.y)
        // Action: H.
        app.press(keysym: XK_h)
        let shown = app.waitForPixel(of: window, x: Self.hudCorner.x, y: Self.hudCorner.y) {
            brightness($0) < brightness(corner) / 2
        }
        // Assertion: the corner is darkened by the HUD's panel.
        #expect(brightness(shown) < brightness(corner) / 2, "HUD corner \(String(describing: shown)) vs \(String(describing: corner))")
        app.stop()
    }

    @Test func withSegueToolsZeroPIsLeftToTheApp() throws {
        // Precondition: the keys turned off.
        let (app, window) = try start(environment: ["SEGUE_TOOLS": "0"])
        // Action: P, then tap the button.
        app.press(keysym: XK_p)
        usleep(200_000)
        let (early, late) = try tapAndCaptureTwice(app, window)
        // Assertion: the hop goes on: the window changes between the two captures.
        #expect(early.differingPixels(from: late) > 100)
        app.stop()
    }

    @Test func recordInputWritesAScriptThatReplaysTheTaps() throws {
        // Precondition: HelloSegue recording its input.
        let workspace = try RecordingWorkspace()
        let path = workspace.path("hello.txt")
        let (app, window) = try start(["--record-input", path])
        // Action: tap the button twice, then close the window.
        for _ in 0..<2 {
            app.click(window, x: Self.button.x, y: Self.button.y)
            usleep(300_000)
        }
        app.requestClose(window)
        #expect(app.waitForExit() == 0)
        #expect(app.waitForStandardError(containing: "wrote the input script \(path)", timeout: 5))
        // Assertion: replayed into a window of the same size with a button where HelloSegue has its,
        // the script taps it twice.
        let script = try InputScript.load(contentsOf: path)
        let taps = withTestApplication(size: CGSize(width: 900, height: 640)) { application, platform in
            var taps = 0
            let root = UIViewController()
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 390, y: 320, width: 120, height: 44)
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            root.view.addSubview(button)
            _ = makeKeyWindow(size: platform.windowSize, root: root)
            let player = ScriptPlayer(script: script, application: application) { platform.enqueue($0) }
            let clock = application.virtualClock
            let start = clock.now
            for frame in 0..<(60 * 30) where !player.isFinished {
                let t = Double(frame) / 60
                clock.advance(by: start + t - clock.now)
                player.advance(to: t)
                application.runFrame(waitingUpTo: 0)
            }
            application.runFrame(waitingUpTo: 0)
            return taps
        }
        #expect(taps == 2, "script:\n\((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")")
    }

    @Test func rFilmsTheWindowToAnMP4WithItsSidecar() throws {
        // Precondition: HelloSegue running in a fresh folder.
        let workspace = try RecordingWorkspace()
        let binary = try Self.built.get()
        let app = try DemoProcess(arguments: [], executable: binary, directory: workspace.url)
        let window = try #require(app.waitForWindow(titled: "Segue"), "HelloSegue's window never appeared")
        _ = app.waitForPixel(of: window, x: Self.background.x, y: Self.background.y) { $0.isClose(to: RGB(255, 255, 255)) }
        app.movePointer(window, x: Self.background.x, y: Self.background.y)
        // Action: R, a tap (the hop), R again, close.
        app.press(keysym: XK_r)
        usleep(200_000)
        _ = try tapAndCaptureTwice(app, window)
        usleep(500_000)
        app.press(keysym: XK_r)
        usleep(300_000)
        app.requestClose(window)
        #expect(app.waitForExit() == 0)
        // Assertion: one clip beside its sidecar, which says the app's R key made it.
        let entries = try workspace.entries()
        let clips = entries.filter { $0.hasSuffix(".mp4") }
        try #require(clips.count == 1, "entries: \(entries); stderr: \(app.standardError)")
        let sidecar = try Data(contentsOf: workspace.url.appendingPathComponent(clips[0] + ".json"))
        let fields = try #require(try JSONSerialization.jsonObject(with: sidecar) as? [String: Any])
        #expect(fields["source"] as? String == "Segue (R key)")
        #expect(fields["width"] as? Int == 900 && fields["height"] as? Int == 640)
        #expect((fields["frameCount"] as? Int ?? 0) >= 30)
    }
}
