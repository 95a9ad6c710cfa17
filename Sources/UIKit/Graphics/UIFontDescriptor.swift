import Foundation

/// A font described by attributes rather than made, as `UIFontDescriptor`: a family, a size,
/// symbolic traits (bold, italic), a weight, a Dynamic Type style and OpenType features. Derive a
/// variant and make the font from it:
///
/// ```swift
/// let descriptor = UIFont.preferredFont(forTextStyle: .body).fontDescriptor
/// let boldItalic = descriptor.withSymbolicTraits([.traitBold, .traitItalic])!
/// label.font = UIFont(descriptor: boldItalic, size: 0)     // 0 keeps the descriptor's size
/// ```
///
/// Attributes are typed properties here; `object(forKey:)` answers the UIKit attribute names for
/// code that reads them by name.
public final class UIFontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// Bold, italic and the other traits a face can have, with Core Text's bit values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The names UIKit reads a descriptor's attributes by.
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    /// The fontconfig family the font is made from.
    public let familyName: String
    /// The size in points; 0 leaves it to `UIFont(descriptor:size:)`.
    public let pointSize: CGFloat
    public let weight: UIFont.Weight
    /// Italic, plus bold when `weight` is bold or heavier; the monospace trait for the monospaced
    /// system family.
    public let symbolicTraits: SymbolicTraits
    /// The Dynamic Type style a preferred descriptor was made for; nil otherwise.
    public let textStyle: UIFont.TextStyle?
    /// OpenType feature tags, as `UIFont.features`.
    public let features: Set<String>

    /// A descriptor for the family `name` at `size`, regular and upright.
    public convenience init(name: String, size: CGFloat) {
        self.init(familyName: name, pointSize: size, weight: .regular, italic: false, textStyle: nil, features: [])
    }

    init(familyName: String, pointSize: CGFloat, weight: UIFont.Weight, italic: Bool,
         textStyle: UIFont.TextStyle?, features: Set<String>) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.features = features
        var traits: SymbolicTraits = italic ? .traitItalic : []
        if weight >= .bold { traits.insert(.traitBold) }
        if familyName == UIFont.monospacedSystemFont(ofSize: 1, weight: .regular).familyName {
            traits.insert(.traitMonoSpace)
        }
        symbolicTraits = traits
    }

    /// The face's PostScript-style name, family without spaces then weight and slant:
    /// "Inter-SemiBold", "Inter-BoldItalic", "Inter-Italic". (`UIFont.fontName` stays the family,
    /// which is what `UIFont(name:size:)` takes.)
    public var postscriptName: String {
        let face = Self.faceNames.last(where: { weight >= $0.weight })?.name ?? "Thin"
        let style = symbolicTraits.contains(.traitItalic) ? (face == "Regular" ? "Italic" : face + "Italic") : face
        return familyName.replacingOccurrences(of: " ", with: "") + "-" + style
    }

    /// OpenType face names from lightest, as UIKit's weights open them (Inter's naming).
    private static let faceNames: [(weight: UIFont.Weight, name: String)] = [
        (.ultraLight, "Thin"), (.thin, "ExtraLight"), (.light, "Light"), (.regular, "Regular"),
        (.medium, "Medium"), (.semibold, "SemiBold"), (.bold, "Bold"), (.heavy, "ExtraBold"), (.black, "Black"),
    ]

    /// The attribute named `key`, as UIKit's `object(forKey:)`: a String, a CGFloat or a Set of
    /// feature tags; nil when the descriptor does not have it.
    public func object(forKey key: AttributeName) -> Any? {
        switch key {
        case .family: return familyName
        case .name: return postscriptName
        case .size: return pointSize
        case .textStyle: return textStyle?.rawValue
        case .featureSettings: return features.isEmpty ? nil : features
        default: return nil
        }
    }

    /// This descriptor with exactly `traits`' bold and italic: bold raises the weight to bold, its
    /// absence brings a bold-or-heavier weight back to regular. Nil for traits Segue's fonts cannot
    /// take (expanded, condensed, vertical), as UIKit answers nil when no face has them.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        let drawable: SymbolicTraits = [.traitBold, .traitItalic, .traitMonoSpace, .traitUIOptimized,
                                        .traitTightLeading, .traitLooseLeading]
        guard drawable.isSuperset(of: traits) else { return nil }
        let bold = traits.contains(.traitBold)
        let newWeight = bold ? max(weight, .bold) : (weight >= .bold ? .regular : weight)
        return UIFontDescriptor(familyName: familyName, pointSize: pointSize, weight: newWeight,
                                italic: traits.contains(.traitItalic), textStyle: textStyle, features: features)
    }

    /// This descriptor at another size.
    public func withSize(_ size: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(familyName: familyName, pointSize: size, weight: weight,
                         italic: symbolicTraits.contains(.traitItalic), textStyle: textStyle, features: features)
    }

    /// The descriptor of `UIFont.preferredFont(forTextStyle:)`: the system font at the style's
    /// size and weight for the current content size category, carrying the style.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// The descriptor of `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
        return UIFontDescriptor(familyName: font.familyName, pointSize: font.pointSize, weight: font.weight,
                                italic: false, textStyle: style, features: [])
    }

    public static func == (a: UIFontDescriptor, b: UIFontDescriptor) -> Bool {
        a.familyName == b.familyName && a.pointSize == b.pointSize && a.weight == b.weight
            && a.symbolicTraits == b.symbolicTraits && a.textStyle == b.textStyle && a.features == b.features
    }

    public func hash(into h: inout Hasher) {
        h.combine(familyName); h.combine(pointSize); h.combine(weight); h.combine(symbolicTraits)
        h.combine(textStyle); h.combine(features)
    }

    public var description: String { "UIFontDescriptor(\(postscriptName) \(pointSize)pt)" }
}
