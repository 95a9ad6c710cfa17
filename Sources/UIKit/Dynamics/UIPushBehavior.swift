import Foundation

/// Pushes its items (UIKit's `UIPushBehavior`): continuously (a force) or once (an impulse, after
/// which the push turns itself off, as UIKit's does). UIKit's unit: a magnitude of 1.0 on a
/// 100 × 100 item of density 1 gives 100 points/s² (continuous) or 100 points/s (instantaneous).
@MainActor
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable { case continuous, instantaneous }

    public static let pointsPerSecondPerUnit: CGFloat = 100

    public private(set) var items: [UIDynamicItem]
    public let mode: Mode
    open var active = true
    open var pushDirection = CGVector(dx: 0, dy: 0)

    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { let m = magnitude; pushDirection = CGVector(dx: cos(newValue) * m, dy: sin(newValue) * m) }
    }

    open var magnitude: CGFloat {
        get { hypot(pushDirection.dx, pushDirection.dy) }
        set { let a = angle; pushDirection = CGVector(dx: cos(a) * newValue, dy: sin(a) * newValue) }
    }

    /// Where on each item the push acts, from its centre in the item's own (turning) coordinates:
    /// off the centre it also spins the item.
    private var targetOffsets: [ObjectIdentifier: UIOffset] = [:]

    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        targetOffsets[ObjectIdentifier(item)] = offset
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        targetOffsets[ObjectIdentifier(item)] ?? .zero
    }

    public init(items: [UIDynamicItem], mode: Mode) {
        self.items = items
        self.mode = mode
        super.init()
    }

    open func addItem(_ item: UIDynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
        dynamicAnimator?.world.body(for: item)
    }

    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }

    override func attach(to world: PhysicsWorld, referenceBounds: CGRect) {
        for item in items { world.body(for: item) }
    }

    override func applyForces(in world: PhysicsWorld) {
        guard active else { return }
        let push = CGVector(dx: pushDirection.dx * Self.pointsPerSecondPerUnit, dy: pushDirection.dy * Self.pointsPerSecondPerUnit)
        for item in items {
            let offset = targetOffsetFromCenter(for: item)
            switch mode {
            case .continuous where offset == .zero: world.applyForce(push, to: item)
            case .continuous: world.applyForce(push, atOffset: offset, to: item)
            case .instantaneous: world.applyImpulse(push, atOffset: offset, to: item)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
