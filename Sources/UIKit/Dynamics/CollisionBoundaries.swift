import Foundation

/// A collision behaviour's boundaries by identifier: each path, in the order added, and while the
/// behaviour is in an animator the static segments it became.
@MainActor
struct CollisionBoundaries {
    private(set) var identifiers: [AnyHashable] = []
    private var paths: [AnyHashable: UIBezierPath] = [:]
    private var shapes: [AnyHashable: [OpaquePointer]] = [:]

    func path(for identifier: AnyHashable) -> UIBezierPath? { paths[identifier] }

    mutating func add(_ identifier: AnyHashable, path: UIBezierPath) {
        if paths[identifier] == nil { identifiers.append(identifier) }
        paths[identifier] = path
    }

    mutating func remove(_ identifier: AnyHashable) {
        paths[identifier] = nil
        identifiers.removeAll { $0 == identifier }
    }

    /// Makes `identifier`'s path into segments in `world`: one per straight piece of the flattened path.
    mutating func attach(_ identifier: AnyHashable, to world: PhysicsWorld, slot: Int) {
        guard let path = paths[identifier], shapes[identifier] == nil else { return }
        shapes[identifier] = path.cgPath.flattened().flatMap(\.edges).map { edge in
            world.addBoundarySegment(from: edge.0, to: edge.1, slot: slot, identifier: identifier)
        }
    }

    mutating func attachAll(to world: PhysicsWorld, slot: Int) {
        for identifier in identifiers { attach(identifier, to: world, slot: slot) }
    }

    mutating func detach(_ identifier: AnyHashable, from world: PhysicsWorld) {
        for shape in shapes[identifier] ?? [] { world.removeShape(shape) }
        shapes[identifier] = nil
    }

    /// Removes every boundary's segments from `world`; with no world (the animator is gone, and its
    /// space with it) only forgets them.
    mutating func detachAll(from world: PhysicsWorld?) {
        guard let world else { shapes.removeAll(); return }
        for identifier in identifiers { detach(identifier, from: world) }
    }
}
