@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// The real loop's turns (`runLoopTurn`) on a RecordingPlatform whose clock the test moves: input is
// handled when it arrives, but drawn only when a refresh has come.

extension SharedState {
    @Suite struct PacedLoopTests {
        /// A window with a view and a button that counts taps, drawn once at platform time 0.
        private func withDrawnScene(_ body: (UIApplication, RecordingPlatform, UIView, () -> Int) throws -> Void) rethrows {
            try withTestApplication { app, platform in
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.makeKeyAndVisible()
                let view = UIView(frame: CGRect(x: 20, y: 300, width: 60, height: 40))
                window.addSubview(view)
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 40, y: 60, width: 120, height: 44)
                window.addSubview(button)
                var taps = 0
                button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
                platform.time = 0
                app.runLoopTurn(waitingAtMost: 0)
                try body(app, platform, view, { taps })
            }
        }

        /// Wakes the loop every millisecond for `milliseconds`, moving both clocks on each time (an
        /// event that is not input, say, or a busy X connection).
        private func wakeEveryMillisecond(_ app: UIApplication, _ platform: RecordingPlatform, for milliseconds: Int) throws {
            let clock = try #require(app.clock as? VirtualFrameClock)
            for ms in 1...milliseconds {
                platform.time = Double(ms) / 1000
                clock.advance(by: 0.001)
                app.runLoopTurn(waitingAtMost: 0)
            }
        }

        @Test func inputBetweenRefreshesIsHandledAtOnceAndDrawnAtTheNextRefresh() {
            withDrawnScene { app, platform, _, taps in
                // Precondition: the last frame was drawn at 0; the refresh is 60 Hz.
                let before = platform.presented.count
                #expect(app.preferredFramesPerSecond == 60)
                // Action: a tap arrives 5 ms later.
                platform.time = 0.005
                platform.pendingEvents = [
                    .pointerDown(CGPoint(x: 100, y: 80), button: 1, time: 1),
                    .pointerUp(CGPoint(x: 100, y: 80), button: 1, time: 1.05),
                ]
                let drewEarly = app.runLoopTurn(waitingAtMost: 0)
                // Assertion: handled (the action fired), not drawn yet.
                #expect(taps() == 1)
                #expect(!drewEarly)
                #expect(platform.presented.count == before)
                #expect(app.needsFrame)

                // Action: the next refresh comes.
                platform.time = 1.0 / 60
                let drewOnTime = app.runLoopTurn(waitingAtMost: 0)
                // Assertion: one frame, then nothing more to draw.
                #expect(drewOnTime)
                #expect(platform.presented.count == before + 1)
                #expect(!app.runLoopTurn(waitingAtMost: 0))
            }
        }

        @Test func anAnimationIsDrawnOncePerRefreshHoweverOftenTheLoopWakes() {
            withDrawnScene { app, platform, view, _ in
                // Precondition: a 0.5 s animation starts after the frame at 0.
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) { view.frame.origin.x = 200 }
                let before = platform.presented.count
                // Action: the loop is woken every millisecond for 0.1 s.
                try! wakeEveryMillisecond(app, platform, for: 100)
                // Assertion: six refreshes in 0.1 s at 60 Hz (1/60 … 6/60), so six frames, not 100.
                #expect(platform.presented.count - before == 6)
            }
        }

        @Test func preferredFramesPerSecondPacesTheLoop() {
            withDrawnScene { app, platform, view, _ in
                // Precondition: 24 frames a second asked for.
                app.preferredFramesPerSecond = 24
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.frame.origin.x = 200 }
                let before = platform.presented.count
                // Action: woken every millisecond for half a second.
                try! wakeEveryMillisecond(app, platform, for: 500)
                // Assertion: 12 frames (1/24 … 12/24 s).
                #expect(platform.presented.count - before == 12)
            }
        }
    }
}
