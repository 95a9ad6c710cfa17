import Foundation

/// The result of laying text out: its size, its lines, and (when asked) every caret position.
/// Coordinates are points from the top-left of the layout's box, y down.
public struct LaidOutText: Equatable, Sendable {
    /// The extent the lines take: the widest line's width (indents included) and the height from
    /// the first line's top to the last line's bottom, line and paragraph spacing included.
    public var size: CGSize
    public var lines: [LaidOutLine]
    /// Whether some text is not shown (cut at `maximumNumberOfLines`, or by a width on one line).
    public var isTruncated: Bool
    /// Where a caret can stand, in logical order (empty unless the request `measuresCarets`).
    public var carets: [CaretStop]

    public init(size: CGSize, lines: [LaidOutLine], isTruncated: Bool, carets: [CaretStop] = []) {
        self.size = size
        self.lines = lines
        self.isTruncated = isTruncated
        self.carets = carets
    }
}

/// One line of a layout.
public struct LaidOutLine: Equatable, Sendable {
    /// The characters of the source text on this line (UTF-16 offsets), its break included.
    public var range: Range<Int>
    /// The line's box: x and width of its ink advance, y and height of the line.
    public var rect: CGRect
    /// The baseline's y.
    public var baseline: CGFloat
    /// What the line shows, left to right, for a platform that draws line by line: text (with an
    /// ellipsis where truncated) in one style at an x, on the baseline.
    public var fragments: [LaidOutFragment]

    public init(range: Range<Int>, rect: CGRect, baseline: CGFloat, fragments: [LaidOutFragment]) {
        self.range = range
        self.rect = rect
        self.baseline = baseline
        self.fragments = fragments
    }
}

/// A piece of one line in one style.
public struct LaidOutFragment: Equatable, Sendable {
    public var text: String
    public var style: TextRunStyle
    public var x: CGFloat
    public var width: CGFloat

    public init(text: String, style: TextRunStyle, x: CGFloat, width: CGFloat) {
        self.text = text
        self.style = style
        self.x = x
        self.width = width
    }
}

/// A place the caret can stand: before the character at UTF-16 `offset` (or after the last), on
/// `line`, at `x`.
public struct CaretStop: Equatable, Sendable {
    public var offset: Int
    public var line: Int
    public var x: CGFloat

    public init(offset: Int, line: Int, x: CGFloat) {
        self.offset = offset
        self.line = line
        self.x = x
    }
}
