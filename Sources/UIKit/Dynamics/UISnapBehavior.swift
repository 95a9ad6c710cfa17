import Foundation

/// Pulls an item to a point and upright, with a springy settle (UIKit's `UISnapBehavior`).
///
/// A damped spring force toward `snapPoint` and a damped torque toward angle 0, both on Chipmunk's
/// body: natural frequency 1.5 Hz (within 2 % of the travel from the point in under a second)
/// and a damping ratio equal to `damping` (0.5 by default, as UIKit's), so 1 settles
/// without overshoot and lower values swing past the point and back.
@MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's natural frequency, in hertz.
    public static let frequency: CGFloat = 1.5

    public let item: UIDynamicItem
    open var snapPoint: CGPoint
    /// 0…1: how quickly the swing dies out (1 is critically damped).
    open var damping: CGFloat = 0.5

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override func attach(to world: PhysicsWorld, referenceBounds: CGRect) { world.body(for: item) }

    override func applyForces(in world: PhysicsWorld) {
        let m = CGFloat(world.mass(of: item))
        let omega = 2 * .pi * Self.frequency
        let zeta = max(0, min(1, damping))
        let p = world.position(of: item), v = world.velocity(of: item)
        let k = m * omega * omega, c = 2 * zeta * m * omega
        // The same oscillator for the angle, scaled by the moment of inertia (none if it may not turn).
        let inertia = CGFloat(world.moment(of: item))
        let torque = inertia.isFinite ? -inertia * omega * omega * CGFloat(world.angle(of: item))
            - 2 * zeta * inertia * omega * CGFloat(world.angularVelocity(of: item)) : 0
        world.applyForce(CGVector(dx: -k * (p.x - snapPoint.x) - c * v.x, dy: -k * (p.y - snapPoint.y) - c * v.y),
                         torque: torque, to: item)
    }
}
