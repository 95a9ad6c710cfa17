import Foundation

/// Which way a one-sided layer (`isDoubleSided == false`) faces, for leaving its back out of the
/// display list as Core Animation does.
///
/// Why the whole chain to the root: a layer faces away when its plane, carried through every
/// ancestor's transform and `sublayerTransform` to the window, is seen from behind — a card turned
/// 100° inside a container turned −20° still faces the viewer. The chain uses what is drawn this
/// frame (presentation values of animating layers), so a flip animation hides the back mid-turn.
extension DisplayListBuilder {
    /// True when `layer` (the presented copy of `model`), placed under `parentSublayer`, shows its back.
    static func facesAway(_ layer: CALayer, model: CALayer, parentSublayer: CATransform3D?) -> Bool {
        var m = layer.boundsToSuperlayer(parentSublayerTransform: parentSublayer)
        var current = model.superlayer
        while let ancestor = current {
            let seen = presented(ancestor)
            let above = ancestor.superlayer.map(presented)?.sublayerTransformAboutAnchor
            m = m.concatenating(seen.boundsToSuperlayer(parentSublayerTransform: above))
            current = ancestor.superlayer
        }
        return showsBack(m, bounds: layer.bounds)
    }

    /// Whether `m` reverses the winding of `bounds` as drawn: the sign of the projective map's
    /// Jacobian, det(M) / w³, at the bounds' centre. (A layer seen edge-on, det = 0, draws nothing
    /// either way and is not called a back.)
    static func showsBack(_ m: ProjectiveTransform, bounds: CGRect) -> Bool {
        let w = Double(bounds.midX) * m.m2 + Double(bounds.midY) * m.m5 + m.m8
        return m.determinant * w < 0
    }

    private static func presented(_ layer: CALayer) -> CALayer {
        layer.animationEntries.isEmpty ? layer : (layer.presentation() ?? layer)
    }
}
