import Foundation
import UIKit

/// Expands actions into the events a hand on a mouse would produce: presses, releases, and moves
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
    /// `tapPoint` is where a tap lands (resolved by the player when the tap is due).
    static func inputs(for kind: ScriptAction.Kind, at start: TimeInterval, pointer: CGPoint,
                       tapPoint: CGPoint? = nil) -> [TimedInput] {
        switch kind {
        case .move(let target, let duration, let curve):
            return samples(along: [pointer, target], over: duration, curve: curve).map {
                TimedInput(time: start + $0.offset, input: .pointerMoved($0.point))
            }
        case .press(let point, let button):
            return [TimedInput(time: start, input: .pointerDown(point ?? pointer, button: button))]
        case .release(let point, let button):
            return [TimedInput(time: start, input: .pointerUp(point ?? pointer, button: button))]
        case .drag(let path, let duration, let curve):
            return stroke(along: path, at: start, over: duration, curve: curve)
        case .fling(let from, let to, let speed):
            // Constant speed from press to release: every sample in the recognizers' 150 ms window
            // lies on one line at `speed`, whatever part of the fling the window covers.
            let duration = Double(hypot(to.x - from.x, to.y - from.y) / speed)
            return stroke(along: [from, to], at: start, over: duration, curve: .linear)
        case .tap:
            let p = tapPoint ?? pointer
            return [TimedInput(time: start, input: .pointerDown(p, button: 1)),
                    TimedInput(time: start + ScriptAction.Kind.holdDuration, input: .pointerUp(p, button: 1))]
        case .key(let key):
            return [TimedInput(time: start, input: .keyDown(key)),
                    TimedInput(time: start + ScriptAction.Kind.holdDuration, input: .keyUp(key))]
        case .keyDown(let key):
            return [TimedInput(time: start, input: .keyDown(key))]
        case .keyUp(let key):
            return [TimedInput(time: start, input: .keyUp(key))]
        case .scroll(let point, let dx, let dy):
            return [TimedInput(time: start, input: .scroll(point, dx: dx, dy: dy))]
        case .cancel:
            return [TimedInput(time: start, input: .pointerCancelled)]
        case .wait, .waitUntilIdle:
            return []
        }
    }

    /// Press at the path's start, moves along it, release at its end together with the last move.
    private static func stroke(along path: [CGPoint], at start: TimeInterval, over duration: TimeInterval,
                               curve: ScriptCurve) -> [TimedInput] {
        var inputs = [TimedInput(time: start, input: .pointerDown(path[0], button: 1))]
        inputs += samples(along: path, over: duration, curve: curve).map {
            TimedInput(time: start + $0.offset, input: .pointerMoved($0.point))
        }
        inputs.append(TimedInput(time: start + duration, input: .pointerUp(path[path.count - 1], button: 1)))
        return inputs
    }

    /// The moves of a motion along `path` lasting `duration`: `n = ⌈duration × inputRate⌉` samples
    /// (at least one) evenly spaced in time, the k-th at offset `k/n × duration`, at arc length
    /// `curve(k/n) × length` along the path. The last sample is exactly the path's end.
    static func samples(along path: [CGPoint], over duration: TimeInterval,
                        curve: ScriptCurve) -> [(offset: TimeInterval, point: CGPoint)] {
        let n = max(1, Int((duration * inputRate - 1e-9).rounded(.up)))
        let lengths = zip(path, path.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }
        let total = lengths.reduce(0, +)
        return (1...n).map { k in
            let fraction = Double(k) / Double(n)
            let point = k == n ? path[path.count - 1]
                : self.point(along: path, lengths: lengths, at: CGFloat(curve.progress(at: fraction)) * total)
            return (duration * fraction, point)
        }
    }

    /// The point `distance` along the polyline `path` whose segments are `lengths` long.
    private static func point(along path: [CGPoint], lengths: [CGFloat], at distance: CGFloat) -> CGPoint {
        var left = distance
        for (i, length) in lengths.enumerated() {
            if left <= length, length > 0 {
                let t = left / length
                let a = path[i], b = path[i + 1]
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            left -= length
        }
        return path[path.count - 1]
    }
}
