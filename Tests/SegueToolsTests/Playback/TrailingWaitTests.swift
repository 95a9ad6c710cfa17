@testable import UIKit
import Foundation
import SegueTools
import Testing

/// A script's time includes its last wait: `wait 10s` at the end keeps the script running for ten
/// seconds, so a recording shows them and `segue play` waits them out. (Before, the player was done
/// as soon as the wait began, and `segue record` stopped 0.27 s in.)
extension SharedState {
    @Suite struct TrailingWaitTests {
        @Test func theScriptDurationIncludesTheLastWait() throws {
            // Precondition / action
            let script = try InputScript.parse("tap 10,10\nwait 10s")
            // Assertion: the tap's 0.05 s, then the ten seconds.
            #expect(abs(script.duration - 10.05) < 1e-12)
        }

        @Test func thePlayerIsFinishedOnlyWhenTheLastWaitIsOver() throws {
            try withPlaybackStage { stage in
                // Precondition
                let script = try InputScript.parse("tap 10,10\nwait 10s")
                var sent: [PlatformEvent] = []
                let player = ScriptPlayer(script: script, application: stage.app) { sent.append($0) }
                // Action / assertion: every event is out after 0.05 s, but the script is not over.
                player.advance(to: 0.05)
                #expect(sent.count == 2)
                #expect(!player.isFinished)
                player.advance(to: 10)
                #expect(!player.isFinished)
                player.advance(to: 10.05)
                #expect(player.isFinished)
                #expect(sent.count == 2)
            }
        }

        @Test func aFrameLoopRunsThroughTheLastWait() throws {
            try withPlaybackStage { stage in
                // Precondition: a key, then two seconds of nothing.
                var lastFrame: TimeInterval = 0
                // Action: play at 60 fps, as `segue record` does, until the player is finished.
                let player = try stage.play("key escape\nwait 2s") { t in lastFrame = t }
                // Assertion: the loop ran until 2.05 s, the first frame at or after the script's end
                // (and one more, which the stage runs to handle the last events).
                #expect(player.isFinished)
                #expect(lastFrame >= 2.05 && lastFrame < 2.05 + 2.0 / 60, "\(lastFrame)")
            }
        }

        @Test func anIdleWaitShiftsTheEndOfTheLastWait() throws {
            try withPlaybackStage { stage in
                // Precondition: a 0.5 s animation holds the script's `wait until idle`.
                let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                stage.window.addSubview(box)
                UIView.animate(withDuration: 0.5) { box.alpha = 0.5 }
                var lastFrame: TimeInterval = 0
                // Action
                let player = try stage.play("wait until idle\nwait 1s") { t in lastFrame = t }
                // Assertion: the wait starts when the animation is over and lasts its second.
                #expect(player.idleDelay >= 0.5)
                #expect(lastFrame >= player.idleDelay + 1, "\(lastFrame), idle delay \(player.idleDelay)")
                #expect(lastFrame < player.idleDelay + 1 + 2.0 / 60, "\(lastFrame), idle delay \(player.idleDelay)")
            }
        }
    }
}
