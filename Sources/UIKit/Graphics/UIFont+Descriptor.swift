import Foundation

// UIFont and UIFontDescriptor converting into each other, as UIKit's `fontDescriptor` and
// `UIFont(descriptor:size:)` do: family, size, weight, slant and features survive the round trip.

extension UIFont {
    /// This font's attributes: family, size, weight (bold trait from bold up), italic, features.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(familyName: familyName, pointSize: pointSize, weight: weight, italic: isItalic,
                         textStyle: nil, features: features)
    }

    /// The font `descriptor` describes, at `size` points, or at the descriptor's size when `size`
    /// is 0 (UIKit's convention). A system-font descriptor moves between Inter and Inter Display
    /// with the size, as `systemFont(ofSize:)` does.
    public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
        let pointSize = size > 0 ? size : descriptor.pointSize
        let family = UIFont.isSystemFontFamily(descriptor.familyName)
            ? UIFont.systemFontFamily(forSize: pointSize) : descriptor.familyName
        self.init(familyName: family, pointSize: pointSize, weight: descriptor.weight,
                  italic: descriptor.symbolicTraits.contains(.traitItalic), features: descriptor.features)
    }
}
