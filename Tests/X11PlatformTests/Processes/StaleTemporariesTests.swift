import Foundation
import Testing
@testable import X11Platform

/// What a killed Segue left is recognised by name and PID, and only that is removed.
@Suite struct StaleTemporariesTests {
    /// The PID of a process that has ended (started, waited for).
    static func deadPID() throws -> pid_t {
        let child = try ChildProcess(executable: "/bin/true", arguments: [])
        child.wait()
        return child.pid
    }

    @Test func namesOfRecordingTemporariesGiveTheirOwner() {
        #expect(StaleTemporaries.recordingOwner(of: ".clip.mp4.segue-4321.tmp") == 4321)
        #expect(StaleTemporaries.recordingOwner(of: ".clip.mp4.segue-4321.tmp.json") == 4321)
        #expect(StaleTemporaries.recordingOwner(of: ".frames.segue-77.tmp.old") == 77)
        #expect(StaleTemporaries.recordingOwner(of: ".my.segue-1.tmp.segue-88.tmp") == 88)
        // Not Segue's: visible, no PID, something after the suffix, another suffix.
        #expect(StaleTemporaries.recordingOwner(of: "clip.mp4.segue-4321.tmp") == nil)
        #expect(StaleTemporaries.recordingOwner(of: ".clip.mp4.segue-.tmp") == nil)
        #expect(StaleTemporaries.recordingOwner(of: ".clip.mp4.segue-12a.tmp") == nil)
        #expect(StaleTemporaries.recordingOwner(of: ".clip.mp4.segue-4321.tmp.bak") == nil)
        #expect(StaleTemporaries.recordingOwner(of: ".clip.mp4") == nil)
    }

    @Test func namesOfHelperLogsGiveTheirOwner() {
        #expect(StaleTemporaries.logOwner(of: "segue-ffmpeg-4321.log") == 4321)
        #expect(StaleTemporaries.logOwner(of: "segue-xvfb-4321-90.log") == 4321)
        #expect(StaleTemporaries.logOwner(of: "segue-xvfb-90.log") == nil)   // scripts/xvfb-env's, not a process's
        #expect(StaleTemporaries.logOwner(of: "segue-ffmpeg-4321.log.txt") == nil)
        #expect(StaleTemporaries.logOwner(of: "segue-recording-4321.log") == nil)
    }

    @Test func onlyTemporariesOfEndedProcessesAreRemoved() throws {
        // Precondition: a directory with a dead process's file and directory temporaries, a live
        // process's (this one's parent), a visible file named alike, and the recording itself.
        let directory = NSTemporaryDirectory() + "segue-stale-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let dead = try Self.deadPID(), live = getppid()
        let files = [".clip.mp4.segue-\(dead).tmp", ".clip.mp4.segue-\(dead).tmp.json", ".clip.mp4.segue-\(live).tmp",
                     "clip.mp4.segue-\(dead).tmp", "clip.mp4"]
        for name in files { try Data("x".utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
        let frames = directory + "/.frames.segue-\(dead).tmp"
        try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: false)
        try Data("png".utf8).write(to: URL(fileURLWithPath: frames + "/frame-00000.png"))

        // Action
        let removed = StaleTemporaries.removeBeside(directory + "/clip.mp4")

        // Assertion
        #expect(removed == [".clip.mp4.segue-\(dead).tmp", ".clip.mp4.segue-\(dead).tmp.json", ".frames.segue-\(dead).tmp"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            == [".clip.mp4.segue-\(live).tmp", "clip.mp4", "clip.mp4.segue-\(dead).tmp"])
    }

    @Test func logsOfEndedProcessesAreRemovedAndOthersKept() throws {
        // Precondition
        let directory = NSTemporaryDirectory() + "segue-stale-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let dead = try Self.deadPID(), live = getpid()
        for name in ["segue-ffmpeg-\(dead).log", "segue-xvfb-\(dead)-91.log", "segue-ffmpeg-\(live).log", "segue-xvfb-91.log"] {
            try Data().write(to: URL(fileURLWithPath: directory + "/" + name))
        }

        // Action
        StaleTemporaries.removeLogs(in: directory)

        // Assertion
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            == ["segue-ffmpeg-\(live).log", "segue-xvfb-91.log"])
    }
}
