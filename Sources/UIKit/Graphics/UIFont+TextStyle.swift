import Foundation

// Dynamic Type's text styles: the sizes and weights iOS gives `UIFont.preferredFont(forTextStyle:)`
// at the default ("Large") content size, from the Human Interface Guidelines' typography table;
// other categories' sizes are in UIFont+DynamicTypeSizes.swift.

extension UIFont {
    /// A Dynamic Type text style, as UIKit names it (`UIFont.TextStyle.body`, `.headline`, …).
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the default content size. An unknown style gets body's, as UIKit
        /// answers an unknown style with the body font.
        var defaultSizeAndWeight: (size: CGFloat, weight: Weight) {
            switch self {
            case .extraLargeTitle: (36, .bold)
            case .extraLargeTitle2: (28, .bold)
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font for `style` at the content size of `UITraitCollection.current` (Large
    /// unless a collection with another `preferredContentSizeCategory` is made current): body is
    /// 17 pt regular, headline 17 pt semibold, title1 28 pt. Segue has no system text-size setting,
    /// so outside `performAsCurrent` this is always the Large size.
    ///
    /// ```swift
    /// label.font = .preferredFont(forTextStyle: .headline)
    /// ```
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at `traitCollection`'s `preferredContentSizeCategory` (the
    /// current collection's when nil; Large when unspecified), with the style's weight, which
    /// no category changes.
    ///
    /// ```swift
    /// let big = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    /// UIFont.preferredFont(forTextStyle: .body, compatibleWith: big).pointSize   // 28
    /// ```
    public static func preferredFont(forTextStyle style: TextStyle,
                                     compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        return systemFont(ofSize: style.pointSize(for: category), weight: style.defaultSizeAndWeight.weight)
            .following(style, sizeAtLarge: style.pointSize(for: .large))
    }
}
