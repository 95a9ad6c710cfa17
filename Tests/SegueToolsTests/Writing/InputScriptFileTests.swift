@testable import UIKit
import Foundation
import SegueFiles
import SegueTools
import Testing

/// `--record-input` writes each event as it comes, so the file is a whole script at every moment.
@Suite struct InputScriptFileTests {
    static func scratchPath() -> String {
        NSTemporaryDirectory() + "segue-input-file-test-\(UUID().uuidString).txt"
    }

    /// Regression: the script was written only when the demo ended, so a dead X server or a kill
    /// lost all of it.
    @Test func everyEventIsInTheFileAsSoonAsItIsRecorded() throws {
        // Precondition: a file being recorded, with its comment.
        let path = Self.scratchPath()
        defer { unlink(path) }
        let file = try InputScriptFile(path: path, comment: "Recorded by a test")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# Recorded by a test\n")
        let events: [PlatformEvent] = [
            .pointerDown(CGPoint(x: 20, y: 30), button: 1, time: 500),
            .pointerMoved(CGPoint(x: 25.5, y: 60), time: 500.25),
            .resized(CGSize(width: 300, height: 200)),
            .pointerUp(CGPoint(x: 25.5, y: 75), button: 1, time: 500.5),
        ]
        for (i, event) in events.enumerated() {
            // Action: one more event, the file not closed.
            file.record(event)

            // Assertion: the file already parses to every input event so far.
            let script = try InputScript.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
            let inputEvents = events[...i].filter { if case .resized = $0 { return false }; return true }.count
            #expect(script.actions.count == inputEvents, "after event \(i): \(script.source)")
        }
        #expect(file.eventCount == 3)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == file.writer.text)
    }

    @Test func aFileThatCannotBeCreatedIsNamedInTheError() {
        let path = "/nonexistent-directory/in.txt"
        do {
            _ = try InputScriptFile(path: path)
            Issue.record("created \(path)")
        } catch {
            #expect("\(error)" == path + ": cannot write input script: the directory /nonexistent-directory does not exist")
        }
    }

    @Test func anOldScriptIsReplacedWhenRecordingStarts() throws {
        // Precondition: a longer script from an earlier run at the path.
        let path = Self.scratchPath()
        defer { unlink(path) }
        try "# earlier\nat 0.000 press 1,2\nat 0.100 release 1,2\n".write(toFile: path, atomically: false, encoding: .utf8)

        // Action
        let file = try InputScriptFile(path: path, comment: "Recorded by a test")
        file.close()

        // Assertion: only the new comment; nothing of the old script, no temporary beside it.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# Recorded by a test\n")
        #expect(!FileManager.default.fileExists(atPath: AtomicFile.temporaryPath(for: path)))
    }

    @Test func aScriptThatCannotStartKeepsTheOldOne() throws {
        // Precondition: an old script, and the temporary's name leading to /dev/full, where every
        // write fails with ENOSPC, as on a full disk.
        let path = Self.scratchPath()
        let temporary = AtomicFile.temporaryPath(for: path)
        defer { unlink(path); unlink(temporary) }
        try "# earlier\n".write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: "/dev/full")

        // Action
        let error = #expect(throws: InputScriptError.self) { try InputScriptFile(path: path, comment: "new") }

        // Assertion: which file and why; the old script is as it was and the temporary is gone.
        #expect(error?.description == path + ": cannot write input script: no space left on the disk")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "# earlier\n")
        #expect(!FileManager.default.fileExists(atPath: temporary))
        #expect(FileManager.default.fileExists(atPath: "/dev/full"))
    }

    @Test func aFailedWriteStopsTheFileAndSaysWhy() throws {
        // Precondition / Action: a "disk" that is always full, written in place as a device is.
        let file = try InputScriptFile(path: "/dev/full")
        file.record(.pointerDown(CGPoint(x: 1, y: 2), button: 1, time: 0))

        // Assertion
        let failure = try #require(file.failure)
        #expect(failure == "/dev/full: cannot write input script: no space left on the disk")
    }
}
