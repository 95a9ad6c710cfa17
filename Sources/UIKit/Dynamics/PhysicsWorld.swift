import CChipmunk
import Foundation

/// The Chipmunk2D space a dynamic animator runs: one dynamic body per item (mass from its area, as
/// UIKit's density 1 gives a 100 × 100 item a mass of 1; a `UIDynamicItemGroup` is one body for all
/// its items), shapes for items that collide, static segments for boundaries. Segue writes no
/// solver: stepping, collisions and contacts are Chipmunk's. Coordinates are the reference view's
/// (y down), one unit a point.
@MainActor
final class PhysicsWorld {
    /// A leaf item carried by a body: where it sits on the body and how it is turned on it.
    struct Member {
        let item: UIDynamicItem
        let offset: CGPoint
        let angle: Double
    }

    struct Entry {
        let item: UIDynamicItem
        let body: OpaquePointer
        /// The items the body carries: the item itself, or a group's items.
        let members: [Member]
        /// Collision shapes, one per member, while some collision behaviour holds the item.
        var shapes: [OpaquePointer] = []
        /// Elasticity and friction for its shapes, kept for shapes made later.
        var surface: (elasticity: CGFloat, friction: CGFloat) = (0, 0.5)
    }

    let space: OpaquePointer
    var entries: [ObjectIdentifier: Entry] = [:]
    /// Entry keys in the order bodies were made: every walk over bodies goes in this order, so the
    /// same scene runs the same way on every run.
    private(set) var order: [ObjectIdentifier] = []
    /// A group's item → the group's key.
    private var groupOf: [ObjectIdentifier: ObjectIdentifier] = [:]
    var constraints: [OpaquePointer] = []
    var boundaryShapes: [OpaquePointer] = []
    /// What each collision shape stands for, for contact reports.
    var shapeOwners: [OpaquePointer: ShapeOwner] = [:]
    /// Per item: the collision behaviours holding it, by slot, with what each lets it collide with.
    var collisionHolds: [ObjectIdentifier: [Int: UICollisionBehavior.Mode]] = [:]
    /// Collision behaviours' slots (their shape-filter bits), by behaviour.
    var collisionSlots: [ObjectIdentifier: Int] = [:]
    let contacts = CollisionContactTracker()
    /// Each body's position and angle before the last step, by entry key.
    private var before: [ObjectIdentifier: (p: cpVect, a: Double)] = [:]
    /// The fastest any body moved in the last step (points/s, radians/s): what it actually moved,
    /// which includes Chipmunk's push out of overlaps that its velocities do not show.
    private var lastStepMotion = (linear: 0.0, angular: 0.0)

    init() { space = Self.makeSpace() }

    isolated deinit {
        for joint in constraints { detach(joint); cpConstraintFree(joint) }
        for entry in entries.values {
            for shape in entry.shapes { cpSpaceRemoveShape(space, shape); cpShapeFree(shape) }
            cpSpaceRemoveBody(space, entry.body)
            cpBodyFree(entry.body)
        }
        for segment in boundaryShapes { cpSpaceRemoveShape(space, segment); cpShapeFree(segment) }
        cpSpaceFree(space)
    }

    /// UIKit's mass for an item of density 1: its area over 100 × 100 points.
    static func mass(of item: UIDynamicItem) -> Double {
        if let group = item as? UIDynamicItemGroup { return group.items.reduce(0) { $0 + mass(of: $1) } }
        return max(1e-3, Double(item.bounds.width * item.bounds.height) / 10_000)
    }

    /// The key of the entry whose body moves `item` (a group's, for an item of a group in the world).
    func entryKey(for item: UIDynamicItem) -> ObjectIdentifier? {
        let key = ObjectIdentifier(item)
        if entries[key] != nil { return key }
        return groupOf[key]
    }

    func entry(for item: UIDynamicItem) -> Entry? { entryKey(for: item).flatMap { entries[$0] } }

    /// The body for `item`, made where the item is now.
    @discardableResult
    func body(for item: UIDynamicItem) -> OpaquePointer {
        if let entry = entry(for: item) { return entry.body }
        let members: [Member]
        if let group = item as? UIDynamicItemGroup {
            members = group.items.map { leaf in
                Member(item: leaf, offset: CGPoint(x: leaf.center.x - group.center.x, y: leaf.center.y - group.center.y),
                       angle: Double(atan2(leaf.transform.b, leaf.transform.a)))
            }
            for leaf in group.items { groupOf[ObjectIdentifier(leaf)] = ObjectIdentifier(item) }
        } else {
            members = [Member(item: item, offset: .zero, angle: 0)]
        }
        let (mass, moment) = Self.massAndMoment(of: members, density: 1)
        let body = cpSpaceAddBody(space, cpBodyNew(mass, moment))!
        place(body, at: item)
        let key = ObjectIdentifier(item)
        entries[key] = Entry(item: item, body: body, members: members)
        order.append(key)
        return body
    }

    /// The mass and moment of inertia of a body carrying `members`, each shaped as it collides.
    static func massAndMoment(of members: [Member], density: CGFloat) -> (Double, Double) {
        var mass = 0.0, moment = 0.0
        for member in members {
            let m = Self.mass(of: member.item) * Double(max(density, 1e-3))
            mass += m
            moment += CollisionGeometry(item: member.item).moment(mass: m, offset: member.offset)
        }
        return (mass, moment)
    }

    /// Puts `body` where `item` is: its centre, and the rotation of its transform.
    private func place(_ body: OpaquePointer, at item: UIDynamicItem) {
        cpBodySetPosition(body, cpv(Double(item.center.x), Double(item.center.y)))
        cpBodySetAngle(body, item is UIDynamicItemGroup ? 0 : Double(atan2(item.transform.b, item.transform.a)))
    }

    /// Moves `item`'s body to where the item is now, at rest.
    func resetBody(for item: UIDynamicItem) {
        let body = body(for: item)
        place(body, at: entry(for: item)?.item ?? item)
        cpBodySetVelocity(body, cpvzero)
        cpBodySetAngularVelocity(body, 0)
        cpSpaceReindexShapesForBody(space, body)
    }

    private func isDynamic(_ body: OpaquePointer) -> Bool { cpBodyGetType(body) == CP_BODY_TYPE_DYNAMIC }

    /// Adds mass × `acceleration` (points/s²) to `item`'s body for the next step.
    func applyAcceleration(_ acceleration: CGVector, to item: UIDynamicItem) {
        let body = body(for: item)
        guard isDynamic(body) else { return }
        let mass = cpBodyGetMass(body)
        let f = cpBodyGetForce(body)
        cpBodySetForce(body, cpv(f.x + mass * Double(acceleration.dx), f.y + mass * Double(acceleration.dy)))
    }

    /// Adds `force` (points·mass/s²) to `item`'s body for the next step, and `torque` about its centre.
    func applyForce(_ force: CGVector, torque: CGFloat = 0, to item: UIDynamicItem) {
        let body = body(for: item)
        guard isDynamic(body), force.dx.isFinite, force.dy.isFinite, torque.isFinite else { return }
        let f = cpBodyGetForce(body)
        cpBodySetForce(body, cpv(f.x + Double(force.dx), f.y + Double(force.dy)))
        cpBodySetTorque(body, cpBodyGetTorque(body) + Double(torque))
    }

    /// Adds `force` at `offset` from `item`'s centre (in the item's own, turning coordinates): off
    /// the centre it also turns the item.
    func applyForce(_ force: CGVector, atOffset offset: UIOffset, to item: UIDynamicItem) {
        let body = body(for: item)
        guard isDynamic(body) else { return }
        cpBodyApplyForceAtLocalPoint(body, cpv(Double(force.dx), Double(force.dy)), cpv(Double(offset.horizontal), Double(offset.vertical)))
    }

    /// Changes `item`'s velocity at once by `impulse` / mass (and its spin, off the centre).
    func applyImpulse(_ impulse: CGVector, atOffset offset: UIOffset = .zero, to item: UIDynamicItem) {
        let body = body(for: item)
        guard isDynamic(body) else { return }
        cpBodyApplyImpulseAtLocalPoint(body, cpv(Double(impulse.dx), Double(impulse.dy)),
                                       cpv(Double(offset.horizontal), Double(offset.vertical)))
    }

    func mass(of item: UIDynamicItem) -> Double { cpBodyGetMass(body(for: item)) }
    func moment(of item: UIDynamicItem) -> Double { cpBodyGetMoment(body(for: item)) }
    func angle(of item: UIDynamicItem) -> Double { cpBodyGetAngle(body(for: item)) }
    func angularVelocity(of item: UIDynamicItem) -> Double { cpBodyGetAngularVelocity(body(for: item)) }
    func position(of item: UIDynamicItem) -> CGPoint {
        let p = cpBodyGetPosition(body(for: item))
        return CGPoint(x: p.x, y: p.y)
    }

    /// Where `item`'s body will be after the next step moves it by its current velocity.
    func positionAfterDrift(of item: UIDynamicItem) -> CGPoint {
        let p = position(of: item), v = velocity(of: item), dt = 1 / UIDynamicAnimator.stepsPerSecond
        return CGPoint(x: p.x + v.x * dt, y: p.y + v.y * dt)
    }

    func setVelocity(_ v: CGPoint, of item: UIDynamicItem) {
        cpBodySetVelocity(body(for: item), cpv(Double(v.x), Double(v.y)))
    }

    func setAngularVelocity(_ w: CGFloat, of item: UIDynamicItem) {
        cpBodySetAngularVelocity(body(for: item), Double(w))
    }

    /// Mass from `density` (1: UIKit's, area over 100 × 100 points) and whether the item may turn
    /// (an infinite moment of inertia keeps it upright).
    func setDensity(_ density: CGFloat, allowsRotation: Bool, of item: UIDynamicItem) {
        let body = body(for: item)
        guard isDynamic(body), let entry = entry(for: item) else { return }
        let (mass, moment) = Self.massAndMoment(of: entry.members, density: density)
        cpBodySetMass(body, mass)
        cpBodySetMoment(body, allowsRotation ? moment : Double.infinity)
    }

    /// An anchored item's body is kinematic: nothing moves it, and others collide with it as with a
    /// wall. Letting go makes it dynamic again with `density`'s mass.
    func setAnchored(_ anchored: Bool, density: CGFloat, allowsRotation: Bool, of item: UIDynamicItem) {
        let body = body(for: item)
        guard anchored == isDynamic(body) else { return }
        cpBodySetVelocity(body, cpvzero)
        cpBodySetAngularVelocity(body, 0)
        cpBodySetForce(body, cpvzero)
        cpBodySetTorque(body, 0)
        cpBodySetType(body, anchored ? CP_BODY_TYPE_KINEMATIC : CP_BODY_TYPE_DYNAMIC)
        if !anchored { setDensity(density, allowsRotation: allowsRotation, of: item) }
    }

    /// Sets how bouncy and how rough `item`'s collision shapes are (when it has any).
    func setSurface(elasticity: CGFloat, friction: CGFloat, of item: UIDynamicItem) {
        body(for: item)
        guard let key = entryKey(for: item) else { return }
        entries[key]?.surface = (elasticity, friction)
        for shape in entries[key]?.shapes ?? [] {
            cpShapeSetElasticity(shape, Double(elasticity))
            cpShapeSetFriction(shape, Double(friction))
        }
    }

    /// Before a frame's steps: what code changed since the last frame (an item kept upright or let
    /// go, a velocity added) can make a joint unsolvable or carry an item off a sliding axis; within
    /// the steps only the solver changes velocities, and it keeps both.
    func prepareForSteps() {
        setAsideUnsolvableJoints()
        keepVelocitiesAlongGrooves()
    }

    /// One fixed step, then the contacts it made and broke.
    func step(_ dt: Double) {
        for (key, entry) in entries { before[key] = (cpBodyGetPosition(entry.body), cpBodyGetAngle(entry.body)) }
        cpSpaceStep(space, dt)
        var linear = 0.0, angular = 0.0
        for (key, entry) in entries {
            guard let was = before[key] else { continue }
            let p = cpBodyGetPosition(entry.body)
            linear = max(linear, cpvlength(cpvsub(p, was.p)) / dt)
            angular = max(angular, abs(cpBodyGetAngle(entry.body) - was.a) / dt)
        }
        lastStepMotion = (linear, angular)
        contacts.update(in: self)
    }

    /// Writes every body's position and angle back to its items.
    func writeBack() {
        for key in order {
            guard let entry = entries[key] else { continue }
            let p = cpBodyGetPosition(entry.body)
            let angle = cpBodyGetAngle(entry.body)
            if entry.item is UIDynamicItemGroup {
                entry.item.center = CGPoint(x: p.x, y: p.y)
                entry.item.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
            }
            for member in entry.members {
                let at = cpBodyLocalToWorld(entry.body, cpv(Double(member.offset.x), Double(member.offset.y)))
                member.item.center = CGPoint(x: at.x, y: at.y)
                let turned = CGAffineTransform(rotationAngle: CGFloat(angle + member.angle))
                if member.item.transform != turned { member.item.transform = turned }
            }
        }
    }

    /// Whether every body has all but stopped: under 0.5 pt/s and 0.01 rad/s, both in its velocity
    /// and in how far it moved in the last step.
    var isAtRest: Bool {
        lastStepMotion.linear < 0.5 && lastStepMotion.angular < 0.01 && entries.values.allSatisfy { entry in
            let v = cpBodyGetVelocity(entry.body)
            return (v.x * v.x + v.y * v.y).squareRoot() < 0.5 && abs(cpBodyGetAngularVelocity(entry.body)) < 0.01
        }
    }

    func velocity(of item: UIDynamicItem) -> CGPoint {
        guard let body = entry(for: item)?.body else { return .zero }
        let v = cpBodyGetVelocity(body)
        return CGPoint(x: v.x, y: v.y)
    }

    /// The items the world moves (a group's items, not the group), in the order they joined.
    var leafItems: [UIDynamicItem] {
        order.compactMap { entries[$0] }.flatMap { $0.members.map(\.item) }
    }
}
