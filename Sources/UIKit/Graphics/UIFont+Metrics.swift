import Foundation

// A font's vertical metrics, as UIKit's `UIFont` reports them: measured by the platform's real
// fonts through the current application's text measurer (`TextMeasurement.current`), so they are
// the numbers `UILabel` lays out with. Before any application exists that is `FixedTextMeasurer`.

extension UIFont {
    /// The distance from one baseline to the next, from the platform's font.
    @MainActor public var lineHeight: CGFloat { TextMeasurement.current.metrics(of: self).lineHeight }

    /// The height above the baseline, positive, from the platform's font.
    @MainActor public var ascender: CGFloat { TextMeasurement.current.metrics(of: self).ascent }

    /// The depth below the baseline, negative as on iOS (`ascender - descender` is the glyphs' span).
    @MainActor public var descender: CGFloat { -TextMeasurement.current.metrics(of: self).descent }

    /// The space the line height adds beyond ascender and descender (zero or more), so that
    /// `lineHeight == ascender - descender + leading` as on iOS.
    @MainActor public var leading: CGFloat {
        let metrics = TextMeasurement.current.metrics(of: self)
        return max(0, metrics.lineHeight - metrics.ascent - metrics.descent)
    }

    /// The height of flat capitals (H, I), an approximation: `pointSize` times the system font's
    /// cap-height ratio (Inter 0.727 em, Inter Display 0.719 em, from their OS/2 tables; DejaVu Sans,
    /// the fallback, is 0.729). The platform's measurer reports only ascent, descent and line
    /// height, so this is computed rather than read from the font.
    public var capHeight: CGFloat { pointSize * (usesDisplayProportions ? 0.719 : 0.727) }

    /// The height of lower-case x, an approximation like `capHeight`: `pointSize` times Inter's
    /// x-height ratio (0.545 em; Inter Display 0.516, DejaVu Sans 0.547).
    public var xHeight: CGFloat { pointSize * (usesDisplayProportions ? 0.516 : 0.545) }

    /// Whether the approximations use the display cut's tighter proportions.
    private var usesDisplayProportions: Bool { familyName == "Inter Display" }
}
