import Foundation

/// Something UIKit Dynamics can move: a centre, a size and a rotation (UIKit's `UIDynamicItem`).
/// `UIView` is one; the engine reads an item when a behaviour first takes it and writes its centre
/// and rotation back after each step.
@MainActor
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// The shape collisions use (a rectangle by default).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// With `.path`: a convex outline with (0, 0) at the item's centre (an empty path by default).
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

/// The shapes an item can collide as.
public enum UIDynamicItemCollisionBoundsType: Int, Sendable {
    case rectangle, ellipse, path
}

extension UIView: UIDynamicItem {}
