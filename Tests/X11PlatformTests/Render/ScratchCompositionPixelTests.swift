// A node whose own look changed this frame is composed into a scratch surface from the pool and
// composited once. A surface the pool hands back may be larger than asked for and still hold an
// earlier frame's pixels past the part that was asked for; a turned node samples its picture
// beyond that part, so whatever lies there would show around it. These tests read the window back.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct ScratchCompositionPixelTests {
        /// Reddish: what the earlier frame's surface held, and what must not show again.
        static func isRed(_ p: RGB) -> Bool { p.r > 120 && p.g < 100 && p.b < 100 }

        @Test func aTurnedNodeComposedInAReusedSurfaceShowsNothingOfItsEarlierPixels() throws {
            try XWindowHarness.run(backdrop: .white) { x in
                // Precondition: a frame draws a large faded red group, which goes through a pooled
                // surface (200 × 150) full of red.
                let group = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 150))
                group.alpha = 0.9
                group.clipsToBounds = true
                let red = UIView(frame: group.bounds)
                red.backgroundColor = .red
                group.addSubview(red)
                x.add(group)
                _ = try x.render()

                // Action: the group goes; a small rounded square turned 30° appears and changes
                // colour on the frame it is drawn, so its look is composed into a scratch surface.
                group.removeFromSuperview()
                let square = UIView(frame: CGRect(x: 100, y: 80, width: 24, height: 24))
                square.backgroundColor = .systemBlue
                square.layer.cornerRadius = 4
                square.transform = CGAffineTransform(rotationAngle: .pi / 6)
                x.add(square)
                _ = try x.render()
                square.backgroundColor = .systemGreen
                let shot = try x.render()

                // Assertion: around the square, only white and the square's own green edge; no red.
                let box = square.frame.insetBy(dx: -12, dy: -12)
                var reds: [String] = []
                for py in Int(box.minY)..<Int(box.maxY) {
                    for px in Int(box.minX)..<Int(box.maxX) where Self.isRed(shot.rgb(px, py)) {
                        reds.append("(\(px), \(py))")
                    }
                }
                #expect(reds.isEmpty, "\(reds.count) red pixels, first \(reds.prefix(5))")
                #expect(x.platform.compositor.statistics.composedLayers.scratchCompositions > 0)
            }
        }
    }
}
