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

    /// The lines the current text breaks into at `width`.
    func lines(forWidth width: CGFloat) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        return TextLayout().lines(for: text, font: font, width: width, maxLines: numberOfLines)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let measurer = TextMeasurement.current
        let available = size.width > 0 ? size.width : .greatestFiniteMagnitude
        let lines = lines(forWidth: available)
        guard !lines.isEmpty else { return .zero }
        let widest = lines.map { measurer.width(of: $0, font: font) }.max() ?? 0
        let lineHeight = measurer.metrics(of: font).lineHeight
        return CGSize(width: ceil(widest), height: ceil(lineHeight * CGFloat(lines.count)))
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : bounds.width, height: 0))
    }

    func layerContent(for size: CGSize) -> LayerContent? {
        let lines = lines(forWidth: size.width)
        guard !lines.isEmpty else { return nil }
        let measurer = TextMeasurement.current
        let metrics = measurer.metrics(of: font)
        let total = metrics.lineHeight * CGFloat(lines.count)
        var y = ((size.height - total) / 2).rounded() + metrics.ascent
        var color = ((isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label).resolvedColor(with: traitCollection)
        if !isEnabled { color = color.withAlphaComponent(color.cgColor.alpha * 0.4) }
        var out: [TextLine] = []
        for line in lines {
            let w = measurer.width(of: line, font: font)
            let x: CGFloat
            switch textAlignment {
            case .center: x = ((size.width - w) / 2).rounded()
            case .right: x = size.width - w
            default: x = 0
            }
            out.append(TextLine(text: line, font: font, color: color.cgColor, origin: CGPoint(x: x, y: y)))
            y += metrics.lineHeight
        }
        return LayerContent(size: size, kind: .text(out))
    }
}

/// Horizontal text alignment.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
