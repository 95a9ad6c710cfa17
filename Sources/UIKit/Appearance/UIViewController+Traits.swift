import Foundation

/// A controller's traits are its view's. Its override reaches its view (and through it the views of
/// its children); a presented controller takes its presenter's style, as UIKit hands traits from the
/// presenting controller to the presented one.
extension UIViewController: UITraitEnvironment {
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        let inherited = parent?.traitCollection ?? presentingStorage?.traitCollection ?? UIScreen.main.traitCollection
        return .resolved(effectiveOverrideStyle ?? inherited.userInterfaceStyle, effectiveLevel ?? inherited.userInterfaceLevel)
    }

    /// The level this controller imposes on its root view: elevated while it is presented by a
    /// presentation that raises its content (`UIPresentationController.elevatesPresentedContent`),
    /// base while presented by one that does not (full screen), whatever the presentation
    /// controller's `overrideTraitCollection` says first; nil leaves the view to its superview.
    var effectiveLevel: UIUserInterfaceLevel? {
        guard presentingStorage != nil, let pc = presentationStorage else { return nil }
        if let level = pc.overrideTraitCollection?.userInterfaceLevel, level != .unspecified { return level }
        return pc.elevatesPresentedContent ? .elevated : .base
    }

    /// The style this controller imposes on its root view: its own override, or (for a presented
    /// controller) its presenter's style; nil leaves the view to its superview.
    var effectiveOverrideStyle: UIUserInterfaceStyle? {
        if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
        if let presenter = presentingStorage {
            if let style = presentationStorage?.overrideTraitCollection?.userInterfaceStyle, style != .unspecified { return style }
            return presenter.traitCollection.userInterfaceStyle
        }
        return nil
    }

    /// Hands a changed override down: the root view (and its subtree, children's views included),
    /// then presented controllers, which are not in the view's subtree.
    func traitsMayHaveChanged() {
        // A presented controller's container first: it holds the dimming, and this view.
        if presentingStorage != nil, let container = presentationStorage?.containerView { container.updateTraits() }
        let root = viewIfLoaded
        root?.updateTraits()
        // Children whose views are not (yet) below this one's; never loads a view to find out.
        for child in childList where root.map({ child.viewIfLoaded?.isDescendant(of: $0) != true }) ?? true {
            child.traitsMayHaveChanged()
        }
        presentedStorage?.traitsMayHaveChanged()
    }
}
