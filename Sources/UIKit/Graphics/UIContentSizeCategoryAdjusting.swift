import Foundation

/// A view whose Dynamic Type font follows the reader's text size, as UIKit's protocol: with
/// `adjustsFontForContentSizeCategory` on, a font made by `UIFont.preferredFont(forTextStyle:)` or
/// `UIFontMetrics.scaledFont(for:)` is made again at the new size when the trait collection's
/// `preferredContentSizeCategory` changes (other fonts stay as they are). `UILabel`, `UITextField`
/// and `UITextView` adopt it.
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIFont {
    /// This font for a view that adjusts to `traits`: nil when it has no Dynamic Type style or
    /// already has the size.
    @MainActor
    static func adjusting(_ font: UIFont?, to traits: UITraitCollection, enabled: Bool) -> UIFont? {
        guard enabled else { return nil }
        return font?.adjusted(for: traits.preferredContentSizeCategory)
    }
}
