import Foundation

/// The part of an application's context that its layers reach: they count changes here (the run
/// loop renders a frame only when the count moved since the last one, which is how an idle window
/// costs nothing), register themselves when an animation is added, find the animation block that is
/// collecting changes, and read the animation clock.
///
/// Not isolated to the main actor, like `CALayer`: a layer may be built and configured anywhere.
/// A view's layer gets its application's tree context when the view is made; any other layer adopts
/// the context of the tree it joins (`CALayer.addSublayer`), and until then its changes count nowhere,
/// because nothing that draws can see it. The application owns it (`ApplicationContext.layerTree`).
public final class LayerTreeContext {
    /// How many changes to anything drawn there have been; compared by the run loop.
    public private(set) var generation: UInt64 = 0

    /// Media time, as `AnimationEngine` last set it: what layers stamp new animations with.
    public internal(set) var mediaTime: CFTimeInterval = 0

    /// Layers with animations, for the engine to tick. Weak: a layer that goes away drops out.
    private(set) var animatedLayers: [ObjectIdentifier: WeakLayer] = [:]

    /// The animation blocks collecting changes, innermost last (`UIView.animate` pushes, the end of
    /// the block pops).
    var collectors: [any LayerChangeCollecting] = []

    /// The open `CATransaction`s: what standalone layers' implicit animations take their duration
    /// and timing from, and whose completion blocks wait for the animations added meanwhile.
    let transactions = TransactionStack()

    /// Open captures of added animations, innermost last (see `capturingAddedAnimations`).
    private var captures: [AnimationCapture] = []

    struct WeakLayer { weak var layer: CALayer? }

    private final class AnimationCapture {
        var added: [(CALayer, CAAnimation)] = []
    }

    /// Records a change to something drawn.
    public func invalidate() { generation &+= 1 }

    /// Adds `layer` to the layers the engine ticks.
    func register(_ layer: CALayer) {
        animatedLayers[ObjectIdentifier(layer)] = WeakLayer(layer: layer)
    }

    /// Removes the entry for a layer that has no animations left (or is gone).
    func unregister(_ id: ObjectIdentifier) { animatedLayers[id] = nil }

    /// Runs `body` and returns the animations added meanwhile to layers of this tree, with their
    /// layers: a percent-driven transition takes over the animations its animator makes this way.
    func capturingAddedAnimations(_ body: () -> Void) -> [(CALayer, CAAnimation)] {
        let capture = AnimationCapture()
        captures.append(capture)
        body()
        captures.removeAll { $0 === capture }
        return capture.added
    }

    /// Called by `CALayer.add(_:forKey:)` with the copy it stored.
    func animationAdded(_ animation: CAAnimation, to layer: CALayer) {
        for capture in captures { capture.added.append((layer, animation)) }
        transactions.animationAdded(animation)
    }

    /// Forgets every registered layer (a reset clock).
    func removeAllAnimatedLayers() {
        animatedLayers.removeAll()
        transactions.removeAll()
    }
}

/// What collects a layer's animatable changes while an animation block runs (`AnimationContext`).
/// A main-actor type conforms in isolation: layers call it only from the thread their view lives on.
protocol LayerChangeCollecting: AnyObject {
    /// `false` inside `performWithoutAnimation`: the change happens at once.
    var collectsChanges: Bool { get }
    /// Takes the change of `key` (from `old`) into the block's animations; false when the block
    /// does not animate this layer (one that backs no view), which then runs its own action.
    func layer(_ layer: CALayer, changed key: String, from old: AnimatableValue) -> Bool
}
