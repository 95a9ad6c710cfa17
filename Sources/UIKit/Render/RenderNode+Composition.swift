import Foundation

/// Which nodes a compositor draws from one composed picture instead of piece by piece.
///
/// Why: drawing a rounded panel means compositing its background through a coverage mask every
/// frame it is damaged — and a composite carrying both a transform and a mask costs pixman about
/// 7.5 ns a pixel, a plain (even bilinear) transformed composite under 1 ns. A node whose look holds
/// still while it moves is therefore composed once — shadow, background through its rounded mask,
/// content, border, and its clipped subtree — and each frame only that picture is composited.
///
/// The rule. `DamageTracker` marks a node *composed* (`RenderNode.composedLook`) when:
/// 1. drawing it directly needs a coverage mask: it clips a subtree (`masksToBounds` with something
///    to clip: the subtree is cut by the bounds' shape), or it has a visible shadow, a border, or a
///    background with rounded corners;
/// 2. what it would compose is bounded in its own space: its clipped subtree (it isolates by
///    clipping to its bounds), or only its own look (it does not isolate; its children are still
///    drawn one by one on top). A group faded or masked without clipping is drawn directly;
/// 3. its composed look — the fingerprint of everything the picture holds, in the node's own space
///    (for a subtree: each descendant's look and its transform relative to the node) — is the same
///    as in the previous frame. Its own transform and, for a clipped subtree, its own opacity are not
///    part of it: the picture is moved, turned and faded as a whole.
///
/// Rule 3 decides what is *kept*: a look that changes every frame (a fade of a shadowed card, a
/// spinner inside a clip) would otherwise be rasterised into a new cached picture every frame for
/// nothing. How a node is drawn on the frames it is not kept differs by scope:
/// - an own look (`CompositionScope.ownLook`) is always drawn by composing it — into a scratch
///   surface when it is not kept — so a node looks the same whether its picture is kept or not, and
///   a copy of it (a snapshot) looks the same as the original;
/// - a clipped subtree is drawn directly (its offscreen surface covers only the damage, where a
///   composition covers the whole node). On whole pixels both give the same pixels; off them they can
///   differ by rounding, so the tracker damages the node whole whenever it switches between the two.
extension RenderNode {
    /// The picture a composed node is drawn from.
    public struct ComposedLook: Hashable, Sendable {
        /// The fingerprint of what the picture holds: equal keys, equal pictures (two identical
        /// cards share one).
        public var key: Int
        /// True: the picture holds the node's clipped subtree, composited with the node's opacity.
        /// False: only its own shadow, background, content and border, with its opacity; the
        /// children are drawn on top.
        public var includesSubtree: Bool

        public init(key: Int, includesSubtree: Bool) {
            self.key = key
            self.includesSubtree = includesSubtree
        }
    }

    /// What a composed picture of this node would hold.
    public enum CompositionScope: Sendable {
        /// Shadow, background, content and border (rule 2, a node that does not isolate).
        case ownLook
        /// The node and its subtree, cut by its bounds' shape (rule 2, a clipping node).
        case clippedSubtree
    }

    /// Whether drawing this node directly composites through a coverage mask (rule 1, apart from
    /// clipping): its shadow, its border ring, its rounded background.
    public var drawsThroughCoverageMask: Bool {
        visibleShadow != nil || (borderWidth > 0 && borderColor != nil)
            || (backgroundColor != nil && clampedCornerRadius > 0)
    }

    /// Rules 1 and 2: what this node's composed picture would hold, or nil when it is never composed.
    public var compositionScope: CompositionScope? {
        if isolatesSubtree { return clipsToBounds ? .clippedSubtree : nil }
        return drawsThroughCoverageMask ? .ownLook : nil
    }
}
