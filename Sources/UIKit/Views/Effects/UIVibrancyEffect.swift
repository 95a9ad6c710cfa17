import Foundation

/// Vibrancy: content of a `UIVisualEffectView` over a blur, drawn in colours taken from the blur.
///
/// Segue stores the effect but draws the view's content as it is, untinted (docs/UIKIT-DIFFERENCES.md):
/// vibrancy blends content with the blurred pixels under it, which the compositor does not do yet.
@MainActor
public final class UIVibrancyEffect: UIVisualEffect {
    public enum Style: Int, CaseIterable, Sendable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    public let blurEffect: UIBlurEffect
    public let style: Style

    public init(blurEffect: UIBlurEffect, style: Style = .label) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
