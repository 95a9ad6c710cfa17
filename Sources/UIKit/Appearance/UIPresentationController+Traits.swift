import Foundation

/// A presentation controller is shown with its presenting controller's style, and hears when it
/// changes (its presented controller takes the same style). Its level is elevated when it raises
/// the content it presents, as iOS gives sheets, form sheets, popovers and alerts.
extension UIPresentationController: UITraitEnvironment {
    public var traitCollection: UITraitCollection {
        let presenting = presentingStoreIfSet?.traitCollection ?? UIScreen.main.traitCollection
        return .resolved(presenting.userInterfaceStyle, elevatesPresentedContent ? .elevated : presenting.userInterfaceLevel)
    }

}
