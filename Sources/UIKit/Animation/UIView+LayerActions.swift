import Foundation

extension UIView {
    /// A view's layer never animates implicitly, as in UIKit: outside animation blocks the view
    /// answers `NSNull`, which ends the layer's action search with no action. Inside a block the
    /// block itself has already taken the change (`AnimationContext`), so no action is needed either.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}
