// A blur's saturation read back from a real X window: a colour behind a material comes out as
// `lum + s·(c − lum)` (then tinted), more vivid than the same blur without saturation.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct SaturationPixelTests {
        /// A muted orange: vivid enough to show saturation, far enough from 0 and 255 that the
        /// formula clamps nothing.
        static let backdrop = (r: 200.0, g: 120.0, b: 80.0)

        /// `lum + s·(c − lum)` with the PDF blend modes' luminance (0.30, 0.59, 0.11), then a white
        /// tint of `tintAlpha` over it — written from the formula, not from the compositor.
        static func expected(saturation s: Double, tintAlpha: Double) -> RGB {
            let c = backdrop
            let lum = 0.30 * c.r + 0.59 * c.g + 0.11 * c.b
            func channel(_ v: Double) -> Int {
                let saturated = min(max(lum + s * (v - lum), 0), 255)
                return Int((saturated * (1 - tintAlpha) + 255 * tintAlpha).rounded())
            }
            return RGB(channel(c.r), channel(c.g), channel(c.b))
        }

        /// The orange filling the window, and a 200×120 view at (60, 60) over it.
        static func scene(_ x: XWindowHarness, over view: UIView) {
            let orange = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
            orange.backgroundColor = UIColor(red: backdrop.r / 255, green: backdrop.g / 255, blue: backdrop.b / 255, alpha: 1)
            x.add(orange)
            view.frame = CGRect(x: 60, y: 60, width: 200, height: 120)
            x.add(view)
        }

        @Test func aColourBehindTheMaterialComesOutSaturatedThenTinted() throws {
            try XWindowHarness.run { x in
                // Precondition: the orange behind the system material (radius 20: the shrunk blur).
                let style = UIBlurEffect.Style.systemMaterial
                let p = UIBlurEffect.parameters(for: style)
                #expect(p.saturation == 1.8)
                Self.scene(x, over: UIVisualEffectView(effect: UIBlurEffect(style: style)))

                // Action
                let shot = try x.render()

                // Assertion: the formula's colour (±3) in the middle of the view, and more vivid than
                // the orange under the tint alone would be (its blue channel lower, red higher).
                let tint = Double(p.tint.alpha)
                let saturated = Self.expected(saturation: Double(p.saturation), tintAlpha: tint)
                let plain = Self.expected(saturation: 1, tintAlpha: tint)
                for (cx, cy) in [(160, 120), (100, 90), (220, 150)] {
                    expectPixel(shot, cx, cy, saturated, tolerance: 3, "saturated orange under the material")
                }
                let centre = shot.rgba(x: 160, y: 120)
                #expect(centre.r - centre.b > plain.r - plain.b + 20, "more saturated than the tint alone: \(centre) vs \(plain)")
            }
        }

        @Test func aSmallBlurSaturatesAtFullSizeToo() throws {
            try XWindowHarness.run { x in
                // Precondition: a blur of 4 points (blurred without shrinking), saturation 1.8, no tint.
                let view = UIView()
                view.layer.backdropBlurRadius = 4
                view.layer.backdropSaturation = 1.8
                Self.scene(x, over: view)

                // Action
                let shot = try x.render()

                // Assertion: the formula's colour, and unsaturated outside the view.
                expectPixel(shot, 160, 120, Self.expected(saturation: 1.8, tintAlpha: 0), tolerance: 3, "saturated orange")
                expectPixel(shot, 20, 20, RGB(200, 120, 80), tolerance: 0, "the orange outside the view")
            }
        }

        @Test func saturationBelowOneGreysTheBackdrop() throws {
            try XWindowHarness.run { x in
                // Precondition: a blur of 4 points with saturation 0.5.
                let view = UIView()
                view.layer.backdropBlurRadius = 4
                view.layer.backdropSaturation = 0.5
                Self.scene(x, over: view)

                // Action
                let shot = try x.render()

                // Assertion: halfway to the luminance grey.
                expectPixel(shot, 160, 120, Self.expected(saturation: 0.5, tintAlpha: 0), tolerance: 3, "desaturated orange")
            }
        }
    }
}
