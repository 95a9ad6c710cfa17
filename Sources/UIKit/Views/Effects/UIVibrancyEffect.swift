import Foundation

/// Vibrancy: content of a `UIVisualEffectView` over a blur, drawn in a colour that reads over it.
///
/// iOS blends vibrant content with the blurred pixels under it (private Core Animation filters).
/// Segue draws an honest approximation: the content's coverage filled with one colour per style —
/// white over a dark blur, black over a light one, at the style's opacity (`fillColor(over:)`; the
/// table and why in docs/UIKIT-REFERENCE.md, "Vibrancy"). The content's own colours do not show, as
/// on iOS, where a vibrant label's `textColor` is ignored too.
@MainActor
public final class UIVibrancyEffect: UIVisualEffect {
    public enum Style: Int, CaseIterable, Sendable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator

        /// How much of the style's colour shows: the semantic colour of the same name's opacity
        /// (`UIColor.secondaryLabel` 0.6, …), with the label's at 0.85 rather than 1 so that, as on
        /// iOS, a little of the blur shows through even the primary text.
        public var opacity: CGFloat {
            switch self {
            case .label: return 0.85
            case .secondaryLabel: return 0.6
            case .tertiaryLabel: return 0.3
            case .quaternaryLabel: return 0.18
            case .fill: return 0.2
            case .secondaryFill: return 0.16
            case .tertiaryFill: return 0.12
            case .separator: return 0.29
            }
        }
    }

    public let blurEffect: UIBlurEffect
    public let style: Style

    public init(blurEffect: UIBlurEffect, style: Style = .label) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// The colour the content is drawn in over its blur shown in `appearance`: white over a dark
    /// blur, black over a light one, at the style's opacity.
    public func fillColor(in appearance: UIUserInterfaceStyle) -> CGColor {
        let white: CGFloat = UIBlurEffect.isDark(blurEffect.style, in: appearance) ? 1 : 0
        return CGColor(red: white, green: white, blue: white, alpha: style.opacity)
    }
}
