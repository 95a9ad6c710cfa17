import Foundation

/// Font metrics and text widths, from the platform's real fonts.
///
/// `UILabel` lays out lines with it; tests that are not about measuring use `FixedTextMeasurer`.
public protocol TextMeasuring: AnyObject {
    /// The advance width of `text` on one line.
    func width(of text: String, font: UIFont) -> CGFloat
    /// Ascent, descent (both positive) and the distance between baselines.
    func metrics(of font: UIFont) -> FontMetrics
    /// Lays `request` out as the platform will draw it (`PlacedText` in a display list). The
    /// default, `MeasuredTextLayout`, builds it from `width(of:font:)` and `metrics(of:)`.
    func layout(_ request: TextLayoutRequest) -> LaidOutText
}

extension TextMeasuring {
    public func layout(_ request: TextLayoutRequest) -> LaidOutText {
        MeasuredTextLayout(measurer: self).layout(request)
    }
}

public struct FontMetrics: Equatable, Sendable {
    public var ascent: CGFloat
    public var descent: CGFloat
    public var lineHeight: CGFloat

    public init(ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}

/// A measurer where every character is `advance × pointSize` wide: predictable numbers for layout tests,
/// and the stand-in until a platform installs its own.
public final class FixedTextMeasurer: TextMeasuring {
    public let advance: CGFloat

    public init(advance: CGFloat = 0.5) { self.advance = advance }

    public func width(of text: String, font: UIFont) -> CGFloat {
        CGFloat(text.count) * advance * font.pointSize
    }

    public func metrics(of font: UIFont) -> FontMetrics {
        FontMetrics(ascent: (font.pointSize * 0.8).rounded(), descent: (font.pointSize * 0.2).rounded(),
                    lineHeight: (font.pointSize * 1.2).rounded())
    }
}

/// Which measurer `UIKit` uses: the current application's (its platform's, made when the application
/// is; `FixedTextMeasurer` before any application exists).
@MainActor
public enum TextMeasurement {
    public static var current: TextMeasuring {
        get { ApplicationContext.current.textMeasurer }
        set { ApplicationContext.current.textMeasurer = newValue }
    }
}
