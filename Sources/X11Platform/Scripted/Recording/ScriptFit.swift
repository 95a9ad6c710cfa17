import Foundation
import SegueTools

/// Whether a script fits in a recording, and what to say when it does not: a recording without a
/// duration lasts at most `ScriptLimits.recordingCap`, so a script that runs longer would be cut
/// there without the user asking. That is an error (nothing is written, the exit status is 1) that
/// says how long the script runs and how to record it; a cut the user asked for with a duration is
/// only mentioned.
public struct ScriptFit: Sendable {
    /// The script's path as given.
    public let path: String
    /// The script's time, a trailing wait included, before any `wait until idle` holds it.
    public let scriptDuration: TimeInterval
    /// The duration asked for, if any.
    public let requested: TimeInterval?
    /// How the user asks for a duration, for the messages: `--duration` (`segue record`),
    /// `--record-duration` (an app).
    public let durationOption: String

    public init(path: String, scriptDuration: TimeInterval, requested: TimeInterval?, durationOption: String = "--duration") {
        self.path = path
        self.scriptDuration = scriptDuration
        self.requested = requested
        self.durationOption = durationOption
    }

    /// Checked before anything starts: without a duration, a script whose own time is past the cap
    /// cannot be recorded whole. Nil when it fits (or when a duration decides the length).
    public var problemBeforeRecording: String? {
        guard requested == nil, scriptDuration > ScriptLimits.recordingCap else { return nil }
        let option = durationOption
        return "\(path) runs \(Self.seconds(scriptDuration)) s, past the \(Self.seconds(ScriptLimits.recordingCap)) s "
            + "a recording lasts without \(option); give \(option) \(Self.seconds(scriptDuration.rounded(.up))) "
            + "to record all of it (at most \(Self.seconds(ScriptLimits.longestScript)) s), or a shorter \(option) to cut it"
    }

    /// After the recording stopped at the cap with the script unfinished — `wait until idle` held it
    /// past the cap — what went wrong.
    public func problemAtCap(idleDelay: TimeInterval) -> String {
        let held = idleDelay > 0 ? ", and `wait until idle` held it \(Self.seconds(idleDelay)) s more" : ""
        return "\(path) had not finished when the recording stopped at \(Self.seconds(ScriptLimits.recordingCap)) s, "
            + "the longest without \(durationOption) (the script runs \(Self.seconds(scriptDuration)) s\(held)); give a longer "
            + "\(durationOption) (at most \(Self.seconds(ScriptLimits.longestScript)) s) to record all of it; nothing was written"
    }

    /// After a fixed duration ended before the script did: what was left out.
    public var noteWhenCut: String {
        "\(durationOption) \(Self.seconds(requested ?? 0)) ended the recording before the script did (it runs "
            + "\(Self.seconds(scriptDuration)) s); the rest of the script was not played"
    }

    /// `130`, `119.5`, `0.25`: seconds to the millisecond without trailing zeros.
    public static func seconds(_ t: TimeInterval) -> String {
        var text = String(format: "%.3f", t)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
