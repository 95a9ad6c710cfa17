// UIVisualEffectView read back from a real X window: a sharp edge behind a blur becomes the
// Gaussian's ramp, the content view stays sharp, an unchanged backdrop is not blurred again, and an
// effect scrubbed halfway blurs between its two ends.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct BlurPixelTests {
        /// The ultra-thin material: the smallest radius, so the ramp fits inside the view.
        static let style = UIBlurEffect.Style.systemUltraThinMaterial
        static var parameters: UIBlurEffect.Parameters { UIBlurEffect.parameters(for: style) }

        /// What the blur of a black half-plane ending at x = 160 over white shows at pixel column
        /// `x` under a tint of white at `tintAlpha`: the continuous Gaussian's CDF at the pixel's
        /// centre (written from the maths, not from the compositor's kernel).
        static func expected(x: Int, sigma: Double, tintAlpha: Double) -> RGB {
            let white = 0.5 * (1 + erf((Double(x) + 0.5 - 160) / (sigma * 2.0.squareRoot())))
            let v = Int(((white * (1 - tintAlpha) + tintAlpha) * 255).rounded())
            return RGB(v, v, v)
        }

        /// A black view over the window's left half (white elsewhere) and a blur view across the
        /// edge at (110, 60, 120, 120), with a red square in its content view at (180, 70).
        static func scene(_ x: XWindowHarness, effect: UIVisualEffect?) -> (black: UIView, blur: UIVisualEffectView, red: UIView) {
            let black = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 240))
            black.backgroundColor = .black
            x.add(black)
            let blur = UIVisualEffectView(effect: effect)
            blur.frame = CGRect(x: 110, y: 60, width: 120, height: 120)
            let red = UIView(frame: CGRect(x: 70, y: 10, width: 10, height: 10))
            red.backgroundColor = .red
            blur.contentView.addSubview(red)
            x.add(blur)
            return (black, blur, red)
        }

        @Test func aSharpEdgeBehindABlurBecomesTheGaussiansRamp() throws {
            try XWindowHarness.run { x in
                // Precondition: the scene, blurred by the ultra-thin material.
                _ = Self.scene(x, effect: UIBlurEffect(style: Self.style))
                let p = Self.parameters

                // Action
                let shot = try x.render()

                // Assertion: across the edge the pixels follow the Gaussian (±3), on rows where the
                // blur is uniform vertically; outside the view the edge stays sharp.
                for column in [118, 145, 152, 158, 160, 163, 170, 185] {
                    for row in [100, 150] {
                        expectPixel(shot, column, row, Self.expected(x: column, sigma: Double(p.radius), tintAlpha: Double(p.tint.alpha)),
                                    tolerance: 3, "blurred edge")
                    }
                }
                expectPixel(shot, 159, 40, RGB(0, 0, 0), tolerance: 0, "edge above the blur view, sharp (black)")
                expectPixel(shot, 160, 40, RGB(255, 255, 255), tolerance: 0, "edge above the blur view, sharp (white)")
                // The content view's square is sharp: red to its very edge, the blur right beside it.
                expectPixel(shot, 180, 70, RGB(255, 0, 0), tolerance: 0, "red square, top-left pixel")
                expectPixel(shot, 189, 79, RGB(255, 0, 0), tolerance: 0, "red square, bottom-right pixel")
                expectPixel(shot, 179, 75, Self.expected(x: 179, sigma: Double(p.radius), tintAlpha: Double(p.tint.alpha)),
                            tolerance: 3, "beside the red square: blurred backdrop, no red")
            }
        }

        @Test func anUnchangedBackdropIsBlurredOnceAndAChangedOneAgain() throws {
            try XWindowHarness.run { x in
                // Precondition: the blurred scene, drawn once, and a small view far from the blur.
                let (black, _, _) = Self.scene(x, effect: UIBlurEffect(style: Self.style))
                let far = UIView(frame: CGRect(x: 10, y: 220, width: 10, height: 10))
                far.backgroundColor = .blue
                x.add(far)
                _ = try x.render()
                let first = x.platform.compositor.backdropsBlurred
                #expect(first >= 1)

                // Action: five frames with nothing changed, and one where only the far view changes.
                for _ in 1...5 { _ = try x.render() }
                far.backgroundColor = .green
                _ = try x.render()

                // Assertion: not blurred again.
                #expect(x.platform.compositor.backdropsBlurred == first)

                // Action: the backdrop behind the blur changes colour.
                black.backgroundColor = .blue
                let shot = try x.render()

                // Assertion: blurred again, and the blur shows the new colour (blue, tinted).
                #expect(x.platform.compositor.backdropsBlurred > first)
                let a = Double(Self.parameters.tint.alpha)
                expectPixel(shot, 118, 120, RGB(Int((255 * a).rounded()), Int((255 * a).rounded()), 255), tolerance: 3,
                            "blurred blue far left of the edge")
            }
        }

        @Test func anEffectScrubbedHalfwayBlursBetweenItsEnds() throws {
            try XWindowHarness.run { x in
                // Precondition: the scene with no effect.
                let (_, blur, _) = Self.scene(x, effect: nil)
                _ = try x.render()

                // Action: a paused linear animator to the ultra-thin material, scrubbed to 0.5.
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                    blur.effect = UIBlurEffect(style: Self.style)
                }
                animator.fractionComplete = 0.5
                let shot = try x.render()

                // Assertion: half the radius under half the tint.
                let p = Self.parameters
                for column in [145, 155, 165] {
                    expectPixel(shot, column, 120, Self.expected(x: column, sigma: Double(p.radius) / 2, tintAlpha: Double(p.tint.alpha) / 2),
                                tolerance: 3, "halfway blur")
                }
                animator.stopAnimation(true)
            }
        }
        @Test func aSmallViewMovingBehindTheBlurRedrawsAsTheWholeFrameWould() throws {
            try XWindowHarness.run { x in
                // Precondition: the blurred scene and a green square behind the blur, drawn once.
                _ = Self.scene(x, effect: UIBlurEffect(style: Self.style))
                let square = UIView(frame: CGRect(x: 120, y: 110, width: 12, height: 12))
                square.backgroundColor = .green
                x.window.insertSubview(square, at: 1)
                _ = try x.render()

                for frame in 1...6 {
                    // Action: the square moves 8 pt right; the frame redraws only what changed.
                    square.center.x += 8
                    let limited = try x.render()
                    x.platform.redrawLastFrameFully()
                    let full = try x.capture()

                    // Assertion: the same pixels as the whole window redrawn (the blur read a
                    // backdrop redrawn this frame everywhere it samples, not last frame's output).
                    expectIdentical(limited, full, "frame \(frame)")
                }
            }
        }
        @Test func aHalfTransparentBlurViewShowsHalfBlurredHalfSharp() throws {
            try XWindowHarness.run { x in
                // Precondition: the blurred scene, its view at alpha 0.5 (a group: it has a content view).
                let (_, blur, _) = Self.scene(x, effect: UIBlurEffect(style: Self.style))
                blur.alpha = 0.5

                // Action
                let shot = try x.render()

                // Assertion: halfway between the sharp backdrop and the tinted blur (the view fades
                // blur and tint together, as one group).
                let p = Self.parameters
                for (column, sharp) in [(150, 0), (155, 0), (165, 255), (175, 255)] {
                    let blurred = Self.expected(x: column, sigma: Double(p.radius), tintAlpha: Double(p.tint.alpha)).r
                    let v = Int((Double(blurred + sharp) / 2).rounded())
                    expectPixel(shot, column, 120, RGB(v, v, v), tolerance: 3, "half-transparent blur")
                }
            }
        }
        @Test func aChangeInTheContentViewReusesTheBlurredBackdrop() throws {
            try XWindowHarness.run { x in
                // Precondition: the blurred scene, drawn once.
                let (_, _, red) = Self.scene(x, effect: UIBlurEffect(style: Self.style))
                _ = try x.render()
                let blurs = x.platform.compositor.backdropsBlurred

                // Action: the square in the content view changes colour on three frames.
                var shot = try x.render()
                for color in [UIColor.blue, .green, .red] {
                    red.backgroundColor = color
                    shot = try x.render()
                }

                // Assertion: the backdrop was not blurred again, and the frame is what a fresh blur
                // of the whole window draws.
                #expect(x.platform.compositor.backdropsBlurred == blurs)
                x.platform.compositor.purgeCaches()
                x.platform.redrawLastFrameFully()
                let fresh = try x.capture()
                expectIdentical(shot, fresh, "content changed over a kept blur")
                #expect(x.platform.compositor.backdropsBlurred == blurs + 1)
            }
        }

        @Test func aViewSlidingInFrontOfAFadingBlurOverAStillBackdropBlursItOnce() throws {
            try XWindowHarness.run { x in
                // Precondition: the blurred scene and a card drawn after the blur view (in front of
                // it), drawn once.
                let (_, blur, _) = Self.scene(x, effect: UIBlurEffect(style: Self.style))
                let card = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 40))
                card.backgroundColor = .orange
                x.add(card)
                _ = try x.render()

                for frame in 1...6 {
                    // Action: the card slides up over the blur view while the blur view fades.
                    let blurs = x.platform.compositor.backdropsBlurred
                    card.center.y -= 15
                    blur.alpha = 1 - 0.1 * CGFloat(frame)
                    let limited = try x.render()

                    // Assertion: the backdrop is not blurred again, and the frame is what a fresh
                    // blur of the whole window draws (which is kept for the next frame).
                    #expect(x.platform.compositor.backdropsBlurred == blurs, "frame \(frame)")
                    x.platform.compositor.purgeCaches()
                    x.platform.redrawLastFrameFully()
                    let full = try x.capture()
                    expectIdentical(limited, full, "frame \(frame)")
                }
            }
        }
        @Test func largeRadiiShrunkByEightStillFollowTheGaussiansRamp() throws {
            for style in [UIBlurEffect.Style.systemMaterialLight, .light] {
                try XWindowHarness.run { x in
                    // Precondition: the scene, blurred by a material of 20 or 30 pt (shrunk by 8).
                    let (_, blur, _) = Self.scene(x, effect: UIBlurEffect(style: style))
                    blur.frame = CGRect(x: 60, y: 60, width: 200, height: 120)
                    let p = UIBlurEffect.parameters(for: style)
                    #expect(Compositor.downscale(sigma: Double(p.radius)) == 8)

                    // Action
                    let shot = try x.render()

                    // Assertion: across the edge the pixels follow the Gaussian (±3).
                    for column in [70, 120, 140, 150, 160, 170, 180, 200, 250] {
                        expectPixel(shot, column, 100, Self.expected(x: column, sigma: Double(p.radius), tintAlpha: Double(p.tint.alpha)),
                                    tolerance: 3, "\(style) blurred edge, column \(column)")
                    }
                }
            }
        }

        @Test func aRoundedFadingBlurViewIsFadedInsideItsCornersOnly() throws {
            try XWindowHarness.run { x in
                // Precondition: the blur view with rounded corners at alpha 0.5.
                let (_, blur, _) = Self.scene(x, effect: UIBlurEffect(style: Self.style))
                blur.layer.cornerRadius = 30
                blur.clipsToBounds = true
                blur.alpha = 0.5

                // Action
                let shot = try x.render()

                // Assertion: outside a corner the backdrop is sharp; inside, halfway between the
                // sharp backdrop and the tinted blur.
                expectPixel(shot, 114, 64, RGB(0, 0, 0), tolerance: 0, "outside the top-left corner: sharp black")
                let p = Self.parameters
                let blurred = Self.expected(x: 175, sigma: Double(p.radius), tintAlpha: Double(p.tint.alpha)).r
                let v = Int((Double(blurred + 255) / 2).rounded())
                expectPixel(shot, 175, 120, RGB(v, v, v), tolerance: 3, "inside, half-transparent blur")
            }
        }
    }
}
