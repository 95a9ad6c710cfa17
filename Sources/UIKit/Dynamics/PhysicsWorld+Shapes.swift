import CChipmunk
import Foundation

/// What a collision shape stands for, for the collision delegate.
enum ShapeOwner {
    case item(UIDynamicItem)
    /// A wall of the collision behaviour in `slot`; nil identifier: the reference bounds.
    case boundary(slot: Int, identifier: AnyHashable?)
}

/// Collision shapes and boundaries. Each collision behaviour has a slot: two bits of Chipmunk's
/// shape filter, one its items carry and one its boundaries carry. An item's shape collides with
/// the bits of every behaviour holding it that its `collisionMode` allows, so items collide only
/// with items and boundaries of a behaviour they share, as in UIKit.
extension PhysicsWorld {
    /// Behaviours beyond this many in one animator share the last slot.
    static let collisionSlotCount = 16

    static func itemBit(_ slot: Int) -> cpBitmask { cpBitmask(1) << cpBitmask(2 * slot) }
    static func boundaryBit(_ slot: Int) -> cpBitmask { cpBitmask(1) << cpBitmask(2 * slot + 1) }

    /// The slot of `behavior`, taken on first use.
    func collisionSlot(for behavior: UICollisionBehavior) -> Int {
        let key = ObjectIdentifier(behavior)
        if let slot = collisionSlots[key] { return slot }
        let used = Set(collisionSlots.values)
        let slot = (0..<Self.collisionSlotCount).first { !used.contains($0) } ?? Self.collisionSlotCount - 1
        collisionSlots[key] = slot
        return slot
    }

    func releaseCollisionSlot(for behavior: UICollisionBehavior) {
        collisionSlots[ObjectIdentifier(behavior)] = nil
    }

    /// `item` collides for the behaviour in `slot` with what `mode` allows; it gets its shapes on
    /// first hold.
    func holdCollisions(of item: UIDynamicItem, slot: Int, mode: UICollisionBehavior.Mode) {
        body(for: item)
        guard let key = entryKey(for: item), var entry = entries[key] else { return }
        collisionHolds[key, default: [:]][slot] = mode
        if entry.shapes.isEmpty {
            entry.shapes = entry.members.map { member in
                let shape = cpSpaceAddShape(space, CollisionGeometry(item: member.item)
                    .makeShape(on: entry.body, offset: member.offset, angle: member.angle))!
                cpShapeSetElasticity(shape, Double(entry.surface.elasticity))
                cpShapeSetFriction(shape, Double(entry.surface.friction))
                shapeOwners[shape] = .item(member.item)
                return shape
            }
            entries[key] = entry
        }
        updateFilter(of: key)
    }

    /// The behaviour in `slot` lets go of `item`; with no behaviour left its shapes leave the space.
    func releaseCollisions(of item: UIDynamicItem, slot: Int) {
        guard let key = entryKey(for: item), var entry = entries[key] else { return }
        collisionHolds[key]?[slot] = nil
        if collisionHolds[key]?.isEmpty ?? true {
            collisionHolds[key] = nil
            for shape in entry.shapes { removeShape(shape) }
            entry.shapes = []
            entries[key] = entry
        } else {
            updateFilter(of: key)
        }
    }

    private func updateFilter(of key: ObjectIdentifier) {
        guard let entry = entries[key], let holds = collisionHolds[key] else { return }
        var categories: cpBitmask = 0, mask: cpBitmask = 0
        for (slot, mode) in holds {
            categories |= Self.itemBit(slot)
            if mode.contains(.items) { mask |= Self.itemBit(slot) }
            if mode.contains(.boundaries) { mask |= Self.boundaryBit(slot) }
        }
        for shape in entry.shapes { cpShapeSetFilter(shape, cpShapeFilterNew(0, categories, mask)) }
    }

    /// A wall along `a`–`b` for the items of the behaviour in `slot`.
    func addBoundarySegment(from a: CGPoint, to b: CGPoint, slot: Int, identifier: AnyHashable?) -> OpaquePointer {
        let segment = cpSpaceAddShape(space, cpSegmentShapeNew(cpSpaceGetStaticBody(space), cpv(Double(a.x), Double(a.y)),
                                                               cpv(Double(b.x), Double(b.y)), 0))!
        // Chipmunk multiplies the two shapes' elasticities: a boundary of 1 bounces an item as
        // much as its own elasticity says.
        cpShapeSetElasticity(segment, 1)
        cpShapeSetFriction(segment, 0.5)
        cpShapeSetFilter(segment, cpShapeFilterNew(0, Self.boundaryBit(slot), Self.itemBit(slot)))
        boundaryShapes.append(segment)
        shapeOwners[segment] = .boundary(slot: slot, identifier: identifier)
        return segment
    }

    /// Takes a shape out of the space and frees it.
    func removeShape(_ shape: OpaquePointer) {
        cpSpaceRemoveShape(space, shape)
        contacts.forget(shape)
        shapeOwners[shape] = nil
        boundaryShapes.removeAll { $0 == shape }
        cpShapeFree(shape)
    }
}
