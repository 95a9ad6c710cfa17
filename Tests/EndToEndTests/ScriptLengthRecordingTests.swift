// `segue record` and the length of the script it plays: a trailing wait is recorded, a script past the
// 120 s cap is refused unless --duration asks for the cut, and script file errors are said in
// Segue's words.

import Foundation
import Testing
import TestTurns

@Suite(.serialized, .takesTurns("records on the shared server, whose pointer would reach its window")) struct ScriptLengthRecordingTests {
    static let size = "400x300"

    @Test func aTrailingWaitIsRecorded() throws {
        // Precondition: a script that only waits two seconds.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("wait.txt", "wait 2s\n")

        // Action: at 10 fps.
        let run = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("frames/"),
                                    "--size", Self.size, "--fps", "10"])

        // Assertion: frames 0…20 (0 s to 2 s, the script's end), then the 0.25 s tail (3 frames).
        // Before, the script was over when its wait began and the clip had 4 frames.
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(try workspace.frameNames(in: "frames").count == 21 + 3)
    }

    @Test func aScriptPastTheCapIsRefusedWithoutDuration() throws {
        // Precondition: 130 s of script, 10 s past the cap.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("long.txt", "wait 100s\nwait 30s\n")

        // Action
        let run = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("frames/"),
                                    "--size", Self.size])

        // Assertion: one line saying how long the script runs and how to record it; status 1; nothing
        // written. (Before: 7,200 frames, status 0, and "--duration ended before the script did".)
        #expect(run.status == 1, "status \(run.status); stderr: \(run.stderr)")
        #expect(run.stderr == "segue: \(script) runs 130 s, past the 120 s a recording lasts without --duration; "
                + "give --duration 130 to record all of it (at most 3600 s), or a shorter --duration to cut it\n",
                "stderr: \(run.stderr)")
        #expect(try workspace.entries() == ["long.txt"])
    }

    @Test func aCutAskedForWithDurationIsRecordedAndMentioned() throws {
        // Precondition: the same 130 s script.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("long.txt", "wait 100s\nwait 30s\n")

        // Action: two seconds of it at 10 fps.
        let run = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("frames/"),
                                    "--size", Self.size, "--fps", "10", "--duration", "2"])

        // Assertion: written, status 0, and the cut said as it is.
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(try workspace.frameNames(in: "frames").count == 20)
        #expect(run.stderr.contains("segue: --duration 2 ended the recording before the script did (it runs 130 s); "
                                    + "the rest of the script was not played"), "stderr: \(run.stderr)")
    }

    @Test func aScriptStillRunningAtTheCapFailsAndWritesNothing() throws {
        // Precondition: 119.55 s of script, within the cap, but at 1 fps the last frame of a capped
        // recording is at 119 s, before the tap.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("late.txt", "wait 119.5s\ntap 10,10\n")

        // Action
        let run = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("frames/"),
                                    "--size", Self.size, "--fps", "1"])

        // Assertion
        #expect(run.status == 1, "status \(run.status); stderr: \(run.stderr)")
        #expect(run.stderr == "segue: \(script) had not finished when the recording stopped at 120 s, the longest "
                + "without --duration (the script runs 119.55 s); give a longer --duration (at most 3600 s) to record "
                + "all of it; nothing was written\n", "stderr: \(run.stderr)")
        #expect(try workspace.entries() == ["late.txt"])
    }

    @Test func aScriptFileThatCannotBeReadIsSaidInSeguesWords() throws {
        // Precondition: no file, and a directory, where the script should be.
        let workspace = try RecordingWorkspace()

        // Action
        let missing = try SegueRun.run(["record", "panel", "--script", workspace.path("nowhere.txt"),
                                        "--out", workspace.path("frames/"), "--size", Self.size])
        let directory = try SegueRun.run(["record", "panel", "--script", workspace.url.path,
                                          "--out", workspace.path("frames/"), "--size", Self.size])

        // Assertion: `segue:`, the path, what went wrong; status 1.
        #expect(missing.status == 1)
        #expect(missing.stderr == "segue: \(workspace.path("nowhere.txt")): cannot read input script: no such file\n",
                "stderr: \(missing.stderr)")
        #expect(directory.status == 1)
        #expect(directory.stderr == "segue: \(workspace.url.path): cannot read input script: it is a directory\n",
                "stderr: \(directory.stderr)")
    }
}
