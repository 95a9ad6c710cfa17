import Foundation
import UIKit

/// One line of a script: what the scripted mouse or keyboard does, when it starts on the script's
/// timeline, and where it was written.
///
/// Times are script seconds: an action starts where the previous one ended unless the line began
/// with `at T`. `wait until idle` takes no script time; it holds the whole timeline during playback.
public struct ScriptAction: Equatable {
    public enum Kind: Equatable {
        /// Moves the pointer to a point, at once or over a duration along a curve (a drag when a
        /// button is held, a hover otherwise).
        case move(to: CGPoint, over: TimeInterval, curve: ScriptCurve)
        /// Presses `button` at a point, or where the pointer is when nil.
        case press(at: CGPoint?, button: Int)
        /// Releases `button` at a point, or where the pointer is when nil.
        case release(at: CGPoint?, button: Int)
        /// Presses at the path's first point, moves along it (arc length paced by `curve`) and
        /// releases at its last point. `drag from A to B` is the path [A, B].
        case drag(path: [CGPoint], over: TimeInterval, curve: ScriptCurve)
        /// A drag at constant `speed` (points per second) from `from` to `to`, released while moving,
        /// so the gesture recognizers measure `speed` as the release velocity.
        case fling(from: CGPoint, to: CGPoint, speed: CGFloat)
        /// Presses and releases on a point or on a view found when the tap is due.
        case tap(TapTarget)
        /// A key pressed and released.
        case key(UIKey)
        case keyDown(UIKey)
        case keyUp(UIKey)
        /// Text typed one character at a time, each a key stroke (`ScriptKeyNames.key(typing:)`)
        /// every `typingInterval`: any characters, whatever the keyboard's layout.
        case type(String)
        /// Wheel steps at a point (positive `dy` scrolls the content up, as a wheel turned toward you).
        case scroll(at: CGPoint, dx: CGFloat, dy: CGFloat)
        /// The windowing system took the pointer away mid-drag: the touch is cancelled.
        case cancel
        /// From now on these modifier keys are held with the pointer (`[]` lets them go): Shift
        /// held during a click extends a text selection.
        case hold(UIKeyModifierFlags)
        case wait(TimeInterval)
        /// Holds the script until nothing animates, failing after `timeout` seconds.
        case waitUntilIdle(timeout: TimeInterval)
    }

    public let kind: Kind
    /// Script seconds at which the action starts (before `wait until idle` shifts it).
    public let time: TimeInterval
    /// The position of the action's keyword.
    public let location: ScriptLocation

    public init(kind: Kind, time: TimeInterval, location: ScriptLocation) {
        self.kind = kind
        self.time = time
        self.location = location
    }

    /// Script seconds the action takes; the next action starts this much later.
    public var duration: TimeInterval { kind.duration }
}

extension ScriptAction.Kind {
    /// How long a tap or a key stroke holds the button or key: short enough for a tap recognizer,
    /// long enough that press and release are distinct events.
    public static let holdDuration: TimeInterval = 0.05

    /// From one typed character's press to the next: held `holdDuration`, then as long released.
    public static let typingInterval: TimeInterval = 2 * holdDuration

    /// Script seconds the action takes.
    public var duration: TimeInterval {
        switch self {
        case .move(_, let over, _), .drag(_, let over, _): return over
        case .fling(let from, let to, let speed): return Double(hypot(to.x - from.x, to.y - from.y) / speed)
        case .tap, .key: return Self.holdDuration
        case .type(let text): return Double(text.count) * Self.typingInterval
        case .wait(let seconds): return seconds
        case .press, .release, .keyDown, .keyUp, .scroll, .cancel, .hold, .waitUntilIdle: return 0
        }
    }
}
