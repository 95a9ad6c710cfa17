import Foundation

/// What damage tracking and the compositor must agree on about one node: whether it draws, where its
/// pixels can land, whether its subtree is drawn as one group, and what decides its pixels.
extension RenderNode {
    /// False for pure containers: no background, content, border or shadow of their own.
    public var drawsSomething: Bool {
        backgroundColor != nil || content != nil || (borderWidth > 0 && borderColor != nil) || visibleShadow != nil
            || backdrop != nil
    }

    /// The shadow, when it shows: Core Animation's `masksToBounds` clips a layer's own shadow away.
    public var visibleShadow: Shadow? { clipsToBounds ? nil : shadow }

    /// True when the subtree is drawn offscreen and composited once: group opacity, clipping that
    /// has something to clip, a mask layer, or a silhouette.
    public var isolatesSubtree: Bool {
        (opacity < 1 && !children.isEmpty) || (clipsToBounds && (!children.isEmpty || content != nil)) || !mask.isEmpty
            || silhouette != nil
    }

    /// Everything this node's own drawing can touch, placed by `m` (its transform to the window):
    /// its bounds, an image placed beyond them by its gravity, a drawing's extent, and its blurred,
    /// offset shadow.
    public func ownExtent(m: ProjectiveTransform) -> CGRect {
        let local = CGRect(origin: .zero, size: size)
        var extent = m.boundingBox(of: local)
        if let content {
            switch content.kind {
            case .image(_, let rect): extent = extent.union(m.boundingBox(of: rect))
            case .text: extent = extent.union(m.boundingBox(of: CGRect(origin: .zero, size: content.size)))
            case .drawing(let drawing): extent = extent.union(m.boundingBox(of: drawing.extent))
            }
        }
        if let s = visibleShadow {
            let shape = s.path?.boundingBox ?? local
            let pad = CGFloat(Shadow.reach(radius: Double(s.radius)))
            let drawn = CGRect(x: shape.minX + s.offset.width - pad, y: shape.minY + s.offset.height - pad,
                               width: shape.width.rounded(.up) + 2 * pad, height: shape.height.rounded(.up) + 2 * pad)
            extent = extent.union(m.boundingBox(of: drawn))
        }
        return extent
    }

    /// Feeds everything of the node's own that decides its pixels, apart from its placement.
    func hashAppearance(into h: inout Hasher) {
        hashLook(into: &h)
        h.combine(opacity)
        h.combine(filter == .fast)
    }

    /// Feeds what the node's own drawing looks like in its own space: `hashAppearance` without the
    /// opacity and the filter, which a composed picture applies when it is composited (see
    /// `RenderNode+Composition.swift`).
    func hashLook(into h: inout Hasher) {
        h.combine(size.width); h.combine(size.height)
        h.combine(backgroundColor)
        h.combine(cornerRadius); h.combine(maskedCorners.rawValue); h.combine(cornerCurve)
        h.combine(borderWidth); h.combine(borderColor)
        if let s = visibleShadow {
            h.combine(s.color); h.combine(s.opacity); h.combine(s.radius)
            h.combine(s.offset.width); h.combine(s.offset.height)
            if let path = s.path { h.combine(path.description) }
        }
        h.combine(content?.serial ?? 0)
        h.combine(clipsToBounds)
        h.combine(backdrop)
        h.combine(silhouette)
    }
}

extension RenderNode.Shadow {
    /// How far beyond its shape a shadow blurred with `radius` can reach, in whole pixels. Compositors
    /// must keep their blur within it: damage tracking trusts it.
    public static func reach(radius: Double) -> Int {
        guard radius > 0 else { return 0 }
        return Int((radius * 1.5).rounded(.up))
    }
}
