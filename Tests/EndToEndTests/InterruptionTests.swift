// Every command stops soon after SIGINT or SIGTERM, ends its helpers and leaves no temporaries —
// even when it is stuck waiting on one of them.

import CX11
import Foundation
import SegueTools
import Testing
import TestTurns

@Suite(.serialized, .takesTurns("plays scripts with XTest and records on the shared server")) struct InterruptionTests {
    /// How a process that took the signal is waited for: 40 polls 50 ms apart. A command that
    /// ignores the signal is still running after them.
    static let exitPolls = 40

    /// Polls until `process` has exited; its status, or nil when it still runs after `exitPolls`.
    static func waitForExit(_ process: DemoProcess) -> Int32? {
        for _ in 0..<exitPolls where process.process.isRunning { usleep(50_000) }
        return process.process.isRunning ? nil : process.process.terminationStatus
    }

    /// A stand-in for ffmpeg, put first on `PATH`: it writes its PID to `ffmpeg.pid` beside itself and
    /// never reads a byte, as an encoder that hangs does. (Fault injection: what is under test is how
    /// Segue copes, and a real ffmpeg cannot be made to stall on demand.)
    static func stallingFFmpeg(in workspace: RecordingWorkspace) throws -> (directory: String, pidFile: String) {
        let directory = workspace.path("bin")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let pidFile = workspace.path("ffmpeg.pid")
        try "#!/bin/sh\necho $$ > '\(pidFile)'\nexec sleep 600\n".write(toFile: directory + "/ffmpeg", atomically: true, encoding: .utf8)
        chmod(directory + "/ffmpeg", 0o755)
        return (directory, pidFile)
    }

    /// Whether the pipe on `pid`'s standard input is full: bytes waiting equal its capacity.
    static func inputPipeIsFull(of pid: pid_t) -> Bool {
        let fd = open("/proc/\(pid)/fd/0", O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var waiting: Int32 = 0
        guard ioctl(fd, UInt(FIONREAD), &waiting) == 0 else { return false }
        let capacity = fcntl(fd, 1032)   // F_GETPIPE_SZ, which Glibc's module leaves out (_GNU_SOURCE)
        return capacity > 0 && waiting == capacity
    }

    /// Regression: with an ffmpeg that stalls, `segue record` ignored SIGTERM and SIGINT (only
    /// SIGKILL stopped it): the write of a frame to the full pipe blocked and was restarted after
    /// each signal.
    @Test(arguments: [SIGTERM, SIGINT])
    func recordStopsAtASignalWhileFFmpegStalls(signal: Int32) throws {
        // Precondition: a recording whose encoder stopped reading, its pipe full.
        let workspace = try RecordingWorkspace()
        let stand = try Self.stallingFFmpeg(in: workspace)
        let script = try workspace.script("panel.txt", "wait 0.1s\ntap \"Bottom panel\"\n")
        let recording = try DemoProcess(arguments: ["record", "panel", "--script", script, "--out", workspace.path("clip.mp4"),
                                                    "--size", "400x300", "--duration", "60"]) {
            $0["PATH"] = stand.directory + ":" + ($0["PATH"] ?? "/usr/bin:/bin")
        }
        var encoder: pid_t?
        for _ in 0..<400 where encoder == nil || !Self.inputPipeIsFull(of: encoder!) {
            usleep(50_000)
            encoder = (try? String(contentsOfFile: stand.pidFile, encoding: .utf8)).flatMap {
                pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        let stalled = try #require(encoder, "the stand-in never started; stderr: \(recording.standardErrorSoFar)")
        try #require(Self.inputPipeIsFull(of: stalled), "the pipe to the stand-in never filled")

        // Action
        kill(recording.process.processIdentifier, signal)

        // Assertion: it stops with the signal's status, says so, ends the encoder and leaves nothing.
        let status = Self.waitForExit(recording)
        #expect(status == 128 + signal, "still running or wrong status; stderr: \(recording.standardErrorSoFar)")
        #expect(recording.standardError.contains("interrupted"), "stderr: \(recording.standardError)")
        #expect(recording.standardError.contains("nothing was written"))
        #expect(ProcessTable.waitUntilGone([stalled]))
        #expect(try workspace.entries() == ["bin", "ffmpeg.pid", "panel.txt"])
    }

    /// Regression: `segue bench` caught SIGINT and SIGTERM and then never looked at them, running on
    /// to the end of its stages (once 50 s).
    @Test func benchStopsAtSIGTERMAndEndsItsXServer() throws {
        // Precondition: the benchmark in a long stage (600 s of presenting and dismissing) on its
        // own server.
        let bench = try DemoProcess(arguments: ["bench", "--views", "0", "--cycles", "0", "--drag-steps", "10",
                                                "--animate-seconds", "600", "--idle-seconds", "600", "--size", "640x480"])
        try #require(bench.waitForStandardError(containing: "presenting and dismissing", timeout: 120),
                     "stderr: \(bench.standardErrorSoFar)")
        let server = try #require(ProcessTable.children(of: bench.process.processIdentifier).first { $0.name == "Xvfb" })

        // Action
        kill(bench.process.processIdentifier, SIGTERM)

        // Assertion
        let status = Self.waitForExit(bench)
        #expect(status == 128 + SIGTERM, "stderr: \(bench.standardErrorSoFar)")
        #expect(bench.standardError.contains("segue: interrupted (SIGTERM)"), "stderr: \(bench.standardError)")
        #expect(ProcessTable.waitUntilGone([server.pid]))
    }

    /// Regression: Ctrl-C killed `segue demo` on the spot: the film R had started was lost, and its
    /// ffmpeg left a temporary behind.
    @Test @MainActor func demoAtCtrlCClosesTheFilmRStartedAndKeepsTheInputScript() throws {
        // Precondition: the demo filming itself (R) and recording its input, a click done.
        let workspace = try RecordingWorkspace()
        let scriptPath = workspace.path("input.txt")
        let (demo, _) = try DemoProcess.filmingPanel(in: workspace, recordingInputTo: scriptPath)
        for _ in 0..<100 where !((try? String(contentsOfFile: scriptPath, encoding: .utf8)) ?? "").contains("release") {
            usleep(50_000)
        }

        // Action
        kill(demo.process.processIdentifier, SIGINT)

        // Assertion: the demo exits as interrupted, with the film and the script complete.
        let status = Self.waitForExit(demo)
        #expect(status == 128 + SIGINT, "stderr: \(demo.standardErrorSoFar)")
        let entries = try workspace.entries()
        let clips = entries.filter { $0.hasSuffix(".mp4") }
        #expect(clips.count == 1 && entries.contains((clips.first ?? "") + ".json"), "entries: \(entries); stderr: \(demo.standardError)")
        #expect(!entries.contains { $0.hasPrefix(".") }, "temporaries left: \(entries)")
        let script = try InputScript.load(contentsOf: scriptPath)
        #expect(script.source.contains(" press "), "script:\n\(script.source)")
        #expect(script.source.contains(" release "))
    }

    /// `segue play` stops mid-drag at SIGTERM and lets go of the button it holds on the display.
    @Test func playStopsAtSIGTERMAndReleasesTheButton() throws {
        // Precondition: a slow drag being played, the button held down.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("drag.txt", "press 100,200\nmove 150,250 over 30s\nrelease\n")
        let play = try DemoProcess(arguments: ["play", "panel", "--script", script, "--size", "400x300"])
        _ = try #require(play.waitForWindow(titled: "Segue"), "the window never appeared")
        var held = false
        for _ in 0..<100 where !held {
            usleep(50_000)
            held = Self.buttonsDown(on: play.display) & UInt32(Button1Mask) != 0
        }
        try #require(held, "the drag never pressed the button")

        // Action
        kill(play.process.processIdentifier, SIGTERM)

        // Assertion
        let status = Self.waitForExit(play)
        #expect(status == 128 + SIGTERM, "stderr: \(play.standardErrorSoFar)")
        #expect(Self.buttonsDown(on: play.display) & UInt32(Button1Mask) == 0)
    }

    /// The pointer buttons held down on `display`, as a mask (`Button1Mask`, …).
    static func buttonsDown(on display: OpaquePointer) -> UInt32 {
        var root: Window = 0, child: Window = 0
        var rootX: Int32 = 0, rootY: Int32 = 0, x: Int32 = 0, y: Int32 = 0
        var mask: UInt32 = 0
        XQueryPointer(display, XDefaultRootWindow(display), &root, &child, &rootX, &rootY, &x, &y, &mask)
        return mask
    }
}
