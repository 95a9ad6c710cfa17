import Foundation
import Synchronization

/// A font request: family, size, weight, slant and OpenType features. The platform resolves it to a
/// real font (Pango/fontconfig).
///
/// UIKit's system font is San Francisco, which only Apple may ship. Segue's is Inter (Debian's
/// `fonts-inter`), the open design closest to SF Pro: like SF it has a text cut and a display cut
/// (`Inter Display`, tighter, for 20 pt and up, where iOS switches from SF Pro Text to SF Pro
/// Display) and the nine weights UIKit names. Both families are settable
/// (`UIFont.systemFontFamily`, `UIFont.systemDisplayFontFamily`); where the family is not
/// installed the platform draws the system font with DejaVu Sans and says so once.
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

    /// The families the system font uses, settable as a pair of values behind one lock (UIFont is
    /// `Sendable`, and a font can be made on any thread).
    private static let systemFamilies = Mutex((text: "Inter", display: "Inter Display" as String?))

    /// The family of the system font below `systemDisplayFontMinimumSize`: Inter by default.
    ///
    /// Set it before the first text is laid out (fonts made earlier keep their family):
    ///
    /// ```swift
    /// UIFont.systemFontFamily = "Cantarell"
    /// UIFont.systemDisplayFontFamily = nil      // Cantarell at every size
    /// ```
    public static var systemFontFamily: String {
        get { systemFamilies.withLock { $0.text } }
        set { systemFamilies.withLock { $0.text = newValue } }
    }

    /// The family of the system font from `systemDisplayFontMinimumSize` up: Inter Display by default,
    /// as iOS uses SF Pro Display there; nil uses `systemFontFamily` at every size. A platform that
    /// lacks it draws those sizes with `systemFontFamily`.
    public static var systemDisplayFontFamily: String? {
        get { systemFamilies.withLock { $0.display } }
        set { systemFamilies.withLock { $0.display = newValue } }
    }

    /// The size from which the system font uses its display family: 20 pt, where iOS changes from
    /// SF Pro Text to SF Pro Display.
    public static let systemDisplayFontMinimumSize: CGFloat = 20

    /// The system font's family at `size`: the display family from 20 pt up when there is one.
    public static func systemFontFamily(forSize size: CGFloat) -> String {
        systemFamilies.withLock { families in
            size >= systemDisplayFontMinimumSize ? families.display ?? families.text : families.text
        }
    }

    /// Whether `family` is one of the system font's families (what a platform falls back from when
    /// it is missing, rather than leaving the choice to its font matcher).
    public static func isSystemFontFamily(_ family: String) -> Bool {
        systemFamilies.withLock { $0.text == family || $0.display == family }
    }

    public let familyName: String
    public let pointSize: CGFloat
    public let weight: Weight
    public let isItalic: Bool

    /// OpenType feature tags the text engine should turn on when it shapes with this font, e.g.
    /// `"tnum"` (tabular figures) for `monospacedDigitSystemFont(ofSize:weight:)`. Recorded here so
    /// the shaping engine (Pango, through its font-features attribute) can apply them; a platform
    /// that cannot shape with features draws the font without them.
    public let features: Set<String>

    public var fontName: String { familyName }

    /// How the font follows Dynamic Type, for a font made by `preferredFont(forTextStyle:)` or
    /// `UIFontMetrics.scaledFont(for:)`: views that `adjustsFontForContentSizeCategory` re-scale it
    /// when the content size category changes. Not part of equality, as it does not change drawing.
    let scaling: DynamicTypeScaling?

    public convenience init(familyName: String, pointSize: CGFloat, weight: Weight = .regular, italic: Bool = false,
                            features: Set<String> = []) {
        self.init(familyName: familyName, pointSize: pointSize, weight: weight, italic: italic, features: features, scaling: nil)
    }

    init(familyName: String, pointSize: CGFloat, weight: Weight, italic: Bool, features: Set<String>,
         scaling: DynamicTypeScaling?) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = italic
        self.features = features
        self.scaling = scaling
    }

    /// The OpenType feature for tabular (equal-width) figures, as iOS's monospaced-digit fonts use.
    public static let tabularFiguresFeature = "tnum"

    /// `UIFont(name:size:)`: any fontconfig family name works, e.g. "DejaVu Serif".
    public convenience init?(name: String, size: CGFloat) {
        guard !name.isEmpty else { return nil }
        self.init(familyName: name, pointSize: size)
    }

    /// The system font (Inter, or Inter Display from 20 pt) at `size` and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(familyName: systemFontFamily(forSize: size), pointSize: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
        systemFont(ofSize: size, weight: .bold)
    }

    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(familyName: systemFontFamily(forSize: size), pointSize: size, italic: true)
    }

    /// The monospaced system font: DejaVu Sans Mono stands in for SF Mono (both are humanist
    /// sans monos with a slashed/dotted zero; DejaVu ships with every Debian desktop).
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: "DejaVu Sans Mono", pointSize: size, weight: weight)
    }

    /// The system font with tabular figures, for numbers that change in place (timers, counters):
    /// every digit takes the same advance while letters keep their proportional widths. The request
    /// is recorded as the `"tnum"` feature in `features` for the text engine to apply.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(familyName: systemFontFamily(forSize: size), pointSize: size, weight: weight,
               features: [tabularFiguresFeature])
    }

    public static var systemFontSize: CGFloat { 17 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(familyName: familyName, pointSize: size, weight: weight, italic: isItalic, features: features)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.familyName == b.familyName && a.pointSize == b.pointSize && a.weight == b.weight && a.isItalic == b.isItalic
            && a.features == b.features
    }

    public func hash(into h: inout Hasher) {
        h.combine(familyName); h.combine(pointSize); h.combine(weight); h.combine(isItalic); h.combine(features)
    }

    public var description: String {
        let extras = (isItalic ? " italic" : "") + features.sorted().map { " +\($0)" }.joined()
        return "\(familyName) \(pointSize)pt weight \(weight.rawValue)\(extras)"
    }
}
