import Foundation

/// A font request: family, size and weight. The platform resolves it to a real font (Xft/fontconfig).
///
/// UIKit's system font is San Francisco; Segue's is the platform's sans family (DejaVu Sans on Debian),
/// chosen by `UIFont.systemFontFamily` so a test can pin it.
public final class UIFont: Hashable, CustomStringConvertible, Sendable {
    /// A weight on UIKit's scale (−1…1): `.regular` is 0, `.bold` 0.4.
    public struct Weight: Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The family the system font maps to on this platform.
    public static let systemFontFamily = "DejaVu Sans"

    public let familyName: String
    public let pointSize: CGFloat
    public let weight: Weight
    public let isItalic: Bool

    public var fontName: String { familyName }

    public init(familyName: String, pointSize: CGFloat, weight: Weight = .regular, italic: Bool = false) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = italic
    }

    /// `UIFont(name:size:)`: any fontconfig family name works, e.g. "DejaVu Serif".
    public convenience init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        self.init(familyName: name, pointSize: size)
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(familyName: systemFontFamily, pointSize: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        systemFont(ofSize: size, weight: .bold)
    }

    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(familyName: systemFontFamily, pointSize: size, italic: true)
    }

    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: "DejaVu Sans Mono", pointSize: size, weight: weight)
    }

    public static var systemFontSize: CGFloat { 17 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(familyName: familyName, pointSize: size, weight: weight, italic: isItalic)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.familyName == b.familyName && a.pointSize == b.pointSize && a.weight == b.weight && a.isItalic == b.isItalic
    }

    public func hash(into h: inout Hasher) {
        h.combine(familyName); h.combine(pointSize); h.combine(weight); h.combine(isItalic)
    }

    public var description: String { "\(familyName) \(pointSize)pt weight \(weight.rawValue)" }
}
