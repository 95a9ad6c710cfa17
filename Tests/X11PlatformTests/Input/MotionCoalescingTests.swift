// Motion that arrives faster than frames are drawn: only the newest position of a run of pointer
// motions reaches UIKit, so a frame never renders a position the pointer has already left.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform

extension XServerTests {
    @Suite struct MotionCoalescingTests {
        @Test func fiveMotionsBeforeAFrameArriveAsTheNewestPositionOnly() throws {
            try XWindowHarness.run(size: CGSize(width: 300, height: 200)) { x in
                // Precondition: real input from a second connection, the pointer over the window, and
                // nothing queued.
                let display = try XWindowHarness.displayName()
                let injector = try XTestInjector(window: x.platform.windowID, display: display)
                injector.send(.pointerMoved(CGPoint(x: 10, y: 10), time: 0))
                injector.sync()
                usleep(50_000)
                _ = x.platform.waitForEvents(timeout: 0.2)

                // Action: five motions, then a press, then two more motions, all before the next frame
                // reads its events.
                for p in [(31, 17), (47, 29), (63, 41), (79, 53), (97, 61)] {
                    injector.send(.pointerMoved(CGPoint(x: p.0, y: p.1), time: 0))
                }
                injector.send(.pointerDown(CGPoint(x: 97, y: 61), button: 1, time: 0))
                injector.send(.pointerMoved(CGPoint(x: 113, y: 71), time: 0))
                injector.send(.pointerMoved(CGPoint(x: 127, y: 83), time: 0))
                injector.send(.pointerUp(CGPoint(x: 127, y: 83), button: 1, time: 0))
                injector.sync()
                usleep(100_000)
                var events = x.platform.waitForEvents(timeout: 0.5)
                while events.count < 4 {
                    let more = x.platform.waitForEvents(timeout: 0.5)
                    if more.isEmpty { break }
                    events += more
                }

                // Assertion: one motion per run, at its newest position; the press and release stay in
                // order between them.
                let shapes = events.map { e -> String in
                    switch e {
                    case .pointerMoved(let p, _): return "move \(Int(p.x)),\(Int(p.y))"
                    case .pointerDown(let p, _, _): return "down \(Int(p.x)),\(Int(p.y))"
                    case .pointerUp(let p, _, _): return "up \(Int(p.x)),\(Int(p.y))"
                    default: return "\(e)"
                    }
                }
                #expect(shapes == ["move 97,61", "down 97,61", "move 127,83", "up 127,83"])
            }
        }
    }
}
