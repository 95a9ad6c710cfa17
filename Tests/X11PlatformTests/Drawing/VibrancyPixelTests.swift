// UIVibrancyEffect read back from a real X window: content inside a vibrancy view is drawn as its
// coverage in the style's colour — light over a dark material, dark over a light one — whatever
// its own colour, and the adaptive material and its vibrancy follow dark mode.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct VibrancyPixelTests {
        /// A blur view of `blurStyle` at (40, 40, 240, 160) over the white window, holding a vibrancy
        /// view of `vibrancy` style that holds a red square at (100, 60, 40, 40) of the blur view.
        @discardableResult
        static func scene(_ x: XWindowHarness, blurStyle: UIBlurEffect.Style,
                          vibrancy: UIVibrancyEffect.Style) -> UIVisualEffectView {
            let blurEffect = UIBlurEffect(style: blurStyle)
            let blur = UIVisualEffectView(effect: blurEffect)
            blur.frame = CGRect(x: 40, y: 40, width: 240, height: 160)
            let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blurEffect, style: vibrancy))
            vibrant.frame = blur.contentView.bounds
            let square = UIView(frame: CGRect(x: 100, y: 60, width: 40, height: 40))
            square.backgroundColor = .red
            vibrant.contentView.addSubview(square)
            blur.contentView.addSubview(vibrant)
            x.add(blur)
            return blur
        }

        /// White behind a blur of `style` in `appearance`: white under its tint.
        static func blurredWhite(_ style: UIBlurEffect.Style, _ appearance: UIUserInterfaceStyle) -> Double {
            let p = UIBlurEffect.parameters(for: style, in: appearance)
            return 255 * (1 - Double(p.tint.alpha)) + 255 * Double(p.tint.red) * Double(p.tint.alpha)
        }

        /// `fill` (0 or 255) at `alpha` over `under`.
        static func over(_ fill: Double, _ alpha: Double, _ under: Double) -> RGB {
            let v = Int((fill * alpha + under * (1 - alpha)).rounded())
            return RGB(v, v, v)
        }

        @Test func aLabelStyleSquareOverADarkMaterialIsWhiteAtEightyFivePercent() throws {
            try XWindowHarness.run { x in
                // Precondition: a red square in a label-style vibrancy view over the dark material.
                Self.scene(x, blurStyle: .systemMaterialDark, vibrancy: .label)

                // Action
                let shot = try x.render()

                // Assertion: the square is white at 0.85 over the blur, not red; beside it, the blur.
                let under = Self.blurredWhite(.systemMaterialDark, .light)
                expectPixel(shot, 160, 120, Self.over(255, 0.85, under), tolerance: 3, "vibrant square, middle")
                expectPixel(shot, 140, 100, Self.over(255, 0.85, under), tolerance: 3, "vibrant square, top-left pixel")
                expectPixel(shot, 139, 120, Self.over(0, 0, under), tolerance: 3, "beside the square: the blur alone")
            }
        }

        @Test func aSecondaryLabelSquareOverALightMaterialIsBlackAtSixtyPercent() throws {
            try XWindowHarness.run { x in
                // Precondition: the light material and a secondary-label vibrancy view.
                Self.scene(x, blurStyle: .systemMaterial, vibrancy: .secondaryLabel)

                // Action
                let shot = try x.render()

                // Assertion: black at 0.6 over the (white) blur.
                let under = Self.blurredWhite(.systemMaterial, .light)
                expectPixel(shot, 160, 120, Self.over(0, 0.6, under), tolerance: 3, "vibrant square")
                expectPixel(shot, 60, 60, Self.over(0, 0, under), tolerance: 3, "the blur alone")
            }
        }

        @Test func theAdaptiveMaterialAndItsVibrancyTurnDarkWithTheWindow() throws {
            try XWindowHarness.run { x in
                // Precondition: the adaptive material with a label vibrancy view, drawn light.
                Self.scene(x, blurStyle: .systemMaterial, vibrancy: .label)
                var shot = try x.render()
                let light = Self.blurredWhite(.systemMaterial, .light)
                expectPixel(shot, 160, 120, Self.over(0, 0.85, light), tolerance: 3, "light: dark square")

                // Action: the window turns dark.
                x.window.overrideUserInterfaceStyle = .dark
                shot = try x.render()

                // Assertion: the dark material's veil, and a light square on it.
                let dark = Self.blurredWhite(.systemMaterial, .dark)
                #expect(dark < 150)
                expectPixel(shot, 60, 60, Self.over(0, 0, dark), tolerance: 3, "dark: the dark veil")
                expectPixel(shot, 160, 120, Self.over(255, 0.85, dark), tolerance: 3, "dark: light square")
            }
        }
    }
}
