import Foundation

/// The attributes drawing and measuring read: the font (UIKit's default, Helvetica 12, is Segue's
/// system font at 12 pt) and the foreground colour (black).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// Strings drawn into the current context and measured, as UIKit's `NSString` additions do.
enum StringDrawing {
    static func font(_ attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        (attributes?[.font] as? UIFont) ?? .systemFont(ofSize: 12)
    }

    static func color(_ attributes: [NSAttributedString.Key: Any]?) -> CGColor {
        let value = attributes?[.foregroundColor]
        return (value as? UIColor)?.cgColor ?? (value as? CGColor) ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    }

    static func style(_ attributes: [NSAttributedString.Key: Any]?) -> TextRunStyle {
        TextRunStyle(font: font(attributes), color: color(attributes))
    }

    /// One line per explicit line break, the first line's top at `point`.
    @MainActor static func draw(_ text: String, at point: CGPoint, attributes: [NSAttributedString.Key: Any]?) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let styled = StyledText(text, style: style(attributes)).faded(by: ctx.alpha)
        ctx.record(.text([PlacedText(layout: TextLayoutRequest(text: styled, width: nil), origin: point)]))
    }

    /// Wrapped to `rect`'s width as a label wraps, lines that fit in its height only.
    @MainActor static func draw(_ text: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let styled = StyledText(text, style: style(attributes)).faded(by: ctx.alpha)
        let measurer = ApplicationContext.current.textMeasurer
        let lineHeight = max(1, measurer.metrics(of: font(attributes)).lineHeight)
        let fitting = max(1, Int((rect.height / lineHeight).rounded(.down)))
        let request = TextLayoutRequest(text: styled, width: rect.width, maximumNumberOfLines: fitting,
                                        paragraph: TextParagraphStyle(lineBreakMode: .byTruncatingTail))
        ctx.saveGState()
        ctx.clip(to: rect)
        ctx.record(.text([PlacedText(layout: request, origin: rect.origin)]))
        ctx.restoreGState()
    }

    @MainActor static func size(of text: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        let request = TextLayoutRequest(text: StyledText(text, style: style(attributes)), width: nil)
        return ApplicationContext.current.textMeasurer.layout(request).size
    }
}

extension NSString {
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self as String, at: point, attributes: attributes)
    }
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self as String, in: rect, attributes: attributes)
    }
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: self as String, attributes: attributes)
    }
}

extension String {
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, at: point, attributes: attributes)
    }
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self, in: rect, attributes: attributes)
    }
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: self, attributes: attributes)
    }
}
