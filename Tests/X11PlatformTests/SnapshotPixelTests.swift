// Snapshots read back from a real X window: `snapshotView(afterScreenUpdates:)` draws exactly the
// pixels of the original, and keeps drawing them after the original changes.

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct SnapshotPixelTests {
        @Test func snapshotShowsTheOriginalsPixelsAndKeepsThemAfterItChanges() throws {
            try XWindowHarness.run { x in
                // Precondition: a rounded, bordered card with a label and an inset square, drawn once;
                // its snapshot placed 160 px to its right.
                let originalFrame = CGRect(x: 20, y: 40, width: 120, height: 90)
                let original = UIView(frame: originalFrame)
                original.backgroundColor = UIColor(red: 20 / 255, green: 150 / 255, blue: 130 / 255, alpha: 1)
                original.layer.cornerRadius = 14
                original.layer.borderWidth = 3
                original.layer.borderColor = UIColor.darkGray.cgColor
                let label = UILabel(frame: CGRect(x: 10, y: 8, width: 100, height: 26))
                label.text = "Snap 7"
                label.textColor = .white
                original.addSubview(label)
                let square = UIView(frame: CGRect(x: 70, y: 45, width: 30, height: 25))
                square.backgroundColor = .orange
                original.addSubview(square)
                x.add(original)
                x.app.renderNow()
                let snapshot = try #require(original.snapshotView(afterScreenUpdates: true))
                let snapshotFrame = originalFrame.offsetBy(dx: 160, dy: 0)
                snapshot.frame = snapshotFrame
                x.add(snapshot)

                // Action 1
                let first = try x.render()

                // Assertion 1: the snapshot's region (with a 4 px margin of backdrop) is the
                // original's, pixel for pixel.
                let originalRegion = originalFrame.insetBy(dx: -4, dy: -4)
                let snapshotRegion = snapshotFrame.insetBy(dx: -4, dy: -4)
                let originalPixels = first.cropped(originalRegion)
                expectIdentical(first.cropped(snapshotRegion), originalPixels, "snapshot vs original")

                // Action 2: the original turns purple.
                original.backgroundColor = .purple
                let second = try x.render()

                // Assertion 2: the original changed; the snapshot still shows the old pixels.
                #expect(second.cropped(originalRegion) != originalPixels, "the original should now look different")
                expectPixel(second, 20 + 40, 40 + 80, RGB(UIColor.purple), "the original's new colour")
                expectIdentical(second.cropped(snapshotRegion), originalPixels, "snapshot after the original changed")
            }
        }
    }
}
