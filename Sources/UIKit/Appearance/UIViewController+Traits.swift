import Foundation

/// A controller's traits are its view's. Its override reaches its view (and through it the views of
/// its children); a presented controller takes its presenter's style, as UIKit hands traits from the
/// presenting controller to the presented one.
extension UIViewController: UITraitEnvironment {
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        if let style = effectiveOverrideStyle { return .resolved(style) }
        return parent?.traitCollection ?? .resolved(UIScreen.main.traitCollection.userInterfaceStyle)
    }

    /// The style this controller imposes on its root view: its own override, or (for a presented
    /// controller) its presenter's style; nil leaves the view to its superview.
    var effectiveOverrideStyle: UIUserInterfaceStyle? {
        if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
        if let presenter = presentingStorage { return presenter.traitCollection.userInterfaceStyle }
        return nil
    }

    /// Hands a changed override down: the root view (and its subtree, children's views included),
    /// then presented controllers, which are not in the view's subtree.
    func traitsMayHaveChanged() {
        let root = viewIfLoaded
        root?.updateTraits()
        // Children whose views are not (yet) below this one's; never loads a view to find out.
        for child in childList where root.map({ child.viewIfLoaded?.isDescendant(of: $0) != true }) ?? true {
            child.traitsMayHaveChanged()
        }
        presentedStorage?.traitsMayHaveChanged()
    }
}
