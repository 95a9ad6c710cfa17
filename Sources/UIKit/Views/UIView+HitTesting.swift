import Foundation

/// Which view a point falls on. Uses model values, as UIKit does: a view animating away in a
/// `UIView.animate` block is hit where it is going, not where it is drawn. A view moved by a property
/// animator or a percent-driven transition is hit where it is drawn, as UIKit's property animators do
/// (their hit-testing is automatic unless `isManualHitTestingEnabled`): that is what lets the user
/// grab a panel in the middle of its transition.
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
            var p = sub.convert(point, from: self)
            if sub.layer.hasDrivenAnimation, let seen = sub.layer.presentation() {
                // Where it is drawn: shift by how far the drawn frame is from the model frame.
                let model = sub.layer.frame, drawn = seen.frame
                p = CGPoint(x: p.x - (drawn.minX - model.minX), y: p.y - (drawn.minY - model.minY))
            }
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
