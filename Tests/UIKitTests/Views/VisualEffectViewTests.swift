@testable import UIKit
import Foundation
import Testing
import UIKitTesting

// UIVisualEffectView and UIBlurEffect without X: the styles' numbers, the node the compositor gets,
// and the effect animating like any other property.

extension SharedState {
    @Suite struct VisualEffectViewTests {
        @Test func everyBlurStyleHasARadiusATintAndASaturation() {
            // Precondition: UIKit's twenty styles.
            #expect(UIBlurEffect.Style.allCases.count == 20)
            for style in UIBlurEffect.Style.allCases {
                // Action
                let p = UIBlurEffect.parameters(for: style)
                // Assertion: a blur, a partly transparent veil, saturation boosted or kept.
                #expect(p.radius >= 5 && p.radius <= 40, "\(style): radius \(p.radius)")
                #expect(p.tint.alpha > 0 && p.tint.alpha < 1, "\(style): tint alpha \(p.tint.alpha)")
                #expect(p.saturation >= 1, "\(style): saturation \(p.saturation)")
            }
            // Dark styles veil in near-black, light ones in white.
            #expect(UIBlurEffect.parameters(for: .dark).tint.red < 0.2)
            #expect(UIBlurEffect.parameters(for: .systemMaterialDark).tint.red < 0.2)
            #expect(UIBlurEffect.parameters(for: .light).tint.red > 0.9)
            #expect(UIBlurEffect.parameters(for: .systemMaterialLight) == UIBlurEffect.parameters(for: .systemMaterial))
        }

        @Test func theEffectReachesTheCompositorAsABackdropAndNilRemovesIt() throws {
            // Precondition: a blur view with a subview in its content view.
            let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
            let label = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            view.contentView.addSubview(label)

            // Action
            let blurred = try #require(DisplayListBuilder.makeNode(view.layer, parentOrigin: .zero))

            // Assertion: the node blurs by the style's radius under its tint; the content view fills
            // it and carries the subview, with no backdrop of its own.
            let backdrop = try #require(blurred.backdrop)
            #expect(backdrop.radius == 20)
            #expect(backdrop.tint == UIBlurEffect.parameters(for: .dark).tintColor)
            #expect(view.contentView.frame == view.bounds)
            #expect(blurred.find(id: label.layer.serial) != nil)
            #expect(blurred.find(id: view.contentView.layer.serial)?.backdrop == nil)

            // Action: no effect.
            view.effect = nil
            let plain = try #require(DisplayListBuilder.makeNode(view.layer, parentOrigin: .zero))

            // Assertion
            #expect(plain.backdrop == nil)
        }

        @Test func scrubbingAnAnimatedEffectToHalfwayBlursHalfAsMuch() throws {
            try withStage { stage in
                // Precondition: a blur view with no effect, in a window.
                let view = UIVisualEffectView(effect: nil)
                view.frame = CGRect(x: 20, y: 20, width: 100, height: 60)
                stage.window.addSubview(view)
                stage.frame(at: 0.1)
                #expect(view.seen.backdropBlurRadius == 0)

                // Action: a paused linear animator to the dark style, scrubbed to 0.5.
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                    view.effect = UIBlurEffect(style: .dark)
                }
                animator.fractionComplete = 0.5
                stage.frame(at: 0.2)

                // Assertion: the presentation sits halfway: half the radius, the dark tint at half
                // its alpha (its colour kept, not greyed through black).
                let dark = UIBlurEffect.parameters(for: .dark)
                #expect(abs(view.seen.backdropBlurRadius - dark.radius / 2) < 1e-6, "radius \(view.seen.backdropBlurRadius)")
                let tint = try #require(view.seen.backdropTintColor)
                #expect(abs(tint.alpha - dark.tint.alpha / 2) < 1e-3, "tint alpha \(tint.alpha)")
                #expect(abs(tint.red - dark.tint.red) < 1e-3, "tint red \(tint.red)")
                #expect(abs(view.seen.backdropSaturation - (1 + dark.saturation) / 2) < 1e-6)

                // Action: finished, then animated back to nil over 1 s, drawn at 0.25 s.
                animator.stopAnimation(false)
                animator.finishAnimation(at: .end)
                stage.frame(at: 0.3)
                #expect(view.seen.backdropBlurRadius == dark.radius)
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.effect = nil }
                stage.frame(at: 0.55)

                // Assertion: three quarters of the radius left; at the end, no backdrop at all.
                #expect(abs(view.seen.backdropBlurRadius - dark.radius * 0.75) < 1e-6, "radius \(view.seen.backdropBlurRadius)")
                stage.frame(at: 1.5)
                #expect(view.seen.backdropBlurRadius == 0)
                #expect((view.seen.backdropTintColor?.alpha ?? 0) == 0)
            }
        }
    }
}
