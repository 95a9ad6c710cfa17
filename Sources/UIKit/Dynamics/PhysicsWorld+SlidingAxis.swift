import CChipmunk
import Foundation

/// Keeping an item on a sliding attachment's axis from the first step.
///
/// Chipmunk moves each body by its velocity before it solves the joints, so a velocity across the
/// axis given to an item on a sliding attachment (a pan's diagonal release velocity, as the physics
/// sheet hands its item behaviour) would carry it off the axis for one step — 0.8 pt at 300 pt/s —
/// before the groove pulls it back. UIKit's sliding attachment never lets the item off its axis, so
/// before a frame's steps a body held by a groove from the static body keeps only its velocity along the
/// groove.
extension PhysicsWorld {
    func keepVelocitiesAlongGrooves() {
        for joint in constraints where cpConstraintIsGrooveJoint(joint) != 0 && cpSpaceContainsConstraint(space, joint) != 0 {
            guard let a = cpConstraintGetBodyA(joint), let b = cpConstraintGetBodyB(joint),
                  cpBodyGetType(a) == CP_BODY_TYPE_STATIC, cpBodyGetType(b) == CP_BODY_TYPE_DYNAMIC else { continue }
            let axis = cpvsub(cpGrooveJointGetGrooveB(joint), cpGrooveJointGetGrooveA(joint))
            let length = cpvlength(axis)
            guard length > 0 else { continue }
            let unit = cpvmult(axis, 1 / length)
            cpBodySetVelocity(b, cpvmult(unit, cpvdot(cpBodyGetVelocity(b), unit)))
        }
    }
}
