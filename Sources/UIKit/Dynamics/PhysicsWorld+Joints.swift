import CChipmunk
import Foundation

/// Chipmunk constraints between bodies (or a body and the space's static body, for anchors). The
/// world owns every joint it adds and frees it when it is removed or the world goes.
extension PhysicsWorld {
    var staticBody: OpaquePointer { cpSpaceGetStaticBody(space) }

    /// Adds `joint` to the space, owned by the world.
    @discardableResult
    func addJoint(_ joint: OpaquePointer) -> OpaquePointer {
        cpSpaceAddConstraint(space, joint)
        constraints.append(joint)
        return joint
    }

    /// Keeps `item`'s centre on the line through `anchor` along `axis` and its angle fixed: a groove
    /// joint from the static body (a long groove, since UIKit's sliding attachment is unbounded by
    /// default) and a gear joint of ratio 1 to the static body.
    @discardableResult
    func addSlidingJoint(for item: UIDynamicItem, anchor: CGPoint, axis: CGVector,
                         range: UIFloatRange? = nil) -> [OpaquePointer] {
        let body = body(for: item)
        let length = max(hypot(axis.dx, axis.dy), 1e-9), reach = 1e5
        let low = range.map { Double($0.minimum) } ?? -reach, high = range.map { Double($0.maximum) } ?? reach
        let ux = Double(axis.dx / length), uy = Double(axis.dy / length)
        // The groove is in the static body's space (the reference view's); the item's own point is
        // its centre, so the groove passes through the anchor's projection of the item.
        let start = item.center
        let through = projection(of: start, ontoLineThrough: anchor, along: (ux, uy))
        let groove = cpGrooveJointNew(staticBody, body,
                                      cpv(through.x + ux * low, through.y + uy * low),
                                      cpv(through.x + ux * high, through.y + uy * high), cpvzero)!
        let gear = cpGearJointNew(staticBody, body, cpBodyGetAngle(body), 1)!
        return [addJoint(groove), addJoint(gear)]
    }

    /// Keeps `item`'s centre `length` points from `anchor` (a pin joint to the static body).
    @discardableResult
    func addPinJoint(for item: UIDynamicItem, anchor: CGPoint) -> OpaquePointer {
        let body = body(for: item)
        return addJoint(cpPinJointNew(staticBody, body, cpv(Double(anchor.x), Double(anchor.y)), cpvzero)!)
    }

    /// Where `offset` from `item`'s centre (in the item's own coordinates) is on the body that moves
    /// it: the same point for an item of its own, moved by the item's place on a group's body.
    func localPoint(of item: UIDynamicItem, at offset: UIOffset) -> cpVect {
        let member = entry(for: item)?.members.first { $0.item === item }
        let dx = Double(member?.offset.x ?? 0), dy = Double(member?.offset.y ?? 0), turn = member?.angle ?? 0
        let h = Double(offset.horizontal), v = Double(offset.vertical)
        return cpv(dx + h * cos(turn) - v * sin(turn), dy + h * sin(turn) + v * cos(turn))
    }

    func removeJoint(_ joint: OpaquePointer) {
        guard constraints.contains(joint) else { return }
        detach(joint)
        cpConstraintFree(joint)
        constraints.removeAll { $0 == joint }
    }

    private func projection(of p: CGPoint, ontoLineThrough a: CGPoint, along u: (Double, Double)) -> (x: Double, y: Double) {
        let t = (Double(p.x - a.x) * u.0 + Double(p.y - a.y) * u.1)
        return (Double(a.x) + u.0 * t, Double(a.y) + u.1 * t)
    }
}
