import Foundation

/// Where `sublayerTransform` applies: in this layer's bounds coordinates, about its anchor point
/// (the bounds' centre by default), as Core Animation applies it — a perspective set there has its
/// vanishing point over the anchor, not over the bounds' top-left corner.
extension CALayer {
    /// `sublayerTransform` conjugated to turn about the anchor, `T(−a) · S · T(a)` with `a` the anchor
    /// in bounds coordinates; nil when it is the identity (the common case, which costs nothing).
    var sublayerTransformAboutAnchor: CATransform3D? {
        guard !CATransform3DIsIdentity(sublayerTransform) else { return nil }
        let ax = bounds.minX + anchorPoint.x * bounds.width, ay = bounds.minY + anchorPoint.y * bounds.height
        let toAnchor = CATransform3DMakeTranslation(-ax, -ay, 0), back = CATransform3DMakeTranslation(ax, ay, 0)
        return CATransform3DConcat(CATransform3DConcat(toAnchor, sublayerTransform), back)
    }
}
