import CChipmunk
import Foundation

/// Ties an item to an anchor point or to another item (UIKit's `UIAttachmentBehavior`). What it
/// becomes in Chipmunk depends on how it was made and on `frequency`:
/// - the plain attachments: a rigid rod of `length` between the attachment points (a pin joint)
///   while `frequency` is 0, a spring of that rest length (a damped spring) when it is above 0;
/// - `slidingAttachment`: the item moves only along an axis without turning (a groove joint and a
///   gear joint), within `attachmentRange` points of where it started; two items slide so relative
///   to each other;
/// - `limitAttachment`: a rope, at most `length` apart (a slide joint);
/// - `pinAttachment`: the two items turn freely about a shared point (a pivot joint), within
///   `attachmentRange` radians of their starting angle (a rotary limit joint);
/// - `fixedAttachment`: the two items welded at a point (a pivot joint and a gear joint).
/// `frictionTorque` resists turning at the attachment (a simple motor at rate 0 whose torque is
/// capped there). Changing a property rebuilds the joints at once.
@MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable { case items, anchor }

    enum Kind { case rod, sliding(axis: CGVector), limit, pin, fixed }

    public let items: [UIDynamicItem]
    public let attachedBehaviorType: AttachmentType
    /// Where the attachment is anchored, in the reference view.
    open var anchorPoint: CGPoint { didSet { rebuild() } }
    /// The rod's or spring's length (the rope's for a limit): the distance when the behaviour was made.
    open var length: CGFloat { didSet { rebuild() } }
    /// Oscillations per second of the spring; 0 (the default) makes the attachment a rigid rod.
    open var frequency: CGFloat = 0 { didSet { rebuild() } }
    /// The spring's damping ratio: 0 (the default) swings on, 1 stops without overshoot.
    open var damping: CGFloat = 0 { didSet { rebuild() } }
    /// The most torque (points²·mass/s²) friction at the attachment can hold against turning.
    open var frictionTorque: CGFloat = 0 { didSet { rebuild() } }
    /// Sliding attachments: how far (points) the item may slide either way; pin attachments: how far
    /// (radians) the items may turn. Unlimited by default.
    open var attachmentRange = UIFloatRange.infinite { didSet { rebuild() } }

    let kind: Kind
    /// Where on each item the attachment holds, from its centre in its own coordinates.
    let offsets: [UIOffset]
    private var joints: [OpaquePointer] = []

    init(items: [UIDynamicItem], offsets: [UIOffset], anchor: CGPoint, kind: Kind) {
        self.items = items
        self.offsets = offsets
        self.kind = kind
        anchorPoint = anchor
        attachedBehaviorType = items.count == 1 ? .anchor : .items
        let ends = zip(items, offsets).map { Self.point(of: $0.0, at: $0.1) }
        let other = ends.count > 1 ? ends[1] : anchor
        length = hypot(ends[0].x - other.x, ends[0].y - other.y)
        super.init()
    }

    /// Designated, as it was before the other forms: subclasses may call it.
    public init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        items = [item]
        offsets = [.zero]
        kind = .rod
        anchorPoint = point
        attachedBehaviorType = .anchor
        length = hypot(item.center.x - point.x, item.center.y - point.y)
        super.init()
    }

    public convenience init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(items: [item], offsets: [offset], anchor: point, kind: .rod)
    }

    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public convenience init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                            attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        self.init(items: [item1, item2], offsets: [offset1, offset2], anchor: .zero, kind: .rod)
    }

    /// The item moves only along `axis` through `point`, and does not turn.
    public class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint,
                                        axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item], offsets: [.zero], anchor: point, kind: .sliding(axis: axis))
    }

    /// The two items slide along `axis` through `point` relative to each other, and do not turn
    /// relative to each other.
    public class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint,
                                        axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [.zero, .zero], anchor: point, kind: .sliding(axis: axis))
    }

    /// At most the current distance apart, as if tied by a rope between the two points.
    public class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                      attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [offset1, offset2], anchor: .zero, kind: .limit)
    }

    /// The two items pinned together at `point`: they turn about it but do not come apart.
    public class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [.zero, .zero], anchor: point, kind: .pin)
    }

    /// The two items welded together at `point`: they move and turn as one.
    public class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                      attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(items: [item1, item2], offsets: [.zero, .zero], anchor: point, kind: .fixed)
    }

    /// Where `offset` from `item`'s centre is in the reference view, the item turned as it is now.
    static func point(of item: UIDynamicItem, at offset: UIOffset) -> CGPoint {
        let t = item.transform
        return CGPoint(x: item.center.x + t.a * offset.horizontal + t.c * offset.vertical,
                       y: item.center.y + t.b * offset.horizontal + t.d * offset.vertical)
    }

    // MARK: In the animator

    override func attach(to world: PhysicsWorld, referenceBounds: CGRect) {
        guard joints.isEmpty else { return }
        joints = AttachmentJoints(behavior: self, world: world).make()
    }

    override func leave() {
        removeJoints()
        super.leave()
    }

    private func removeJoints() {
        if let world = dynamicAnimator?.world { for joint in joints { world.removeJoint(joint) } }
        joints.removeAll()
    }

    private func rebuild() {
        guard let world = dynamicAnimator?.world else { return }
        removeJoints()
        joints = AttachmentJoints(behavior: self, world: world).make()
        wake()
    }
}
