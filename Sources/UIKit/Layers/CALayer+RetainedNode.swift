import Foundation

/// The render node a layer's subtree became in the last display list, kept until something in the
/// subtree changes, so a frame rebuilds only the paths from changed layers to the root.
///
/// Why: a window of a thousand views of which one moves must not cost a thousand node builds a
/// frame. A layer keeps its subtree's node when the builder made it from nothing but settled layers
/// (no running animation anywhere in it, whose presentation values move without any setter being
/// called). Any change to a layer — every setter, new content, a sublayer added or removed, a mask
/// changed — drops the kept nodes of the layer and of each ancestor (through `superlayer`, or
/// `maskOwner` for a mask) up to the first that keeps none.
///
/// Why stopping there is safe: an ancestor keeps a node only if every visible layer under it kept
/// one when it was built, so above a layer without one either nothing is kept, or that layer is
/// invisible (hidden, or transparent) and what changes under it is not drawn. Making it visible is a
/// change of its own, which clears the ancestors.
///
/// A one-sided layer (`isDoubleSided = false`) is never kept: whether its back faces the viewer
/// depends on every ancestor's transform, which its own setters do not see change.
struct RetainedNode {
    /// The subtree's node (nil: the layer was not drawn).
    var node: RenderNode
    /// The parent's bounds origin it was placed against (a scrolled parent places it elsewhere).
    var parentOrigin: CGPoint
    /// The parent's `sublayerTransform` about its anchor it was placed under (nil: none).
    var parentSublayer: CATransform3D? = nil
}

extension CALayer {
    /// Drops the kept node of this layer and of its ancestors up to the first that keeps none.
    func dropRetainedNodes() {
        retainedNode = nil
        var next = superlayer ?? maskOwner
        while let layer = next, layer.retainedNode != nil {
            layer.retainedNode = nil
            next = layer.superlayer ?? layer.maskOwner
        }
    }
}
