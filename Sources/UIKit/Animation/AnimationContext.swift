import Foundation

/// What is collecting animations right now: a `UIView.animate` block, a keyframe block, a property
/// animator's closure — or `performWithoutAnimation`, which collects nothing.
///
/// Layers report every animatable change here; only layers that back a view animate with the block,
/// as in UIKit (a standalone layer changed inside a block runs its own implicit action, timed by
/// the current `CATransaction`).
@MainActor
final class AnimationContext {
    enum Kind {
        case disabled
        case block(UIViewAnimationBlock)
        case keyframes(KeyframeCollector)
        case animator(UIViewPropertyAnimator, delayFactor: CGFloat)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// The contexts collecting now, innermost last: the current application's (its layer tree holds
    /// them, so that its layers find them).
    static var stack: [AnimationContext] {
        ApplicationContext.current.layerTree.collectors.compactMap { $0 as? AnimationContext }
    }

    /// Runs `body` with `context` collecting.
    static func with(_ context: AnimationContext, _ body: () -> Void) {
        let tree = ApplicationContext.current.layerTree
        tree.collectors.append(context)
        defer { tree.collectors.removeLast() }
        body()
    }

    /// Runs `body` once what this context collects has stopped animating: a block's or keyframe
    /// block's animations, an animator's run; at once when it collects nothing.
    func whenStopped(_ body: @escaping () -> Void) {
        switch kind {
        case .disabled: body()
        case .block(let block): block.whenStopped(body)
        case .keyframes(let collector): collector.followers.append(body)
        case .animator(let animator, _): animator.addCompletion { _ in body() }
        }
    }

    func layer(_ layer: CALayer, changed key: String, from old: AnimatableValue) -> Bool {
        guard layer.delegate is UIView else { return false }
        guard let new = layer.animatableValue(forKeyPath: key) else { return true }
        // Start where the eye sees the property now, not where the old model value was.
        let from = layer.presentationValue(forKeyPath: key, base: old)
        guard from != new else { return true }
        switch kind {
        case .disabled:
            break
        case .block(let block):
            // A second change of the same property in the same block replaces the first: that is
            // not an interruption, so the block's completion must not hear of it.
            if let previous = layer.animation(forKey: key) { block.release(previous) }
            layer.add(block.makeAnimation(keyPath: key, from: from, to: new), forKey: key)
        case .keyframes(let collector):
            collector.record(layer: layer, key: key, from: from, to: new)
        case .animator(let animator, let delayFactor):
            animator.adopt(layer: layer, key: key, from: from, to: new, delayFactor: delayFactor)
        }
        return true
    }
}

extension AnimationContext: @MainActor LayerChangeCollecting {
    var collectsChanges: Bool {
        if case .disabled = kind { return false }
        return true
    }
}
