import Foundation
import UIKit

/// Writes what the real mouse and keyboard did as a script that replays it: `segue demo
/// --record-input trace.txt` feeds it every platform event as it arrives.
///
/// Each event becomes one timestamped low-level line, times in seconds from the first event:
///
/// ```
/// at 0.000 press 212,640
/// at 0.016 move 212,628
/// at 0.180 release 214,402
/// at 1.250 keydown escape
/// at 1.330 keyup escape
/// at 2.000 hold shift
/// ```
///
/// Positions are written exactly and times to the microsecond, so parsing the text and playing it
/// sends the same events (times within 1 µs of the originals, relative to the first). Times that run
/// backwards (they should not) are written as the previous time, since a script cannot go back.
/// Window events (`resized`, `closeRequested`) are not input and are left out.
public final class InputScriptWriter {
    /// The script so far, one line per comment line and per event, without newlines. Lines are only
    /// ever appended, so a file can grow with it (`InputScriptFile`).
    public private(set) var lines: [String]
    private var origin: TimeInterval?
    private var lastTime: TimeInterval = 0

    /// Seconds into the script the first recorded event goes at (0 unless the script goes on from
    /// another); it cannot be earlier than the script's last line.
    public var startTime: TimeInterval = 0 {
        didSet { lastTime = max(lastTime, startTime) }
    }

    /// `comment` lines start the script as `#` comments (what was recorded, when, from which scene).
    public init(comment: String? = nil) {
        lines = comment.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 } } ?? []
    }

    /// A writer that goes on from the script `text` (a recorded one, of `at` lines): its lines are
    /// kept as they are and events recorded from now on follow them, from `startTime` on — a hot
    /// restart's history grows this way, build after build.
    public init(continuing text: String, after scriptLength: TimeInterval) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        startTime = scriptLength
        lastTime = scriptLength
    }

    /// Adds `event`, received now, to the script.
    public func record(_ event: PlatformEvent) {
        switch event {
        case .pointerDown(let p, let button, let time):
            add(at: time, "press " + ScriptValueFormat.point(p) + Self.buttonSuffix(button))
        case .pointerMoved(let p, let time):
            add(at: time, "move " + ScriptValueFormat.point(p))
        case .pointerUp(let p, let button, let time):
            add(at: time, "release " + ScriptValueFormat.point(p) + Self.buttonSuffix(button))
        case .pointerCancelled(let time):
            add(at: time, "cancel")
        case .scroll(let p, let dx, let dy, let time):
            add(at: time, "scroll " + ScriptValueFormat.point(p) + " by " + ScriptValueFormat.point(CGPoint(x: dx, y: dy)))
        case .keyDown(let key, let time):
            add(at: time, "keydown " + ScriptKeySpelling.spelling(of: key))
        case .keyUp(let key, let time):
            add(at: time, "keyup " + ScriptKeySpelling.spelling(of: key))
        case .modifiersChanged(let flags, let time):
            add(at: time, "hold " + ScriptKeySpelling.spelling(ofModifiers: flags))
        case .resized, .closeRequested:
            break
        }
    }

    /// The script so far, one line per event, ending with a newline.
    public var text: String {
        lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private func add(at time: TimeInterval, _ action: String) {
        let start = origin ?? time
        origin = start
        let relative = max(lastTime, ((startTime + time - start) * 1_000_000).rounded() / 1_000_000)
        lastTime = relative
        lines.append("at " + ScriptValueFormat.seconds(relative) + " " + action)
    }

    private static func buttonSuffix(_ button: Int) -> String { button == 1 ? "" : " button \(button)" }
}
