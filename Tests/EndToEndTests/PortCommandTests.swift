import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting
import X11Platform

/// `segue port` on iOS-style source: what it lists (each rewrite, each line to change by hand, at
/// the line the fixture has it on), that the ported file builds against Segue and its target-action
/// still fires (by pixels, in a recording), and that bad input is refused with a `segue:` error.
/// The port tool builds into the shared prototype cache on first use, as the prototypes do.
@Suite(.serialized, .takesTurns("builds prototypes with every core"))
struct PortCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Port")
    static let tapper = fixtures.appendingPathComponent("TapperViewController.swift").path
    static let unportable = fixtures.appendingPathComponent("Unportable.swift").path
    static let card = fixtures.appendingPathComponent("CardPresentationController.swift").path

    static func port(_ arguments: [String]) throws -> SegueRun {
        try SegueRun.run(["port"] + arguments, timeout: PrototypeRunTests.buildTimeout, environment: PrototypeRunTests.useSharedCache)
    }

    /// The 1-based number of the first line of `file` containing `needle`.
    static func line(of needle: String, in file: String) throws -> Int {
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(needle) }, "\(needle) is not in \(file)")
        return index + 1
    }

    @Test func listsEveryRewriteAndEveryLineToChangeByHandAtItsLine() throws {
        // Precondition: the fixture folder holds an iOS view controller (no import UIKit, #if os(iOS),
        // @objc optional, @IBOutlet, #selector target-action, #keyPath) and a file of what has no form.
        let workspace = try RecordingWorkspace()

        // Action
        let run = try Self.port([Self.fixtures.path + "/", "--out", workspace.path("out")])

        // Assertion: status 0; each rewrite on standard output at its line, each hand change on
        // standard error at its line; both files written.
        #expect(run.status == 0, "stderr: \(run.stderr.suffix(2000))")
        let folder = Self.fixtures.path + "/"
        let rewrites: [(String, String, String)] = [
            (Self.tapper, "#if os(iOS)", "rewrote #if os(iOS) → #if canImport(UIKit)"),
            (Self.tapper, "@objc optional func tapperDidTap", "rewrote optional func tapperDidTap(_:) → func tapperDidTap(_:) with a default implementation {} in extension TapperDelegate"),
            (Self.tapper, "@IBOutlet", "rewrote @IBOutlet var titleLabel → var titleLabel"),
            (Self.tapper, "@IBInspectable", "rewrote @IBInspectable var cornerRadius → var cornerRadius"),
            (Self.tapper, "@objc dynamic var taps", "rewrote @objc dynamic var taps → var taps"),
            (Self.tapper, "#keyPath(UIScrollView.contentOffset)", "rewrote #keyPath(UIScrollView.contentOffset) → \\UIScrollView.contentOffset"),
            (Self.tapper, "#selector(tapped(_:))", "rewrote #selector(tapped(_:)) → Self.tapped"),
            (Self.tapper, "#selector(self.swiped)", "rewrote #selector(self.swiped) → Self.swiped"),
            (Self.tapper, "UIBarButtonItem(", "rewrote #selector(TapperViewController.swiped) → TapperViewController.swiped"),
            (Self.tapper, "@IBAction", "rewrote @IBAction func tapped(_:) → func tapped(_:)"),
            (Self.tapper, "delegate?.tapperDidTap?(self)", "rewrote delegate?.tapperDidTap?(…) → delegate?.tapperDidTap(…)"),
            (Self.tapper, "@objc func swiped", "rewrote @objc func swiped() → func swiped()"),
            (Self.unportable, "CADisplayLink(target:", "rewrote CADisplayLink(target: self, selector: #selector(step(_:))) → CADisplayLink(handler: { [weak self] link in self?.step(link) })"),
            (Self.card, "as CFArray", "rewrote [UIColor.black.cgColor, UIColor.clear.cgColor] as CFArray → [UIColor.black.cgColor, UIColor.clear.cgColor]"),
            (Self.card, "forKeyPath:", "rewrote UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) → (UIApplication.shared as Any?)"),
            (Self.card, "override func containerViewWillLayoutSubviews", "rewrote override containerViewWillLayoutSubviews() in an extension of CardPresentationController → the same override in class CardPresentationController's body"),
            (Self.card, "override var frameOfPresentedViewInContainerView", "rewrote override var frameOfPresentedViewInContainerView in an extension of CardPresentationController → the same override in class CardPresentationController's body"),
        ]
        for (file, needle, message) in rewrites {
            let name = folder + (file as NSString).lastPathComponent
            let expected = "\(name):\(try Self.line(of: needle, in: file)): \(message)"
            #expect(run.stdout.contains(expected), "missing: \(expected)\nstdout: \(run.stdout)")
        }
        #expect(run.stdout.contains("\(folder)TapperViewController.swift:1: rewrote (no import UIKit) → import UIKit"))
        let byHand: [(String, String, String)] = [
            (Self.tapper, "@IBOutlet", "@IBOutlet titleLabel: nothing connects outlets on Segue"),
            (Self.unportable, "import Combine", "import Combine: Segue has no Combine"),
            (Self.unportable, "@objc optional func score", "optional requirement @objc optional func score(for index: Int) -> Int:"),
            (Self.unportable, "selector: #selector(refresh), name:", "NotificationCenter.addObserver(_:selector:name:object:): Segue has no selectors"),
            (Self.unportable, "responds(to:", "responds(to:): Segue has no Objective-C runtime"),
            (Self.unportable, "perform(#selector", "perform(_:): Segue has no selectors"),
            (Self.unportable, "UIStoryboard(name:", "UIStoryboard: Segue has no storyboards"),
            (Self.unportable, "forKeyPath:", "addObserver(_:forKeyPath:…): Segue's key-value observing is observe"),
            (Self.unportable, "#keyPath(UIView.layer)", "#keyPath(UIView.layer): Segue observes only"),
            (Self.unportable, "Timer.scheduledTimer", "Timer(…target:selector:…): Segue has no selectors"),
            (Self.unportable, "func encode(with", "encode(with:): Segue has no NSCoder archiving"),
        ]
        for (file, needle, message) in byHand {
            let name = folder + (file as NSString).lastPathComponent
            let expected = "\(name):\(try Self.line(of: needle, in: file)): \(message)"
            #expect(run.stderr.contains(expected), "missing: \(expected)\nstderr: \(run.stderr)")
        }
        #expect(run.stdout.hasSuffix("25 rewrites, 12 lines to change by hand\n"), "stdout: \(run.stdout.suffix(300))")
        let ported = try String(contentsOfFile: workspace.path("out/Unportable.swift"), encoding: .utf8)
        // The #keyPath fed to addObserver(forKeyPath:) is left for the hand change, not half-ported.
        #expect(ported.contains("forKeyPath: #keyPath(UIScrollView.contentOffset)"))
        // The overrides moved into the class body (before its closing brace), the extension keeping
        // its other method and the emptied one gone; the cast and the key-value read rewritten.
        let card = try String(contentsOfFile: workspace.path("out/CardPresentationController.swift"), encoding: .utf8)
        let classBody = try #require(card.components(separatedBy: "\nextension").first)
        #expect(classBody.contains("override func containerViewWillLayoutSubviews()"), "\(card)")
        #expect(classBody.contains("override var frameOfPresentedViewInContainerView"), "\(card)")
        #expect(card.components(separatedBy: "\nextension CardPresentationController {").count == 2, "\(card)")
        #expect(card.contains("func cardHeight()"))
        #expect(card.contains("colors: [UIColor.black.cgColor, UIColor.clear.cgColor], locations:"), "\(card)")
        #expect(card.contains("guard let application = (UIApplication.shared as Any?) as? UIApplication else"), "\(card)")

        // And --strict says so in the status.
        let strict = try Self.port([Self.unportable, "--out", workspace.path("strict"), "--strict"])
        #expect(strict.status == 2, "stderr: \(strict.stderr.suffix(500))")
    }

    @Test func thePortedFileBuildsAgainstSegueAndItsButtonsTargetActionFires() throws {
        // Precondition: the fixture's view is red; its button's @IBAction (reached through
        // #selector) turns it green. A script taps the button.
        let workspace = try RecordingWorkspace()
        let port = try Self.port([Self.tapper, "--out", workspace.path("out")])
        try #require(port.status == 0, "stderr: \(port.stderr.suffix(2000))")
        let script = try workspace.script("tap.txt", "wait 0.3s\ntap \"Tap\"\nwait until idle\nwait 0.3s\n")

        // Action: record the ported file.
        let run = try SegueRun.run(["record", workspace.path("out/TapperViewController.swift"), "--script", script,
                                    "--out", workspace.path("frames/"), "--size", "400x300", "--fps", "30", "--own-server"],
                                   timeout: PrototypeRunTests.buildTimeout, environment: PrototypeRunTests.useSharedCache)

        // Assertion: it built and ran; the first frame is red, the last green.
        try #require(run.status == 0, "record: \(run.stderr.suffix(3000))")
        let frames = try workspace.frameNames(in: "frames")
        try #require(frames.count > 10)
        let first = try PNGCodec.decode(contentsOf: workspace.path("frames/\(frames[0])"))
        let last = try PNGCodec.decode(contentsOf: workspace.path("frames/\(frames[frames.count - 1])"))
        #expect(first.rgb(10, 10).isClose(to: RGB(255, 59, 48)), "first frame: \(first.rgb(10, 10))")
        #expect(last.rgb(10, 10).isClose(to: RGB(52, 199, 89)), "last frame: \(last.rgb(10, 10))")
    }

    @Test func badInputIsRefusedWithASegueError() throws {
        // Precondition: a missing file, a file that does not parse (its line 3), an unwritable folder.
        let workspace = try RecordingWorkspace()
        let broken = workspace.path("Broken.swift")
        try "import UIKit\n\nlet x = (1, \nfunc f( {\n".write(toFile: broken, atomically: true, encoding: .utf8)

        // Action
        let missing = try Self.port([workspace.path("Nope.swift"), "--out", workspace.path("out")])
        let unparsable = try Self.port([broken, "--out", workspace.path("out")])
        let unwritable = try Self.port([Self.tapper, "--out", "/proc/segue-port-out"])
        let noOut = try Self.port([Self.tapper])

        // Assertion: status 1, one clear `segue:` line each, nothing written for the unparsable file.
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("segue: \(workspace.path("Nope.swift")): no such file or folder"), "\(missing.stderr)")
        #expect(unparsable.status == 1)
        #expect(unparsable.stderr.hasSuffix("segue: \(broken):3: does not parse as Swift (near `,`); fix it so it builds for iOS, then port it\n"),
                "\(unparsable.stderr.suffix(500))")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out")))
        #expect(unwritable.status == 1)
        #expect(unwritable.stderr.contains("segue: cannot create the output folder /proc/segue-port-out"), "\(unwritable.stderr.suffix(500))")
        #expect(noOut.status == 1)
        #expect(noOut.stderr.hasPrefix("segue: no --out folder given"), "\(noOut.stderr)")
    }

    @Test func anOutputThatWouldReplaceASourceIsRefusedAndNothingIsLost() throws {
        // Precondition: an iOS file in a folder, and two folders each holding a Same.swift.
        let workspace = try RecordingWorkspace()
        let folder = workspace.path("ios")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let original = try String(contentsOfFile: Self.tapper, encoding: .utf8)
        let source = folder + "/Tapper.swift"
        try original.write(toFile: source, atomically: true, encoding: .utf8)
        for side in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: workspace.path(side), withIntermediateDirectories: true)
            try "import UIKit\n".write(toFile: workspace.path("\(side)/Same.swift"), atomically: true, encoding: .utf8)
        }

        // Action: ported into its own folder (given two ways), and two files to one name.
        let inPlace = try Self.port([source, "--out", folder])
        let inPlaceByFolder = try Self.port([folder, "--out", folder + "/."])
        let clash = try Self.port([workspace.path("a/Same.swift"), workspace.path("b/Same.swift"), "--out", workspace.path("out")])

        // Assertion: each refused with a `segue:` line saying what to do; the original is untouched
        // and no output folder was made.
        #expect(inPlace.status == 1)
        #expect(inPlace.stderr.hasPrefix("segue: --out \(folder) would overwrite \(source), a file being ported"), "\(inPlace.stderr)")
        #expect(inPlaceByFolder.status == 1 && inPlaceByFolder.stderr.contains("would overwrite"), "\(inPlaceByFolder.stderr)")
        #expect(try String(contentsOfFile: source, encoding: .utf8) == original)
        #expect(clash.status == 1)
        #expect(clash.stderr.hasPrefix("segue: \(workspace.path("a/Same.swift")) and \(workspace.path("b/Same.swift")) would both be written to Same.swift"),
                "\(clash.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out")))
    }
}
