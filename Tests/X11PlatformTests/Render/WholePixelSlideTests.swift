// Whole pixels while sliding (docs/PERFORMANCE.md, "Whole pixels and sub-pixels"): a label sliding
// by a pure translation faster than a pixel a frame sits at fractional positions, but is drawn on
// the nearest whole pixel, so its glyphs are the same pixels at every step — as sharp as at rest —
// instead of being resampled differently at every fraction.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct WholePixelSlideTests {
        @Test func slidingLabelsGlyphPixelsAreIdenticalAtEveryFractionalPosition() throws {
            try XWindowHarness.run { x in
                // Precondition: a label at rest at (17, 61), drawn once; its pixels there (with a 3 px
                // margin of backdrop) are the reference.
                let frame = CGRect(x: 17, y: 61, width: 150, height: 28)
                let label = UILabel(frame: frame)
                label.text = "Sharp while sliding 42"
                x.add(label)
                let rest = try x.render()
                let margin: CGFloat = 3
                let reference = rest.cropped(frame.insetBy(dx: -margin, dy: -margin))
                let ink = reference.points { $0.luma < 128 }.count
                #expect(ink > 40, "the label drew only \(ink) dark pixels")

                // Action: a linear slide of 121.7 px over 1 s (about 2.03 px a frame), captured at
                // frames whose positions are fractional, cropped at the position rounded half up.
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    label.frame.origin.x = 17 + 121.7
                }
                var crops: [(frame: Int, x: CGFloat, pixels: Bitmap)] = []
                for i in 1...50 {
                    x.clock.advance(by: 1.0 / 60)
                    let shot = try x.render()
                    guard [7, 19, 26, 33, 48].contains(i) else { continue }
                    let position = try #require(label.layer.presentation()).frame.minX
                    let snapped = (position + 0.5).rounded(.down)
                    let box = CGRect(x: snapped, y: frame.minY, width: frame.width, height: frame.height)
                    crops.append((i, position, shot.cropped(box.insetBy(dx: -margin, dy: -margin))))
                }

                // Assertion: every position was fractional, and every crop is the label at rest,
                // pixel for pixel.
                #expect(crops.count == 5)
                for crop in crops {
                    let fraction = crop.x - crop.x.rounded(.down)
                    #expect(fraction > 0.05 && fraction < 0.95, "frame \(crop.frame): x \(crop.x) is (nearly) whole")
                    expectIdentical(crop.pixels, reference, "frame \(crop.frame) at x \(crop.x)")
                }
            }
        }
    }
}
