import Foundation

/// A Gaussian blur of what lies behind a `UIVisualEffectView`, tinted by its style.
///
/// ```swift
/// let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// ```
@MainActor
public final class UIBlurEffect: UIVisualEffect {
    /// UIKit's styles, every one of them. The adaptive materials (`.systemMaterial`, …) follow the
    /// view's interface style: in dark mode they take their `…Dark` variant's look.
    public enum Style: Int, CaseIterable, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur's standard deviation in points, the tint drawn over it and the saturation applied
    /// to it, for this effect's style (`UIBlurEffect+Parameters.swift`).
    public var parameters: Parameters { Self.parameters(for: style) }
}
