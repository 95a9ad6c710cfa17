import Foundation

/// A presentation controller is shown with its presenting controller's traits, and hears when they
/// change (its presented controller takes the same style).
extension UIPresentationController: UITraitEnvironment {
    public var traitCollection: UITraitCollection {
        presentingStoreIfSet?.traitCollection ?? UIScreen.main.traitCollection
    }
}
