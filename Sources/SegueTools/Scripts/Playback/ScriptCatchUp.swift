import Foundation
import UIKit

/// Plays a script into an app as fast as it can be computed, drawing nothing: how a hot restart
/// brings a new build to where the user left the old one. Frames are stepped every 1/60 s of script
/// time while something animates or input is due (so velocities, tap counts and animations come out
/// as they did), and while nothing runs the clock jumps straight to the next event, so a session
/// that was mostly idle catches up in a moment.
///
/// The app must run on `clock`; the caller releases the clock afterwards and draws (`renderNow()`).
public enum ScriptCatchUp {
    public struct Outcome: Equatable {
        /// Frames stepped.
        public let frames: Int
        /// Where in the script the clock stands at the end: its length, unless stopped early.
        public let scriptTime: TimeInterval
        /// Why playback stopped early, or nil.
        public let failure: ScriptPlaybackError?
    }

    public static let frameInterval: TimeInterval = 1.0 / 60

    public static func run(_ script: InputScript, on app: UIApplication, clock: CatchUpClock) -> Outcome {
        let player = ScriptPlayer(script: script, application: app, send: { [unowned app] in app.handle($0) })
        var time: TimeInterval = 0
        var frames = 0
        while !player.isFinished, !app.hasStopped {
            clock.move(to: time)
            app.stepFrameWithoutDrawing { player.advance(to: time) }
            frames += 1
            var next = time + frameInterval
            if !app.isAnimating, let due = player.nextDueTime, due > next { next = due }
            time = next
        }
        return Outcome(frames: frames, scriptTime: clock.catchUpTime, failure: player.failure)
    }
}
