import Foundation

/// A view that blurs and tints what lies behind it, with its `contentView` drawn sharp on top.
///
/// How: the effect becomes three animatable properties of the view's layer (`backdropBlurRadius`,
/// `backdropTintColor`, `backdropSaturation`), which the compositor reads as "blur what you have
/// drawn behind this layer, then tint it". So setting `effect` inside `UIView.animate` (or a
/// property animator) animates the blur's radius and tint like any other property, and nil animates
/// them back to nothing. A vibrancy effect keeps the layer clear: its content draws as it is.
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
        if let blur = effect as? UIBlurEffect {
            let p = blur.parameters
            layer.backdropBlurRadius = p.radius
            layer.backdropTintColor = p.tintColor
            layer.backdropSaturation = p.saturation
        } else {
            layer.backdropBlurRadius = 0
            layer.backdropTintColor = layer.backdropTintColor?.copy(alpha: 0)
            layer.backdropSaturation = 1
        }
    }
}
