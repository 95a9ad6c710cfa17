import Foundation

/// Keeps its items from passing through one another and through its boundaries (UIKit's
/// `UICollisionBehavior`); with `translatesReferenceBoundsIntoBoundary` the reference view's
/// bounds are a wall all round. Contacts are Chipmunk's, inelastic and with friction 0.5 unless an
/// item behaviour says otherwise.
@MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    open var translatesReferenceBoundsIntoBoundary = false

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        items.append(item)
        dynamicAnimator?.world.addCollisionShape(for: item)
    }

    override func attach(to world: PhysicsWorld, referenceBounds: CGRect) {
        for item in items { world.addCollisionShape(for: item) }
        guard translatesReferenceBoundsIntoBoundary, !referenceBounds.isEmpty else { return }
        let r = referenceBounds
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        for i in corners.indices { world.addBoundary(from: corners[i], to: corners[(i + 1) % 4]) }
    }
}
