@testable import UIKit
import Foundation
import SegueTools
import Testing

/// A drag as long as a script may run is counted and sampled without being expanded: its 432 002
/// events exist only as the player reaches them, and the pointer's position at any moment is
/// computed from the path. (Before, `over 1e7s` tried to allocate 28.8 GB up front.)
extension SharedState {
    @Suite struct LongMotionTests {
        @Test func anHourLongDragIsCountedAndSampledAtAnyTime() throws {
            // Precondition: a drag over the longest duration a script allows.
            let script = try InputScript.parse("drag path 0,0 3600,0 3600,3600 over 3600s")
            let drag = try #require(script.actions.first).kind
            // Action / assertion: a press, 120 moves a second for an hour, and a release.
            #expect(drag.eventCount == 1 + 3600 * 120 + 1)
            // The path is 7200 pt long, walked at an even pace: 2 pt a second.
            #expect(drag.pointerLocation(at: 0, from: .zero) == CGPoint(x: 0, y: 0))
            #expect(drag.pointerLocation(at: 900, from: .zero) == CGPoint(x: 1800, y: 0))
            #expect(drag.pointerLocation(at: 2700, from: .zero) == CGPoint(x: 3600, y: 1800))
            #expect(drag.pointerLocation(at: 3600, from: .zero) == CGPoint(x: 3600, y: 3600))
            #expect(drag.pointerLocation(at: 1e9, from: .zero) == CGPoint(x: 3600, y: 3600))
        }

        @Test func thePlayerMakesOnlyTheMovesThatAreDue() throws {
            try withPlaybackStage { stage in
                // Precondition: an hour-long drag of 3600 pt, one point a second.
                let script = try InputScript.parse("drag from 0,0 to 3600,0 over 3600s")
                var sent: [PlatformEvent] = []
                let player = ScriptPlayer(script: script, application: stage.app) { sent.append($0) }
                // Action: the first second, then a jump to half-way.
                player.advance(to: 1)
                let afterOneSecond = sent.count
                player.advance(to: 1800)
                // Assertion: the press and 120 moves in the first second, the moves are where the
                // path says, and by half-way exactly the moves due then (216 000) have gone out.
                #expect(afterOneSecond == 1 + 120)
                #expect(isClose(sent[120], .pointerMoved(CGPoint(x: 1, y: 0), time: 1), tolerance: 1e-6), "\(sent[120])")
                #expect(sent.count == 1 + 1800 * 120)
                #expect(abs(player.pointerLocation.x - 1800) < 1e-6 && player.pointerLocation.y == 0, "\(player.pointerLocation)")
                #expect(!player.isFinished)
            }
        }

        @Test func aPathOfManyPointsIsSampledAlongItsLength() throws {
            // Precondition: a staircase of 2000 unit steps (4000 pt), drawn in 10 s.
            var points = ["0,0"]
            for i in 0..<2000 { points += ["\(i + 1),\(i)", "\(i + 1),\(i + 1)"] }
            let script = try InputScript.parse("drag path " + points.joined(separator: " ") + " over 10s")
            let drag = try #require(script.actions.first).kind
            // Action / assertion: at 2.5 s a quarter of the way, 1000 pt: the corner at step 500.
            #expect(drag.pointerLocation(at: 2.5, from: .zero) == CGPoint(x: 500, y: 500))
            let justAfter = try #require(drag.pointerLocation(at: 2.5 + 0.5 / 400, from: .zero))
            #expect(abs(justAfter.x - 500.5) < 1e-9 && justAfter.y == 500, "\(justAfter)")
            #expect(drag.eventCount == 1 + 1200 + 1)
        }
    }
}
