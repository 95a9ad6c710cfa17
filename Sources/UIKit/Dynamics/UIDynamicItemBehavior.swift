import Foundation

/// An item's own physical properties (UIKit's `UIDynamicItemBehavior`): density (mass), bounce and
/// friction in collisions, linear resistance (velocity decays as e^(−resistance·t)), whether it may
/// turn, and velocities added from outside (a pan's release velocity).
@MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    open var elasticity: CGFloat = 0 { didSet { applySurface() } }
    open var friction: CGFloat = 0 { didSet { applySurface() } }
    open var density: CGFloat = 1 { didSet { applyMass() } }
    /// Linear velocity damping, per second: 0 keeps velocity, larger values stop items sooner.
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var allowsRotation = true { didSet { applyMass() } }

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        items.append(item)
        if dynamicAnimator != nil { applyMass(); applySurface() }
    }

    /// Adds `velocity` (points/s) to `item`'s; takes effect at once if the behaviour is running.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard let world = dynamicAnimator?.world else { pending.append((item, velocity)); return }
        let v = world.velocity(of: item)
        world.setVelocity(CGPoint(x: v.x + velocity.x, y: v.y + velocity.y), of: item)
    }

    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        dynamicAnimator?.world.velocity(of: item) ?? .zero
    }

    /// Velocities added before the behaviour joined an animator.
    private var pending: [(UIDynamicItem, CGPoint)] = []

    override func attach(to world: PhysicsWorld, referenceBounds: CGRect) {
        applyMass()
        applySurface()
        for (item, velocity) in pending { world.setVelocity(velocity, of: item) }
        pending.removeAll()
    }

    override func applyForces(in world: PhysicsWorld) {
        guard resistance > 0 || angularResistance > 0 else { return }
        for item in items {
            let m = CGFloat(world.mass(of: item)), v = world.velocity(of: item)
            world.applyForce(CGVector(dx: -resistance * m * v.x, dy: -resistance * m * v.y), to: item)
        }
    }

    private func applyMass() {
        guard let world = dynamicAnimator?.world else { return }
        for item in items { world.setDensity(density, allowsRotation: allowsRotation, of: item) }
    }

    private func applySurface() {
        guard let world = dynamicAnimator?.world else { return }
        for item in items { world.setSurface(elasticity: elasticity, friction: friction, of: item) }
    }
}
