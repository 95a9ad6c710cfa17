@testable import UIKit
import Foundation
import SegueTools
import Testing
import UIKitTesting

extension SharedState {
    /// A hot restart's catch-up: a script played without drawing, stepping frames only while
    /// something runs or input is due, lands the app where real-time playback would.
    @Suite struct ScriptCatchUpTests {
        /// A window whose square starts a 0.4 s move to x = 200 when tapped, and follows a drag.
        final class Stage {
            let window: UIWindow
            let square = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
            var moves = 0

            init() {
                let root = UIViewController()
                window = makeKeyWindow(size: CGSize(width: 400, height: 300), root: root)
                root.view.addSubview(square)
                let tap = UITapGestureRecognizer { [unowned self] recognizer in
                    guard recognizer.state == .ended else { return }
                    UIView.animate(withDuration: 0.4, animations: { self.square.frame.origin.x = 200 },
                                   completion: { _ in self.moves += 1 })
                }
                square.addGestureRecognizer(tap)
            }
        }

        @Test func catchingUpJumpsOverIdleTimeAndLandsWhereTheInputLeftTheApp() throws {
            try withRestoredApplicationState {
                // Precondition: an app on a catch-up clock; a script that taps the square, then
                // waits a minute doing nothing, then taps where the square has gone.
                var real: TimeInterval = 1_000
                let clock = CatchUpClock(realTime: { real })
                let app = UIApplication(platform: RecordingPlatform(windowSize: CGSize(width: 400, height: 300)), clock: clock)
                app.isRunning = true
                let stage = Stage()
                app.renderNow()
                let script = try InputScript.parse("tap 50,50\nwait 60s\ntap 230,50\nwait 1s", file: "catch-up.txt")

                // Action
                let outcome = ScriptCatchUp.run(script, on: app, clock: clock)

                // Assertion: both taps landed and the move animated to its end (the second tap found
                // the square at x = 200); the whole script's time passed on the clock, in far fewer
                // frames than a minute of 60 fps (3,600).
                #expect(outcome.failure == nil)
                #expect(stage.moves == 2)
                #expect(stage.square.frame.origin.x == 200)
                #expect(abs(outcome.scriptTime - script.duration) < 1.0 / 60)
                #expect(outcome.frames < 200, "\(outcome.frames) frames")
                #expect(abs(clock.frameTime() - (1_000 + outcome.scriptTime)) < 1e-9)

                // And released, the clock goes on in real time from there, without a jump.
                clock.release()
                let released = clock.frameTime()
                real += 0.5
                #expect(abs(clock.frameTime() - released - 0.5) < 1e-9)
            }
        }

        @Test func aHistoryGoesOnFromTheScriptItContinues() throws {
            // Precondition: a recorded script 0.1 s long, continued by a writer whose first event
            // came 2.4 s after the catch-up ended.
            let writer = InputScriptWriter(continuing: "# recorded\nat 0.000 press 10,10\nat 0.100 release 10,10\n", after: 0.1)
            writer.startTime = 2.5

            // Action: two real events, X server times far from zero.
            writer.record(.pointerDown(CGPoint(x: 30, y: 40), button: 1, time: 7_000.0))
            writer.record(.pointerUp(CGPoint(x: 30, y: 40), button: 1, time: 7_000.25))

            // Assertion: the old lines stay as they were and the new ones follow at 2.5 and 2.75 s.
            let script = try InputScript.parse(writer.text, file: "history.txt")
            #expect(script.actions.map(\.time) == [0, 0.1, 2.5, 2.75])
            #expect(writer.text.hasPrefix("# recorded\nat 0.000 press 10,10\nat 0.100 release 10,10\n"))
        }
    }
}
