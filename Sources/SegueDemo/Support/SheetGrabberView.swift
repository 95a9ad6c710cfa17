import UIKit

/// The grabber iOS draws at the top of a sheet (`prefersGrabberVisible`): a 36 × 5 point capsule,
/// 5 points below the sheet's top edge, centred, in a light grey (systemGray3, #C7C7CC). Apple
/// documents neither number; these are measured from iOS 17 screenshots at 3×.
final class SheetGrabberView: UIView {
    static let size = CGSize(width: 36, height: 5)
    static let topInset: CGFloat = 5
    static let color = UIColor.systemGray3

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.color
        layer.cornerRadius = Self.size.height / 2
        // A touch on the grabber is a touch on the sheet under it: whatever drags the sheet sees it.
        isUserInteractionEnabled = false
        accessibilityIdentifier = "sheet-grabber"
    }

    /// Where the grabber sits at the top of a sheet whose bounds are `bounds`.
    static func frame(in bounds: CGRect) -> CGRect {
        CGRect(x: (bounds.midX - size.width / 2).rounded(), y: bounds.minY + topInset,
               width: size.width, height: size.height)
    }
}
