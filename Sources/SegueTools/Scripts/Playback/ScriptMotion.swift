import Foundation
import UIKit

/// Turns actions into the events a hand on a mouse would produce: presses, releases, and moves
/// sampled at a fixed input rate.
///
/// The rate belongs to the script, not to whoever plays it, so a drag yields the same events (and the
/// same velocities in the recognizers) whether it is recorded at 24 or 120 frames per second; each
/// frame just receives the events due by then.
enum ScriptMotion {
    /// Moves per second during drags, moves over a duration and flings: a common mouse report rate,
    /// and above any frame rate Segue records at, so every frame sees fresh input.
    static let inputRate: Double = 120

    /// The events of `kind` starting at script time `start`, with the pointer at `pointer`.
    /// `tapPoint` is where a tap lands (resolved by the player when the tap is due). Motions are not
    /// expanded: their moves are computed as they are read.
    static func events(for kind: ScriptAction.Kind, at start: TimeInterval, pointer: CGPoint,
                       tapPoint: CGPoint? = nil) -> ScriptActionEvents {
        switch kind {
        case .move(let target, let duration, let curve):
            return ScriptActionEvents(stroke: ScriptStroke(path: [pointer, target], duration: duration, curve: curve),
                                      at: start, pressing: false)
        case .drag(let path, let duration, let curve):
            return ScriptActionEvents(stroke: ScriptStroke(path: path, duration: duration, curve: curve),
                                      at: start, pressing: true)
        case .fling(let from, let to, _):
            // Constant speed from press to release: every sample in the recognizers' 150 ms window
            // lies on one line at the fling's speed, whatever part of the fling the window covers.
            return ScriptActionEvents(stroke: ScriptStroke(path: [from, to], duration: kind.duration, curve: .linear),
                                      at: start, pressing: true)
        case .press(let point, let button):
            return ScriptActionEvents([TimedInput(time: start, input: .pointerDown(point ?? pointer, button: button))])
        case .release(let point, let button):
            return ScriptActionEvents([TimedInput(time: start, input: .pointerUp(point ?? pointer, button: button))])
        case .tap:
            let p = tapPoint ?? pointer
            return ScriptActionEvents([TimedInput(time: start, input: .pointerDown(p, button: 1)),
                                       TimedInput(time: start + ScriptAction.Kind.holdDuration, input: .pointerUp(p, button: 1))])
        case .key(let key):
            return ScriptActionEvents([TimedInput(time: start, input: .keyDown(key)),
                                       TimedInput(time: start + ScriptAction.Kind.holdDuration, input: .keyUp(key))])
        case .type(let text):
            var events: [TimedInput] = []
            for (i, character) in text.enumerated() {
                let key = ScriptKeyNames.key(typing: character)
                let down = start + Double(i) * ScriptAction.Kind.typingInterval
                events.append(TimedInput(time: down, input: .keyDown(key)))
                events.append(TimedInput(time: down + ScriptAction.Kind.holdDuration, input: .keyUp(key)))
            }
            return ScriptActionEvents(events)
        case .keyDown(let key):
            return ScriptActionEvents([TimedInput(time: start, input: .keyDown(key))])
        case .keyUp(let key):
            return ScriptActionEvents([TimedInput(time: start, input: .keyUp(key))])
        case .scroll(let point, let dx, let dy):
            return ScriptActionEvents([TimedInput(time: start, input: .scroll(point, dx: dx, dy: dy))])
        case .cancel:
            return ScriptActionEvents([TimedInput(time: start, input: .pointerCancelled)])
        case .hold(let flags):
            return ScriptActionEvents([TimedInput(time: start, input: .modifiersChanged(flags))])
        case .wait, .waitUntilIdle:
            return ScriptActionEvents([])
        }
    }
}
