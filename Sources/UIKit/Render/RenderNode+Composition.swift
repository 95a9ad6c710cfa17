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
/// 1. drawing it directly costs more than compositing one picture: it needs a coverage mask — it
///    clips a subtree (`masksToBounds` with something to clip: the subtree is cut by the bounds'
///    shape), or it has a visible shadow, a border, or a background with rounded corners — or it
///    heads a large subtree: at least `largeSubtreeDrawingNodes` nodes that draw, each a request
///    and a step of the compositor's walk on every frame the damage reaches them;
/// 2. what it would compose is bounded in its own space: its clipped subtree (it isolates by
///    clipping to its bounds), a large subtree that does not isolate (no group opacity, clipping or
///    mask) and whose drawing, in the node's space, covers at most the window's area, or only its
///    own look (it does not isolate; its children are still drawn one by one on top). A group faded
///    or masked without clipping is drawn directly;
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
/// - a clipped or large subtree is drawn directly (its offscreen surface, or the window, is drawn
///   only where the damage is, where a composition covers the whole node). On whole pixels and
///   opaque content both give the same pixels; on antialiased edges and off whole pixels they can
///   differ by rounding, so the tracker damages the node whole whenever it switches between the two
///   — except a large subtree starting to be composed: its look just held still, so it is composed
///   where damage next reaches it rather than whole on a frame that may draw nothing else (its
///   pieces come out the same there unless partly transparent ones overlap: a level at most).
///
/// Why large subtrees: a screen of many small views under something that changes every frame (the
/// dim under a dragged panel over a thousand views) had every one of them filled and walked every
/// frame although none of them changed. Composed, they are one composite. Nested large subtrees that
/// all hold still are drawn from the outermost one's picture; the inner ones keep theirs only once
/// the outer one changes and is drawn directly.
extension RenderNode {
    /// The picture a composed node is drawn from.
    public struct ComposedLook: Hashable, Sendable {
        /// The fingerprint of what the picture holds: equal keys, equal pictures (two identical
        /// cards share one).
        public var key: Int
        /// What the picture holds.
        public var scope: CompositionScope
        /// Where the picture lies in the node's own space, for a large subtree: the bounding box of
        /// everything its subtree draws. Nil for the other scopes, whose extent follows from the node.
        public var extent: CGRect?

        /// True: the picture holds the node's subtree (clipped: composited with the node's opacity).
        /// False: only its own shadow, background, content and border, with its opacity; the
        /// children are drawn on top.
        public var includesSubtree: Bool { scope != .ownLook }

        public init(key: Int, scope: CompositionScope, extent: CGRect? = nil) {
            self.key = key
            self.scope = scope
            self.extent = extent
        }
    }

    /// What a composed picture of this node would hold.
    public enum CompositionScope: Hashable, Sendable {
        /// Shadow, background, content and border (rule 2, a node that does not isolate).
        case ownLook
        /// The node and its subtree, cut by its bounds' shape (rule 2, a clipping node).
        case clippedSubtree
        /// The node and its subtree, which does not isolate, within what the subtree draws
        /// (rules 1 and 2, a large subtree: decided by the tracker, which counts the nodes).
        case largeSubtree
    }

    /// How many drawing nodes (the node's own drawing counts) make a subtree large enough to be
    /// composed whole (rule 1). Why this many: drawn directly under damage, each node costs a request
    /// and a step of the compositor's walk every frame, so 32 of them cost well over one composite of
    /// a picture; below that a picture (memory, and a full composition each time the look settles)
    /// saves too little. The benchmark's grids (100 and 1,000 views) are far above it either way.
    public static let largeSubtreeDrawingNodes = 32

    /// Whether drawing this node directly composites through a coverage mask (rule 1, apart from
    /// clipping): its shadow, its border ring, its rounded background.
    public var drawsThroughCoverageMask: Bool {
        visibleShadow != nil || (borderWidth > 0 && borderColor != nil)
            || (backgroundColor != nil && clampedCornerRadius > 0)
    }

    /// Rules 1 and 2 for the scopes a node decides alone: what this node's composed picture would
    /// hold, or nil when it is never composed as its own look or a clipped subtree (it may still be a
    /// large subtree, which only the tracker's walk can tell).
    public var compositionScope: CompositionScope? {
        // A blurred backdrop is whatever lies behind the node this frame: no picture can keep it.
        if backdrop != nil { return nil }
        if isolatesSubtree { return clipsToBounds ? .clippedSubtree : nil }
        return drawsThroughCoverageMask ? .ownLook : nil
    }
}
