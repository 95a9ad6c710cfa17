import Foundation

/// Implicit animation: when an animatable property of a layer changes, the layer looks up an action
/// for the property's key and runs it, as Core Animation does.
///
/// The search follows Core Animation's order: the delegate's `action(for:forKey:)` (a view answers
/// `NSNull`, so views' layers never animate implicitly), the `actions` dictionary, the class's
/// `defaultAction(forKey:)`, then the implicit animation every animatable property has: a basic
/// animation from the value the eye saw to the new one, lasting the transaction's
/// `animationDuration` (0.25 s) with its timing function. `NSNull` anywhere ends the search with no
/// action; `CATransaction.setDisableActions(true)` skips it altogether.
///
/// Only a layer that belongs to an application's tree and has been committed there (a frame, or
/// `CATransaction.flush()`, since it joined) animates: one that nothing has drawn yet takes its
/// values at once, as in Core Animation.
extension CALayer {
    /// `action(forKey:)`'s search, in Core Animation's order; nil when there is none or the search
    /// met `NSNull`.
    func searchAction(forKey event: String) -> CAAction? {
        if let delegate, let found = delegate.action(for: self, forKey: event) {
            return found is NSNull ? nil : found
        }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        if let found = type(of: self).defaultAction(forKey: event) { return found is NSNull ? nil : found }
        // Every animatable property has an implicit animation, a value kept for a key of the
        // layer's own (`setValue(_:forKey:)`) included.
        guard animatableValue(forKeyPath: event) != nil else { return nil }
        return CABasicAnimation(keyPath: event)
    }

    /// Runs the action for a property that just changed from `old` to its current model value.
    func runImplicitAction(forKey key: String, from old: AnimatableValue) {
        guard let tree = treeContext, tree.transactions.implicitCommits > joinedAtCommit,
              !tree.transactions.disableActions, let action = action(forKey: key) else { return }
        guard let template = action as? CAAnimation else {
            action.run(forKey: key, object: self, arguments: nil)
            return
        }
        add(implicitAnimation(from: template, key: key, old: old, transactions: tree.transactions), forKey: key)
    }

    /// `template` completed as Core Animation completes an action's animation: the key path it
    /// animates, a start at the value the eye saw when it names no ends, and the transaction's
    /// duration and timing where it sets none.
    private func implicitAnimation(from template: CAAnimation, key: String, old: AnimatableValue,
                                   transactions: TransactionStack) -> CAAnimation {
        let anim = template.copy()
        if let property = anim as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = key }
        if let basic = anim as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            basic.fromValue = presentationValue(forKeyPath: key, base: old)
        }
        if anim.duration == 0 { anim.duration = transactions.animationDuration }
        if anim.timingFunction == nil {
            anim.timingFunction = transactions.animationTimingFunction ?? CAMediaTimingFunction(name: .default)
        }
        return anim
    }
}
