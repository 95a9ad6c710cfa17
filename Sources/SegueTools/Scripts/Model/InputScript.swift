import Foundation
import UIKit

/// A parsed input script: the pointer and key actions of one scripted interaction, in order, with the
/// text they came from. `docs/INPUT-SCRIPTS.md` describes the format.
///
/// Scripts are data so that a recording can name exactly what drove it (`sourceHash`) and so that
/// `segue record` and `segue play` feed the same actions through the same gesture path as a mouse:
///
/// ```swift
/// let script = try InputScript.parse("""
///     tap "Present"
///     wait until idle
///     fling from 200,300 down 240 at 900pt/s
///     """, file: "panel.txt")
/// let player = ScriptPlayer(script: script, application: app) { platform.enqueue($0) }
/// ```
public struct InputScript: Equatable {
    /// The actions, in the order they run; each knows when it starts on the script's timeline.
    public let actions: [ScriptAction]
    /// The text the script was parsed from.
    public let source: String

    /// Seconds from the script's start to the end of its last action — a trailing `wait` included —
    /// before any `wait until idle` holds it. At most `ScriptLimits.longestScript`.
    public let duration: TimeInterval

    init(actions: [ScriptAction], source: String) {
        self.actions = actions
        self.source = source
        // Actions start in order, so the last one to end is found in one pass; kept, because players
        // ask every frame whether the script's time is up.
        duration = actions.map { $0.time + $0.duration }.max() ?? 0
    }

    /// Parses `text`; `file` names it in errors (`file:line:column: message`).
    ///
    /// Throws `InputScriptError` at the first malformed line, pointing at the offending token, or at
    /// the first number outside `ScriptLimits`.
    public static func parse(_ text: String, file: String = "<script>") throws -> InputScript {
        InputScript(actions: try ScriptParser(file: file).parse(text), source: text)
    }
}
