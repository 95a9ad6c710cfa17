import Foundation

/// A field of force over an area (UIKit's `UIFieldBehavior`): before every step each of its items
/// whose centre is in `region` (centred on `position`) gets the field's force on its Chipmunk
/// body. UIKit publishes no units for fields; Segue's (docs/UIKIT-REFERENCE.md):
/// - spring: acceleration −strength · (2π)² · displacement, so strength 1 swings once a second;
/// - drag: acceleration −strength · velocity (velocity decays as e^(−strength·t));
/// - radial and linear gravity, vortex: strength 1.0 is 1000 points/s², as `UIGravityBehavior`;
/// - velocity: steers velocity toward direction × strength × 100 points/s at a rate of 10 per second;
/// - electric: a force of strength × charge × 1000 away from the position (toward it for opposite
///   signs); magnetic: strength × charge × velocity turned a quarter clockwise (y down).
/// Everything is scaled by (distance / 100 points)^(−falloff), the distance held at no less than
/// `minimumRadius` (and a point).
@MainActor
open class UIFieldBehavior: UIDynamicBehavior {
    enum Kind { case spring, drag, radialGravity, linearGravity, velocity, vortex, electric, magnetic, noise, turbulence, custom }

    /// A custom field's force on an item: given the field, the item's position and velocity (points,
    /// points/s), mass and charge, and the step's duration; returns a force (mass × points/s²).
    public typealias EvaluationBlock = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    /// Segue's units: gravity-like fields' acceleration at strength 1, points/s².
    public static let pointsPerSecondSquaredPerUnit: CGFloat = 1000

    public private(set) var items: [UIDynamicItem] = []
    /// The field's centre in the reference view.
    open var position: CGPoint = .zero { didSet { wake() } }
    open var region = UIRegion.infinite { didSet { wake() } }
    open var strength: CGFloat = 1 { didSet { wake() } }
    /// How fast the field weakens with distance: 0 (the default) not at all, 2 as 1/r².
    open var falloff: CGFloat = 0
    open var minimumRadius: CGFloat = 0
    open var direction = CGVector(dx: 0, dy: 0)
    open var smoothness: CGFloat = 0
    open var animationSpeed: CGFloat = 0

    let kind: Kind
    private var evaluation: EvaluationBlock?

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// A field whose force `block` computes for each item, each step.
    public class func field(evaluationBlock block: @escaping EvaluationBlock) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .custom)
        field.evaluation = block
        return field
    }

    /// A smoothly varying random acceleration of up to strength × 1000 points/s² per axis: the same
    /// on every run. `smoothness` 0…1 widens its features from 50 to 500 points; it changes over
    /// time at `animationSpeed` features per second.
    public class func noiseField(smoothness: CGFloat, animationSpeed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = animationSpeed
        return field
    }

    /// Noise as `noiseField`'s, scaled by the item's speed over 100 points/s: still items feel none.
    public class func turbulenceField(smoothness: CGFloat, animationSpeed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = animationSpeed
        return field
    }

    /// Simulated seconds this field has acted, for noise that changes over time.
    private var fieldTime: TimeInterval = 0

    public class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }
    public class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }
    public class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }
    public class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }
    public class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }

    public class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .radialGravity)
        field.position = position
        return field
    }

    public class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }

    public class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }

    open func addItem(_ item: UIDynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        dynamicAnimator?.world.body(for: item)
        wake()
    }

    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    override func attach(to world: PhysicsWorld, referenceBounds: CGRect) {
        for item in items { world.body(for: item) }
    }

    override func applyForces(in world: PhysicsWorld) {
        fieldTime += 1 / UIDynamicAnimator.stepsPerSecond
        guard strength != 0 else { return }
        let charged = kind == .electric || kind == .magnetic || kind == .custom
        let itemBehaviors = charged ? (dynamicAnimator?.behaviors.flatMap(\.allBehaviors) ?? [])
            .compactMap { $0 as? UIDynamicItemBehavior } : []
        for item in items {
            // Chipmunk moves a body by its velocity before applying this step's forces: a force
            // taken where the body will be makes the step symplectic, so a spring field neither
            // gains nor loses energy.
            let p = world.positionAfterDrift(of: item)
            let d = CGPoint(x: p.x - position.x, y: p.y - position.y)
            guard region.contains(d) else { continue }
            let r = hypot(d.x, d.y)
            let scale = falloff == 0 ? 1 : pow(max(r, minimumRadius, 1) / 100, -falloff)
            let s = strength * scale, v = world.velocity(of: item), g = Self.pointsPerSecondSquaredPerUnit
            let away = r > 0 ? CGVector(dx: d.x / r, dy: d.y / r) : CGVector(dx: 0, dy: 0)
            switch kind {
            case .spring:
                let k = s * 4 * .pi * .pi
                world.applyAcceleration(CGVector(dx: -k * d.x, dy: -k * d.y), to: item)
            case .drag:
                world.applyAcceleration(CGVector(dx: -s * v.x, dy: -s * v.y), to: item)
            case .radialGravity:
                world.applyAcceleration(CGVector(dx: -s * g * away.dx, dy: -s * g * away.dy), to: item)
            case .linearGravity:
                world.applyAcceleration(CGVector(dx: s * g * direction.dx, dy: s * g * direction.dy), to: item)
            case .vortex:
                world.applyAcceleration(CGVector(dx: -s * g * away.dy, dy: s * g * away.dx), to: item)
            case .velocity:
                let target = CGPoint(x: direction.dx * 100 * strength, y: direction.dy * 100 * strength)
                world.applyAcceleration(CGVector(dx: 10 * scale * (target.x - v.x), dy: 10 * scale * (target.y - v.y)), to: item)
            case .noise, .turbulence:
                let feature = 50 + 450 * max(0, min(1, smoothness))
                let n = FieldNoise.value(at: CGPoint(x: p.x / feature, y: p.y / feature), time: fieldTime * Double(animationSpeed))
                let speed = kind == .turbulence ? hypot(v.x, v.y) / 100 : 1
                world.applyAcceleration(CGVector(dx: s * g * speed * n.dx, dy: s * g * speed * n.dy), to: item)
            case .custom:
                guard let evaluation else { continue }
                let q = itemBehaviors.lazy.compactMap { $0.charge(of: item) }.first ?? 0
                let force = evaluation(self, p, CGVector(dx: v.x, dy: v.y), CGFloat(world.mass(of: item)), q,
                                       1 / UIDynamicAnimator.stepsPerSecond)
                world.applyForce(CGVector(dx: force.dx * scale, dy: force.dy * scale), to: item)
            case .electric, .magnetic:
                let q = itemBehaviors.lazy.compactMap { $0.charge(of: item) }.first ?? 0
                guard q != 0 else { continue }
                let force = kind == .electric ? CGVector(dx: s * q * g * away.dx, dy: s * q * g * away.dy)
                                              : CGVector(dx: -s * q * v.y, dy: s * q * v.x)
                world.applyForce(force, to: item)
            }
        }
    }
}
