import Foundation

/// Text in one or more lines, drawn by the platform's fonts into the layer's cached content.
///
/// Wrapping happens here (`TextLayout`), with widths from the platform's real font measurements, so
/// `sizeThatFits` and what is drawn agree. Text is centred vertically in the bounds, as UIKit does.
open class UILabel: UIView, @MainActor LayerContentProviding {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
        layer.contentProvider = self
    }

    open var text: String? { didSet { if text != oldValue { textChanged() } } }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { textChanged() } }
    open var textColor: UIColor! = .label { didSet { layer.invalidateContent() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { layer.invalidateContent() } }
    /// 1 by default; 0 means as many lines as it takes.
    open var numberOfLines = 1 { didSet { textChanged() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { layer.invalidateContent() } }
    open var isEnabled = true { didSet { layer.invalidateContent() } }
    /// The colour the text takes while `isHighlighted` (a button's title while pressed).
    open var highlightedTextColor: UIColor? { didSet { layer.invalidateContent() } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { layer.invalidateContent() } } }

    private func textChanged() {
        layer.invalidateContent()
        superview?.setNeedsLayout()
    }

    /// What the label lays out at `width` (nil: unlimited): its text in its font and colour,
    /// aligned and cut by its line break mode within `numberOfLines`.
    func layoutRequest(width: CGFloat?) -> TextLayoutRequest? {
        guard let text, !text.isEmpty else { return nil }
        var color = ((isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label).resolvedColor(with: traitCollection)
        if !isEnabled { color = color.withAlphaComponent(color.cgColor.alpha * 0.4) }
        let style = TextRunStyle(font: font, color: color.cgColor)
        return TextLayoutRequest(text: StyledText(text, style: style), width: width, maximumNumberOfLines: numberOfLines,
                                 paragraph: TextParagraphStyle(alignment: textAlignment, lineBreakMode: lineBreakMode))
    }

    /// The lines the current text breaks into at `width`, as shown (an ellipsis where cut).
    func lines(forWidth width: CGFloat) -> [String] {
        guard let request = layoutRequest(width: width) else { return [] }
        return TextMeasurement.current.layout(request).lines.map { $0.fragments.map(\.text).joined() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let available = size.width > 0 ? size.width : nil
        guard let request = layoutRequest(width: available) else { return .zero }
        let laid = TextMeasurement.current.layout(request)
        let widest = laid.lines.map { $0.rect.width }.max() ?? 0
        return CGSize(width: ceil(widest), height: ceil(laid.size.height))
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : bounds.width, height: 0))
    }

    func layerContent(for size: CGSize) -> LayerContent? {
        guard let request = layoutRequest(width: size.width) else { return nil }
        let laid = TextMeasurement.current.layout(request)
        guard !laid.lines.isEmpty else { return nil }
        let y = ((size.height - laid.size.height) / 2).rounded()
        return LayerContent(size: size, kind: .text([PlacedText(layout: request, origin: CGPoint(x: 0, y: y))]))
    }
}

/// Horizontal text alignment.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
