import CX11
import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting

/// An app of Segue's users driven by an input script through its launch arguments or environment:
/// `Examples/HelloSegue` (built as `ExampleAppToolsTests` builds it) started with `--play FILE`
/// (real time, through XTest) or `--record OUT --script FILE` (frame-exact, as `segue record`).
/// Its "Tap me" button makes the label say how often it was tapped and hop 40 pt up, coming down
/// over 0.6 s.
@Suite(.serialized, .takesTurns("builds HelloSegue against Segue, then plays scripts through the shared server's pointer"))
@MainActor struct ExampleAppScriptTests {
    /// Taps the button twice, each time letting the hop finish.
    static let twoTaps = """
        wait 0.1s
        tap "Tap me"
        wait until idle
        tap "Tap me"
        wait until idle
        """

    /// The 900×640 window's rows where the label rests (y 260…300) and where it is during the hop's
    /// first frames (40 pt higher), across the label's width.
    static let labelBand = CGRect(x: 20, y: 262, width: 860, height: 36)
    static let hopBand = CGRect(x: 20, y: 222, width: 860, height: 36)

    /// Pixels of `rect` darker than light grey: the label's text.
    static func ink(_ bitmap: Bitmap, in rect: CGRect) -> Int {
        bitmap.cropped(rect).points { $0.r + $0.g + $0.b < 3 * 160 }.count
    }

    private func binary() throws -> URL { try ExampleAppToolsTests.built.get() }

    @Test func recordFilmsTheScriptedTapsFrameExactlyTheSameBytesOnAnyServer() throws {
        // Precondition: a script that taps the button twice.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("taps.txt", Self.twoTaps)
        let app = try binary()
        // Action: one recording asked for by launch arguments on the test's display, one by the
        // environment without a display (on the app's own Xvfb).
        let first = try SegueRun.run(["--record", workspace.path("first/"), "--script", script], timeout: 120, binary: app)
        let second = try SegueRun.run([], timeout: 120, binary: app) { environment in
            environment["DISPLAY"] = nil
            environment["SEGUE_RECORD"] = workspace.path("second/")
            environment["SEGUE_SCRIPT"] = script
        }
        // Assertion: both wrote the same frames, byte for byte, and said where.
        #expect(first.status == 0, "first run: \(first.stderr)")
        #expect(second.status == 0, "second run: \(second.stderr)")
        let names = try workspace.frameNames(in: "first")
        #expect(names.count > 60, "only \(names.count) frames")
        #expect(try workspace.frameNames(in: "second") == names)
        #expect(try workspace.frameFiles(in: "first") == workspace.frameFiles(in: "second"))
        #expect(first.stdout.contains("segue: wrote \(workspace.path("first/")) (\(names.count) frames, 900x640, 60 fps)"),
                "stdout: \(first.stdout)")
        // Assertion: the frames show what the script did: the label at rest, then hopping up after
        // the tap, then back down with other text.
        let frames = try workspace.frames(in: "first")
        let start = try #require(frames.first), end = try #require(frames.last)
        #expect(Self.ink(start, in: Self.labelBand) > 200 && Self.ink(start, in: Self.hopBand) == 0)
        #expect(frames.contains { Self.ink($0, in: Self.hopBand) > 200 }, "no frame shows the label's hop")
        #expect(Self.ink(end, in: Self.hopBand) == 0)
        #expect(start.cropped(Self.labelBand).differingPixels(from: end.cropped(Self.labelBand)) > 100,
                "the label still says what it said at launch")
        // Assertion: the sidecar says what made the frames, as `segue record`'s does.
        let sidecar = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url.appendingPathComponent("first/recording.json")))
        let fields = try #require(sidecar as? [String: Any])
        #expect(fields["scene"] as? String == "HelloSegue")
        #expect(fields["frameCount"] as? Int == names.count && fields["fps"] as? Int == 60)
        #expect((fields["script"] as? [String: Any])?["path"] as? String == script)
    }

    @Test func playTapsTheRealButtonThroughXTestAndTheWindowEndsAsTheRecordingDoes() throws {
        // Precondition: the same script's last frame, recorded.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("taps.txt", Self.twoTaps)
        let recorded = try SegueRun.run(["--record", workspace.path("frames/"), "--script", script], timeout: 120, binary: try binary())
        try #require(recorded.status == 0, "recording: \(recorded.stderr)")
        let expected = try #require(try workspace.frames(in: "frames").last)
        // Action: the script played as real input, the window kept open.
        let app = try DemoProcess(arguments: ["--play", script, "--stay"], executable: try binary())
        let window = try #require(app.waitForWindow(titled: "Segue"), "HelloSegue's window never appeared")
        var shown: Bitmap?
        for _ in 0..<100 {
            usleep(100_000)
            guard let now = app.capture(window) else { continue }
            if let last = shown, last.differingPixels(from: now) == 0,
               now.cropped(Self.labelBand).differingPixels(from: expected.cropped(Self.labelBand)) == 0 { break }
            shown = now
        }
        // Assertion: the label says what it said after the recording's two taps, and came down.
        let final = try #require(shown)
        #expect(final.cropped(Self.labelBand).differingPixels(from: expected.cropped(Self.labelBand)) == 0,
                "the live label differs from the recorded one")
        #expect(Self.ink(final, in: Self.hopBand) == 0)
        // Assertion: --stay kept the window open; closing it ends the app normally.
        #expect(app.process.isRunning)
        app.requestClose(window)
        #expect(app.waitForExit() == 0)
    }

    @Test func playClosesTheWindowWhenTheScriptHasPlayed() throws {
        // Precondition
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("tap.txt", "tap \"Tap me\"\nwait until idle\n")
        // Action: no --stay.
        let run = try SegueRun.run(["--play", script], timeout: 60, binary: try binary())
        // Assertion: the app ended by itself, saying what it played.
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.hasPrefix("segue: played \(script) on Segue ("), "stdout: \(run.stdout)")
    }

    @Test func aMalformedScriptIsReportedAtItsLineAndNothingIsWritten() throws {
        // Precondition: line 2 drags to nowhere.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("bad.txt", "wait 0.1s\ndrag from 10,10 to over 0.2s\n")
        // Action: recorded, and played.
        let record = try SegueRun.run(["--record", workspace.path("frames/"), "--script", script], binary: try binary())
        let play = try SegueRun.run([], binary: try binary()) { $0["SEGUE_PLAY"] = script }
        // Assertion: each exits 1 with one line at the script's line and column, and writes nothing.
        for run in [record, play] {
            #expect(run.status == 1, "status \(run.status); stderr: \(run.stderr)")
            #expect(run.stderr.hasPrefix("segue: \(script):2:"), "stderr: \(run.stderr)")
            let column = run.stderr.dropFirst("segue: ".count + script.count + 3).prefix { $0.isNumber }
            #expect(!column.isEmpty, "no column after the line: \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "stderr: \(run.stderr)")
        }
        #expect(try workspace.entries() == ["bad.txt"])
    }

    @Test func aMissingScriptAnUnwritableOutputAndARecordingWithoutScriptAreRefused() throws {
        // Precondition
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("tap.txt", "tap \"Tap me\"\n")
        let missing = workspace.path("missing.txt")
        // Action
        let noFile = try SegueRun.run(["--play", missing], binary: try binary())
        let noFolder = try SegueRun.run(["--record", workspace.path("nowhere/clip.mp4"), "--script", script], binary: try binary())
        let noScript = try SegueRun.run(["--record", workspace.path("clip.mp4")], binary: try binary())
        // Assertion: one `segue:` line each, saying what is wrong, and the exit status.
        #expect(noFile.status == 1 && noFile.stderr.hasPrefix("segue: \(missing): cannot read input script"), "\(noFile.stderr)")
        #expect(noFolder.status == 1 && noFolder.stderr.contains("does not exist"), "\(noFolder.stderr)")
        #expect(noScript.status == 2 && noScript.stderr.hasPrefix("segue: --record needs an input script"), "\(noScript.stderr)")
        for run in [noFile, noFolder, noScript] {
            #expect(run.stderr.split(separator: "\n").count == 1, "stderr: \(run.stderr)")
        }
        #expect(try workspace.entries() == ["tap.txt"])
    }
}
