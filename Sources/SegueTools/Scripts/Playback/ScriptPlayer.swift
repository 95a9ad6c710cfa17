import Foundation
import UIKit

/// Plays a script into an application: on each call, sends every platform event due by `time`
/// (seconds since the script started, on the caller's clock) through `send`, with event timestamps
/// on that clock, so velocities and tap counts come out as they would from a real mouse.
///
/// The caller owns the clock and the frame loop; a recorder does, per frame i:
///
/// ```swift
/// let t = Double(i) / fps
/// clock.advance(by: t - clock.now)
/// player.advance(to: t)          // events due by t, stamped with their own due times
/// app.runFrame(waitingUpTo: 0)   // handles them and draws
/// if player.isFinished { … }
/// ```
///
/// The script is finished once its last event is sent and its time is up: a script that ends with
/// `wait 2s` finishes two seconds after the action before the wait.
///
/// Events are sent in script order with the time they are due, which may be earlier than `time`
/// (moves at 120 Hz arrive two or three per 60 fps frame, as a real mouse's do). Taps find their view
/// when they are due. `wait until idle` is checked at the start of a call, against the state the
/// last frame left, and never in a call that has just sent events (they have not been handled yet).
/// While the application is busy the script's clock stands still; every later event is shifted by
/// the time it waited.
///
/// When a script cannot be played — a tap target is missing, an idle wait times out — playback
/// stops: `failure` says why and where in the script, and `isFinished` becomes true.
public final class ScriptPlayer {
    public let script: InputScript
    /// Why playback stopped early, with the script's file:line:column; nil while all is well.
    public private(set) var failure: ScriptPlaybackError?
    /// Where the scripted pointer is, in window points (the origin until the first pointer event).
    public private(set) var pointerLocation: CGPoint = .zero
    /// How much `wait until idle` has delayed the script so far, in seconds.
    public private(set) var idleDelay: TimeInterval = 0

    private weak var application: UIApplication?
    private let send: (PlatformEvent) -> Void
    /// The next action to start.
    private var nextAction = 0
    /// The events of the current action, made one at a time as they fall due; `pendingIndex` is the
    /// next one to send.
    private var pending = ScriptActionEvents([])
    private var pendingIndex = 0
    /// The latest time `advance(to:)` was given: the script is over only once its clock has passed
    /// the end of its last action, so a trailing `wait 10s` lasts ten seconds.
    private var latestTime: TimeInterval = 0
    /// Whether the current `wait until idle` has seen the application busy.
    private var sawBusy = false

    /// Times closer than this count as equal: frame times are computed (`i / fps`) and script times
    /// parsed, so `0.1` and `6 / 60` must meet.
    private static let tolerance: TimeInterval = 1e-9

    public init(script: InputScript, application: UIApplication, send: @escaping (PlatformEvent) -> Void) {
        self.script = script
        self.application = application
        self.send = send
    }

    /// True once every event has been sent and the script's time has run out (a trailing `wait`
    /// included), or once playback stopped at a `failure`.
    public var isFinished: Bool {
        failure != nil || (nextAction == script.actions.count && pendingIndex == pending.count
                           && latestTime + Self.tolerance >= script.duration + idleDelay)
    }

    /// When the next event falls due on the caller's clock — the end of the script's time once every
    /// event is sent; nil once finished. A driver that owns time and has nothing running can jump
    /// straight there (a hot restart's catch-up skips the idle stretches of what it replays).
    public var nextDueTime: TimeInterval? {
        if isFinished { return nil }
        if pendingIndex < pending.count { return pending[pendingIndex].time + idleDelay }
        if nextAction < script.actions.count { return script.actions[nextAction].time + idleDelay }
        return script.duration + idleDelay
    }

    /// Sends every event due by `time` (seconds since the script started, on the caller's clock).
    public func advance(to time: TimeInterval) {
        latestTime = max(latestTime, time)
        var sentInThisCall = false
        while failure == nil {
            if pendingIndex < pending.count {
                let next = pending[pendingIndex]
                let due = next.time + idleDelay
                guard due <= time + Self.tolerance else { return }
                pendingIndex += 1
                if let p = next.input.pointerLocation { pointerLocation = p }
                send(next.input.event(at: due))
                sentInThisCall = true
                continue
            }
            guard nextAction < script.actions.count else { return }
            let action = script.actions[nextAction]
            let start = action.time + idleDelay
            guard start <= time + Self.tolerance else { return }
            switch action.kind {
            case .waitUntilIdle(let timeout):
                guard !sentInThisCall, waitForIdle(startedAt: start, now: time, timeout: timeout, action: action) else { return }
            case .tap(let target):
                guard let point = TapTargetResolver.point(for: target, in: application?.keyWindow) else {
                    failure = ScriptPlaybackError(at: action.location, Self.missingTargetMessage(target))
                    return
                }
                expand(action, tapPoint: point)
            default:
                expand(action, tapPoint: nil)
            }
            nextAction += 1
        }
    }

    private func expand(_ action: ScriptAction, tapPoint: CGPoint?) {
        pending = ScriptMotion.events(for: action.kind, at: action.time, pointer: pointerLocation, tapPoint: tapPoint)
        pendingIndex = 0
    }

    /// Whether the idle wait that became due at `start` is over at `now`. The first time the
    /// application is seen idle after being seen busy, the script resumes from `now`.
    private func waitForIdle(startedAt start: TimeInterval, now: TimeInterval, timeout: TimeInterval,
                             action: ScriptAction) -> Bool {
        let busy = application?.needsFrame ?? false
        if busy {
            sawBusy = true
            if now - start >= timeout {
                failure = ScriptPlaybackError(at: action.location,
                    "wait until idle: the application was still animating after \(ScriptValueFormat.seconds(timeout))s; "
                    + "expected it to settle (give it longer with \"timeout 30s\")")
            }
            return false
        }
        if sawBusy { idleDelay += now - start }
        sawBusy = false
        return true
    }

    private static func missingTargetMessage(_ target: TapTarget) -> String {
        switch target {
        case .point: return "tap: no point"
        case .identifierOrLabel(let text):
            return "tap: no visible view with accessibility identifier or label \(ScriptValueFormat.excerpt(text)) in the key window"
        case .identifier(let id):
            return "tap: no visible view with accessibility identifier \(ScriptValueFormat.excerpt(id)) in the key window"
        case .label(let text):
            return "tap: no visible label or button titled \(ScriptValueFormat.excerpt(text)) in the key window"
        }
    }
}
