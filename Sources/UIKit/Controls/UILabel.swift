import Foundation

/// Text in one or more lines, drawn by the platform's fonts into the layer's cached content.
///
/// The text is plain (`text`, styled by `font`, `textColor`, `textAlignment`, `lineBreakMode`) or
/// attributed (`attributedText`); setting one replaces the other, as in UIKit. Layout happens here
/// through the platform's measurer, so `sizeThatFits` and what is drawn agree. Text is centred
/// vertically in the bounds, as UIKit does, and cut to the lines that fit their height.
open class UILabel: UIView, @MainActor LayerContentProviding, UIContentSizeCategoryAdjusting {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
        layer.contentProvider = self
    }

    /// The string shown: set directly, or `attributedText`'s string.
    private var plainText: String?
    /// The attributed string when the text was set through `attributedText` (nil after `text`).
    private var styledText: NSAttributedString?
    /// True while `font`, `textColor`… take the attributes at the start of a new attributed string,
    /// which must not be written back over the whole string.
    private var adoptingAttributes = false
    /// Collects what `drawText(in:)` lays out while the label makes its layer's content.
    private var drawnText: [PlacedText]?
    /// True while `sizeThatFits` measures: the natural size, never shrunk to fit.
    var measuringNaturalSize = false

    /// The text shown, without styling. Setting it replaces `attributedText` with this string in
    /// the label's own font, colour, alignment and line break mode.
    open var text: String? {
        get { plainText }
        set {
            guard newValue != plainText || styledText != nil else { return }
            styledText = nil
            plainText = newValue
            textChanged()
        }
    }

    /// The styled text shown; nil by default. Setting it sets `text` to its string and `font`,
    /// `textColor`, `textAlignment` and `lineBreakMode` to its attributes at location 0; runs
    /// without a font or colour take the label's. Read after `text` was set, it is that string with
    /// the label's attributes. Setting `font`, `textColor`, `textAlignment` or `lineBreakMode`
    /// later applies to the whole string.
    open var attributedText: NSAttributedString? {
        get { styledText ?? plainText.map { NSAttributedString(string: $0, attributes: labelAttributes) } }
        set {
            styledText = newValue?.copy() as? NSAttributedString
            plainText = styledText?.string
            if let styledText, styledText.length > 0 {
                adopt(styledText.attributes(at: 0, effectiveRange: nil))
            }
            textChanged()
        }
    }

    /// The system font at 17 pt by default; setting nil restores it.
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            if let adjusted = UIFont.adjusting(font, to: traitCollection, enabled: adjustsFontForContentSizeCategory) {
                font = adjusted
                return
            }
            restyle { $0.addAttribute(.font, value: font!, range: $1) }
            textChanged()
        }
    }
    /// Re-scales a Dynamic Type font when the text size changes (`UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false { didSet { adjustFontForContentSize() } }

    private func adjustFontForContentSize() {
        if let adjusted = UIFont.adjusting(font, to: traitCollection, enabled: adjustsFontForContentSizeCategory) { font = adjusted }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontForContentSize()
    }

    open var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            restyle { $0.addAttribute(.foregroundColor, value: textColor!, range: $1) }
            layer.invalidateContent()
        }
    }
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            restyleParagraphs { $0.alignment = self.textAlignment }
            layer.invalidateContent()
        }
    }
    /// 1 by default; 0 means as many lines as it takes.
    open var numberOfLines = 1 { didSet { textChanged() } }
    /// How lines break and the last one shown is cut: word wrapping (whole words that fit), char
    /// wrapping, clipping, or an ellipsis at the head, middle or tail (the default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet {
            restyleParagraphs { $0.lineBreakMode = self.lineBreakMode }
            textChanged()
        }
    }
    open var isEnabled = true { didSet { layer.invalidateContent() } }
    /// The colour the text takes while `isHighlighted` (a button's title while pressed).
    open var highlightedTextColor: UIColor? { didSet { layer.invalidateContent() } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { layer.invalidateContent() } } }

    /// Whether the fonts shrink (down to `minimumScaleFactor` of their size) until the text fits
    /// the bounds' width on one line, or within `numberOfLines` and the bounds' height.
    open var adjustsFontSizeToFitWidth = false { didSet { layer.invalidateContent() } }
    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` may shrink to; 0 (the
    /// default) never shrinks, as in UIKit.
    open var minimumScaleFactor: CGFloat = 0 { didSet { layer.invalidateContent() } }
    /// Stored only: Segue does not tighten letters before truncating.
    open var allowsDefaultTighteningForTruncation = false
    /// The width a multi-line label's `intrinsicContentSize` wraps at (0: its bounds' width).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { superview?.setNeedsLayout() } } }

    private func textChanged() {
        layer.invalidateContent()
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
    }

    // MARK: Attributed text

    /// The attributes plain text is shown with, as `attributedText` reports them.
    private var labelAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return [.font: font!, .foregroundColor: textColor!, .paragraphStyle: paragraph]
    }

    /// Takes an attributed string's first attributes as the label's font, colour and paragraph settings.
    private func adopt(_ attributes: [NSAttributedString.Key: Any]) {
        adoptingAttributes = true
        defer { adoptingAttributes = false }
        if let f = attributes[.font] as? UIFont { font = f }
        if let c = attributes[.foregroundColor] as? UIColor { textColor = c }
        if let p = attributes[.paragraphStyle] as? NSParagraphStyle {
            textAlignment = p.alignment
            lineBreakMode = p.lineBreakMode
        }
    }

    /// Applies a change to the whole attributed text (when there is one and it is not being adopted).
    private func restyle(_ change: (NSMutableAttributedString, NSRange) -> Void) {
        guard !adoptingAttributes, let styledText, styledText.length > 0 else { return }
        let copy = NSMutableAttributedString(attributedString: styledText)
        change(copy, NSRange(location: 0, length: copy.length))
        self.styledText = copy.copy() as? NSAttributedString
    }

    /// Applies a change to every paragraph style of the attributed text (a default one where none is set).
    private func restyleParagraphs(_ change: (NSMutableParagraphStyle) -> Void) {
        restyle { string, whole in
            var pieces: [(NSParagraphStyle?, NSRange)] = []
            string.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
                pieces.append((value as? NSParagraphStyle, range))
            }
            for (style, range) in pieces {
                let edited = (style ?? .default).mutableCopy() as! NSMutableParagraphStyle
                change(edited)
                string.addAttribute(.paragraphStyle, value: edited, range: range)
            }
        }
    }

    // MARK: Layout

    /// What the label lays out at `width` (nil: unlimited): its text in its fonts and colours
    /// (the highlighted colour while highlighted, faded while disabled), set by its paragraph
    /// style, within `numberOfLines`.
    func layoutRequest(width: CGFloat?) -> TextLayoutRequest? {
        guard let plainText, !plainText.isEmpty else { return nil }
        let traits = traitCollection
        let color: UIColor = textColor ?? .label
        var paragraph = TextParagraphStyle(alignment: textAlignment, lineBreakMode: lineBreakMode)
        var styled: StyledText
        if let styledText {
            styled = styledText.styledText(font: font, color: color, traitCollection: traits)
            paragraph = styledText.textParagraphStyle(fallback: paragraph)
        } else {
            styled = StyledText(plainText, style: TextRunStyle(font: font, color: color.resolvedColor(with: traits).cgColor))
        }
        if isHighlighted, let highlighted = highlightedTextColor?.resolvedColor(with: traits).cgColor {
            for i in styled.runs.indices { styled.runs[i].style.color = highlighted }
        }
        if !isEnabled { styled = styled.faded(by: 0.4) }
        return TextLayoutRequest(text: styled, width: width, maximumNumberOfLines: numberOfLines, paragraph: paragraph)
    }

    /// The text laid out in `rect`: shrunk when `adjustsFontSizeToFitWidth`, and, when more
    /// lines than fit its height would show, cut to those that fit (at least one). An infinite or
    /// `.greatestFiniteMagnitude` width or height is no limit.
    func fittedLayout(in rect: CGRect, lines: Int) -> (request: TextLayoutRequest, laid: LaidOutText)? {
        func limit(_ v: CGFloat) -> CGFloat? { v.isFinite && v < .greatestFiniteMagnitude ? max(0, v) : nil }
        let height = limit(rect.height)
        guard var request = layoutRequest(width: limit(rect.width)) else { return nil }
        request.maximumNumberOfLines = lines
        let measurer = TextMeasurement.current
        if adjustsFontSizeToFitWidth && !measuringNaturalSize {
            request = TextFitting(measurer: measurer)
                .fitted(request, height: lines == 1 ? nil : height, minimumScale: minimumScaleFactor).request
        }
        var laid = measurer.layout(request)
        if let height, laid.lines.count > 1, laid.size.height > height {
            request.maximumNumberOfLines = max(1, laid.lines.prefix { $0.rect.maxY <= height }.count)
            laid = measurer.layout(request)
        }
        return (request, laid)
    }

    /// Where the text goes in `bounds`: its top-left corner and the size its lines take (at most
    /// `numberOfLines`, 0: no limit, and those that fit the height), as `sizeThatFits` and
    /// drawing use it. Override it with `drawText(in:)` to pad the text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let (_, laid) = fittedLayout(in: bounds, lines: numberOfLines) else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        return CGRect(x: bounds.minX, y: bounds.minY, width: ceil(laid.size.width), height: ceil(laid.size.height))
    }

    /// Lays the text out in `rect`, centred vertically: into the label's content while the label
    /// draws, or into the current graphics context when called from elsewhere.
    open func drawText(in rect: CGRect) {
        guard let (request, laid) = fittedLayout(in: rect, lines: numberOfLines), !laid.lines.isEmpty else { return }
        let y = rect.minY + ((rect.height - laid.size.height) / 2).rounded()
        let placed = PlacedText(layout: request, origin: CGPoint(x: rect.minX, y: y))
        if drawnText != nil {
            drawnText?.append(placed)
        } else if let context = UIGraphicsGetCurrentContext() {
            context.record(.text([placed]))
        }
    }

    /// The text's natural size (fonts never shrunk) wrapped at `size.width` (0: unlimited).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuringNaturalSize = true
        defer { measuringNaturalSize = false }
        let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
        return textRect(forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
                        limitedToNumberOfLines: numberOfLines).size
    }

    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines == 1 ? 0 : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width)
        return sizeThatFits(CGSize(width: width, height: 0))
    }

    func layerContent(for size: CGSize) -> LayerContent? {
        drawnText = []
        drawText(in: CGRect(origin: .zero, size: size))
        let placed = drawnText ?? []
        drawnText = nil
        guard !placed.isEmpty else { return nil }
        return LayerContent(size: size, kind: .text(placed))
    }
}

/// Horizontal text alignment.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
