import Foundation

/// Scales custom fonts and layout values with Dynamic Type, as `UIFontMetrics`: by the ratio of a
/// text style's size at the reader's content size category to its size at Large, the default.
/// Body's metrics turn a 20 pt font into 20 × 28 / 17 ≈ 32.9 pt at AX1 (body is 28 pt there).
///
/// ```swift
/// let metrics = UIFontMetrics(forTextStyle: .headline)
/// label.font = metrics.scaledFont(for: UIFont(name: "DejaVu Serif", size: 18)!)
/// spacing = metrics.scaledValue(for: 8)
/// ```
///
/// Without a trait collection the category is `UITraitCollection.current`'s (Large unless another is
/// made current).
public final class UIFontMetrics: Sendable {
    /// The style whose size curve this scales along.
    public let textStyle: UIFont.TextStyle

    /// Body's metrics, what UIKit uses for fonts that name no style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// `font` at its size scaled for the current category.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled for the current category, but never larger than `maximumPointSize` (which is
    /// ignored when zero or less, as on iOS).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection`'s category (the current collection's when nil).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        resize(font, to: scaledValue(for: font.pointSize, compatibleWith: traitCollection))
            .following(textStyle, sizeAtLarge: font.pointSize)
    }

    /// `font` scaled for `traitCollection`'s category and capped at `maximumPointSize` when positive.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                           compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        return resize(font, to: maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled)
            .following(textStyle, sizeAtLarge: font.pointSize, maximumPointSize: maximumPointSize)
    }

    /// `value` (a spacing, a height) scaled for the current category.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection`'s category: multiplied by the style's size there over
    /// its size at Large, unrounded as on iOS.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(for: (traitCollection ?? .current).preferredContentSizeCategory)
    }

    /// `font` at `size`; the system font moves between its text and display cuts at 20 pt, as SF
    /// changes optical size when iOS scales it.
    private func resize(_ font: UIFont, to size: CGFloat) -> UIFont {
        guard UIFont.isSystemFontFamily(font.familyName) else { return font.withSize(size) }
        return UIFont(familyName: UIFont.systemFontFamily(forSize: size), pointSize: size, weight: font.weight,
                      italic: font.isItalic, features: font.features)
    }

    /// The style's size at `category` over its size at Large.
    func scale(for category: UIContentSizeCategory) -> CGFloat {
        textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }
}
