import Foundation

/// How one run of characters looks: what an attributed string's attributes become once resolved
/// (fonts chosen, dynamic colours resolved, defaults filled in), as a value the platform can lay
/// out and draw and that a display list can hold.
public struct TextRunStyle: Hashable, Sendable {
    public var font: UIFont
    public var color: CGColor
    /// Filled behind the run's glyphs (`.backgroundColor`); nil draws nothing.
    public var backgroundColor: CGColor?
    /// Extra space after each character, in points (`.kern`).
    public var kern: CGFloat
    /// `NSUnderlineStyle`'s raw value: 0 none, 1 single, 2 thick, 9 double (pattern bits ignored).
    public var underline: Int
    public var underlineColor: CGColor?
    /// `NSUnderlineStyle`'s raw value for the line through the run.
    public var strikethrough: Int
    public var strikethroughColor: CGColor?
    /// Points the run is raised above the baseline (`.baselineOffset`).
    public var baselineOffset: CGFloat

    public init(font: UIFont, color: CGColor, backgroundColor: CGColor? = nil, kern: CGFloat = 0,
                underline: Int = 0, underlineColor: CGColor? = nil, strikethrough: Int = 0,
                strikethroughColor: CGColor? = nil, baselineOffset: CGFloat = 0) {
        self.font = font
        self.color = color
        self.backgroundColor = backgroundColor
        self.kern = kern
        self.underline = underline
        self.underlineColor = underlineColor
        self.strikethrough = strikethrough
        self.strikethroughColor = strikethroughColor
        self.baselineOffset = baselineOffset
    }
}

/// A run of characters with one style; `range` counts UTF-16 code units, as `NSRange` does.
public struct StyledRun: Hashable, Sendable {
    public var range: Range<Int>
    public var style: TextRunStyle

    public init(range: Range<Int>, style: TextRunStyle) {
        self.range = range
        self.style = style
    }
}

/// Text with styled runs: the value form of an attributed string that layout and drawing take.
///
/// The runs cover the string's UTF-16 offsets from 0 to its end, in order and without gaps
/// (`init(_:style:)` makes one run over everything). Offsets are UTF-16 because UIKit's ranges
/// (`NSRange`, `selectedRange`) are.
public struct StyledText: Hashable, Sendable {
    public var string: String
    public var runs: [StyledRun]

    public init(string: String, runs: [StyledRun]) {
        self.string = string
        self.runs = runs
    }

    /// `string` in one style.
    public init(_ string: String, style: TextRunStyle) {
        self.string = string
        self.runs = [StyledRun(range: 0..<string.utf16.count, style: style)]
    }

    /// The length in UTF-16 code units.
    public var length: Int { string.utf16.count }

    /// The style at UTF-16 `offset` (the last run's past the end; nil with no runs).
    public func style(at offset: Int) -> TextRunStyle? {
        runs.first { $0.range.contains(offset) }?.style ?? runs.last?.style
    }

    /// Every run's colours multiplied by `alpha` (text drawn in a faded graphics context).
    public func faded(by alpha: CGFloat) -> StyledText {
        guard alpha < 1 else { return self }
        func fade(_ c: CGColor?) -> CGColor? { c.map { CGColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha * alpha) } }
        var copy = self
        for i in copy.runs.indices {
            var s = copy.runs[i].style
            s.color = fade(s.color)!
            s.backgroundColor = fade(s.backgroundColor)
            s.underlineColor = fade(s.underlineColor)
            s.strikethroughColor = fade(s.strikethroughColor)
            copy.runs[i].style = s
        }
        return copy
    }
}
