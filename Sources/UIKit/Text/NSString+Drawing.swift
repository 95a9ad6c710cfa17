import Foundation

/// Strings drawn into the current context and measured, as UIKit's `NSString` and
/// `NSAttributedString` additions do. Plain strings become attributed strings with their
/// attributes; what an attribute leaves unset is the system font at 12 pt (UIKit's Helvetica 12)
/// in black, word wrapping, and dynamic colours resolve under `UITraitCollection.current`.
@MainActor
enum StringDrawing {
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    static func attributed(_ text: String, _ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: text, attributes: attributes ?? [:])
    }

    /// `string` laid out at `width` (nil: each paragraph on one line).
    static func request(_ string: NSAttributedString, width: CGFloat?) -> TextLayoutRequest {
        let styled = string.styledText(font: defaultFont, color: .black, traitCollection: .current)
        return TextLayoutRequest(text: styled, width: width, paragraph: string.textParagraphStyle(fallback: TextParagraphStyle()))
    }

    /// One line per explicit line break, the first line's top at `point`.
    static func draw(_ string: NSAttributedString, at point: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        var request = request(string, width: nil)
        request.text = request.text.faded(by: ctx.alpha)
        ctx.record(.text([PlacedText(layout: request, origin: point)]))
    }

    /// Wrapped to `rect`'s width, the lines that fit in its height (at least one), clipped to it;
    /// the last line is cut by the paragraph style's line break mode.
    static func draw(_ string: NSAttributedString, in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        var (request, _) = layout(string, size: rect.size, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        request.text = request.text.faded(by: ctx.alpha)
        ctx.saveGState()
        ctx.clip(to: rect)
        ctx.record(.text([PlacedText(layout: request, origin: rect.origin)]))
        ctx.restoreGState()
    }

    static func size(of string: NSAttributedString) -> CGSize {
        ApplicationContext.current.textMeasurer.layout(request(string, width: nil)).size
    }

    /// The layout `boundingRect` and `draw(with:)` share: wrapped at `size.width` with
    /// `.usesLineFragmentOrigin` (one line per paragraph without), shrunk by the context's
    /// `minimumScaleFactor` to fit `size` (with `.usesLineFragmentOrigin`), and cut to the lines
    /// that fit `size.height` with `.truncatesLastVisibleLine`.
    static func layout(_ string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
                       context: NSStringDrawingContext?) -> (TextLayoutRequest, LaidOutText) {
        func limit(_ v: CGFloat) -> CGFloat? { v.isFinite && v > 0 && v < .greatestFiniteMagnitude ? v : nil }
        let wraps = options.contains(.usesLineFragmentOrigin)
        let measurer = ApplicationContext.current.textMeasurer
        var request = request(string, width: wraps ? limit(size.width) : nil)
        var scale: CGFloat = 1
        if wraps, let context {
            (request, scale) = TextFitting(measurer: measurer)
                .fitted(request, height: limit(size.height), minimumScale: context.minimumScaleFactor)
        }
        var laid = measurer.layout(request)
        if wraps, options.contains(.truncatesLastVisibleLine), let height = limit(size.height),
           laid.lines.count > 1, laid.size.height > height {
            request.maximumNumberOfLines = max(1, laid.lines.prefix { $0.rect.maxY <= height }.count)
            laid = measurer.layout(request)
        }
        if let context {
            context.actualScaleFactor = scale
            context.totalBounds = rect(of: laid, options: options)
        }
        return (request, laid)
    }

    /// The laid-out text's box: from the first line's top with `.usesLineFragmentOrigin`, from its
    /// baseline (so the top is at minus the ascent) without.
    static func rect(of laid: LaidOutText, options: NSStringDrawingOptions) -> CGRect {
        let top = options.contains(.usesLineFragmentOrigin) ? 0 : -(laid.lines.first?.baseline ?? 0)
        return CGRect(x: 0, y: top, width: laid.size.width, height: laid.size.height)
    }

    static func boundingRect(_ string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        rect(of: layout(string, size: size, options: options, context: context).1, options: options)
    }

    /// Drawn in `rect` as `boundingRect` lays it out: the first line's top at the rect's origin with
    /// `.usesLineFragmentOrigin`, its baseline there without. Not clipped.
    static func draw(_ string: NSAttributedString, with rect: CGRect, options: NSStringDrawingOptions,
                     context: NSStringDrawingContext?) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        var (request, laid) = layout(string, size: rect.size, options: options, context: context)
        request.text = request.text.faded(by: ctx.alpha)
        let top = self.rect(of: laid, options: options).minY
        ctx.record(.text([PlacedText(layout: request, origin: CGPoint(x: rect.minX, y: rect.minY + top))]))
    }
}

extension NSString {
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        attributes: [NSAttributedString.Key: Any]? = nil,
                                        context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}

extension String {
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.attributed(self, attributes), at: point)
    }
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.attributed(self, attributes), in: rect)
    }
    @MainActor public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: StringDrawing.attributed(self, attributes))
    }
    /// The box the string takes: wrapped at `size.width` with `.usesLineFragmentOrigin` (origin at
    /// the first line's top), on one line per paragraph without (origin at the baseline, so its
    /// y is minus the ascent). Sizes are fractional: round them up for views, as in UIKit.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        attributes: [NSAttributedString.Key: Any]? = nil,
                                        context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(StringDrawing.attributed(self, attributes), size: size, options: options, context: context)
    }
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                                attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        StringDrawing.draw(StringDrawing.attributed(self, attributes), with: rect, options: options, context: context)
    }
}

extension NSAttributedString {
    /// The size the string takes with each paragraph on one line.
    @MainActor public func size() -> CGSize { StringDrawing.size(of: self) }
    @MainActor public func draw(at point: CGPoint) { StringDrawing.draw(self, at: point) }
    @MainActor public func draw(in rect: CGRect) { StringDrawing.draw(self, in: rect) }
    /// As `String.boundingRect(with:options:attributes:context:)`, with the string's own attributes.
    @MainActor public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                                        context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(self, size: size, options: options, context: context)
    }
    @MainActor public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(self, with: rect, options: options, context: context)
    }
}
