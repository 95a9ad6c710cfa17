import Foundation
import SegueTools
import UIKit

/// An input script replayed in real time on an app in a visible window, as real input through XTest:
/// what `segue play SCENE --script FILE` and an app started with `--play FILE` both do.
///
/// In three steps, so that whatever can fail does so as early as it can: the script is read before
/// any window opens, the XTest connection is made once the window is there, and the script plays
/// once the app has launched.
///
/// ```swift
/// let playback = try ScriptedPlayback(scriptPath: "taps.txt")
/// try platform.openWindow(title: "App", size: size)
/// try playback.connect(to: platform)
/// // launch the app on `platform`
/// let played = try playback.play(app, on: platform)
/// ```
@MainActor
public final class ScriptedPlayback {
    /// The path as given, for messages.
    public let scriptPath: String
    public let script: InputScript
    private var injector: XTestInjector?

    /// What a playback came to.
    public struct Played: Sendable {
        public let ending: RealTimeReplay.Ending
        /// Frames drawn and seconds taken, for the line that says what was played: `42 frames, 1.25 s`.
        public let figures: String
    }

    /// Reads and parses the script (status 1 when it cannot).
    public init(scriptPath: String) throws(ScriptedRunFailure) {
        self.scriptPath = scriptPath
        script = try InputScript.loadedForRun(scriptPath)
    }

    /// Connects to `platform`'s display for XTest, aimed at its window (status 2 without XTest).
    public func connect(to platform: X11Platform) throws(ScriptedRunFailure) {
        do {
            injector = try XTestInjector(window: platform.windowID, display: platform.connection.name)
        } catch {
            throw ScriptedRunFailure("\(error)", status: 2)
        }
    }

    /// Plays the script on `app` (launched on `platform`) and returns once it has finished and the
    /// app settled, the window was closed or a signal came. Every button and key the script held is
    /// let go whatever happens. A script that cannot be played (a tap on a title the app does not
    /// show) fails with status 1.
    public func play(_ app: UIApplication, on platform: X11Platform) throws(ScriptedRunFailure) -> Played {
        guard let injector else { preconditionFailure("ScriptedPlayback.play before connect(to:)") }
        // Draw the app before the first event, so a tap finds its target on screen.
        app.renderNow()
        Interruption.install()
        let firstFrame = app.framesPresented, start = platform.monotonicTime()
        let ending: RealTimeReplay.Ending
        do {
            ending = try RealTimeReplay(app: app, platform: platform, script: script, injector: injector).run()
        } catch {
            injector.releaseAll()
            throw ScriptedRunFailure("\(error)", status: 1)
        }
        injector.releaseAll()
        let figures = String(format: "%d frames, %.2f s", app.framesPresented - firstFrame, platform.monotonicTime() - start)
        return Played(ending: ending, figures: figures)
    }
}
