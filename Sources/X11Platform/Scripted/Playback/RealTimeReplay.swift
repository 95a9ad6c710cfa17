import Foundation
import SegueTools
import UIKit

/// The loop of real-time playback (`segue play`, an app's `--play`, both through `ScriptedPlayback`):
/// the app's frames as `runUntilStopped()` paces them (`runLoopTurn`: at most one per display
/// refresh), with the script advanced on the real monotonic clock between them and its events sent
/// as real input (XTest) that comes back through the X server like a mouse's.
///
/// Timing: while something animates the loop wakes once per frame (the script's events are sent at
/// frame boundaries, at most one frame late, as a 60 Hz mouse reports); while idle it wakes every
/// `idleStep` so a waiting script still moves on time without a frame being drawn.
@MainActor
public final class RealTimeReplay {
    public enum Ending: Equatable, Sendable {
        /// The script finished and the app settled.
        case finished
        /// The window's close button, or `stop()`.
        case closed
        case interrupted
    }

    /// The script could not be played (a tap on a title the app does not show).
    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }

    static let idleStep: TimeInterval = 0.004

    private let app: UIApplication
    private let platform: Platform
    private let injector: XTestInjector
    private var player: ScriptPlayer!
    /// Events went out since the last round trip.
    private var unsynced = false

    public init(app: UIApplication, platform: Platform, script: InputScript, injector: XTestInjector) {
        self.app = app
        self.platform = platform
        self.injector = injector
        player = ScriptPlayer(script: script, application: app, send: { [unowned self] event in
            self.injector.send(event)
            self.unsynced = true
        })
    }

    /// Plays the script to its end and returns once the app is idle (or closed, or interrupted).
    public func run() throws -> Ending {
        let start = platform.monotonicTime()
        // The script had finished and its events were on the app's connection before the last frame.
        var delivered = false
        while !app.hasStopped {
            if Interruption.caughtSignal != nil { return .interrupted }
            let now = platform.monotonicTime()
            if !player.isFinished {
                player.advance(to: now - start)
                if let failure = player.failure { throw Failed(description: "\(failure)") }
            } else if delivered && !app.needsFrame {
                return .finished
            }
            if unsynced {
                // Once the server answers, every fake event sent so far is on the app's connection
                // and the frame below handles it — so the script's next `wait until idle` sees the
                // app as its input left it, not as it was before the input arrived.
                injector.sync()
                unsynced = false
            }
            delivered = player.isFinished
            // Animating: the paced loop waits for the next refresh (or input). Idle: wake soon to
            // move the script on.
            app.runLoopTurn(waitingAtMost: app.needsFrame ? nil : Self.idleStep)
        }
        return .closed
    }
}
