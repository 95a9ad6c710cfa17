@testable import UIKit
import Foundation
import SegueTools
import UIKitTesting

/// A 400×300 key window on an application with a virtual clock, and a frame loop that plays a script
/// into it the way `segue record` does: per frame, move the clock to `i / fps`, let the player send
/// the events due by then into the platform's queue, and run one frame (which handles them).
final class PlaybackStage {
    static let size = CGSize(width: 400, height: 300)

    let app: UIApplication
    let platform: RecordingPlatform
    let clock: VirtualFrameClock
    let window: UIWindow
    /// Every event the player sent, in order.
    private(set) var sent: [PlatformEvent] = []

    init(app: UIApplication, platform: RecordingPlatform) {
        self.app = app
        self.platform = platform
        clock = app.virtualClock
        window = makeKeyWindow(size: Self.size)
        app.renderNow()
    }

    /// Plays `script` at `fps` until it finishes (then one frame more, so the last events are
    /// handled) or `limit` seconds pass. `beforeEachFrame` sees each frame's time before the player.
    @discardableResult
    func play(_ script: InputScript, fps: Double = 60, limit: TimeInterval = 20,
              beforeEachFrame: (TimeInterval) -> Void = { _ in }) -> ScriptPlayer {
        let player = ScriptPlayer(script: script, application: app) { [unowned self] event in
            sent.append(event)
            platform.enqueue(event)
        }
        let start = clock.now
        var i = 0
        while Double(i) / fps <= limit {
            let t = Double(i) / fps
            clock.advance(by: start + t - clock.now)
            beforeEachFrame(t)
            let finished = player.isFinished
            player.advance(to: t)
            app.runFrame(waitingUpTo: 0)
            if finished { break }
            i += 1
        }
        return player
    }

    /// Parses `text` as `file` and plays it.
    @discardableResult
    func play(_ text: String, file: String = "test.txt", fps: Double = 60,
              beforeEachFrame: (TimeInterval) -> Void = { _ in }) throws -> ScriptPlayer {
        try play(InputScript.parse(text, file: file), fps: fps, beforeEachFrame: beforeEachFrame)
    }
}

/// Runs `body` with a `PlaybackStage` on a fresh test application, then restores the process-wide
/// state the application installed. Call only from `SharedState` suites.
func withPlaybackStage<T>(_ body: (PlaybackStage) throws -> T) rethrows -> T {
    try withTestApplication(size: PlaybackStage.size) { app, platform in
        try body(PlaybackStage(app: app, platform: platform))
    }
}
