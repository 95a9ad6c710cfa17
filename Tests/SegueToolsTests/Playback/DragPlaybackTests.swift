@testable import UIKit
import Foundation
import SegueTools
import Testing

extension SharedState {
    /// Drags become a press, moves at the script's 120 Hz input rate paced by their curve, and a
    /// release together with the last move — stamped with script times, whatever the frame rate.
    @Suite struct DragPlaybackTests {
        @Test func dragWithACurveSendsMovesAt120HzAlongTheCurve() throws {
            try withPlaybackStage { stage in
                // Precondition: 0.1 s is twelve input steps of 1/120 s.
                let from = CGPoint(x: 100, y: 200), to = CGPoint(x: 300, y: 260)
                // Action
                try stage.play("drag from 100,200 to 300,260 over 0.1s easeOut")
                // Assertion
                var expected: [PlatformEvent] = [.pointerDown(from, button: 1, time: 0)]
                for k in 1...12 {
                    let p = k == 12 ? 1 : CGFloat(CubicBezierCurve.easeOut.value(at: Double(k) / 12))
                    expected.append(.pointerMoved(CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p),
                                                  time: Double(k) / 120))
                }
                expected.append(.pointerUp(to, button: 1, time: 0.1))
                #expect(stage.sent.count == expected.count)
                for (sent, wanted) in zip(stage.sent, expected) {
                    #expect(isClose(sent, wanted), "\(sent) ≠ \(wanted)")
                }
            }
        }

        @Test func easeOutMovesFastFirstAndSlowLast() throws {
            try withPlaybackStage { stage in
                // Precondition / action
                try stage.play("drag from 0,0 to 240,0 over 0.1s easeOut")
                // Assertion: the first step covers far more than the last.
                let xs = stage.sent.compactMap { event -> CGFloat? in
                    if case .pointerMoved(let p, _) = event { return p.x }
                    return nil
                }
                #expect(xs.first! > 30, "\(xs)")
                #expect(xs[xs.count - 1] - xs[xs.count - 2] < 3, "\(xs)")
            }
        }

        @Test func explicitPathIsFollowedAtAnEvenPaceAlongItsLength() throws {
            try withPlaybackStage { stage in
                // Precondition: an L of 60 pt right then 80 pt down, 140 pt in 0.1 s (twelve steps).
                // Action
                try stage.play("at 0.25 drag path 100,100 160,100 160,180 over 0.1s")
                // Assertion: step k is 140·k/12 pt along the L, 1/120 s after the previous.
                var expected: [PlatformEvent] = [.pointerDown(CGPoint(x: 100, y: 100), button: 1, time: 0.25)]
                for k in 1...12 {
                    let d = 140 * CGFloat(k) / 12
                    let p = d <= 60 ? CGPoint(x: 100 + d, y: 100) : CGPoint(x: 160, y: 100 + d - 60)
                    expected.append(.pointerMoved(p, time: 0.25 + Double(k) / 120))
                }
                expected.append(.pointerUp(CGPoint(x: 160, y: 180), button: 1, time: 0.35))
                #expect(stage.sent.count == expected.count)
                for (sent, wanted) in zip(stage.sent, expected) {
                    #expect(isClose(sent, wanted), "\(sent) ≠ \(wanted)")
                }
            }
        }

        @Test func theFrameRateDoesNotChangeTheEvents() throws {
            // Precondition
            let script = try InputScript.parse("""
                drag from 10,20 to 250,120 over 0.37s easeInOut
                wait 0.1s
                fling from 50,50 down 100 at 700pt/s
                """)
            // Action: the same script at 24 and at 144 frames per second.
            let slow = withPlaybackStage { stage in stage.play(script, fps: 24); return stage.sent }
            let fast = withPlaybackStage { stage in stage.play(script, fps: 144); return stage.sent }
            // Assertion
            #expect(slow.count > 40)
            #expect(slow == fast)
        }

        @Test func eventsAreSentOnlyOnceDueAndPointerLocationFollows() throws {
            try withPlaybackStage { stage in
                // Precondition
                let script = try InputScript.parse("move 30,40\nwait 0.5s\npress\nmove 90,40 over 0.1s\nrelease")
                var sent: [PlatformEvent] = []
                let player = ScriptPlayer(script: script, application: stage.app) { sent.append($0) }
                // Action / assertion: nothing after the first move is due before 0.5 s.
                player.advance(to: 0.49)
                #expect(sent == [.pointerMoved(CGPoint(x: 30, y: 40), time: 0)])
                #expect(player.pointerLocation == CGPoint(x: 30, y: 40))
                #expect(!player.isFinished)
                // The press goes where the pointer is, and the smooth move starts from there.
                player.advance(to: 0.5 + 1.0 / 120)
                #expect(sent.count == 3)
                #expect(isClose(sent[1], .pointerDown(CGPoint(x: 30, y: 40), button: 1, time: 0.5)))
                #expect(isClose(sent[2], .pointerMoved(CGPoint(x: 35, y: 40), time: 0.5 + 1.0 / 120)), "\(sent[2])")
                player.advance(to: 0.6)
                #expect(isClose(sent.last!, .pointerUp(CGPoint(x: 90, y: 40), button: 1, time: 0.6)), "\(sent.last!)")
                #expect(player.pointerLocation == CGPoint(x: 90, y: 40))
                #expect(player.isFinished)
            }
        }
    }
}

/// Whether two events are the same kind, with positions within `tolerance` points and times within
/// `tolerance` seconds.
func isClose(_ a: PlatformEvent, _ b: PlatformEvent, tolerance: Double = 1e-9) -> Bool {
    func close(_ x: CGPoint, _ y: CGPoint) -> Bool { abs(x.x - y.x) <= tolerance && abs(x.y - y.y) <= tolerance }
    func close(_ s: TimeInterval, _ t: TimeInterval) -> Bool { abs(s - t) <= tolerance }
    switch (a, b) {
    case let (.pointerDown(p, b1, t), .pointerDown(q, b2, u)): return close(p, q) && b1 == b2 && close(t, u)
    case let (.pointerMoved(p, t), .pointerMoved(q, u)): return close(p, q) && close(t, u)
    case let (.pointerUp(p, b1, t), .pointerUp(q, b2, u)): return close(p, q) && b1 == b2 && close(t, u)
    case let (.pointerCancelled(t), .pointerCancelled(u)): return close(t, u)
    case let (.scroll(p, dx1, dy1, t), .scroll(q, dx2, dy2, u)):
        return close(p, q) && close(CGPoint(x: dx1, y: dy1), CGPoint(x: dx2, y: dy2)) && close(t, u)
    case let (.keyDown(k1, t), .keyDown(k2, u)), let (.keyUp(k1, t), .keyUp(k2, u)): return k1 == k2 && close(t, u)
    default: return a == b
    }
}
