import Foundation

/// An item's own physical properties (UIKit's `UIDynamicItemBehavior`): density (mass), bounce and
/// friction in collisions, linear and angular resistance (velocity decays as e^(−resistance·t)),
/// whether it may turn, whether it is anchored in place, its charge for electric and magnetic
/// fields, and velocities added from outside (a pan's release velocity).
@MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    open var elasticity: CGFloat = 0 { didSet { applySurface() } }
    open var friction: CGFloat = 0 { didSet { applySurface() } }
    open var density: CGFloat = 1 { didSet { applyMass() } }
    /// Linear velocity damping, per second: 0 keeps velocity, larger values stop items sooner.
    open var resistance: CGFloat = 0
    /// Angular velocity damping, per second, as `resistance` is for linear velocity.
    open var angularResistance: CGFloat = 0
    open var allowsRotation = true { didSet { applyMass() } }
    /// What electric and magnetic fields act on: their force is proportional to it (0 by default).
    open var charge: CGFloat = 0
    /// An anchored item does not move (a kinematic body in Chipmunk); others still collide with it.
    open var isAnchored = false { didSet { applyMass(); wake() } }

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        items.append(item)
        if dynamicAnimator != nil { applyMass(); applySurface() }
    }

    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    /// Adds `velocity` (points/s) to `item`'s; takes effect at once if the behaviour is running.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard let world = dynamicAnimator?.world else { pending.append((item, velocity)); return }
        let v = world.velocity(of: item)
        world.setVelocity(CGPoint(x: v.x + velocity.x, y: v.y + velocity.y), of: item)
        wake()
    }

    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        dynamicAnimator?.world.velocity(of: item) ?? .zero
    }

    /// Adds `velocity` (radians/s, positive turning from +x toward +y) to `item`'s spin.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard let world = dynamicAnimator?.world else { pendingSpins.append((item, velocity)); return }
        world.setAngularVelocity(CGFloat(world.angularVelocity(of: item)) + velocity, of: item)
        wake()
    }

    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        guard let world = dynamicAnimator?.world else { return 0 }
        return CGFloat(world.angularVelocity(of: item))
    }

    /// Velocities added before the behaviour joined an animator.
    private var pending: [(UIDynamicItem, CGPoint)] = []
    private var pendingSpins: [(UIDynamicItem, CGFloat)] = []

    override func attach(to world: PhysicsWorld, referenceBounds: CGRect) {
        applyMass()
        applySurface()
        for (item, velocity) in pending { world.setVelocity(velocity, of: item) }
        for (item, spin) in pendingSpins { world.setAngularVelocity(spin, of: item) }
        pending.removeAll()
        pendingSpins.removeAll()
    }

    override func applyForces(in world: PhysicsWorld) {
        guard resistance > 0 || angularResistance > 0 else { return }
        for item in items {
            let m = CGFloat(world.mass(of: item)), v = world.velocity(of: item)
            let inertia = CGFloat(world.moment(of: item)), spin = CGFloat(world.angularVelocity(of: item))
            let torque = inertia.isFinite ? -angularResistance * inertia * spin : 0
            world.applyForce(CGVector(dx: -resistance * m * v.x, dy: -resistance * m * v.y), torque: torque, to: item)
        }
    }

    private func applyMass() {
        guard let world = dynamicAnimator?.world else { return }
        for item in items {
            world.setAnchored(isAnchored, density: density, allowsRotation: allowsRotation, of: item)
            world.setDensity(density, allowsRotation: allowsRotation, of: item)
        }
    }

    private func applySurface() {
        guard let world = dynamicAnimator?.world else { return }
        for item in items { world.setSurface(elasticity: elasticity, friction: friction, of: item) }
    }

    /// The charge fields see on `item`: this behaviour's, if it holds the item.
    func charge(of item: UIDynamicItem) -> CGFloat? {
        items.contains { $0 === item } ? charge : nil
    }
}
