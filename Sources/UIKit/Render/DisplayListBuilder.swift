import Foundation

/// Turns the presentation layer tree into a `DisplayList`, once per frame.
///
/// Hidden and fully transparent layers are left out: they draw nothing and cost nothing.
public enum DisplayListBuilder {
    public static func build(root: CALayer, size: CGSize,
                             backgroundColor: CGColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)) -> DisplayList {
        let node = makeNode(root, parentOrigin: .zero)
        return DisplayList(size: size, backgroundColor: backgroundColor, roots: node.map { [$0] } ?? [])
    }

    /// The node for `layer` and its subtree; `parentOrigin` is the parent's bounds origin, subtracted
    /// so children land in the parent's local space.
    ///
    /// A subtree whose layers have not changed since the last build is not built again: its layer
    /// kept the node (`CALayer+RetainedNode.swift`).
    public static func makeNode(_ model: CALayer, parentOrigin: CGPoint) -> RenderNode? {
        var built = 0
        return makeNode(model, parentOrigin: parentOrigin, reusing: true, built: &built).node
    }

    /// `makeNode(_:parentOrigin:)`, adding to `built` the number of nodes made anew (not kept).
    public static func makeNode(_ model: CALayer, parentOrigin: CGPoint, countingBuiltNodesIn built: inout Int) -> RenderNode? {
        makeNode(model, parentOrigin: parentOrigin, reusing: true, built: &built).node
    }

    /// The same list as `makeNode(_:parentOrigin:)`, built from nothing: what a kept node must equal
    /// (the invariant checker compares them).
    public static func makeFreshNode(_ model: CALayer, parentOrigin: CGPoint) -> RenderNode? {
        var built = 0
        return makeNode(model, parentOrigin: parentOrigin, reusing: false, built: &built).node
    }

    /// Builds (or reuses) the node; `settled` is false when a layer in the subtree is animating, so
    /// neither it nor any ancestor may keep what was built this frame. `parentSublayer` is the
    /// parent's `sublayerTransformAboutAnchor` as drawn this frame.
    static func makeNode(_ model: CALayer, parentOrigin: CGPoint, parentSublayer: CATransform3D? = nil,
                         reusing: Bool, built: inout Int) -> (node: RenderNode?, settled: Bool) {
        if reusing, let kept = model.retainedNode, kept.parentOrigin == parentOrigin,
           kept.parentSublayer == parentSublayer {
            return (kept.node, true)
        }
        let animating = !model.animationEntries.isEmpty
        let layer = animating ? (model.presentation() ?? model) : model
        // Not drawn: nothing to keep (see RetainedNode for why its ancestors may still keep theirs).
        if layer.isHidden || layer.opacity <= 0 { return (nil, !animating) }
        // A one-sided layer's facing depends on its ancestors too, so it is decided afresh every frame.
        if !layer.isDoubleSided,
           facesAway(layer, model: model, parentSublayer: parentSublayer) { return (nil, false) }
        var settled = !animating && layer.isDoubleSided
        built += 1
        var node = makeOwnNode(layer, model: model, parentOrigin: parentOrigin, parentSublayer: parentSublayer,
                               reusing: reusing, settled: &settled, built: &built)
        if let frozen = model.contentProvider as? FrozenContentProviding {
            // A snapshot stretches what it froze to its current bounds, as UIKit's snapshot views do.
            let from = frozen.frozenSize, to = layer.bounds.size
            let scale = ProjectiveTransform(scaleX: from.width > 0 ? to.width / from.width : 1,
                                            y: from.height > 0 ? to.height / from.height : 1)
            node.children = frozen.frozenNodes.map { n in
                var n = n
                n.transform = n.transform.concatenating(scale)
                return n
            }
        } else if let sub = model.sublayers {
            let origin = layer.bounds.origin, sublayer = layer.sublayerTransformAboutAnchor
            node.children.reserveCapacity(sub.count)
            for child in sub {
                let made = makeNode(child, parentOrigin: origin, parentSublayer: sublayer, reusing: reusing, built: &built)
                if let n = made.node { node.children.append(n) }
                settled = settled && made.settled
            }
        }
        if reusing && settled {
            model.keptNodeCount += 1
            node.keptVersion = model.keptNodeCount
            model.retainedNode = RetainedNode(node: node, parentOrigin: parentOrigin, parentSublayer: parentSublayer)
        }
        return (node, settled)
    }

    /// One node: geometry and animatable appearance from the presentation `layer`, content and mask
    /// from the `model` (it owns their caches; a drawing layer whose path or colours animate makes
    /// its content from the presentation values).
    static func makeOwnNode(_ layer: CALayer, model: CALayer, parentOrigin: CGPoint, parentSublayer: CATransform3D?,
                            reusing: Bool, settled: inout Bool, built: inout Int) -> RenderNode {
        let local = ProjectiveTransform(translationX: layer.bounds.minX, y: layer.bounds.minY)
            .concatenating(layer.boundsToSuperlayer(parentSublayerTransform: parentSublayer))
            .concatenating(ProjectiveTransform(translationX: -parentOrigin.x, y: -parentOrigin.y))
        var shadow: RenderNode.Shadow?
        if layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 {
            shadow = RenderNode.Shadow(color: color, opacity: CGFloat(layer.shadowOpacity),
                                       radius: layer.shadowRadius, offset: layer.shadowOffset, path: layer.shadowPath)
        }
        var maskNodes: [RenderNode] = []
        if let m = model.mask {
            let made = makeNode(m, parentOrigin: layer.bounds.origin, reusing: reusing, built: &built)
            if let n = made.node { maskNodes = [n] }
            settled = settled && made.settled
        }
        var backdrop: RenderNode.Backdrop?
        if layer.backdropBlurRadius > 0.01 || (layer.backdropTintColor?.alpha ?? 0) > 0 {
            backdrop = RenderNode.Backdrop(radius: max(0, layer.backdropBlurRadius), tint: layer.backdropTintColor,
                                           saturation: layer.backdropSaturation)
        }
        var node = RenderNode(
            id: model.serial, size: layer.bounds.size, transform: local, opacity: CGFloat(layer.opacity),
            backgroundColor: layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil },
            cornerRadius: layer.cornerRadius, maskedCorners: layer.maskedCorners,
            borderWidth: layer.borderWidth, borderColor: layer.borderWidth > 0 ? layer.borderColor : nil,
            shadow: shadow, content: layer === model ? model.currentContent() : model.presentedContent(of: layer),
            clipsToBounds: layer.masksToBounds,
            mask: maskNodes, children: [])
        node.backdrop = backdrop
        node.cornerCurve = layer.cornerCurve
        node.silhouette = layer.silhouetteColor
        return node
    }
}

/// A layer owner that shows frozen pixels of another subtree (a snapshot view).
protocol FrozenContentProviding: LayerContentProviding {
    var frozenNodes: [RenderNode] { get }
    /// The bounds size of the original when it was frozen.
    var frozenSize: CGSize { get }
}
