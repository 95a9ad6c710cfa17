import Foundation

/// A rule a dynamic animator applies to items (UIKit's `UIDynamicBehavior`): the base of gravity,
/// collision and the rest, and a composite of child behaviours. `action` runs after every step.
@MainActor
open class UIDynamicBehavior {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Runs after each step of the animator this behaviour is in.
    open var action: (() -> Void)?
    /// The animator this behaviour (or its parent) was added to.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    public init() {}

    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.append(behavior)
        if let animator = dynamicAnimator { behavior.join(animator) }
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
        behavior.leave()
    }

    /// Called as the behaviour joins an animator (or leaves it, with nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: What the animator calls

    func join(_ animator: UIDynamicAnimator) {
        willMove(to: animator)
        dynamicAnimator = animator
        attach(to: animator.world, referenceBounds: animator.referenceBounds)
        for child in childBehaviors { child.join(animator) }
    }

    func leave() {
        willMove(to: nil)
        for child in childBehaviors { child.leave() }
        dynamicAnimator = nil
    }

    /// Adds what this behaviour needs to the world (bodies, shapes, boundaries).
    func attach(to world: PhysicsWorld, referenceBounds: CGRect) {}

    /// Adds this behaviour's forces before a step.
    func applyForces(in world: PhysicsWorld) {}

    /// The reference view's bounds are not what they were at the last frame (a window resize).
    func referenceBoundsDidChange(in world: PhysicsWorld, to referenceBounds: CGRect) {}

    /// Wakes the animator after a change that may move items.
    func wake() { dynamicAnimator?.resume() }

    /// This behaviour and its children, depth first.
    var allBehaviors: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.allBehaviors) }
}
