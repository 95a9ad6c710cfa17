import Foundation

/// Something shown with traits, as `UITraitEnvironment`: views, controllers, presentation
/// controllers and the screen. `traitCollectionDidChange(_:)` is called only when the effective
/// traits really changed, with the previous collection.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
