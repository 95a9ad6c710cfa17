import Foundation

// Dynamic Type's point sizes per content size category: the Human Interface Guidelines' "iOS,
// iPadOS Dynamic Type sizes" table (xSmall … xxxLarge, AX1 … AX5), which is also what
// `preferredFont(forTextStyle:compatibleWith:)` answers on iOS. Weights do not change with the
// category, so only sizes are listed here; see docs/UIKIT-REFERENCE.md for the table and its source.

extension UIFont.TextStyle {
    /// Point sizes in `UIContentSizeCategory.allSizes` order (xSmall first, AX5 last); nil for a style
    /// the table does not list.
    var sizesByCategory: [CGFloat]? {
        switch self {
        //                   XS  S   M   L   XL  XXL XXXL AX1 AX2 AX3 AX4 AX5
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        default: nil
        }
    }

    /// The point size of this style at `category` (an unspecified category means Large).
    ///
    /// iOS 17's extra-large titles are not in the table (they belong to visionOS's type ramp):
    /// they scale with the body style's ratio, rounded to whole points. An unknown style is sized
    /// as body, as UIKit answers an unknown style with the body font.
    public func pointSize(for category: UIContentSizeCategory) -> CGFloat {
        let index = category.resolvedForSizing.sizeIndex ?? 3
        if let sizes = sizesByCategory { return sizes[index] }
        let body = UIFont.TextStyle.body.sizesByCategory![index] / 17
        return (defaultSizeAndWeight.size * body).rounded()
    }
}
