import Foundation

/// How a view's light or dark style and its base or elevated level are found and handed down.
///
/// Both are worked out when they can change (an override set, a view moved under another
/// superview, a controller presented) and kept in `appliedStyle` and `appliedLevel`; a change walks
/// down only as far as the traits really change, so a subtree that overrides to the style it
/// already had hears nothing, and nothing is re-resolved when no trait changed.
extension UIView: UITraitEnvironment {
    public var traitCollection: UITraitCollection { .resolved(appliedStyle, appliedLevel) }

    /// The style this view should have: its own override, its controller's, its superview's, or
    /// the screen's at the top.
    func inheritedStyle() -> UIUserInterfaceStyle {
        if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
        if let vc = owningViewController, let style = vc.effectiveOverrideStyle { return style }
        // A presentation's container (and its dimming) is shown in the presenter's style, as iOS
        // shows the chrome of a presentation with its presentation controller's traits.
        if let pc = (self as? UITransitionView)?.presentationController, let presenter = pc.presentingStoreIfSet {
            return presenter.traitCollection.userInterfaceStyle
        }
        if let superview { return superview.appliedStyle }
        let screen = UIScreen.main.traitCollection.userInterfaceStyle
        return screen == .dark ? .dark : .light
    }

    /// The level this view should have: elevated at the root of a presented controller's view that
    /// its presentation raises (a sheet, form sheet, popover, alert), else its superview's; base at
    /// the top.
    func inheritedLevel() -> UIUserInterfaceLevel {
        if let level = owningViewController?.effectiveLevel { return level }
        return superview?.appliedLevel ?? .base
    }

    /// Brings this view's style and level up to date and, if either changed, re-resolves its
    /// colours, tells it and its controller, and goes on to the subviews.
    func updateTraits() {
        let style = inheritedStyle(), level = inheritedLevel()
        guard style != appliedStyle || level != appliedLevel else { return }
        let previous = traitCollection
        appliedStyle = style
        appliedLevel = level
        traitCollection.performAsCurrent {
            resolveColorsForTraits(previous: previous)
            traitCollectionDidChange(previous)
            owningViewController?.traitCollectionDidChange(previous)
            owningViewController?.presentedStorage?.presentationStorage?.traitCollectionDidChange(previous)
        }
        for subview in subviews { subview.updateTraits() }
        // A presented controller's view is not below its presenter's, but takes its style.
        owningViewController?.presentedStorage?.traitsMayHaveChanged()
    }

    /// What UIKit does for a view whose appearance changed: the layer's background takes the dynamic
    /// colour's new value (unless the layer's colour was set directly since), tint users hear of the
    /// change, and drawn content (a label's text, `draw(_:)`) is drawn again.
    private func resolveColorsForTraits(previous: UITraitCollection) {
        if let set = backgroundColorAsSet, layer.backgroundColor == set.resolvedColor(with: previous).cgColor {
            layer.backgroundColor = set.resolvedColor(with: traitCollection).cgColor
        }
        tintColorDidChange()
        layer.invalidateContent()
    }
}
