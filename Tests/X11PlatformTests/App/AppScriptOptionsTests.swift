import Foundation
import Testing
import X11Platform

/// What `UIApplicationMain` reads to drive an app by an input script: `--play`, or `--record` with
/// `--script`, from the environment and then the launch arguments over it.
@Suite struct AppScriptOptionsTests {
    private func refusal(_ arguments: [String], environment: [String: String] = [:]) -> String? {
        do {
            _ = try AppScriptOptions(environment: environment, arguments: ["/bin/App"] + arguments)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func withNothingSetNoScriptDrivesTheApp() throws {
        // Action: the tools' own settings only, and the app's.
        let options = try AppScriptOptions(environment: ["SEGUE_TRACE": "1"], arguments: ["/bin/App", "--trace", "--verbose"])
        // Assertion
        #expect(options.mode == nil)
    }

    @Test func playTakesItsScriptAndStayFromArgumentsOrEnvironment() throws {
        // Action
        let fromArguments = try AppScriptOptions(environment: [:], arguments: ["App", "--play", "taps.txt", "--stay"])
        let fromEnvironment = try AppScriptOptions(environment: ["SEGUE_PLAY": "e.txt", "SEGUE_STAY": "1"], arguments: ["App"])
        let argumentWins = try AppScriptOptions(environment: ["SEGUE_PLAY": "e.txt"], arguments: ["App", "--play=a.txt"])
        // Assertion
        #expect(fromArguments.mode == .play(script: "taps.txt", stays: true))
        #expect(fromEnvironment.mode == .play(script: "e.txt", stays: true))
        #expect(argumentWins.mode == .play(script: "a.txt", stays: false))
    }

    @Test func recordTakesOutScriptRateAndDuration() throws {
        // Action: the output from the environment, the rest from the arguments.
        let options = try AppScriptOptions(environment: ["SEGUE_RECORD": "clip.mp4", "SEGUE_RECORD_FPS": "24"],
                                           arguments: ["App", "--script", "s.txt", "--record-fps=30", "--record-duration", "2.5"])
        let defaults = try AppScriptOptions(environment: [:], arguments: ["App", "--record", "frames/", "--script=s.txt"])
        // Assertion: the argument's 30 wins over the environment's 24.
        #expect(options.mode == .record(out: "clip.mp4", script: "s.txt", fps: 30, duration: 2.5))
        #expect(defaults.mode == .record(out: "frames/", script: "s.txt", fps: 60, duration: nil))
    }

    @Test func recordWithoutAScriptIsRefusedSayingHowToGiveOne() throws {
        // Action
        let reason = try #require(refusal(["--record", "clip.mp4"]))
        // Assertion
        #expect(reason.hasPrefix("--record needs an input script"), "\(reason)")
        #expect(reason.contains("--script"), "\(reason)")
        #expect(try #require(refusal([], environment: ["SEGUE_RECORD": "clip.mp4"])).hasPrefix("SEGUE_RECORD needs an input script"))
    }

    @Test func recordingSettingsWithoutARecordingAndPlayWithRecordAreRefused() throws {
        // Action / Assertion
        #expect(refusal(["--script", "s.txt"]) == "--script goes with --record, but nothing is recorded: add `--record clip.mp4` "
            + "(or SEGUE_RECORD), or replay the script in the window with `--play s.txt`")
        #expect(try #require(refusal(["--record-fps", "30"])).hasPrefix("--record-fps goes with --record, but nothing is recorded"))
        #expect(try #require(refusal(["--play", "a.txt", "--script", "s.txt"])).contains("its script is the one after it (`--play a.txt`)"))
        #expect(try #require(refusal(["--play", "a.txt", "--record-duration", "2"])).hasPrefix("--record-duration goes with --record"))
        #expect(try #require(refusal(["--play", "a.txt", "--record", "c.mp4"])).contains("cannot be combined"))
    }

    @Test func recordingSettingsLeftInTheEnvironmentDoNotStopAnApp() throws {
        // Precondition: a shell that keeps the script and rate for the runs that record.
        let environment = ["SEGUE_SCRIPT": "s.txt", "SEGUE_RECORD_FPS": "30"]
        // Action
        let plain = try AppScriptOptions(environment: environment, arguments: ["App"])
        let playing = try AppScriptOptions(environment: environment, arguments: ["App", "--play", "a.txt"])
        let recording = try AppScriptOptions(environment: environment.merging(["SEGUE_RECORD": "c.mp4"]) { $1 }, arguments: ["App"])
        // Assertion
        #expect(plain.mode == nil)
        #expect(playing.mode == .play(script: "a.txt", stays: false))
        #expect(recording.mode == .record(out: "c.mp4", script: "s.txt", fps: 30, duration: nil))
    }

    @Test func settingsWithoutTheirValueOrOutOfRangeAreRefused() throws {
        // Action / Assertion: each says what to write.
        #expect(refusal(["--play"]) == "--play needs a value after it, as in `--play taps.txt`")
        #expect(refusal(["--record", "--script", "s.txt"]) == "--record needs a value after it, as in `--record clip.mp4`")
        #expect(refusal(["--record="]) == "--record= needs a value after it, as in `--record=clip.mp4`")
        let rate = try #require(refusal(["--record", "c.mp4", "--script", "s.txt", "--record-fps", "0"]))
        #expect(rate.contains("from 1 to 240"), "\(rate)")
        let length = try #require(refusal(["--record", "c.mp4", "--script", "s.txt"], environment: ["SEGUE_RECORD_DURATION": "-2"]))
        #expect(length.hasPrefix("SEGUE_RECORD_DURATION -2 is not a length"), "\(length)")
    }
}
