// An animation read back from a real X window at a fixed virtual time: the pixels show the view at
// its presentation frame, not at its model frame and not where it started.

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct AnimationPixelTests {
        @Test func movingViewIsDrawnAtItsPresentationFrame() throws {
            try XWindowHarness.run { x in
                // Precondition: a 60×50 red view at x 20 on white, drawn once at t = 0.
                let view = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 50))
                view.backgroundColor = .red
                x.add(view)
                _ = try x.render()

                // Action: a linear 1 s move to x 220; draw the frame at virtual time 0.25 s.
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    view.frame.origin.x = 220
                }
                x.clock.advance(by: 0.25)
                let shot = try x.render()

                // Assertion: the presentation frame is a quarter of the way, x 70 …
                let seen = try #require(view.layer.presentation())
                #expect(isClose(seen.frame, CGRect(x: 70, y: 40, width: 60, height: 50), tolerance: 1e-6), "\(seen.frame)")
                // … and so are the pixels: the left edge at x 70 (±1) on the middle row, the right edge at
                // 130, and nothing red anywhere left of x 69 (neither the start nor a trail).
                func isRed(_ p: RGB) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
                let row = 65
                let redInRow = (0..<shot.width).filter { isRed(shot.rgb($0, row)) }
                let left = try #require(redInRow.first, "no red pixel on row \(row)")
                let right = try #require(redInRow.last)
                #expect(abs(left - 70) <= 1, "left edge at \(left)")
                #expect(abs(right - 129) <= 1, "right edge at \(right)")
                let strayRed = shot.points { isRed($0) }.filter { $0.x < 69 }
                #expect(strayRed.isEmpty, "\(strayRed.count) red pixels left of x 69, first \(String(describing: strayRed.first))")
                expectPixel(shot, 45, 65, RGB(255, 255, 255), "where the view started")
            }
        }
    }
}
