import Foundation

/// The reader's preferred text size, as `UIContentSizeCategory`: seven standard sizes from
/// `.extraSmall` to `.extraExtraExtraLarge` (Large is iOS's default) and five larger accessibility
/// sizes (AX1…AX5). Dynamic Type fonts (`UIFont.preferredFont(forTextStyle:compatibleWith:)`) and
/// `UIFontMetrics` read it from a trait collection.
///
/// Categories compare by size, as UIKit's do (`.small < .large`, `.extraExtraExtraLarge <
/// .accessibilityMedium`); `.unspecified` sorts before them all.
public struct UIContentSizeCategory: Hashable, Comparable, RawRepresentable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve sizes a reader can choose, smallest first: the order Dynamic Type's size tables use.
    public static let allSizes: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the five larger accessibility sizes (AX1…AX5).
    public var isAccessibilityCategory: Bool { (sizeIndex ?? 0) >= 7 }

    /// The position in `allSizes`, nil for `.unspecified` and names UIKit does not have.
    var sizeIndex: Int? { Self.allSizes.firstIndex(of: self) }

    /// The category a font is sized for: an unspecified (or unknown) one means iOS's default, Large.
    var resolvedForSizing: UIContentSizeCategory { sizeIndex == nil ? .large : self }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (a.sizeIndex ?? -1) < (b.sizeIndex ?? -1)
    }

    public var description: String { rawValue }
}
