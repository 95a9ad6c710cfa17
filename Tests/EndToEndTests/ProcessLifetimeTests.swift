// Segue's helpers (a private Xvfb, ffmpeg) die with it however it ends, and what a killed Segue left
// on disk is removed by the next one.

import Foundation
import Testing
import TestTurns

@Suite(.serialized, .takesTurns("records on the shared server, whose pointer would reach its window")) struct ProcessLifetimeTests {
    /// A recording long enough to be killed in the middle: its own Xvfb and ffmpeg run all along.
    static func startLongRecording(in workspace: RecordingWorkspace) throws -> DemoProcess {
        let script = try workspace.script("panel.txt", "wait 0.1s\ntap \"Bottom panel\"\n")
        return try DemoProcess(arguments: ["record", "panel", "--script", script, "--out", workspace.path("clip.mp4"),
                                           "--size", "400x300", "--duration", "120", "--own-server"])
    }

    /// Regression: every crash or kill of `segue record --own-server` left its Xvfb (and ffmpeg)
    /// running, one more X server per crash.
    @Test func aRecordingKilledWithSIGKILLLeavesNoXServerOrEncoderRunning() throws {
        // Precondition: a recording on its own server, with its Xvfb and ffmpeg running.
        let workspace = try RecordingWorkspace()
        let recording = try Self.startLongRecording(in: workspace)
        let owner = recording.process.processIdentifier
        let helpers = try #require(ProcessTable.waitForChildren(of: owner, named: ["Xvfb", "ffmpeg"]),
                                   "children: \(ProcessTable.children(of: owner)); stderr: \(recording.standardErrorSoFar)")

        // Action: the owner dies without a chance to clean up.
        recording.stop()

        // Assertion: both helpers end with it.
        #expect(ProcessTable.waitUntilGone(helpers.map(\.pid)),
                "still running: \(helpers.filter { !ProcessTable.isGone($0.pid) })")
    }

    /// Regression: a killed recording left `.clip.mp4.segue-PID.tmp` (and its helpers' logs) behind
    /// for good.
    @Test func theNextRecordingRemovesTheTemporariesAKilledOneLeft() throws {
        // Precondition: a recording killed mid-way left its hidden temporary beside the output and its
        // logs in the temporary directory.
        let workspace = try RecordingWorkspace()
        let killed = try Self.startLongRecording(in: workspace)
        let owner = killed.process.processIdentifier
        let helpers = try #require(ProcessTable.waitForChildren(of: owner, named: ["Xvfb", "ffmpeg"]))
        let temporary = ".clip.mp4.segue-\(owner).tmp"
        for _ in 0..<200 where !(try workspace.entries()).contains(temporary) { usleep(50_000) }
        killed.stop()
        #expect(ProcessTable.waitUntilGone(helpers.map(\.pid)))
        let left = try workspace.entries()
        try #require(left.contains(temporary), "entries: \(left)")
        let logs = NSTemporaryDirectory()
        let leftLogs = { ((try? FileManager.default.contentsOfDirectory(atPath: logs)) ?? []).filter {
            $0.hasPrefix("segue-ffmpeg-\(owner).") || $0.hasPrefix("segue-xvfb-\(owner)-")
        } }
        try #require(leftLogs().count == 2, "logs: \(leftLogs())")

        // Action: the next recording into the same directory.
        let next = try SegueRun.run(["record", "panel", "--script", workspace.path("panel.txt"),
                                     "--out", workspace.path("clip.mp4"), "--size", "400x300", "--duration", "0.1",
                                     "--own-server"])

        // Assertion: it worked, and nothing of the killed one is left.
        #expect(next.status == 0, "stderr: \(next.stderr)")
        #expect(try workspace.entries() == ["clip.mp4", "clip.mp4.json", "panel.txt"])
        #expect(leftLogs().isEmpty, "logs: \(leftLogs())")
    }

    /// Regression: the tests' own Xvfb (`scripts/xvfb-env`) ran on after `scripts/test` was killed
    /// with SIGKILL, since only its EXIT trap stopped it.
    @Test func theTestServerDiesWhenTheScriptThatStartedItIsKilled() throws {
        // Precondition: a shell that started the tests' server through `start_xvfb` and waits.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = ["-c", ". scripts/xvfb-env && start_xvfb >/dev/null && echo \"$SEGUE_XVFB_PID\" && read -r _"]
        shell.currentDirectoryURL = root
        let input = Pipe(), output = Pipe()
        shell.standardInput = input
        shell.standardOutput = output
        shell.standardError = FileHandle.nullDevice
        try shell.run()
        defer { try? input.fileHandleForWriting.close() }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let server = try #require(pid_t(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
                                  "start_xvfb printed \(String(decoding: line, as: UTF8.self))")
        try #require(!ProcessTable.isGone(server))

        // Action: the shell is killed; no trap runs.
        kill(shell.processIdentifier, SIGKILL)

        // Assertion: its server ends too. (No `waitUntilExit`: a server left running can keep
        // Foundation from noticing the shell's end, and the test must fail, not hang.)
        #expect(ProcessTable.waitUntilGone([server]))
        if !ProcessTable.isGone(server) { kill(server, SIGKILL) }
    }
}
