import Foundation

/// A constant acceleration of its items (UIKit's `UIGravityBehavior`): `gravityDirection` (0, 1) by
/// default, where a magnitude of 1.0 is 1000 points/s², as UIKit documents.
@MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// UIKit's unit: the acceleration of a magnitude of 1.0, in points/s².
    public static let pointsPerSecondSquaredPerUnit: CGFloat = 1000

    public private(set) var items: [UIDynamicItem]
    open var gravityDirection = CGVector(dx: 0, dy: 1)

    /// The direction's angle (radians, 0 along +x, growing toward +y).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { gravityDirection = CGVector(dx: cos(newValue) * magnitude, dy: sin(newValue) * magnitude) }
    }

    /// The direction's length: 1.0 is 1000 points/s².
    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set {
            let a = angle
            gravityDirection = CGVector(dx: cos(a) * newValue, dy: sin(a) * newValue)
        }
    }

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        items.append(item)
        dynamicAnimator?.world.body(for: item)
    }

    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    override func attach(to world: PhysicsWorld, referenceBounds: CGRect) {
        for item in items { world.body(for: item) }
    }

    override func applyForces(in world: PhysicsWorld) {
        let g = CGVector(dx: gravityDirection.dx * Self.pointsPerSecondSquaredPerUnit,
                         dy: gravityDirection.dy * Self.pointsPerSecondSquaredPerUnit)
        for item in items { world.applyAcceleration(g, to: item) }
    }
}
