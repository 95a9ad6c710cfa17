@testable import UIKit
import Foundation
import SegueTools
import Testing

extension SharedState {
    /// `wait until idle` holds the script while anything animates and shifts every later event by
    /// the time it waited; with nothing animating it costs nothing.
    @Suite struct IdleWaitTests {
        static let script = "wait until idle\ntap 100,100\nwait 0.2s\nkey escape"

        /// The times of the tap's press and of the escape's key-down in `events`.
        private func pressAndKeyTimes(_ events: [PlatformEvent]) -> (TimeInterval, TimeInterval)? {
            guard case .pointerDown(_, _, let press)? = events.first,
                  let key = events.first(where: { if case .keyDown = $0 { return true } else { return false } })?.timestamp
            else { return nil }
            return (press, key)
        }

        @Test func withNothingAnimatingTheScriptRunsOnTime() throws {
            try withPlaybackStage { stage in
                // Precondition: nothing animates.
                // Action
                let player = try stage.play(Self.script)
                // Assertion
                let (press, key) = try #require(pressAndKeyTimes(stage.sent))
                #expect(press == 0)
                #expect(abs(key - 0.25) < 1e-9)
                #expect(player.idleDelay == 0)
            }
        }

        @Test func anAnimationHoldsTheScriptUntilItEnds() throws {
            try withPlaybackStage { stage in
                // Precondition: a 0.5 s animation starts with the script.
                let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                stage.window.addSubview(box)
                UIView.animate(withDuration: 0.5) { box.center = CGPoint(x: 300, y: 200) }
                var firstIdleFrame: TimeInterval?
                // Action
                let player = try stage.play(Self.script) { t in
                    if firstIdleFrame == nil, !stage.app.needsFrame { firstIdleFrame = t }
                }
                // Assertion: the press waits for the first frame that finds the app idle (the one
                // after the animation's last), and the escape keeps its 0.25 s distance from it.
                let idle = try #require(firstIdleFrame)
                let (press, key) = try #require(pressAndKeyTimes(stage.sent))
                #expect(idle >= 0.5 && idle <= 0.5 + 2.0 / 60, "\(idle)")
                #expect(press == idle)
                #expect(abs(key - (idle + 0.25)) < 1e-9)
                #expect(player.idleDelay == idle)
                #expect(player.failure == nil)
            }
        }

        @Test func anAnimationThatOutlastsTheTimeoutFailsAtTheWait() throws {
            try withPlaybackStage { stage in
                // Precondition: a 5 s animation and a 1 s limit.
                let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                stage.window.addSubview(box)
                UIView.animate(withDuration: 5) { box.alpha = 0.5 }
                // Action
                let player = try stage.play("tap 10,10\nwait until idle timeout 1s\nkey escape", file: "slow.txt")
                // Assertion: the tap went out, the escape did not.
                #expect(player.failure?.description.hasPrefix(
                    "slow.txt:2:1: wait until idle: the application was still animating after 1.000s") == true,
                    "\(String(describing: player.failure))")
                #expect(stage.sent.count == 2)
                #expect(player.isFinished)
            }
        }
    }
}
