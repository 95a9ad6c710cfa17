import Foundation

/// Attributed strings turned into the value form layout and drawing take.
extension NSAttributedString {
    /// The string as styled runs: each attribute run's font, colours, kern, lines and baseline
    /// offset, with `font` and `color` where the string sets none and dynamic colours resolved
    /// under `traitCollection` (the view's, so dark mode reaches attributed text too). Attributes
    /// Segue does not read (`.link`, shadows, attachments…) are left out. An empty string still has
    /// one run in the default style, so it lays out one line (where a text input's caret stands).
    public func styledText(font: UIFont, color: UIColor, traitCollection: UITraitCollection) -> StyledText {
        guard length > 0 else {
            return StyledText("", style: Self.runStyle([:], font: font, color: color, traitCollection: traitCollection))
        }
        var runs: [StyledRun] = []
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            let style = Self.runStyle(attributes, font: font, color: color, traitCollection: traitCollection)
            let bounds = range.location..<(range.location + range.length)
            if let last = runs.last, last.style == style, last.range.upperBound == bounds.lowerBound {
                runs[runs.count - 1].range = last.range.lowerBound..<bounds.upperBound
            } else {
                runs.append(StyledRun(range: bounds, style: style))
            }
        }
        return StyledText(string: string, runs: runs)
    }

    /// The paragraph style at the start of the string, the one layout applies to all its
    /// paragraphs; `fallback` when the string has none there.
    public func textParagraphStyle(fallback: TextParagraphStyle) -> TextParagraphStyle {
        guard length > 0, let style = attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle else {
            return fallback
        }
        return style.textParagraphStyle
    }

    static func runStyle(_ attributes: [NSAttributedString.Key: Any], font: UIFont, color: UIColor,
                         traitCollection: UITraitCollection) -> TextRunStyle {
        func resolved(_ value: Any?) -> CGColor? {
            if let c = value as? UIColor { return c.resolvedColor(with: traitCollection).cgColor }
            return value as? CGColor
        }
        return TextRunStyle(font: attributes[.font] as? UIFont ?? font,
                            color: resolved(attributes[.foregroundColor]) ?? color.resolvedColor(with: traitCollection).cgColor,
                            backgroundColor: resolved(attributes[.backgroundColor]),
                            kern: number(attributes[.kern]) ?? 0,
                            underline: lineStyle(attributes[.underlineStyle]),
                            underlineColor: resolved(attributes[.underlineColor]),
                            strikethrough: lineStyle(attributes[.strikethroughStyle]),
                            strikethroughColor: resolved(attributes[.strikethroughColor]),
                            baselineOffset: number(attributes[.baselineOffset]) ?? 0)
    }

    /// A number attribute as points, whatever numeric type it was given as.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    /// An underline or strikethrough attribute's raw style (0: none).
    static func lineStyle(_ value: Any?) -> Int {
        switch value {
        case let v as NSUnderlineStyle: v.rawValue
        case let v as Int: v
        case let v as NSNumber: v.intValue
        default: 0
        }
    }
}
