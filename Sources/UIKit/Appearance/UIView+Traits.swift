import Foundation

/// How a view's light or dark style is found and handed down.
///
/// The style is worked out when it can change (an override set, a view moved under another
/// superview) and kept in `appliedStyle`; a change walks down only as far as the style really
/// changes, so a subtree that overrides to the style it already had hears nothing, and nothing is
/// re-resolved when no style changed.
extension UIView: UITraitEnvironment {
    public var traitCollection: UITraitCollection { .resolved(appliedStyle) }

    /// The style this view should have: its own override, its controller's, its superview's, or
    /// the screen's at the top.
    func inheritedStyle() -> UIUserInterfaceStyle {
        if overrideUserInterfaceStyle != .unspecified { return overrideUserInterfaceStyle }
        if let vc = owningViewController, let style = vc.effectiveOverrideStyle { return style }
        if let superview { return superview.appliedStyle }
        let screen = UIScreen.main.traitCollection.userInterfaceStyle
        return screen == .dark ? .dark : .light
    }

    /// Brings this view's style up to date and, if it changed, re-resolves its colours, tells it and
    /// its controller, and goes on to the subviews.
    func updateTraits() {
        let style = inheritedStyle()
        guard style != appliedStyle else { return }
        let previous = traitCollection
        appliedStyle = style
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
