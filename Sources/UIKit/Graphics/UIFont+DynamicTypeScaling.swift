import Foundation

/// What a Dynamic Type font remembers to be made again at another content size category: the text
/// style whose size curve it follows, its size at Large, and the cap `UIFontMetrics` was given.
struct DynamicTypeScaling: Hashable, Sendable {
    let textStyle: UIFont.TextStyle
    let sizeAtLarge: CGFloat
    /// Zero or less: no cap.
    let maximumPointSize: CGFloat
}

extension UIFont {
    /// This font marked to follow `style`'s curve from `sizeAtLarge`.
    func following(_ style: UIFont.TextStyle, sizeAtLarge: CGFloat, maximumPointSize: CGFloat = 0) -> UIFont {
        UIFont(familyName: familyName, pointSize: pointSize, weight: weight, italic: isItalic, features: features,
               scaling: DynamicTypeScaling(textStyle: style, sizeAtLarge: sizeAtLarge, maximumPointSize: maximumPointSize))
    }

    /// This Dynamic Type font made again for `category` (nil for a font that does not follow one,
    /// or that already has the size): the system font changes to its display cut at 20 pt as it does
    /// when made at that size.
    func adjusted(for category: UIContentSizeCategory) -> UIFont? {
        guard let scaling else { return nil }
        let metrics = UIFontMetrics(forTextStyle: scaling.textStyle)
        var size = scaling.sizeAtLarge * metrics.scale(for: category)
        if scaling.maximumPointSize > 0 { size = min(size, scaling.maximumPointSize) }
        guard size != pointSize else { return nil }
        let family = UIFont.isSystemFontFamily(familyName) ? UIFont.systemFontFamily(forSize: size) : familyName
        return UIFont(familyName: family, pointSize: size, weight: weight, italic: isItalic, features: features, scaling: scaling)
    }
}
