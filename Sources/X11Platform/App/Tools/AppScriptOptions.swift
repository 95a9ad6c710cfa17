import Foundation
import SegueTools

/// What an app started by `UIApplicationMain` does with an input script, read from its environment
/// and launch arguments beside `AppToolOptions`, so any app can be driven and filmed without a line
/// of code — as `segue play` and `segue record` drive and film the demo's scenes:
///
/// | setting | does |
/// |---|---|
/// | `SEGUE_PLAY=FILE` or `--play FILE` | replays FILE in real time through XTest; the window closes when it has played |
/// | `SEGUE_STAY=1` or `--stay` | keeps the window open after `--play`'s script |
/// | `SEGUE_RECORD=OUT` or `--record OUT` | films the app frame-exactly to OUT (clip.mp4, clip.gif, frames/) and exits |
/// | `SEGUE_SCRIPT=FILE` or `--script FILE` | the script `--record` plays |
/// | `SEGUE_RECORD_FPS=N` or `--record-fps N` | frames a second of the recording (default 60) |
/// | `SEGUE_RECORD_DURATION=S` or `--record-duration S` | seconds to record (default: until the script has played and the app settled) |
///
/// Launch arguments win over the environment; each valued argument also takes the `--name=VALUE`
/// form. Arguments the tools do not know are left to the app.
public struct AppScriptOptions: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        /// Real-time playback of `script`; `stays`: the window stays open afterwards.
        case play(script: String, stays: Bool)
        /// A frame-exact recording of `script` to `out`.
        case record(out: String, script: String, fps: Int, duration: TimeInterval?)
    }

    /// Nil: the app runs as the user drives it.
    public var mode: Mode?

    /// The recording's rate when none is given, as `segue record`'s.
    public static let defaultFPS = 60

    public init(mode: Mode? = nil) {
        self.mode = mode
    }

    /// The options `environment` and `arguments` (the process's, first the executable) ask for;
    /// throws, saying what to write, for a setting without its value, a value out of range, a
    /// recording without a script, a script without a recording, or playback and recording at once.
    public init(environment: [String: String], arguments: [String]) throws(AppToolOptionsError) {
        var settings = Settings(environment: environment)
        try settings.read(arguments)
        try self.init(settings)
    }

    private init(_ settings: Settings) throws(AppToolOptionsError) {
        switch (settings.play, settings.record) {
        case (nil, nil):
            try settings.refuseRecordingSettings(because: "nothing is recorded: add `--record clip.mp4` (or SEGUE_RECORD)"
                + (settings.script.map { ", or replay the script in the window with `--play \($0.value)`" } ?? ""))
            mode = nil
        case (let play?, nil):
            try settings.refuseRecordingSettings(because: "--play replays in real time and records nothing; "
                + "its script is the one after it (`--play \(play.value)`)")
            mode = .play(script: play.value, stays: settings.stays)
        case (nil, let record?):
            guard let script = settings.script else {
                throw AppToolOptionsError(reason: "\(record.name) needs an input script to drive the app: add `--script taps.txt` "
                    + "(or SEGUE_SCRIPT=taps.txt); docs/INPUT-SCRIPTS.md says how to write one, `--record-input taps.txt` records one")
            }
            mode = .record(out: record.value, script: script.value, fps: try settings.rate(), duration: try settings.length())
        case (let play?, let record?):
            throw AppToolOptionsError(reason: "\(play.name) and \(record.name) cannot be combined: --play replays the script in the "
                + "window in real time, --record films it frame-exactly; choose one")
        }
    }

    /// Each setting's value and where it came from (`--record`, `SEGUE_RECORD`), for messages.
    private struct Settings {
        struct Given {
            var value: String
            var name: String
        }

        var play, record, script, fps, duration: Given?
        var stays = false

        /// The valued launch arguments, with the environment variable each one overrides.
        static var valued: [(argument: String, variable: String, field: WritableKeyPath<Settings, Given?>, example: String)] {
            [
                ("--play", "SEGUE_PLAY", \.play, "taps.txt"),
                ("--record", "SEGUE_RECORD", \.record, "clip.mp4"),
                ("--script", "SEGUE_SCRIPT", \.script, "taps.txt"),
                ("--record-fps", "SEGUE_RECORD_FPS", \.fps, "30"),
                ("--record-duration", "SEGUE_RECORD_DURATION", \.duration, "2.5"),
            ]
        }

        init(environment: [String: String]) {
            for option in Self.valued {
                if let value = environment[option.variable], !value.isEmpty {
                    self[keyPath: option.field] = Given(value: value, name: option.variable)
                }
            }
            stays = environment["SEGUE_STAY"]?.trimmingCharacters(in: .whitespaces) == "1"
        }

        mutating func read(_ arguments: [String]) throws(AppToolOptionsError) {
            var rest = arguments.dropFirst()[...]
            while let argument = rest.popFirst() {
                if argument == "--stay" {
                    stays = true
                    continue
                }
                for option in Self.valued {
                    if argument == option.argument {
                        guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
                            throw AppToolOptionsError(reason: "\(option.argument) needs a value after it, as in `\(option.argument) \(option.example)`")
                        }
                        self[keyPath: option.field] = Given(value: value, name: option.argument)
                    } else if argument.hasPrefix(option.argument + "=") {
                        let value = String(argument.dropFirst(option.argument.count + 1))
                        guard !value.isEmpty else {
                            throw AppToolOptionsError(reason: "\(option.argument)= needs a value after it, as in `\(option.argument)=\(option.example)`")
                        }
                        self[keyPath: option.field] = Given(value: value, name: option.argument)
                    }
                }
            }
        }

        /// Without a recording, `--script`, `--record-fps` and `--record-duration` on the command line
        /// are a mistake, said with `reason`. The same settings left in the environment are not: a
        /// shell may keep `SEGUE_SCRIPT` for the runs that set `SEGUE_RECORD`.
        func refuseRecordingSettings(because reason: String) throws(AppToolOptionsError) {
            for given in [script, fps, duration].compactMap({ $0 }) where given.name.hasPrefix("--") {
                throw AppToolOptionsError(reason: "\(given.name) goes with --record, but \(reason)")
            }
        }

        /// The recording's rate: a whole number in `RecordingClock.allowedRates`.
        func rate() throws(AppToolOptionsError) -> Int {
            guard let fps else { return AppScriptOptions.defaultFPS }
            let allowed = RecordingClock.allowedRates
            guard let rate = Int(fps.value), allowed.contains(rate) else {
                throw AppToolOptionsError(reason: "\(fps.name) \(fps.value) is not a frame rate: give a whole number of frames "
                    + "a second from \(allowed.lowerBound) to \(allowed.upperBound)")
            }
            return rate
        }

        /// The recording's length in seconds: above 0, at most the longest script.
        func length() throws(AppToolOptionsError) -> TimeInterval? {
            guard let duration else { return nil }
            guard let seconds = Double(duration.value), seconds.isFinite, seconds > 0, seconds <= ScriptLimits.longestScript else {
                throw AppToolOptionsError(reason: "\(duration.name) \(duration.value) is not a length: give seconds above 0, "
                    + "at most \(ScriptFit.seconds(ScriptLimits.longestScript))")
            }
            return seconds
        }
    }
}
