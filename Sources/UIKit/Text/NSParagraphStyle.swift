import Foundation

/// How the paragraphs of an attributed string are set (`.paragraphStyle`): alignment, line
/// breaking, spacing and indents, as UIKit's class. Immutable; `NSMutableParagraphStyle` is the
/// one to change. Layout takes the first paragraph's style for the whole text (`textParagraphStyle`).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// Every setting as one value, shared by the mutable subclass's setters.
    var values: Values

    struct Values: Hashable {
        var alignment = NSTextAlignment.natural
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var lineSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
    }

    public override init() {
        values = Values()
        super.init()
    }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// A new style with every setting at its default (natural alignment, word wrapping, no
    /// spacing or indents); a fresh object each time, so nothing shared can change.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public var alignment: NSTextAlignment { values.alignment }
    public var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Points added between one line's bottom and the next line's top.
    public var lineSpacing: CGFloat { values.lineSpacing }
    /// Multiplies each line's natural height (0: 1); the extra space goes above the characters.
    public var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// Points added after each paragraph but the last.
    public var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Points added before each paragraph but the first.
    public var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    public var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    public var headIndent: CGFloat { values.headIndent }
    /// Stored only: Segue's layout does not indent lines' trailing ends.
    public var tailIndent: CGFloat { values.tailIndent }
    /// Every line is at least this tall (0: no minimum).
    public var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// Every line is at most this tall (0: no maximum).
    public var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// Stored only: Segue does not hyphenate.
    public var hyphenationFactor: Float { values.hyphenationFactor }
    /// Stored only: Segue does not tighten letters before truncating.
    public var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// The value form layout takes.
    public var textParagraphStyle: TextParagraphStyle {
        TextParagraphStyle(alignment: values.alignment, lineBreakMode: values.lineBreakMode,
                           lineSpacing: values.lineSpacing, lineHeightMultiple: values.lineHeightMultiple,
                           paragraphSpacing: values.paragraphSpacing,
                           paragraphSpacingBefore: values.paragraphSpacingBefore,
                           firstLineHeadIndent: values.firstLineHeadIndent, headIndent: values.headIndent,
                           minimumLineHeight: values.minimumLineHeight, maximumLineHeight: values.maximumLineHeight)
    }

    open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }

    open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { values.hashValue }
}

/// A paragraph style whose settings can be changed; give a copy to an attributed string.
open class NSMutableParagraphStyle: NSParagraphStyle {
    public override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    public override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    public override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    public override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    public override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    public override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    public override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    public override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    public override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    public override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    public override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    public override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
    public override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Takes every setting of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        values = other.values
    }
}
