// When the X server goes away under Segue: what was recorded is kept, and Segue says what happened.

import CX11
import Foundation
import SegueTools
import Testing
import X11Platform

@Suite(.serialized) struct XServerLossTests {
    /// Regression: when the X server died, the `--record-input` script (written only at the end) and
    /// the film R had started were lost, and the only message was Xlib's "X connection to :N broken".
    @Test @MainActor func demoKeepsItsInputScriptAndFilmWhenTheXServerGoesAway() throws {
        // Precondition: the demo on an X server of the test's own, filming itself (R) and recording
        // its input; the panel presented by a click and dragged.
        let server = try PrivateXServer.start(width: 800, height: 600, purpose: "for the X server loss test")
        let workspace = try RecordingWorkspace()
        let scriptPath = workspace.path("input.txt")
        let (demo, window) = try DemoProcess.filmingPanel(in: workspace, recordingInputTo: scriptPath,
                                                          display: server.displayName)
        usleep(400_000)
        demo.drag(window, from: (300, 420), to: (300, 470), steps: 10, interval: 0.02)
        var written = ""
        for _ in 0..<100 where written.components(separatedBy: " release ").count < 3 {
            usleep(50_000)
            written = (try? String(contentsOfFile: scriptPath, encoding: .utf8)) ?? ""
        }
        // The script grows as events come: both releases are in the file while the demo runs.
        try #require(written.components(separatedBy: " release ").count == 3, "script so far:\n\(written)")

        // Action: the server goes away (the test's own connection first, or Xlib would end the test).
        demo.closeDisplay()
        kill(server.processID, SIGTERM)

        // Assertion: the demo exits non-zero saying so in its own words; the script and the film
        // are complete.
        let status = InterruptionTests.waitForExit(demo)
        let stderr = demo.standardError
        #expect(status == XServerLoss.exitStatus, "stderr: \(stderr)")
        #expect(stderr.contains("segue: the X server on \(server.displayName) went away"), "stderr: \(stderr)")
        #expect(!stderr.contains("X connection to"), "stderr: \(stderr)")
        let script = try InputScript.load(contentsOf: scriptPath)
        #expect(script.source.components(separatedBy: " press ").count == 3, "script:\n\(script.source)")
        #expect(script.source.components(separatedBy: " move ").count > 5, "script:\n\(script.source)")
        let entries = try workspace.entries()
        let clips = entries.filter { $0.hasSuffix(".mp4") }
        try #require(clips.count == 1, "entries: \(entries); stderr: \(stderr)")
        #expect(entries.contains(clips[0] + ".json"))
        #expect(!entries.contains { $0.hasPrefix(".") }, "temporaries left: \(entries)")
        #expect(try Self.frameCount(of: workspace.path(clips[0])) > 10)
    }

    /// `segue record` whose X server goes away says so, exits non-zero and leaves nothing half-made.
    @Test func recordSaysTheXServerWentAwayAndLeavesNothing() throws {
        // Precondition: a long recording on its own server.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("panel.txt", "wait 0.1s\ntap \"Bottom panel\"\n")
        let recording = try DemoProcess(arguments: ["record", "panel", "--script", script, "--out", workspace.path("frames/"),
                                                    "--size", "400x300", "--duration", "120", "--own-server"])
        let server = try #require(ProcessTable.waitForChildren(of: recording.process.processIdentifier, named: ["Xvfb"])?.first)
        for _ in 0..<200 where !(try workspace.entries()).contains(where: { $0.hasPrefix(".frames.segue-") }) { usleep(50_000) }
        try #require(try workspace.entries().contains { $0.hasPrefix(".frames.segue-") }, "the recording never started")

        // Action
        kill(server.pid, SIGTERM)

        // Assertion
        let status = InterruptionTests.waitForExit(recording)
        let stderr = recording.standardError
        #expect(status == XServerLoss.exitStatus, "stderr: \(stderr)")
        #expect(stderr.contains("segue: the X server on :"), "stderr: \(stderr)")
        #expect(stderr.contains("went away"))
        #expect(stderr.contains("nothing was written"))
        #expect(try workspace.entries() == ["panel.txt"])
    }

    /// Frames in the video at `path`, counted by ffprobe.
    static func frameCount(of path: String) throws -> Int {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                           "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", path]
        let out = Pipe()
        probe.standardOutput = out
        try probe.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        probe.waitUntilExit()
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }
}
