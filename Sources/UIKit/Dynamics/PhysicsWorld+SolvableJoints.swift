import CChipmunk
import Foundation

/// Joints the solver cannot solve right now, set aside until it can.
///
/// Chipmunk divides by a joint's effective mass. A joint between two ends that nothing can move has
/// none: an angular joint (the gear of a sliding or fixed attachment, the motor of `frictionTorque`,
/// a rotary limit) when neither end may turn — the static body, an anchored (kinematic) item, an
/// item whose `allowsRotation` is false; any other joint when neither end may move (an attachment
/// from an anchor to an anchored item). Debian's Chipmunk is built with its assertions on and stops
/// the process there ("Unsolvable collision or constraint"; release builds fill the velocities with
/// NaN instead). Such a joint has nothing to do anyway — both ends already hold still in the way it
/// would hold them — so before a frame's steps it leaves the space, and it comes back when one end may
/// move again (the item is let go, or allowed to turn).
extension PhysicsWorld {
    /// Takes out of the space the joints that cannot be solved, and puts back those that can again.
    func setAsideUnsolvableJoints() {
        for joint in constraints {
            let solvable = Self.isSolvable(joint)
            let present = cpSpaceContainsConstraint(space, joint) != 0
            if solvable && !present { cpSpaceAddConstraint(space, joint) }
            if !solvable && present { cpSpaceRemoveConstraint(space, joint) }
        }
    }

    /// Takes `joint` out of the space if it is there (a joint set aside is not).
    func detach(_ joint: OpaquePointer) {
        if cpSpaceContainsConstraint(space, joint) != 0 { cpSpaceRemoveConstraint(space, joint) }
    }

    private static func isSolvable(_ joint: OpaquePointer) -> Bool {
        let a = cpConstraintGetBodyA(joint)!, b = cpConstraintGetBodyB(joint)!
        let angular = cpConstraintIsGearJoint(joint) != 0 || cpConstraintIsSimpleMotor(joint) != 0
            || cpConstraintIsRotaryLimitJoint(joint) != 0 || cpConstraintIsRatchetJoint(joint) != 0
            || cpConstraintIsDampedRotarySpring(joint) != 0
        if angular { return canTurn(a) || canTurn(b) }
        return canMove(a) || canMove(b)
    }

    private static func canTurn(_ body: OpaquePointer) -> Bool {
        cpBodyGetType(body) == CP_BODY_TYPE_DYNAMIC && cpBodyGetMoment(body).isFinite
    }

    private static func canMove(_ body: OpaquePointer) -> Bool {
        cpBodyGetType(body) == CP_BODY_TYPE_DYNAMIC
    }
}
