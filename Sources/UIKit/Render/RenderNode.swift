import Foundation

/// One layer as the compositor receives it: plain values, no references back into the tree.
///
/// Coordinates: a node's local space has (0, 0) at the top-left of its bounds; `transform` maps that
/// space into the parent node's local space (or the window for a root).
public struct RenderNode: CustomStringConvertible {
    /// The model layer's `serial` (never a presentation copy's, which is new every frame an animation
    /// runs): how damage tracking recognises a node from one frame to the next, and how tests find it.
    public var id: Int
    public var size: CGSize
    public var transform: ProjectiveTransform
    public var opacity: CGFloat
    public var backgroundColor: CGColor?
    public var cornerRadius: CGFloat
    public var maskedCorners: CACornerMask
    /// The corners' shape (`CALayer.cornerCurve`).
    public var cornerCurve: CALayerCornerCurve = .circular
    public var borderWidth: CGFloat
    public var borderColor: CGColor?
    public var shadow: Shadow?
    public var content: LayerContent?
    public var clipsToBounds: Bool
    /// Non-nil: what lies behind the node's bounds is blurred and tinted before the node draws.
    public var backdrop: Backdrop?
    /// Non-nil: the node and its subtree are drawn offscreen, then shown as their coverage filled
    /// with this colour (`CALayer.silhouetteColor`, vibrancy).
    public var silhouette: CGColor?
    /// The mask layer's node, in this node's local space (zero or one element).
    public var mask: [RenderNode]
    public var children: [RenderNode]

    // Placement: written by `DamageTracker.plan(_:)`, read by the compositor. A node nobody planned
    // keeps the defaults, which mean "draw it wherever it lands, smoothly, piece by piece" (no
    // culling). Planning may also move `transform` by less than a pixel so the node lands on whole
    // pixels (`PixelSnapping`).

    /// Where this node's own drawing (background, content, border, shadow) lands in window pixels,
    /// cut by every clipping ancestor and rounded out to whole pixels; `.null` when it draws nothing.
    public var drawBounds: CGRect = .infinite
    /// `drawBounds` of the node and its whole subtree: a compositor skips the subtree when this misses
    /// what it is redrawing.
    public var subtreeBounds: CGRect = .infinite
    /// How the compositor samples this node's pictures when its transform rotates or projects them.
    public var filter: RenderFilter = .smooth
    /// Non-nil when the compositor should draw this node (and, if the look says so, its subtree)
    /// from one composed picture: see `RenderNode+Composition.swift` for which nodes and why.
    public var composedLook: ComposedLook?
    /// Non-zero when this subtree is one its layer kept (`CALayer+RetainedNode.swift`): two nodes
    /// with the same `id` and the same non-zero `keptVersion` are the same subtree, so the damage
    /// tracker can reuse what it worked out for it last frame.
    public var keptVersion: Int = 0

    /// A backdrop effect (`CALayer.backdropBlurRadius` and its tint): the compositor blurs what it
    /// has drawn behind the node's bounds with a Gaussian of standard deviation `radius` (points),
    /// then fills the bounds with `tint`, then draws the node as usual on top.
    public struct Backdrop: Equatable, Hashable {
        public var radius: CGFloat
        public var tint: CGColor?
        public var saturation: CGFloat

        public init(radius: CGFloat, tint: CGColor?, saturation: CGFloat = 1) {
            self.radius = radius
            self.tint = tint
            self.saturation = saturation
        }

        /// How far beyond the bounds the blur reads the backdrop, in whole pixels: three standard
        /// deviations, where the Gaussian's weight has fallen under 1 %. Damage reaching that far
        /// redraws the whole blurred area.
        public var reach: Int { radius > 0 ? Int((radius * 3).rounded(.up)) : 0 }
    }

    public struct Shadow: Equatable {
        public var color: CGColor
        public var opacity: CGFloat
        public var radius: CGFloat
        public var offset: CGSize
        /// nil: the rounded bounds.
        public var path: CGPath?
    }

    public init(id: Int, size: CGSize, transform: ProjectiveTransform = .identity, opacity: CGFloat = 1,
                backgroundColor: CGColor? = nil, cornerRadius: CGFloat = 0, maskedCorners: CACornerMask = .all,
                borderWidth: CGFloat = 0, borderColor: CGColor? = nil, shadow: Shadow? = nil,
                content: LayerContent? = nil, clipsToBounds: Bool = false, mask: [RenderNode] = [],
                children: [RenderNode] = []) {
        self.id = id
        self.size = size
        self.transform = transform
        self.opacity = opacity
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shadow = shadow
        self.content = content
        self.clipsToBounds = clipsToBounds
        self.mask = mask
        self.children = children
    }

    /// The effective corner radius, clamped as Core Animation clamps it to half the shorter side.
    public var clampedCornerRadius: CGFloat {
        max(0, min(cornerRadius, min(size.width, size.height) / 2))
    }

    /// Depth-first search by layer serial.
    public func find(id: Int) -> RenderNode? {
        if self.id == id { return self }
        for c in children { if let n = c.find(id: id) { return n } }
        return nil
    }

    public var description: String { describe(indent: 0) }

    func describe(indent: Int) -> String {
        var parts = ["#\(id)", "\(Int(size.width))×\(Int(size.height))"]
        if !transform.isIdentity { parts.append("m=\(transform)") }
        if opacity != 1 { parts.append(String(format: "α=%.3f", Double(opacity))) }
        if let bg = backgroundColor { parts.append("bg=\(bg)") }
        if cornerRadius > 0 { parts.append("r=\(cornerRadius)\(cornerCurve == .continuous ? " continuous" : "")") }
        if borderWidth > 0 { parts.append("border=\(borderWidth)") }
        if shadow != nil { parts.append("shadow") }
        if clipsToBounds { parts.append("clips") }
        if let b = backdrop { parts.append(String(format: "backdrop blur %.1f", Double(b.radius))) }
        if let c = content { parts.append("[\(c)]") }
        var s = String(repeating: "  ", count: indent) + parts.joined(separator: " ")
        for m in mask { s += "\n" + String(repeating: "  ", count: indent + 1) + "mask:\n" + m.describe(indent: indent + 2) }
        for c in children { s += "\n" + c.describe(indent: indent + 1) }
        return s
    }
}

/// A whole frame: what the compositor draws, in window pixels.
public struct DisplayList: CustomStringConvertible {
    public var size: CGSize
    /// Drawn under everything (the window's clear colour).
    public var backgroundColor: CGColor
    public var roots: [RenderNode]
    /// What changed since the frame before, in window pixels: written by `DamageTracker.plan(_:)`.
    /// Nil means everything (a list nobody planned, the first frame, a resize).
    public var damage: DamageRegion?
    /// The part of `damage` that can change what a blurring node sees behind it: the changes of
    /// what is drawn before a blurring node, in this frame or the last. What stays in front of every
    /// blur (a blur view's content, a view sliding over it, the blur view's own fade) is left out.
    /// A compositor may keep a blurred backdrop whose area this misses. Nil means everything.
    public var backdropDamage: DamageRegion?

    public init(size: CGSize, backgroundColor: CGColor, roots: [RenderNode]) {
        self.size = size
        self.backgroundColor = backgroundColor
        self.roots = roots
    }

    public func find(id: Int) -> RenderNode? {
        for r in roots { if let n = r.find(id: id) { return n } }
        return nil
    }

    public var description: String {
        "DisplayList \(Int(size.width))×\(Int(size.height))\n" + roots.map { $0.describe(indent: 1) }.joined(separator: "\n")
    }
}
