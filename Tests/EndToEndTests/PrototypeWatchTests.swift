import CX11
import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// `segue run --watch`: a save rebuilds the prototype and swaps the running app for the new build in
/// the same window place, caught up on the input so far; a broken save keeps the old app and shows
/// the compiler's errors over it.
@Suite(.serialized, .takesTurns("builds prototypes with every core"))
struct PrototypeWatchTests {
    /// Teal.swift copied under a name no other window has (the window's title), to edit freely.
    static func copyOfTeal() throws -> (folder: URL, file: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-watch-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Watched\(UUID().uuidString.prefix(6)).swift")
        try FileManager.default.copyItem(atPath: PrototypeRunTests.teal, toPath: file.path)
        return (folder, file)
    }

    /// Saves `file` with `old` replaced by `new` (which must be there), as an editor does.
    static func edit(_ file: URL, replacing old: String, with new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "the fixture no longer says \(old)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file, options: .atomic)
    }

    static func near(_ r: Int, _ g: Int, _ b: Int) -> (RGB) -> Bool {
        { abs($0.r - r) <= 3 && abs($0.g - g) <= 3 && abs($0.b - b) <= 3 }
    }

    /// `segue run --watch` on `file`, and its first window once it shows teal at (10, 190).
    static func watch(_ file: URL) throws -> (DemoProcess, Window) {
        let app = try DemoProcess(arguments: ["run", "--watch", file.path, "--size", "300x200"],
                                  environment: PrototypeRunTests.useSharedCache)
        let window = app.waitForAnyWindow(titled: file.lastPathComponent, timeout: PrototypeRunTests.buildTimeout)
        guard let window else {
            app.stop()
            throw DemoProcess.Failure(description: "no window; stderr: \(app.standardErrorSoFar.suffix(3000))")
        }
        #expect(app.waitForPixel(of: window, x: 10, y: 190, near(0, 128, 128)).map(near(0, 128, 128)) == true)
        return (app, window)
    }

    @Test func aSaveSwapsInTheNewBuildWhereTheWindowWasAndReplaysTheInputSoFar() throws {
        // Precondition: the teal prototype runs under --watch, its window moved by the user to
        // (140, 90) and made 320 × 220.
        let (folder, file) = try Self.copyOfTeal()
        defer { try? FileManager.default.removeItem(at: folder) }
        let title = file.lastPathComponent
        let (app, first) = try Self.watch(file)
        defer { app.stop() }
        app.move(first, x: 140, y: 90, width: 320, height: 220)
        #expect(app.waitForOrigin(of: first, x: 140, y: 90))

        // Action: a save that changes the background to purple.
        try Self.edit(file, replacing: "UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)",
                      with: "UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)")
        // Assertion: a new window, where the old one was and as large, shows purple; the old one is gone.
        let second = try #require(app.waitForAnyWindow(titled: title, other: first, timeout: PrototypeRunTests.buildTimeout),
                                  "no new window; stderr: \(app.standardErrorSoFar.suffix(3000))")
        #expect(app.waitForPixel(of: second, x: 10, y: 10, Self.near(128, 0, 128)).map(Self.near(128, 0, 128)) == true)
        #expect(app.origin(of: second) == CGPoint(x: 140, y: 90))
        #expect(app.size(of: second) == CGSize(width: 320, height: 220))
        #expect(app.waitForWindowToGo(first, titled: title))

        // Action: the button fades the view to orange; then a save makes its colour green.
        app.click(second, x: 160, y: 110)
        #expect(app.waitForPixel(of: second, x: 10, y: 10, Self.near(255, 128, 0)).map(Self.near(255, 128, 0)) == true)
        try Self.edit(file, replacing: "UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)",
                      with: "UIColor(red: 0, green: 1, blue: 0, alpha: 1)")
        // Assertion: the new build has replayed the click — its view is the new colour, without a touch.
        let third = try #require(app.waitForAnyWindow(titled: title, other: second, timeout: PrototypeRunTests.buildTimeout),
                                 "no new window; stderr: \(app.standardErrorSoFar.suffix(3000))")
        let pixel = app.waitForPixel(of: third, x: 10, y: 10, Self.near(0, 255, 0))
        #expect(pixel.map(Self.near(0, 255, 0)) == true, "pixel \(String(describing: pixel))")
        #expect(app.origin(of: third) == CGPoint(x: 140, y: 90))
    }

    @Test func aBrokenSaveKeepsTheOldAppAndShowsTheErrorOverIt() throws {
        // Precondition: the teal prototype runs under --watch.
        let (folder, file) = try Self.copyOfTeal()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (app, window) = try Self.watch(file)
        defer { app.stop() }

        // Action: a save with a type error (a number where a colour goes) on the background's line.
        let line = try #require(try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            .firstIndex { $0.contains("view.backgroundColor = UIColor(red: 0, green: 0.5") }) + 1
        try Self.edit(file, replacing: "view.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)",
                      with: "view.backgroundColor = 42")
        // Assertion: the compiler's message, at the user's own path, is printed; the old app still
        // runs in the same window, teal below, with a red panel of errors over its top.
        #expect(app.waitForStandardError(containing: "the last build goes on running", timeout: PrototypeRunTests.buildTimeout),
                "stderr: \(app.standardErrorSoFar.suffix(3000))")
        #expect(app.standardErrorSoFar.contains("\(file.path):\(line):"), "stderr: \(app.standardErrorSoFar.suffix(3000))")
        let panel = app.waitForPixel(of: window, x: 30, y: 20, timeout: 10) { $0.r > 90 && $0.g < 40 && $0.b < 40 }
        #expect(panel.map { $0.r > 90 && $0.g < 40 && $0.b < 40 } == true, "panel pixel \(String(describing: panel))")
        #expect(app.pixel(of: window, x: 10, y: 190).map(Self.near(0, 128, 128)) == true)
        #expect(app.process.isRunning)
    }
}
