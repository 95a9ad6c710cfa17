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
    public static func makeNode(_ model: CALayer, parentOrigin: CGPoint) -> RenderNode? {
        let layer = model.presentation() ?? model
        if layer.isHidden || layer.opacity <= 0 { return nil }
        if let frozen = model.contentProvider as? FrozenContentProviding {
            // A snapshot stretches what it froze to its current bounds, as UIKit's snapshot views do.
            var node = makeOwnNode(layer, model: model, parentOrigin: parentOrigin)
            let from = frozen.frozenSize, to = layer.bounds.size
            let scale = ProjectiveTransform(scaleX: from.width > 0 ? to.width / from.width : 1,
                                            y: from.height > 0 ? to.height / from.height : 1)
            node.children = frozen.frozenNodes.map { n in
                var n = n
                n.transform = n.transform.concatenating(scale)
                return n
            }
            return node
        }
        var node = makeOwnNode(layer, model: model, parentOrigin: parentOrigin)
        if let sub = model.sublayers {
            let origin = layer.bounds.origin
            node.children = sub.compactMap { makeNode($0, parentOrigin: origin) }
        }
        return node
    }

    /// One node: geometry and animatable appearance from the presentation `layer`, content and mask
    /// from the `model` (they do not animate, and the model owns their caches).
    static func makeOwnNode(_ layer: CALayer, model: CALayer, parentOrigin: CGPoint) -> RenderNode {
        let local = ProjectiveTransform(translationX: layer.bounds.minX, y: layer.bounds.minY)
            .concatenating(layer.boundsToSuperlayer())
            .concatenating(ProjectiveTransform(translationX: -parentOrigin.x, y: -parentOrigin.y))
        var shadow: RenderNode.Shadow?
        if layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0 {
            shadow = RenderNode.Shadow(color: color, opacity: CGFloat(layer.shadowOpacity),
                                       radius: layer.shadowRadius, offset: layer.shadowOffset, path: layer.shadowPath)
        }
        var maskNodes: [RenderNode] = []
        if let m = model.mask, let n = makeNode(m, parentOrigin: layer.bounds.origin) { maskNodes = [n] }
        return RenderNode(
            id: model.serial, size: layer.bounds.size, transform: local, opacity: CGFloat(layer.opacity),
            backgroundColor: layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil },
            cornerRadius: layer.cornerRadius, maskedCorners: layer.maskedCorners,
            borderWidth: layer.borderWidth, borderColor: layer.borderWidth > 0 ? layer.borderColor : nil,
            shadow: shadow, content: model.currentContent(), clipsToBounds: layer.masksToBounds,
            mask: maskNodes, children: [])
    }
}

/// A layer owner that shows frozen pixels of another subtree (a snapshot view).
protocol FrozenContentProviding: LayerContentProviding {
    var frozenNodes: [RenderNode] { get }
    /// The bounds size of the original when it was frozen.
    var frozenSize: CGSize { get }
}
