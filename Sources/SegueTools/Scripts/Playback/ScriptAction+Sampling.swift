import Foundation
import UIKit

/// What an action does to the pointer over time, computed without playing it: how many events it
/// sends and where the pointer is at any moment. The player makes the same events from the same
/// motion, so these answer for it — for an hour-long drag as cheaply as for a tap.
extension ScriptAction.Kind {
    /// How many platform events the action sends when played: a drag or fling of `D` seconds its
    /// press, `⌈D × 120⌉` moves and its release; a tap or key two; typed text two per character; a wait none. Counted, not made.
    public var eventCount: Int {
        ScriptMotion.events(for: self, at: 0, pointer: .zero).count
    }

    /// Where the scripted pointer is `offset` seconds after the action starts, when it was at
    /// `pointer` then: along a move, drag or fling at that moment (its start before it, its end
    /// after it); at the point of a press, release, scroll or tap on a point; unchanged by keys,
    /// waits and `cancel`. Nil for a tap on a view, which is found only when the tap is due.
    public func pointerLocation(at offset: TimeInterval, from pointer: CGPoint) -> CGPoint? {
        switch self {
        case .move(let target, let duration, let curve):
            return ScriptStroke(path: [pointer, target], duration: duration, curve: curve).position(at: offset)
        case .drag(let path, let duration, let curve):
            return ScriptStroke(path: path, duration: duration, curve: curve).position(at: offset)
        case .fling(let from, let to, _):
            return ScriptStroke(path: [from, to], duration: duration, curve: .linear).position(at: offset)
        case .press(let point, _), .release(let point, _):
            return point ?? pointer
        case .scroll(let point, _, _), .tap(.point(let point)):
            return point
        case .tap:
            return nil
        case .key, .keyDown, .keyUp, .type, .cancel, .hold, .wait, .waitUntilIdle:
            return pointer
        }
    }
}
