import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// `segue run`, `segue record` and `segue play` on a prototype: one Swift file declaring a global
/// `root` view controller, built in a cache package against this checkout. The cache lives in the
/// build folder and is kept between runs, so Segue's modules are compiled for it once, not per test.
@Suite(.serialized, .takesTurns("builds prototypes with every core"))
struct PrototypeRunTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Prototypes")
    static let teal = fixtures.appendingPathComponent("Teal.swift").path
    static let mistyped = fixtures.appendingPathComponent("Mistyped.swift").path

    /// The prototypes' cache beside the `segue` binary's build, shared by every run of the tests.
    static func useSharedCache(_ environment: inout [String: String]) {
        environment["XDG_CACHE_HOME"] = DemoProcess.binary.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("prototype-cache").path
    }

    /// The first build compiles Segue into the cache: minutes on two loaded cores.
    static let buildTimeout: TimeInterval = 900

    @Test func runShowsTheRootControllersViewInAWindow() throws {
        // Precondition: the fixture's root view is a flat teal (0, 128, 128).
        // Action: segue run on the file.
        let app = try DemoProcess(arguments: ["run", Self.teal, "--size", "300x200"], environment: Self.useSharedCache)
        defer { app.stop() }
        let window = app.waitForWindow(titled: "Teal.swift", timeout: Self.buildTimeout)
        // Assertion: its window shows teal away from the button.
        #expect(window != nil, "no window; stderr: \(app.standardErrorSoFar)")
        guard let window else { return }
        let teal = { (pixel: RGB?) in pixel.map { $0.r <= 2 && abs($0.g - 128) <= 2 && abs($0.b - 128) <= 2 } ?? false }
        var pixel: RGB?
        for _ in 0..<100 {
            pixel = app.pixel(of: window, x: 10, y: 10)
            if teal(pixel) { break }
            usleep(50_000)
        }
        #expect(teal(pixel), "pixel \(String(describing: pixel))")
        // And the user's folder holds only what it held: the build happened in the cache.
        let entries = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
        #expect(!entries.contains(".build") && !entries.contains("Package.swift"), "\(entries)")
    }

    @Test func traceReachesThePrototypesApp() throws {
        // Precondition: the teal fixture, whose root loads and appears at launch.
        // Action: segue run with --trace.
        let app = try DemoProcess(arguments: ["run", Self.teal, "--trace"], environment: Self.useSharedCache)
        defer { app.stop() }
        // Assertion: the root's appearance callbacks are printed as the app runs.
        #expect(app.waitForStandardError(containing: "segue: trace: TealViewController.viewDidAppear(false)",
                                         timeout: Self.buildTimeout), "stderr: \(app.standardErrorSoFar.suffix(2000))")
    }

    @Test func aTypeErrorIsShownAtTheUsersOwnPathAndFailsTheRun() throws {
        // Precondition: the fixture assigns a number to a colour on line 7, column 32.
        // Action
        let run = try SegueRun.run(["run", Self.mistyped], timeout: Self.buildTimeout, environment: Self.useSharedCache)
        // Assertion: a failure whose message names the user's file, not the cache's link to it.
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(Self.mistyped):7:32: error:"), "stderr: \(run.stderr.suffix(2000))")
        #expect(!run.stderr.contains("segue/run/"), "a cache path in: \(run.stderr.suffix(2000))")
        #expect(run.stderr.hasSuffix("segue: the prototype did not compile\n"))
    }

    @Test func aFileWithoutRootIsRefusedBeforeBuilding() throws {
        // Precondition: a Swift file declaring no `root`.
        let workspace = try RecordingWorkspace()
        let file = try workspace.script("NoRoot.swift", "import UIKit\nlet rootView = UIView()\n")
        // Action
        let run = try SegueRun.run(["run", file], environment: Self.useSharedCache)
        // Assertion: one line that says what to add.
        #expect(run.status == 1)
        #expect(run.stderr == "segue: \(file): declares no `root`; add a global `let root = MyViewController()` (any UIViewController) to say what to show\n")
    }

    @Test func aRootThatIsNoViewControllerIsNamedAsTheProblem() throws {
        // Precondition: a file whose `root` is a view, not a view controller.
        let workspace = try RecordingWorkspace()
        let file = try workspace.script("ViewRoot.swift", "import UIKit\nlet root = UIView()\n")
        // Action
        let run = try SegueRun.run(["run", file], timeout: Self.buildTimeout, environment: Self.useSharedCache)
        // Assertion: the compiler's message, then segue's line saying what `root` must be.
        #expect(run.status == 1)
        #expect(run.stderr.contains("UIViewController"), "stderr: \(run.stderr.suffix(2000))")
        #expect(run.stderr.hasSuffix("segue: the prototype did not compile: its `root` must be a UIViewController, as in `let root = MyViewController()`\n"),
                "stderr: \(run.stderr.suffix(2000))")
    }

    @Test func recordingAPrototypeTwiceGivesIdenticalBytes() throws {
        // Precondition: a script that taps the fixture's button, which fades the view to orange.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("orange.txt", "tap \"Orange\"\nwait until idle\n")
        // Action: the same recording twice, as PNG frames and as an .mp4.
        var runs: [SegueRun] = []
        for name in ["first", "second"] {
            runs.append(try SegueRun.run(["record", Self.teal, "--script", script, "--out", workspace.path("\(name)/"),
                                          "--size", "200x150", "--own-server"],
                                         timeout: Self.buildTimeout, environment: Self.useSharedCache))
            runs.append(try SegueRun.run(["record", Self.teal, "--script", script, "--out", workspace.path("\(name).mp4"),
                                          "--size", "200x150", "--own-server"],
                                         timeout: Self.buildTimeout, environment: Self.useSharedCache))
        }
        // Assertion: each run succeeded, the clips are byte-identical, and the frames go from the
        // root's teal to the orange its button animates to.
        for run in runs { #expect(run.status == 0, "stderr: \(run.stderr.suffix(2000))") }
        let first = FileManager.default.contents(atPath: workspace.path("first.mp4"))
        #expect(first != nil && first == FileManager.default.contents(atPath: workspace.path("second.mp4")))
        #expect(try workspace.frameFiles(in: "first") == workspace.frameFiles(in: "second"))
        let frames = try workspace.frames(in: "first")
        guard let start = frames.first, let end = frames.last else {
            Issue.record("no frames")
            return
        }
        expectPixel(start, 5, 5, RGB(0, 128, 128), "frame 0 (the root at rest)")
        expectPixel(end, 5, 5, RGB(255, 128, 0), "the last frame (after the tap)")
    }

    @Test func playReplaysAScriptOnThePrototype() throws {
        // Precondition: a script that taps the fixture's button, found by its title (a scene
        // without it fails the tap).
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("orange.txt", "tap \"Orange\"\nwait until idle\n")
        // Action: real-time playback on the test's display.
        let run = try SegueRun.run(["play", Self.teal, "--script", script, "--size", "300x200"],
                                   timeout: Self.buildTimeout, environment: Self.useSharedCache)
        // Assertion: the tap reached the prototype's button and the run says what it played on.
        #expect(run.status == 0, "stderr: \(run.stderr.suffix(2000))")
        #expect(run.stdout.contains("segue: played \(script) on the \(Self.teal) scene in a 300x200 window"),
                "stdout: \(run.stdout)")
    }
}
