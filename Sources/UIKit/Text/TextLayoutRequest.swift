import Foundation

/// How paragraphs are set: the value form of `NSParagraphStyle`, applied to the whole layout.
public struct TextParagraphStyle: Hashable, Sendable {
    /// `.justified` stretches the spaces of every line but a paragraph's last (and a truncated
    /// one) to the width; `.natural` is `.left`.
    public var alignment: NSTextAlignment
    public var lineBreakMode: NSLineBreakMode
    /// Extra points between one line's bottom and the next line's top.
    public var lineSpacing: CGFloat
    /// Multiplies each line's natural height (0 means 1).
    public var lineHeightMultiple: CGFloat
    /// Extra points after each paragraph (text between explicit newlines) but the last.
    public var paragraphSpacing: CGFloat
    /// Extra points before each paragraph but the first (added to the previous one's
    /// `paragraphSpacing`).
    public var paragraphSpacingBefore: CGFloat
    /// Indent of each paragraph's first line, and of its other lines.
    public var firstLineHeadIndent: CGFloat
    public var headIndent: CGFloat
    /// Bounds on each line's height after `lineHeightMultiple` (0: no bound). Space added goes
    /// above the characters (the baseline moves down); a line cut shorter loses it at the top.
    public var minimumLineHeight: CGFloat
    public var maximumLineHeight: CGFloat

    public init(alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping,
                lineSpacing: CGFloat = 0, lineHeightMultiple: CGFloat = 0, paragraphSpacing: CGFloat = 0,
                paragraphSpacingBefore: CGFloat = 0, firstLineHeadIndent: CGFloat = 0, headIndent: CGFloat = 0,
                minimumLineHeight: CGFloat = 0, maximumLineHeight: CGFloat = 0) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.paragraphSpacing = paragraphSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
        self.firstLineHeadIndent = firstLineHeadIndent
        self.headIndent = headIndent
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
    }

    /// A line's height from its natural height: times the multiple, within the minimum and
    /// maximum. Every text engine sizes lines by this one rule.
    public func lineHeight(natural: CGFloat) -> CGFloat {
        var height = lineHeightMultiple > 0 ? (natural * lineHeightMultiple).rounded() : natural
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }

    /// The space below a line that another follows: the line spacing, and after a paragraph's last
    /// line its spacing and the next one's spacing before.
    public func spacing(afterLineEndingParagraph endsParagraph: Bool) -> CGFloat {
        lineSpacing + (endsParagraph ? paragraphSpacing + paragraphSpacingBefore : 0)
    }
}

/// Everything that decides how text is laid out: the platform's text engine turns it into a
/// `LaidOutText`, and the display list carries it (in a `PlacedText`) for the platform to draw,
/// so what is measured is exactly what is drawn.
public struct TextLayoutRequest: Hashable, Sendable {
    public var text: StyledText
    /// The width lines break at; nil lays each paragraph out on one line.
    public var width: CGFloat?
    /// At most this many lines (0: as many as the text needs); the last one shown is truncated or
    /// clipped by `paragraph.lineBreakMode`.
    public var maximumNumberOfLines: Int
    public var paragraph: TextParagraphStyle
    /// Whether the result lists every caret position (`LaidOutText.carets`): text editing needs
    /// them, labels do not.
    public var measuresCarets: Bool

    public init(text: StyledText, width: CGFloat?, maximumNumberOfLines: Int = 0,
                paragraph: TextParagraphStyle = TextParagraphStyle(), measuresCarets: Bool = false) {
        self.text = text
        self.width = width
        self.maximumNumberOfLines = maximumNumberOfLines
        self.paragraph = paragraph
        self.measuresCarets = measuresCarets
    }
}

/// A laid-out text at a place: `origin` is the top-left of the layout's box in the content's (or
/// drawing's) coordinates. What `LayerContent.Kind.text` and drawn strings hold.
public struct PlacedText: Hashable, Sendable {
    public var layout: TextLayoutRequest
    public var origin: CGPoint

    public init(layout: TextLayoutRequest, origin: CGPoint) {
        self.layout = layout
        self.origin = origin
    }
}
