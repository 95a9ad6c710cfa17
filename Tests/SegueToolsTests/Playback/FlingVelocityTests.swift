@testable import UIKit
import Foundation
import SegueTools
import Testing

extension SharedState {
    /// A fling hands the gesture recognizers the release velocity it asks for: a real
    /// `UIPanGestureRecognizer`, estimating over its last 150 ms, reads it at `.ended`.
    @Suite struct FlingVelocityTests {
        /// Plays `line` over a window-wide pan and returns the velocity its action saw at `.ended`.
        private func releaseVelocity(of line: String, fps: Double = 60) throws -> CGPoint? {
            try withPlaybackStage { stage in
                let pan = UIPanGestureRecognizer()
                var atEnd: CGPoint?
                pan.addAction { g in
                    if g.state == .ended { atEnd = (g as! UIPanGestureRecognizer).velocity(in: nil) }
                }
                stage.window.addGestureRecognizer(pan)
                try stage.play(line, fps: fps)
                return atEnd
            }
        }

        @Test func aShortFlingDownIsReleasedAtItsSpeed() throws {
            // Precondition: 60 pt at 900 pt/s lasts 67 ms, less than the recognizer's window.
            // Action
            let v = try #require(try releaseVelocity(of: "fling from 200,100 down 60 at 900pt/s"))
            // Assertion
            #expect(abs(v.x) < 1e-6 && abs(v.y - 900) < 1e-6, "\(v)")
        }

        @Test func aLongDiagonalFlingIsReleasedAtItsSpeedAndDirection() throws {
            // Precondition: 200 pt at 400 pt/s lasts 0.5 s, much longer than the window.
            // Action
            let v = try #require(try releaseVelocity(of: "fling from 40,30 to 200,150 at 400pt/s", fps: 30))
            // Assertion: 400 pt/s along (0.8, 0.6).
            #expect(abs(v.x - 320) < 1e-6 && abs(v.y - 240) < 1e-6, "\(v)")
        }

        @Test func aFlingUpAfterWaitingKeepsItsSpeed() throws {
            // Precondition / action: a fling that starts late, upwards, slower than the threshold apps use.
            let v = try #require(try releaseVelocity(of: "wait 0.3s\nfling from 300,280 up 150 at 250pt/s"))
            // Assertion
            #expect(abs(v.x) < 1e-6 && abs(v.y + 250) < 1e-6, "\(v)")
        }

        @Test func anEasedDragIsReleasedSlowerThanALinearOne() throws {
            // Precondition / action: the same distance and time, linear and easeOut.
            let linear = try #require(try releaseVelocity(of: "drag from 100,100 to 100,280 over 0.3s"))
            let eased = try #require(try releaseVelocity(of: "drag from 100,100 to 100,280 over 0.3s easeOut"))
            // Assertion: linear releases at 600 pt/s. easeOut covers only about a third of the way in
            // its last 150 ms (the recognizer's window), so it lets go near 380 pt/s.
            #expect(abs(linear.y - 600) < 1e-6, "\(linear)")
            #expect(eased.y > 0 && eased.y < 0.7 * linear.y, "\(eased)")
        }
    }
}
