import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// `segue run` on a SwiftPM package (a folder holding a Package.swift): its executable is built as it
/// is, outside its folder, then started with the size and trace asked for. The fixture package
/// depends on this checkout, so it builds in the prototypes' shared cache (`PrototypeRunTests`), where
/// Segue's modules are compiled once for every suite and every run.
@Suite(.serialized, .takesTurns("builds packages with every core"))
struct PackageRunTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Packages/TealApp")

    /// The fixture as a user's package on this checkout: its sources copied to a folder kept
    /// between runs beside the tests' build (the same folder each time, so its build is
    /// incremental), with a Package.swift naming this checkout.
    static func preparePackage() throws -> URL {
        let package = CheckoutCopy.workspace.appendingPathComponent("packages/TealApp")
        let sources = package.appendingPathComponent("Sources/TealApp")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) where name != "main.swift" {
            try FileManager.default.removeItem(at: sources.appendingPathComponent(name))
        }
        let main = try Data(contentsOf: fixture.appendingPathComponent("Sources/TealApp/main.swift"))
        if (try? Data(contentsOf: sources.appendingPathComponent("main.swift"))) != main {
            try main.write(to: sources.appendingPathComponent("main.swift"))
        }
        let manifest = """
            // swift-tools-version:6.2
            import PackageDescription

            let package = Package(
                name: "TealApp",
                dependencies: [.package(name: "Segue", path: \(literal(NewCommandTests.checkout)))],
                targets: [
                    .executableTarget(name: "TealApp", dependencies: [
                        .product(name: "UIKit", package: "Segue"),
                        .product(name: "X11Platform", package: "Segue"),
                    ]),
                ]
            )

            """
        if (try? String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)) != manifest {
            try manifest.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        }
        return package
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The fixture's teal, (0, 128, 128).
    static func teal(_ pixel: RGB?) -> Bool {
        pixel.map { $0.r <= 2 && abs($0.g - 128) <= 2 && abs($0.b - 128) <= 2 } ?? false
    }

    @Test func runBuildsThePackageOutsideItsFolderAndShowsItsWindowAtTheSizeAsked() throws {
        // Precondition: the package's app is teal, in a 400x300 window of its own choosing.
        let package = try Self.preparePackage()
        // Action: segue run on the package's folder, asking for another size.
        let app = try DemoProcess(arguments: ["run", package.path, "--size", "320x240"],
                                  environment: PrototypeRunTests.useSharedCache)
        defer { app.stop() }
        let window = app.waitForWindow(titled: "TealApp", timeout: PrototypeRunTests.buildTimeout)
        // Assertion: the app's own window, teal, at the size asked for.
        #expect(window != nil, "no window; stderr: \(app.standardErrorSoFar.suffix(2000))")
        guard let window else { return }
        let pixel = app.waitForPixel(of: window, x: 10, y: 10) { Self.teal($0) }
        #expect(Self.teal(pixel), "pixel \(String(describing: pixel))")
        let shown = app.capture(window)
        #expect(shown?.width == 320 && shown?.height == 240, "window \(String(describing: shown?.width))x\(String(describing: shown?.height))")
        // And the build happened in the cache: the package's folder has no .build.
        let entries = try FileManager.default.contentsOfDirectory(atPath: package.path)
        #expect(!entries.contains(".build"), "\(entries)")
    }

    @Test func traceReachesThePackagesApp() throws {
        // Precondition: the package, whose root appears at launch.
        let package = try Self.preparePackage()
        // Action: segue run with --trace.
        let app = try DemoProcess(arguments: ["run", package.path, "--trace"], environment: PrototypeRunTests.useSharedCache)
        defer { app.stop() }
        // Assertion: the root's appearance callbacks are printed as the app runs.
        #expect(app.waitForStandardError(containing: "segue: trace: TealViewController.viewDidAppear(false)",
                                         timeout: PrototypeRunTests.buildTimeout), "stderr: \(app.standardErrorSoFar.suffix(2000))")
    }

    @Test func aCompileErrorIsShownAtTheUsersOwnPathAndFailsTheRun() throws {
        // Precondition: the package with a second file that assigns a number to a colour on line 3,
        // column 23.
        let package = try Self.preparePackage()
        let broken = package.appendingPathComponent("Sources/TealApp/Broken.swift")
        try "import UIKit\n\nlet broken: UIColor = 5\n".write(to: broken, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: broken) }
        // Action
        let run = try SegueRun.run(["run", package.path], timeout: PrototypeRunTests.buildTimeout,
                                   environment: PrototypeRunTests.useSharedCache)
        // Assertion: a failure whose message names the user's file where it is, not a cache path.
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(broken.path):3:23: error:"), "stderr: \(run.stderr.suffix(2000))")
        #expect(!run.stderr.contains("segue/run/"), "a cache path in: \(run.stderr.suffix(2000))")
        #expect(run.stderr.hasSuffix("segue: the package did not compile\n"), "stderr: \(run.stderr.suffix(2000))")
    }

    @Test func severalExecutablesAreRefusedNamingThemAndProductPicksOne() throws {
        // Precondition: a package of two command-line executables (no Segue, so it builds in
        // seconds in a scratch folder of its own, named after its folder: the same one each run).
        let package = CheckoutCopy.workspace.appendingPathComponent("packages/Pair")
        try? FileManager.default.removeItem(at: package)
        defer { try? FileManager.default.removeItem(at: package) }
        for name in ["Left", "Right"] {
            let sources = package.appendingPathComponent("Sources/\(name)")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try "print(\"\(name) ran\")\n".write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        }
        try """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(name: "Pair", targets: [.executableTarget(name: "Left"), .executableTarget(name: "Right")])

            """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        // Action: without --product, with an unknown one, with one of them.
        let unchosen = try SegueRun.run(["run", package.path + "/"], environment: PrototypeRunTests.useSharedCache)
        let unknown = try SegueRun.run(["run", package.path, "--product", "Middle"], environment: PrototypeRunTests.useSharedCache)
        let chosen = try SegueRun.run(["run", package.path, "--product", "Right"], timeout: PrototypeRunTests.buildTimeout,
                                      environment: PrototypeRunTests.useSharedCache)
        // Assertion: one line naming the executables, nothing built; then the one asked for runs.
        #expect(unchosen.status == 1)
        #expect(unchosen.stderr == "segue: \(package.path) has several executable products (Left, Right); choose one with --product NAME\n")
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "segue: \(package.path) has no executable product named Middle; give --product one of: Left, Right\n")
        #expect(chosen.status == 0, "stderr: \(chosen.stderr.suffix(2000))")
        #expect(chosen.stdout == "Right ran\n")
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build").path))
    }

    @Test func recordAndPlayHandAPackagesAppItsOwnRecorderAndPlayer() throws {
        // Precondition: the package, whose app opens a 400x300 teal window, and a script.
        let package = try Self.preparePackage()
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("idle.txt", "wait 0.2s\nwait until idle\n")

        // Action: record it to PNG frames, then play the script on it.
        let record = try SegueRun.run(["record", package.path, "--script", script, "--out", workspace.path("frames/"),
                                       "--fps", "30"], timeout: PrototypeRunTests.buildTimeout,
                                      environment: PrototypeRunTests.useSharedCache)
        let play = try SegueRun.run(["play", package.path, "--script", script], timeout: PrototypeRunTests.buildTimeout,
                                    environment: PrototypeRunTests.useSharedCache)

        // Assertion: the app filmed itself at its own size and the fps asked, teal; and it played
        // the script in its window and said so.
        #expect(record.status == 0, "stderr: \(record.stderr.suffix(2000))")
        let frames = try workspace.frames(in: "frames")
        #expect(frames.count >= 6)
        if let last = frames.last {
            #expect(last.width == 400 && last.height == 300)
            #expect(Self.teal(RGB(packed: last[200, 150])))
        }
        #expect((record.stdout + record.stderr).contains("(\(frames.count) frames, 400x300, 30 fps)"),
                "stdout: \(record.stdout) stderr: \(record.stderr.suffix(1000))")
        #expect(play.status == 0, "stderr: \(play.stderr.suffix(2000))")
        #expect(play.stdout.contains("segue: played \(script)"), "stdout: \(play.stdout)")
    }

    @Test func recordRefusesWhatAPackagesAppCannotDo() throws {
        // Precondition: the package and a script.
        let package = try Self.preparePackage()
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("idle.txt", "wait until idle\n")
        // Action
        let run = try SegueRun.run(["record", package.path, "--script", script, "--out", workspace.path("clip.mp4"),
                                    "--slow-motion", "4"], environment: PrototypeRunTests.useSharedCache)
        // Assertion: refused before anything is built, naming the option.
        #expect(run.status == 2)
        #expect(try workspace.entries() == ["idle.txt"])
        #expect(run.stderr == "segue: --slow-motion is not available for a package's app, which records and plays itself "
                + "(docs/PROTOTYPING-TOOLS.md); leave it out\n", "stderr: \(run.stderr)")
    }

    @Test func productIsRefusedForAPrototype() throws {
        // Precondition: a prototype file, which is one app.
        // Action
        let run = try SegueRun.run(["run", PrototypeRunTests.teal, "--product", "Teal"], environment: PrototypeRunTests.useSharedCache)
        // Assertion: refused before anything is built, saying to leave the option out.
        #expect(run.status == 1)
        #expect(run.stderr == "segue: --product Teal names one of a package's executables, but \(PrototypeRunTests.teal) is a "
                + "prototype (no Package.swift), which is one app; leave --product out\n")
    }

    @Test func aManifestThatDoesNotCompileIsShownAtItsPathAndFailsTheRun() throws {
        // Precondition: a Package.swift missing its last parenthesis.
        let workspace = try RecordingWorkspace()
        let package = workspace.url.appendingPathComponent("Unclosed")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Unclosed\"\n"
            .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        // Action
        let run = try SegueRun.run(["run", package.path], environment: PrototypeRunTests.useSharedCache)
        // Assertion: SwiftPM's error at the manifest's own path, then one line saying what failed;
        // nothing built, nothing written into the folder.
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(package.path)/Package.swift:4:1: error:"), "stderr: \(run.stderr)")
        #expect(run.stderr.hasSuffix("segue: \(package.path): its Package.swift cannot be read (SwiftPM's lines above say why)\n"),
                "stderr: \(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: package.path) == ["Package.swift"])
    }
}
