import CChipmunk
import Foundation

/// The Chipmunk2D space a dynamic animator runs: one dynamic body per item (mass from its area, as
/// UIKit's density 1 gives a 100 × 100 item a mass of 1), box shapes for items that collide, static
/// segments for boundaries. Segue writes no solver: stepping, collisions and contacts are
/// Chipmunk's. Coordinates are the reference view's (y down), one unit a point.
@MainActor
final class PhysicsWorld {
    struct Entry {
        let item: UIDynamicItem
        let body: OpaquePointer
        var shape: OpaquePointer?
    }

    private let space: OpaquePointer
    private(set) var entries: [ObjectIdentifier: Entry] = [:]
    private var boundaries: [OpaquePointer] = []
    private var constraints: [OpaquePointer] = []

    init() { space = cpSpaceNew() }

    isolated deinit {
        for entry in entries.values {
            if let shape = entry.shape { cpSpaceRemoveShape(space, shape); cpShapeFree(shape) }
            cpSpaceRemoveBody(space, entry.body)
            cpBodyFree(entry.body)
        }
        for joint in constraints { cpSpaceRemoveConstraint(space, joint); cpConstraintFree(joint) }
        for segment in boundaries { cpSpaceRemoveShape(space, segment); cpShapeFree(segment) }
        cpSpaceFree(space)
    }

    /// UIKit's mass for an item of density 1: its area over 100 × 100 points.
    static func mass(of item: UIDynamicItem) -> Double {
        max(1e-3, Double(item.bounds.width * item.bounds.height) / 10_000)
    }

    /// The body for `item`, made where the item is now.
    @discardableResult
    func body(for item: UIDynamicItem) -> OpaquePointer {
        let key = ObjectIdentifier(item)
        if let entry = entries[key] { return entry.body }
        let mass = Self.mass(of: item)
        let body = cpSpaceAddBody(space, cpBodyNew(mass, cpMomentForBox(mass, Double(item.bounds.width), Double(item.bounds.height))))!
        place(body, at: item)
        entries[key] = Entry(item: item, body: body, shape: nil)
        return body
    }

    /// Puts `body` where `item` is: its centre, and the rotation of its transform.
    private func place(_ body: OpaquePointer, at item: UIDynamicItem) {
        cpBodySetPosition(body, cpv(Double(item.center.x), Double(item.center.y)))
        cpBodySetAngle(body, Double(atan2(item.transform.b, item.transform.a)))
    }

    /// Moves `item`'s body to where the item is now, at rest.
    func resetBody(for item: UIDynamicItem) {
        let body = body(for: item)
        place(body, at: item)
        cpBodySetVelocity(body, cpvzero)
        cpBodySetAngularVelocity(body, 0)
        cpSpaceReindexShapesForBody(space, body)
    }

    /// Gives `item` a box that collides (once).
    func addCollisionShape(for item: UIDynamicItem) {
        let body = body(for: item)
        let key = ObjectIdentifier(item)
        guard entries[key]?.shape == nil else { return }
        let shape = cpSpaceAddShape(space, cpBoxShapeNew(body, Double(item.bounds.width), Double(item.bounds.height), 0))!
        cpShapeSetElasticity(shape, 0)
        cpShapeSetFriction(shape, 0.5)
        entries[key]?.shape = shape
    }

    /// A wall along the segment `a`–`b` that collision shapes cannot cross.
    func addBoundary(from a: CGPoint, to b: CGPoint) {
        let segment = cpSpaceAddShape(space, cpSegmentShapeNew(cpSpaceGetStaticBody(space), cpv(Double(a.x), Double(a.y)),
                                                               cpv(Double(b.x), Double(b.y)), 0))!
        cpShapeSetElasticity(segment, 0)
        cpShapeSetFriction(segment, 0.5)
        boundaries.append(segment)
    }

    /// Adds `force` (mass × acceleration, points/s²) to `item`'s body for the next step.
    func applyAcceleration(_ acceleration: CGVector, to item: UIDynamicItem) {
        let body = body(for: item)
        let mass = cpBodyGetMass(body)
        let f = cpBodyGetForce(body)
        cpBodySetForce(body, cpv(f.x + mass * Double(acceleration.dx), f.y + mass * Double(acceleration.dy)))
    }

    /// Adds `force` (points·mass/s²) to `item`'s body for the next step, and `torque` about its centre.
    func applyForce(_ force: CGVector, torque: CGFloat = 0, to item: UIDynamicItem) {
        let body = body(for: item)
        let f = cpBodyGetForce(body)
        cpBodySetForce(body, cpv(f.x + Double(force.dx), f.y + Double(force.dy)))
        cpBodySetTorque(body, cpBodyGetTorque(body) + Double(torque))
    }

    /// Changes `item`'s velocity at once by `impulse` / mass.
    func applyImpulse(_ impulse: CGVector, to item: UIDynamicItem) {
        let body = body(for: item)
        cpBodyApplyImpulseAtWorldPoint(body, cpv(Double(impulse.dx), Double(impulse.dy)), cpBodyGetPosition(body))
    }

    func mass(of item: UIDynamicItem) -> Double { cpBodyGetMass(body(for: item)) }
    func moment(of item: UIDynamicItem) -> Double { cpBodyGetMoment(body(for: item)) }
    func angle(of item: UIDynamicItem) -> Double { cpBodyGetAngle(body(for: item)) }
    func angularVelocity(of item: UIDynamicItem) -> Double { cpBodyGetAngularVelocity(body(for: item)) }
    func position(of item: UIDynamicItem) -> CGPoint {
        let p = cpBodyGetPosition(body(for: item))
        return CGPoint(x: p.x, y: p.y)
    }

    func setVelocity(_ v: CGPoint, of item: UIDynamicItem) {
        cpBodySetVelocity(body(for: item), cpv(Double(v.x), Double(v.y)))
    }

    /// Mass from `density` (1: UIKit's, area over 100 × 100 points) and whether the item may turn
    /// (an infinite moment of inertia keeps it upright).
    func setDensity(_ density: CGFloat, allowsRotation: Bool, of item: UIDynamicItem) {
        let body = body(for: item)
        let mass = Self.mass(of: item) * Double(max(density, 1e-3))
        cpBodySetMass(body, mass)
        cpBodySetMoment(body, allowsRotation ? cpMomentForBox(mass, Double(item.bounds.width), Double(item.bounds.height))
                                             : Double.infinity)
    }

    /// Sets how bouncy and how rough `item`'s collision shape is (when it has one).
    func setSurface(elasticity: CGFloat, friction: CGFloat, of item: UIDynamicItem) {
        guard let shape = entries[ObjectIdentifier(item)]?.shape else { return }
        cpShapeSetElasticity(shape, Double(elasticity))
        cpShapeSetFriction(shape, Double(friction))
    }

    func step(_ dt: Double) { cpSpaceStep(space, dt) }

    // MARK: Joints

    /// Keeps `item`'s centre on the line through `anchor` along `axis` and its angle fixed: a groove
    /// joint from the static body (a long groove, since UIKit's sliding attachment is unbounded by
    /// default) and a gear joint of ratio 1 to the static body.
    @discardableResult
    func addSlidingJoint(for item: UIDynamicItem, anchor: CGPoint, axis: CGVector) -> [OpaquePointer] {
        let body = body(for: item)
        let length = max(hypot(axis.dx, axis.dy), 1e-9), reach = 1e5
        let ux = Double(axis.dx / length), uy = Double(axis.dy / length)
        // The groove is in the static body's space (the reference view's); the item's own point is
        // its centre, so the groove passes through the anchor's projection of the item.
        let start = item.center
        let through = projection(of: start, ontoLineThrough: anchor, along: (ux, uy))
        let groove = cpGrooveJointNew(cpSpaceGetStaticBody(space), body,
                                      cpv(through.x - ux * reach, through.y - uy * reach),
                                      cpv(through.x + ux * reach, through.y + uy * reach), cpvzero)!
        let gear = cpGearJointNew(cpSpaceGetStaticBody(space), body, cpBodyGetAngle(body), 1)!
        for joint in [groove, gear] { cpSpaceAddConstraint(space, joint); constraints.append(joint) }
        return [groove, gear]
    }

    /// Keeps `item`'s centre `length` points from `anchor` (a pin joint to the static body).
    @discardableResult
    func addPinJoint(for item: UIDynamicItem, anchor: CGPoint) -> OpaquePointer {
        let body = body(for: item)
        let joint = cpPinJointNew(cpSpaceGetStaticBody(space), body, cpv(Double(anchor.x), Double(anchor.y)), cpvzero)!
        cpSpaceAddConstraint(space, joint)
        constraints.append(joint)
        return joint
    }

    func removeJoint(_ joint: OpaquePointer) {
        guard constraints.contains(joint) else { return }
        cpSpaceRemoveConstraint(space, joint)
        cpConstraintFree(joint)
        constraints.removeAll { $0 == joint }
    }

    private func projection(of p: CGPoint, ontoLineThrough a: CGPoint, along u: (Double, Double)) -> (x: Double, y: Double) {
        let t = (Double(p.x - a.x) * u.0 + Double(p.y - a.y) * u.1)
        return (Double(a.x) + u.0 * t, Double(a.y) + u.1 * t)
    }

    /// Writes every body's position and angle back to its item.
    func writeBack() {
        for entry in entries.values {
            let p = cpBodyGetPosition(entry.body)
            entry.item.center = CGPoint(x: p.x, y: p.y)
            let angle = cpBodyGetAngle(entry.body)
            let turned = CGAffineTransform(rotationAngle: CGFloat(angle))
            if entry.item.transform != turned { entry.item.transform = turned }
        }
    }

    /// Whether every body has all but stopped: under 0.5 pt/s and 0.01 rad/s.
    var isAtRest: Bool {
        entries.values.allSatisfy { entry in
            let v = cpBodyGetVelocity(entry.body)
            return (v.x * v.x + v.y * v.y).squareRoot() < 0.5 && abs(cpBodyGetAngularVelocity(entry.body)) < 0.01
        }
    }

    func velocity(of item: UIDynamicItem) -> CGPoint {
        guard let body = entries[ObjectIdentifier(item)]?.body else { return .zero }
        let v = cpBodyGetVelocity(body)
        return CGPoint(x: v.x, y: v.y)
    }
}
