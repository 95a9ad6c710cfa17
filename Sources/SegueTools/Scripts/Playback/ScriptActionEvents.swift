import Foundation
import UIKit

/// The events of one action, in order, each made when it is read: a few listed events for a tap or a
/// key, or a stroke's press, moves and release computed from the stroke. Reading event `i` costs the
/// same whether the action has three events or 432 000, and nothing is stored per move.
struct ScriptActionEvents {
    private enum Source {
        case listed([TimedInput])
        /// A press at the path's start (when `pressing`), the stroke's moves, and a release at the
        /// path's end together with the last move (when `pressing`).
        case stroke(ScriptStroke, start: TimeInterval, pressing: Bool)
    }

    private let source: Source
    let count: Int

    init(_ events: [TimedInput]) {
        source = .listed(events)
        count = events.count
    }

    init(stroke: ScriptStroke, at start: TimeInterval, pressing: Bool) {
        source = .stroke(stroke, start: start, pressing: pressing)
        count = stroke.sampleCount + (pressing ? 2 : 0)
    }

    /// Event `index`, 0 ≤ index < `count`.
    subscript(index: Int) -> TimedInput {
        switch source {
        case .listed(let events):
            return events[index]
        case .stroke(let stroke, let start, let pressing):
            guard pressing else { return move(stroke.sample(index + 1), from: start) }
            if index == 0 { return TimedInput(time: start, input: .pointerDown(stroke.path[0], button: 1)) }
            if index == count - 1 {
                return TimedInput(time: start + stroke.duration, input: .pointerUp(stroke.path[stroke.path.count - 1], button: 1))
            }
            return move(stroke.sample(index), from: start)
        }
    }

    private func move(_ sample: (offset: TimeInterval, point: CGPoint), from start: TimeInterval) -> TimedInput {
        TimedInput(time: start + sample.offset, input: .pointerMoved(sample.point))
    }
}
