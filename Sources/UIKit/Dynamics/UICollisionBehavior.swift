import CChipmunk
import Foundation

/// Keeps its items from passing through one another and through its boundaries (UIKit's
/// `UICollisionBehavior`); with `translatesReferenceBoundsIntoBoundary` the reference view's
/// bounds (inset by `setTranslatesReferenceBoundsIntoBoundary(with:)`) are a wall all round, and
/// `addBoundary` adds walls by identifier. Contacts are Chipmunk's, inelastic and with friction 0.5
/// unless an item behaviour says otherwise. `collisionMode` picks what its items collide with;
/// `collisionDelegate` hears contacts begin and end, after the step that made them.
@MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What items collide with: each other, the boundaries, or both (the default).
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    public private(set) var items: [UIDynamicItem]
    open var translatesReferenceBoundsIntoBoundary = false { didSet { rebuildReferenceBoundary() } }
    open var collisionMode: Mode = .everything { didSet { holdItems() } }
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    private var referenceInsets = UIEdgeInsets.zero
    private var boundaries = CollisionBoundaries()
    /// While in an animator: this behaviour's collision slot in the world.
    private var slot: Int?
    private var referenceShapes: [OpaquePointer] = []

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        if let world, let slot { world.holdCollisions(of: item, slot: slot, mode: collisionMode) }
    }

    /// The item stops colliding for this behaviour; with no other collision behaviour holding it,
    /// its shape leaves the space.
    open func removeItem(_ item: UIDynamicItem) {
        guard items.contains(where: { $0 === item }) else { return }
        items.removeAll { $0 === item }
        if let world, let slot { world.releaseCollisions(of: item, slot: slot) }
        wake()
    }

    /// The reference view's bounds, inset by `insets`, become a wall.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    // MARK: Boundaries

    /// A wall along `bezierPath` (its curves flattened into segments), replacing any boundary with
    /// the same identifier.
    open func addBoundary(withIdentifier identifier: AnyHashable, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.add(identifier, path: bezierPath)
        if let world, let slot { boundaries.attach(identifier, to: world, slot: slot) }
    }

    /// A straight wall from `p0` to `p1`.
    open func addBoundary(withIdentifier identifier: AnyHashable, from p0: CGPoint, to p1: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p0)
        path.addLine(to: p1)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: AnyHashable) -> UIBezierPath? { boundaries.path(for: identifier) }

    open func removeBoundary(withIdentifier identifier: AnyHashable) {
        if let world { boundaries.detach(identifier, from: world) }
        boundaries.remove(identifier)
        wake()
    }

    /// The identifiers of the boundaries added by `addBoundary`, in the order they were added.
    open var boundaryIdentifiers: [AnyHashable] { boundaries.identifiers }

    open func removeAllBoundaries() {
        for identifier in boundaries.identifiers { removeBoundary(withIdentifier: identifier) }
    }

    // MARK: In the animator

    private var world: PhysicsWorld? { dynamicAnimator?.world }

    override func attach(to world: PhysicsWorld, referenceBounds: CGRect) {
        let slot = world.collisionSlot(for: self)
        self.slot = slot
        holdItems()
        boundaries.attachAll(to: world, slot: slot)
        rebuildReferenceBoundary(in: world, referenceBounds: referenceBounds)
    }

    override func leave() {
        if let world, let slot {
            for item in items { world.releaseCollisions(of: item, slot: slot) }
            for shape in referenceShapes { world.removeShape(shape) }
            boundaries.detachAll(from: world)
            world.releaseCollisionSlot(for: self)
        } else {
            boundaries.detachAll(from: nil)
        }
        referenceShapes = []
        slot = nil
        super.leave()
    }

    private func holdItems() {
        guard let world, let slot else { return }
        for item in items { world.holdCollisions(of: item, slot: slot, mode: collisionMode) }
    }

    /// The reference view changed size: the wall round its bounds moves with them.
    override func referenceBoundsDidChange(in world: PhysicsWorld, to referenceBounds: CGRect) {
        guard translatesReferenceBoundsIntoBoundary else { return }
        rebuildReferenceBoundary(in: world, referenceBounds: referenceBounds)
    }

    private func rebuildReferenceBoundary() {
        guard let animator = dynamicAnimator else { return }
        rebuildReferenceBoundary(in: animator.world, referenceBounds: animator.referenceBounds)
    }

    private func rebuildReferenceBoundary(in world: PhysicsWorld, referenceBounds: CGRect) {
        for shape in referenceShapes { world.removeShape(shape) }
        referenceShapes = []
        guard let slot, translatesReferenceBoundsIntoBoundary, !referenceBounds.isEmpty else { return }
        let r = referenceBounds.inset(by: referenceInsets)
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        referenceShapes = corners.indices.map {
            world.addBoundarySegment(from: corners[$0], to: corners[($0 + 1) % 4], slot: slot, identifier: nil)
        }
    }

    // MARK: Contacts

    /// Tells the delegate about the contacts of the last frame's steps that concern this behaviour.
    func deliver(_ events: [CollisionContactTracker.Event], in world: PhysicsWorld) {
        guard let delegate = collisionDelegate, let slot else { return }
        for event in events {
            let contact: CollisionContactTracker.Contact, began: Bool
            switch event {
            case let .began(c): contact = c; began = true
            case let .ended(c): contact = c; began = false
            }
            guard let a = world.shapeOwners[contact.a], let b = world.shapeOwners[contact.b] else { continue }
            switch (a, b) {
            case let (.item(x), .item(y)):
                guard collisionMode.contains(.items), holds(x), holds(y) else { continue }
                if began { delegate.collisionBehavior(self, beganContactFor: x, with: y, at: contact.point) }
                else { delegate.collisionBehavior(self, endedContactFor: x, with: y) }
            case let (.item(x), .boundary(s, identifier)), let (.boundary(s, identifier), .item(x)):
                guard s == slot, holds(x) else { continue }
                if began { delegate.collisionBehavior(self, beganContactFor: x, withBoundaryIdentifier: identifier, at: contact.point) }
                else { delegate.collisionBehavior(self, endedContactFor: x, withBoundaryIdentifier: identifier) }
            case (.boundary, .boundary):
                continue
            }
        }
    }

    /// Whether `item` is one of this behaviour's items or in one of its groups.
    private func holds(_ item: UIDynamicItem) -> Bool {
        items.contains { $0 === item || (($0 as? UIDynamicItemGroup)?.items.contains { $0 === item } ?? false) }
    }
}
