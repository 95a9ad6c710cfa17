import Foundation

/// Which view a point falls on. Uses model values, as UIKit does: a view animating away is hit where
/// it is going, not where it is drawn.
extension UIView {
    /// The deepest visible, interactive descendant containing `point` (in this view's coordinates).
    /// Hidden views, views with user interaction off and views with alpha below 0.01 are skipped with
    /// their subtrees; subviews outside this view's bounds are not hit, as in UIKit.
    func performHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // The threshold is compared in the layer's Float: `alpha = 0.01` reads back as 0.0099999998.
        // A view animating in a block without .allowUserInteraction ignores touches, as in UIKit.
        guard isUserInteractionEnabled, !isHidden, layer.opacity >= 0.01, !layer.hasInteractionBlockingAnimation,
              self.point(inside: point, with: event) else {
            return nil
        }
        for sub in subviews.reversed() {
            let p = sub.convert(point, from: self)
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }

    func performPoint(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }
}

/// Conversion between the coordinate systems of two views (nil: the window).
extension UIView {
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }
}
