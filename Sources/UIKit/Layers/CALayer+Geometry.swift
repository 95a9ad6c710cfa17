import Foundation

/// Coordinate conversion between layers: the chain of `position`/`anchorPoint`/`transform`/`bounds`.
extension CALayer {
    /// Maps a point in this layer's bounds coordinates to its superlayer's bounds coordinates, by the
    /// layer's own geometry (what `frame` is the box of; the superlayer's `sublayerTransform` is not in it).
    ///
    /// `p − bounds.origin − anchorPoint·size`, then `transform` (flattened to the plane as Core Animation
    /// does when it composites a layer into its parent), then `+ position`.
    public func boundsToSuperlayer() -> ProjectiveTransform {
        boundsToSuperlayer(parentSublayerTransform: nil)
    }

    /// `boundsToSuperlayer()` followed, before flattening, by the superlayer's `sublayerTransform`
    /// about its anchor (`sublayerTransformAboutAnchor`, nil for none). The product is flattened only
    /// once: the sublayer's own 3D turn must reach the parent's perspective with its depth, or a card
    /// turned about y would narrow without foreshortening.
    func boundsToSuperlayer(parentSublayerTransform parent: CATransform3D?) -> ProjectiveTransform {
        let size = bounds.size
        let toAnchor = CATransform3DMakeTranslation(-bounds.minX - anchorPoint.x * size.width,
                                                    -bounds.minY - anchorPoint.y * size.height, 0)
        let toPosition = CATransform3DMakeTranslation(position.x, position.y, zPosition)
        var m = CATransform3DConcat(CATransform3DConcat(toAnchor, transform), toPosition)
        if let parent { m = CATransform3DConcat(m, parent) }
        return ProjectiveTransform(flattening: m)
    }

    /// Maps this layer's bounds coordinates to the root layer's (the window's) coordinates, through
    /// every ancestor's geometry and `sublayerTransform`, as the display list draws it.
    public func boundsToRoot() -> ProjectiveTransform {
        var m = ProjectiveTransform.identity
        var layer: CALayer? = self
        while let l = layer, let parent = l.superlayer {
            m = m.concatenating(l.boundsToSuperlayer(parentSublayerTransform: parent.sublayerTransformAboutAnchor))
            layer = parent
        }
        return m
    }

    /// The outermost ancestor.
    public var rootLayer: CALayer {
        var l = self
        while let p = l.superlayer { l = p }
        return l
    }

    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let toRoot = boundsToRoot().applying(point)
        guard let layer else { return toRoot }
        return layer.boundsToRoot().inverted().applying(toRoot)
    }

    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let root = layer.map { $0.boundsToRoot().applying(point) } ?? point
        return boundsToRoot().inverted().applying(root)
    }

    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        let m = layer.map { boundsToRoot().concatenating($0.boundsToRoot().inverted()) } ?? boundsToRoot()
        return m.boundingBox(of: rect)
    }

    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        let fromRoot = boundsToRoot().inverted()
        let m = layer.map { $0.boundsToRoot().concatenating(fromRoot) } ?? fromRoot
        return m.boundingBox(of: rect)
    }

    /// Whether `point` (in this layer's bounds coordinates) is inside the bounds.
    public func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }
}
