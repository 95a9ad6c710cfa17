// The real loop under Xvfb: frames at the refresh rate (60 Hz where XRandR knows none), not at the
// rate events wake the loop; input arriving between refreshes drawn once at the next one; and no
// exposure events answering the copies to the window.

import Foundation
import Synchronization
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

/// Sends bursts of 100 pointer motions from a thread of its own, with its own X connection (a
/// connection belongs to one thread; the server's pointer is the same for both). The connection is
/// opened when the sender is made, so opening it costs none of a timed attempt's refresh interval.
nonisolated private final class BurstSender: Sendable {
    private let bases = Mutex<[Int]>([])
    private let go = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let lastSent = Mutex<TimeInterval>(.infinity)

    init(window: UInt, display: String) {
        Thread { [self] in
            let own = try? XTestInjector(window: window, display: display)
            while true {
                go.wait()
                let base = bases.withLock { $0.removeFirst() }
                guard base >= 0 else { break }
                for i in 1...100 {
                    own?.send(.pointerMoved(CGPoint(x: base + (i * 60) / 100, y: 100), time: 0))
                    own?.flush()
                }
                own?.sync()
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                let sent = TimeInterval(now.tv_sec) + TimeInterval(now.tv_nsec) / 1e9
                lastSent.withLock { $0 = own == nil ? .infinity : sent }
                done.signal()
            }
        }.start()
    }

    /// Starts a burst from x = `base` to `base + 60` and returns at once.
    func start(from base: Int) {
        bases.withLock { $0.append(base) }
        go.signal()
    }

    /// Waits for the burst to end; returns when its last motion reached the server (monotonic
    /// seconds; infinity when the connection could not be opened).
    func finish() -> TimeInterval {
        done.wait()
        return lastSent.withLock { $0 }
    }

    /// Ends the thread.
    func stop() {
        start(from: -1)
    }
}

extension XServerTests {
    @Suite struct FramePacingTests {
        /// Puts the harness's app on the platform's real clock (the harness starts it on a virtual one).
        private func useRealClock(_ x: XWindowHarness) {
            let platform = x.platform
            x.app.clock = MonotonicFrameClock(source: { [unowned platform] in platform.monotonicTime() })
            x.app.context.engine.reset(to: x.app.clock.frameTime())
        }

        /// Turns the paced loop until nothing is left to draw (or `limit` seconds passed).
        private func settle(_ x: XWindowHarness, limit: TimeInterval = 3) {
            let end = x.platform.monotonicTime() + limit
            while x.app.needsFrame && x.platform.monotonicTime() < end { x.app.runLoopTurn(waitingAtMost: 0.1) }
        }

        @Test func aOneSecondAnimationOnTheRealClockDrawsSixtyFrames() throws {
            try XWindowHarness.run { x in
                // Precondition: the real clock; Xvfb has no known refresh, so the loop paces to 60 Hz.
                useRealClock(x)
                #expect(x.app.preferredFramesPerSecond == 60)
                let box = UIView(frame: CGRect(x: 10, y: 30, width: 40, height: 30))
                box.backgroundColor = .red
                x.add(box)
                settle(x)
                let before = x.app.framesPresented
                // Action: a one-second linear slide, run by the paced loop.
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.frame.origin.x = 250 }
                settle(x)
                // Assertion: one frame per refresh — frames counted, not time.
                let frames = x.app.framesPresented - before
                #expect((58...62).contains(frames), "a 1 s animation drew \(frames) frames")
                let shot = try x.capture()
                expectPixel(shot, 255, 40, RGB(255, 0, 0), "the box at its end")
            }
        }

        @Test func aBurstOfMotionsWithinOneRefreshIsDrawnOnce() throws {
            try XWindowHarness.run(size: CGSize(width: 300, height: 200)) { x in
                // Precondition: a dot that follows a pan, mid-drag by real XTest input.
                let injector = try XTestInjector(window: x.platform.windowID, display: try XWindowHarness.displayName())
                defer { injector.releaseAll() }
                let dot = UIView(frame: CGRect(x: 10, y: 90, width: 20, height: 20))
                dot.backgroundColor = .red
                x.add(dot)
                let pan = UIPanGestureRecognizer { pan in dot.frame.origin.x = 10 + pan.translation(in: nil).x }
                x.window.addGestureRecognizer(pan)
                injector.send(.pointerMoved(CGPoint(x: 20, y: 100), time: 0))
                injector.send(.pointerDown(CGPoint(x: 20, y: 100), button: 1, time: 0))
                injector.send(.pointerMoved(CGPoint(x: 40, y: 100), time: 0))
                injector.flush()
                let started = x.platform.monotonicTime()
                let dragging: (UIGestureRecognizer.State) -> Bool = { $0 == .began || $0 == .changed }
                while !dragging(pan.state) && x.platform.monotonicTime() - started < 2 { x.app.runLoopTurn(waitingAtMost: 0.05) }
                try #require(dragging(pan.state), "the pan never began")
                settle(x)

                let sender = BurstSender(window: x.platform.windowID, display: try XWindowHarness.displayName())
                defer { sender.stop() }
                var outcome: (frames: Int, fitted: Bool) = (0, false)
                for attempt in 0..<5 where !outcome.fitted {
                    // A frame drawn just now: the next refresh is one interval away.
                    let base = 50 + (attempt % 2) * 70
                    injector.send(.pointerMoved(CGPoint(x: base, y: 100), time: 0))
                    injector.flush()
                    while !x.app.runLoopTurn(waitingAtMost: 0.05) {}
                    let nextRefresh = try #require(x.app.pacer.nextDue)
                    let atBase = dot.frame.origin.x
                    let before = x.app.framesPresented
                    // Action: 100 motions sent one by one from another thread, each flushed on its own,
                    // while the loop turns.
                    sender.start(from: base)
                    let end = nextRefresh + 0.5 / x.app.preferredFramesPerSecond
                    while x.platform.monotonicTime() < end { x.app.runLoopTurn(waitingAtMost: 0.001) }
                    let lastSent = sender.finish()
                    // The burst must have fitted before the refresh for the test to say anything.
                    outcome = (x.app.framesPresented - before, lastSent < nextRefresh - 0.001)
                    if outcome.fitted {
                        // Assertion: the newest position is what that one frame shows.
                        #expect(dot.frame.origin.x == atBase + 60)
                    }
                }
                try #require(outcome.fitted, "the machine was too busy to send 100 motions within one refresh")
                // Assertion: one frame for the whole burst.
                #expect(outcome.frames == 1, "100 motions within one refresh drew \(outcome.frames) frames")
            }
        }

        @Test func copiesToTheWindowBringNoExposeEvents() throws {
            try XWindowHarness.run { x in
                // Precondition: a box drawn once, nothing received yet.
                let box = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 50))
                box.backgroundColor = .red
                x.add(box)
                x.app.renderNow()
                _ = x.platform.waitForEvents(timeout: 0.05)
                let before = x.platform.copyExposureEvents
                // Action: 30 frames, each copying what changed to the window; then every reply read.
                for i in 0..<30 {
                    box.backgroundColor = i.isMultiple(of: 2) ? .blue : .green
                    x.app.renderNow()
                }
                x.platform.connection.sync()
                _ = x.platform.waitForEvents(timeout: 0.05)
                // Assertion: the copies reached the window, and the server sent no NoExpose for them.
                #expect(x.platform.copyExposureEvents - before == 0)
                expectPixel(try x.capture(), 50, 60, RGB(UIColor.green), "the box after the last frame")
            }
        }
    }
}
