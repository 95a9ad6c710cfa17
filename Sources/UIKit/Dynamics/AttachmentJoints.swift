import CChipmunk
import Foundation

/// The Chipmunk joints one attachment behaviour becomes, made from its kind and properties.
@MainActor
struct AttachmentJoints {
    let behavior: UIAttachmentBehavior
    let world: PhysicsWorld

    /// The two bodies (the static body for an anchor) and the attachment points on each, in each
    /// body's own coordinates.
    private var ends: (a: OpaquePointer, anchorA: cpVect, b: OpaquePointer, anchorB: cpVect) {
        let items = behavior.items, offsets = behavior.offsets
        let b = world.body(for: items[0]), anchorB = world.localPoint(of: items[0], at: offsets[0])
        if items.count > 1 {
            return (world.body(for: items[1]), world.localPoint(of: items[1], at: offsets[1]), b, anchorB)
        }
        let p = behavior.anchorPoint
        return (world.staticBody, cpv(Double(p.x), Double(p.y)), b, anchorB)
    }

    func make() -> [OpaquePointer] {
        let (a, anchorA, b, anchorB) = ends
        var made: [OpaquePointer] = []
        let range = behavior.attachmentRange
        switch behavior.kind {
        case .sliding(let axis) where behavior.items.count > 1:
            made = slidingBetweenItems(a: a, b: b, axis: axis, range: range)
        case .sliding(let axis):
            made = world.addSlidingJoint(for: behavior.items[0], anchor: behavior.anchorPoint, axis: axis,
                                         range: range.isInfinite ? nil : range)
        case .rod where behavior.frequency > 0:
            let (stiffness, damping) = spring()
            made = [world.addJoint(cpDampedSpringNew(a, b, anchorA, anchorB, Double(behavior.length), stiffness, damping)!)]
        case .rod:
            let rod = cpPinJointNew(a, b, anchorA, anchorB)!
            cpPinJointSetDist(rod, Double(behavior.length))
            made = [world.addJoint(rod)]
        case .limit:
            made = [world.addJoint(cpSlideJointNew(a, b, anchorA, anchorB, 0, Double(behavior.length))!)]
        case .pin, .fixed:
            let p = behavior.anchorPoint
            made = [world.addJoint(cpPivotJointNew(a, b, cpv(Double(p.x), Double(p.y)))!)]
            let relative = cpBodyGetAngle(b) - cpBodyGetAngle(a)
            if case .fixed = behavior.kind {
                made.append(world.addJoint(cpGearJointNew(a, b, relative, 1)!))
            } else if !range.isInfinite {
                made.append(world.addJoint(cpRotaryLimitJointNew(a, b, relative + Double(range.minimum),
                                                                 relative + Double(range.maximum))!))
            }
        }
        if behavior.frictionTorque > 0 {
            let friction = cpSimpleMotorNew(a, b, 0)!
            cpConstraintSetMaxForce(friction, Double(behavior.frictionTorque))
            made.append(world.addJoint(friction))
        }
        return made
    }

    /// Two items sliding along `axis` through the anchor relative to each other without turning: a
    /// groove on the second item's body (in its own coordinates, within `range` of the anchor) that
    /// the second item's copy of the anchor runs in, and a gear joint that keeps their angles apart
    /// as they were.
    private func slidingBetweenItems(a: OpaquePointer, b: OpaquePointer, axis: CGVector, range: UIFloatRange) -> [OpaquePointer] {
        let p = cpv(Double(behavior.anchorPoint.x), Double(behavior.anchorPoint.y))
        let length = max(Double(hypot(axis.dx, axis.dy)), 1e-9)
        let turn = cpvforangle(-cpBodyGetAngle(a))
        let u = cpvrotate(cpv(Double(axis.dx) / length, Double(axis.dy) / length), turn)
        let reach = 1e5
        let low = range.isInfinite ? -reach : Double(range.minimum), high = range.isInfinite ? reach : Double(range.maximum)
        let onA = cpBodyWorldToLocal(a, p)
        let groove = cpGrooveJointNew(a, b, cpvadd(onA, cpvmult(u, low)), cpvadd(onA, cpvmult(u, high)), cpBodyWorldToLocal(b, p))!
        let gear = cpGearJointNew(a, b, cpBodyGetAngle(b) - cpBodyGetAngle(a), 1)!
        return [world.addJoint(groove), world.addJoint(gear)]
    }

    /// Stiffness and damping for a spring of `frequency` Hz and damping ratio `damping` on the
    /// attached mass (the reduced mass m₁m₂/(m₁ + m₂) between two items).
    private func spring() -> (Double, Double) {
        let masses = behavior.items.map { world.mass(of: $0) }.filter(\.isFinite)
        let mass: Double
        switch masses.count {
        case 2: mass = masses[0] * masses[1] / (masses[0] + masses[1])
        case 1: mass = masses[0]
        default: mass = 1
        }
        let omega = 2 * Double.pi * Double(behavior.frequency)
        return (mass * omega * omega, 2 * Double(max(0, behavior.damping)) * mass * omega)
    }
}
