// X resources come back: a busy tree (text, images, rounded corners, shadows, group opacity, clips,
// masks) allocates pictures and pixmaps; once the tree is gone and caches have aged out, the live
// counts return to where they were.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform

extension XServerTests {
    @Suite struct ResourceCountTests {
        /// Adds a tree that uses every kind of cached resource the compositor has.
        static func addBusyTree(to window: UIWindow) {
            let group = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 220))
            group.alpha = 0.9
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
            label.text = "Resources 123"
            group.addSubview(label)
            var pixels = Bitmap(width: 7, height: 5)
            for i in pixels.pixels.indices { pixels.pixels[i] = 0xFF00_0000 | UInt32(i * 9) << 8 }
            let image = UIImageView(image: UIImage(bitmap: pixels))
            image.frame = CGRect(x: 10, y: 50, width: 70, height: 50)
            group.addSubview(image)
            let rounded = UIView(frame: CGRect(x: 100, y: 50, width: 90, height: 60))
            rounded.backgroundColor = .orange
            rounded.layer.cornerRadius = 13
            rounded.layer.borderWidth = 2
            rounded.layer.shadowOpacity = 0.6
            rounded.layer.shadowRadius = 5
            rounded.layer.shadowOffset = CGSize(width: 3, height: 4)
            group.addSubview(rounded)
            let clip = UIView(frame: CGRect(x: 200, y: 50, width: 80, height: 80))
            clip.clipsToBounds = true
            clip.layer.cornerRadius = 17
            let inner = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
            inner.backgroundColor = .cyan
            inner.transform = CGAffineTransform(rotationAngle: 0.4)
            clip.addSubview(inner)
            group.addSubview(clip)
            let masked = UIView(frame: CGRect(x: 10, y: 130, width: 120, height: 70))
            masked.backgroundColor = .purple
            let mask = CALayer()
            mask.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
            mask.backgroundColor = UIColor.black.cgColor
            mask.cornerRadius = 9
            masked.layer.mask = mask
            group.addSubview(masked)
            window.addSubview(group)
        }

        @Test func picturesAndPixmapsReturnToTheirStartingCounts() throws {
            try XWindowHarness.run { x in
                // Precondition: the window exists and one empty frame was drawn.
                x.app.renderNow()
                let start = XResourceCounts.live

                // Action: draw the busy tree for a few frames, remove it, let the caches age out.
                Self.addBusyTree(to: x.window)
                for _ in 0..<3 {
                    x.clock.advance(by: 1.0 / 60)
                    x.app.renderNow()
                }
                let busy = XResourceCounts.live
                for view in x.window.subviews { view.removeFromSuperview() }
                x.platform.compositor.cacheLifetime = 1
                for _ in 0..<4 {
                    x.clock.advance(by: 1.0 / 60)
                    x.app.renderNow()
                }
                let end = XResourceCounts.live

                // Assertion: the tree really used resources, and gave back every one of them.
                #expect(busy.pictures > start.pictures + 5, "the busy tree should hold pictures: start \(start), busy \(busy)")
                #expect(busy.pixmaps > start.pixmaps, "the busy tree should hold pixmaps: start \(start), busy \(busy)")
                #expect(end.pictures == start.pictures, "pictures leaked: start \(start), busy \(busy), end \(end)")
                #expect(end.pixmaps == start.pixmaps, "pixmaps leaked: start \(start), busy \(busy), end \(end)")
            }
        }
    }
}
