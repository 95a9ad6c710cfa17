import Foundation

/// Ties an item to an anchor point (UIKit's `UIAttachmentBehavior`, the anchor forms so far): a rigid
/// rod of `length` (a Chipmunk pin joint), or a sliding attachment that lets the item move only along
/// an axis through the anchor without turning (a groove joint and a gear joint), as the physics
/// sheet's drag uses it.
@MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable { case items, anchor }

    public let items: [UIDynamicItem]
    public let attachedBehaviorType: AttachmentType = .anchor
    /// Where the attachment is anchored, in the reference view.
    open var anchorPoint: CGPoint
    /// The rod's length: the distance when the behaviour was made.
    open var length: CGFloat
    private let slidingAxis: CGVector?
    private var joints: [OpaquePointer] = []

    public init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        items = [item]
        anchorPoint = point
        length = hypot(item.center.x - point.x, item.center.y - point.y)
        slidingAxis = nil
        super.init()
    }

    private init(slidingItem item: UIDynamicItem, anchor: CGPoint, axis: CGVector) {
        items = [item]
        anchorPoint = anchor
        length = 0
        slidingAxis = axis
        super.init()
    }

    /// The item moves only along `axis` through `point`, and does not turn.
    public class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint,
                                        axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(slidingItem: item, anchor: point, axis: axis)
    }

    override func attach(to world: PhysicsWorld, referenceBounds: CGRect) {
        guard let item = items.first, joints.isEmpty else { return }
        if let axis = slidingAxis {
            joints = world.addSlidingJoint(for: item, anchor: anchorPoint, axis: axis)
        } else {
            joints = [world.addPinJoint(for: item, anchor: anchorPoint)]
        }
    }

    override func leave() {
        if let world = dynamicAnimator?.world { for joint in joints { world.removeJoint(joint) } }
        joints.removeAll()
        super.leave()
    }
}
