import Foundation
import Testing

/// What `segue` says about a bad command line or a bad input script, word for word: one first line
/// that starts with `segue: `, says what is wrong with the value, and which values are allowed. None
/// of these needs a display: each is refused before anything opens.
@Suite struct CommandLineMessageTests {
    /// A refused option value: status 64, and the first line of standard error.
    struct Refusal: CustomStringConvertible {
        let arguments: [String]
        let says: String
        var description: String { arguments.joined(separator: " ") }
    }

    static let refusals: [Refusal] = [
        // A negative number is the option's value (ArgumentParser would take it for an option and
        // say the value is missing), refused as negative with what is allowed.
        Refusal(arguments: ["record", "panel", "--script", "s.txt", "--out", "o/", "--duration", "-1"],
                says: "segue: the value '-1' is invalid for '--duration <duration>': it is negative; expected seconds above 0, at most 3600"),
        Refusal(arguments: ["record", "panel", "--script", "s.txt", "--out", "o/", "--fps", "-5"],
                says: "segue: the value '-5' is invalid for '--fps <fps>': it is negative; expected a whole number of frames a second from 1 to 240"),
        Refusal(arguments: ["record", "panel", "--script", "s.txt", "--out", "o/", "--fps", "2.5"],
                says: "segue: the value '2.5' is invalid for '--fps <fps>': it is not a whole number; expected a whole number of frames a second from 1 to 240"),
        Refusal(arguments: ["play", "panel", "--script", "s.txt", "--slow-motion", "0"],
                says: "segue: the value '0' is invalid for '--slow-motion <slow-motion>': it is too small; expected a factor above 0, at most 1000"),
        Refusal(arguments: ["demo", "--fps", "-3"],
                says: "segue: the value '-3' is invalid for '--fps <fps>': it is negative; expected frames a second from 1 to 1000"),
        Refusal(arguments: ["demo", "--size", "0x0"],
                says: "segue: the value '0x0' is invalid for '--size <size>': it is too small; expected WIDTHxHEIGHT from 1x1 to 8192x8192, like 1280x800"),
        Refusal(arguments: ["demo", "--size", "100000x100000"],
                says: "segue: the value '100000x100000' is invalid for '--size <size>': it is too large; expected WIDTHxHEIGHT from 1x1 to 8192x8192, like 1280x800"),
        Refusal(arguments: ["demo", "--size", "-640x480"],
                says: "segue: the value '-640x480' is invalid for '--size <size>': it is negative; expected WIDTHxHEIGHT from 1x1 to 8192x8192, like 1280x800"),
        Refusal(arguments: ["bench", "--size", "100x100"],
                says: "segue: the value '100x100' is invalid for '--size <size>': it is too small; expected WIDTHxHEIGHT from 160x120 to 7680x4320, like 1280x800"),
        Refusal(arguments: ["bench", "--cycles", "-1"],
                says: "segue: the value '-1' is invalid for '--cycles <cycles>': it is negative; expected a whole number of rounds from 0 to 100000"),
        Refusal(arguments: ["bench", "--idle-seconds", "nan"],
                says: "segue: the value 'nan' is invalid for '--idle-seconds <idle-seconds>': it is not a number; expected seconds above 0, at most 600"),
        Refusal(arguments: ["bench", "--views", "-1"],
                says: "segue: --views must be comma-separated counts from 0 to 5000 (got \"-1\")"),
        Refusal(arguments: ["bench", "--stages", "panel,flip"],
                says: "segue: --stages must be comma-separated names from panel,card-flip,sheet-drag,composer,physics-sheet,dynamics-pile,auto-layout,idle,endurance (got \"panel,flip\")"),
        Refusal(arguments: ["soak", "--first-seed", "-1"],
                says: "segue: the value '-1' is invalid for '--first-seed <first-seed>': it is negative; expected a whole number from 0 to 18446744073709551615"),
        Refusal(arguments: ["soak", "--steps", "99999999999999999999"],
                says: "segue: the value '99999999999999999999' is invalid for '--steps <steps>': it is too large; expected a whole number of steps from 1 to 10000"),
        // ArgumentParser's own messages take the same prefix.
        Refusal(arguments: ["record", "panel", "--out", "o/"],
                says: "segue: missing expected argument '--script <script>'"),
    ]

    @Test(arguments: refusals)
    func aRefusedValueSaysWhatIsWrongAndWhatIsAllowed(_ refusal: Refusal) throws {
        // Precondition: no display, so nothing could open if the value were taken.
        // Action
        let run = try SegueRun.run(refusal.arguments) { $0["DISPLAY"] = nil }
        // Assertion: a usage error, and its first line word for word.
        #expect(run.status == 64, "stderr: \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == refusal.says, "stderr: \(run.stderr)")
    }

    @Test func valuesAtTheLimitsAreTaken() throws {
        // Precondition: a script that is wrong, so the run stops right after the command line.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("bad.txt", "jump\n")
        // Action: every numeric option of `record` at one of its limits.
        let run = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("o/"), "--fps", "240",
                                    "--size", "8192x8192", "--slow-motion", "1000", "--duration", "3600"]) { $0["DISPLAY"] = nil }
        // Assertion: the command line was taken; the script is what is refused.
        #expect(run.status == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.hasPrefix("segue: \(script):1:1: unknown action"), "stderr: \(run.stderr)")
    }

    @Test(arguments: ["record", "play"])
    func aScriptThatDoesNotParseIsSaidAfterTheSeguePrefix(_ command: String) throws {
        // Precondition: line 2 of the script has an unknown action.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("bad.txt", "wait 0.1s\njump\n")
        let arguments = command == "record" ? ["record", "panel", "--script", script, "--out", workspace.path("o/")]
                                            : ["play", "panel", "--script", script]
        // Action
        let run = try SegueRun.run(arguments) { $0["DISPLAY"] = nil }
        // Assertion: one line, `segue: file:line:column: message`, status 1, nothing written.
        #expect(run.status == 1, "stderr: \(run.stderr)")
        #expect(run.stderr == "segue: \(script):2:1: unknown action \"jump\"; expected move, press, release, drag, fling, "
                + "tap, key, keydown, keyup, type, scroll, cancel, hold or wait\n")
        #expect(try workspace.entries() == ["bad.txt"])
    }

    @Test(arguments: ["record", "play"])
    func aScriptThatCannotBeReadIsSaidAfterTheSeguePrefix(_ command: String) throws {
        // Precondition: no such file.
        let workspace = try RecordingWorkspace()
        let script = workspace.path("missing.txt")
        let arguments = command == "record" ? ["record", "panel", "--script", script, "--out", workspace.path("o/")]
                                            : ["play", "panel", "--script", script]
        // Action
        let run = try SegueRun.run(arguments) { $0["DISPLAY"] = nil }
        // Assertion
        #expect(run.status == 1, "stderr: \(run.stderr)")
        #expect(run.stderr == "segue: \(script): cannot read input script: no such file\n")
    }
}
