import Foundation

/// A view that blurs and tints what lies behind it, with its `contentView` drawn sharp on top.
///
/// How: the effect becomes three animatable properties of the view's layer (`backdropBlurRadius`,
/// `backdropTintColor`, `backdropSaturation`), which the compositor reads as "blur what you have
/// drawn behind this layer, then tint it". So setting `effect` inside `UIView.animate` (or a
/// property animator) animates the blur's radius and tint like any other property, and nil animates
/// them back to nothing. The adaptive materials follow the view's interface style (applied again
/// when it changes). A vibrancy effect draws the content as one silhouette in the effect's colour
/// (`CALayer.silhouetteColor`, `UIVibrancyEffect`), over no blur of its own: it goes inside a blur
/// view's `contentView`, as in UIKit.
@MainActor
open class UIVisualEffectView: UIView {
    /// Subviews go here, not on the effect view itself, as in UIKit.
    public let contentView: UIView

    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        setUpContentView()
        applyEffect()
    }

    public override init(frame: CGRect) {
        contentView = UIView(frame: .zero)
        effect = nil
        super.init(frame: frame)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The blur `effect` asks for, as layer properties; none for no effect or vibrancy. A tint that
    /// goes away keeps its colour with alpha 0, so an animation to nil fades it rather than greying it.
    private func applyEffect() {
        let appearance = traitCollection.userInterfaceStyle
        if let blur = effect as? UIBlurEffect {
            let p = UIBlurEffect.parameters(for: blur.style, in: appearance)
            layer.backdropBlurRadius = p.radius
            layer.backdropTintColor = p.tintColor
            layer.backdropSaturation = p.saturation
        } else {
            layer.backdropBlurRadius = 0
            layer.backdropTintColor = layer.backdropTintColor?.copy(alpha: 0)
            layer.backdropSaturation = 1
        }
        layer.silhouetteColor = (effect as? UIVibrancyEffect)?.fillColor(in: appearance)
    }

    /// The adaptive materials and the vibrancy colour follow light and dark.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle { applyEffect() }
    }
}
