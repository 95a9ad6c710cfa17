import Foundation

/// Adding, inserting and removing arranged subviews, and what the stack view hears from them.
extension UIStackView {
    /// Puts `view` at `stackIndex` among the arranged subviews; an arranged view already there moves.
    /// A view not yet a subview is added as the last subview.
    func performInsertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        precondition(stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
                     "segue: insertArrangedSubview index \(stackIndex) is out of 0...\(arrangedSubviews.count); pass an index within the arranged subviews.")
        var index = stackIndex
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: old)
            if old < index { index -= 1 }
        }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    func performRemoveArrangedSubview(_ view: UIView) {
        guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: i)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    func isArranged(_ view: UIView) -> Bool { arrangedSubviews.contains { $0 === view } }

    /// An arranged view was hidden or shown: it collapses or takes its place again. Inside an
    /// animation block the stack's hierarchy is laid out at once, so the frames animate with the
    /// block, as on iOS: a view being hidden stays drawn while it shrinks to nothing and is hidden
    /// when the animation stops (`beginCollapse`); one being shown is drawn at once and grows.
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        guard isArranged(view) else { return }
        arrangementChanged()
        guard AnimationContext.stack.contains(where: \.collectsAnimations) else { return }
        if view.isHidden, view.stackCollapse == nil, let context = AnimationContext.stack.last, context.collectsAnimations {
            beginCollapse(of: view, in: context)
        }
        var top: UIView = self
        while let s = top.superview { top = s }
        top.layoutIfNeeded()
    }

    /// A `.fillProportionally` stack remakes its proportions, and one that lines up baselines its
    /// baseline constraints, when an arranged view's intrinsic size changes.
    func arrangedSubviewIntrinsicSizeChanged(_ view: UIView) {
        let baselines = isBaselineRelativeArrangement || alignment == .firstBaseline || alignment == .lastBaseline
        guard distribution == .fillProportionally || baselines, isArranged(view) else { return }
        arrangementChanged()
    }
}

extension AnimationContext {
    /// A block, keyframes or animator (not `performWithoutAnimation`).
    var collectsAnimations: Bool {
        if case .disabled = kind { return false }
        return true
    }
}
