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

    /// One line per explicit line break, the first line's top at `point`.
    @MainActor static func draw(_ text: String, at point: CGPoint, attributes: [NSAttributedString.Key: Any]?) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let font = font(attributes), metrics = ApplicationContext.current.textMeasurer.metrics(of: font)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { i, line in
            TextLine(text: String(line), font: font, color: ctx.faded(color(attributes)),
                     origin: CGPoint(x: point.x, y: point.y + metrics.ascent + CGFloat(i) * metrics.lineHeight))
        }
        ctx.record(.text(lines))
    }

    /// Wrapped to `rect`'s width as a label wraps, lines that fit in its height only.
    @MainActor static func draw(_ text: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let font = font(attributes), metrics = ApplicationContext.current.textMeasurer.metrics(of: font)
        let fitting = max(1, Int((rect.height / max(1, metrics.lineHeight)).rounded(.down)))
        let wrapped = TextLayout().lines(for: text, font: font, width: rect.width, maxLines: fitting)
        let lines = wrapped.enumerated().map { i, line in
            TextLine(text: line, font: font, color: ctx.faded(color(attributes)),
                     origin: CGPoint(x: rect.minX, y: rect.minY + metrics.ascent + CGFloat(i) * metrics.lineHeight))
        }
        ctx.saveGState()
        ctx.clip(to: rect)
        ctx.record(.text(lines))
        ctx.restoreGState()
    }

    @MainActor static func size(of text: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        let font = font(attributes), measurer = ApplicationContext.current.textMeasurer
        let metrics = measurer.metrics(of: font)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let width = lines.map { measurer.width(of: String($0), font: font) }.max() ?? 0
        return CGSize(width: width, height: CGFloat(lines.count) * metrics.lineHeight)
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
