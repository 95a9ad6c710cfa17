import Foundation
import UIKit

/// One platform event a script will send, before it has a timestamp: playback stamps it with the
/// time it is due on the caller's clock, after any `wait until idle` has shifted it.
enum ScriptInput: Equatable {
    case pointerDown(CGPoint, button: Int)
    case pointerMoved(CGPoint)
    case pointerUp(CGPoint, button: Int)
    case pointerCancelled
    case scroll(CGPoint, dx: CGFloat, dy: CGFloat)
    case keyDown(UIKey)
    case keyUp(UIKey)
    case modifiersChanged(UIKeyModifierFlags)

    func event(at time: TimeInterval) -> PlatformEvent {
        switch self {
        case .pointerDown(let p, let button): return .pointerDown(p, button: button, time: time)
        case .pointerMoved(let p): return .pointerMoved(p, time: time)
        case .pointerUp(let p, let button): return .pointerUp(p, button: button, time: time)
        case .pointerCancelled: return .pointerCancelled(time: time)
        case .scroll(let p, let dx, let dy): return .scroll(p, dx: dx, dy: dy, time: time)
        case .keyDown(let key): return .keyDown(key, time: time)
        case .keyUp(let key): return .keyUp(key, time: time)
        case .modifiersChanged(let flags): return .modifiersChanged(flags, time: time)
        }
    }

    /// Where the pointer is after this event; nil for events that do not place it.
    var pointerLocation: CGPoint? {
        switch self {
        case .pointerDown(let p, _), .pointerMoved(let p), .pointerUp(let p, _), .scroll(let p, _, _): return p
        case .pointerCancelled, .keyDown, .keyUp, .modifiersChanged: return nil
        }
    }
}

/// A `ScriptInput` due at a script time.
struct TimedInput: Equatable {
    /// Script seconds, before `wait until idle` shifts.
    let time: TimeInterval
    let input: ScriptInput
}
