import UIKit

/// The card let go short of dismissing, as the article's three UIKit Dynamics behaviours move it:
/// a sliding attachment that allows only vertical travel (a diagonal fling never moves it
/// sideways), an item behaviour that carries the pan's release velocity with some resistance (so it
/// is not too fast), and a snap back to the rest point.
///
/// The resistance (10 per second) over the snap's spring (1.5 Hz, damping 0.5) makes the whole
/// slightly over-damped: a card released still comes back without swinging past its rest point.
/// When everything has stopped the card is put exactly on the rest point and the behaviours go
/// (the animator pauses under half a point a second, a fraction of a point short; a pause farther
/// away, at the turn of a swing after a fast upward release, resumes instead).
/// The item behaviour leaves rotation allowed: the sliding attachment already keeps the card from
/// turning.
final class SheetSnapBack: UIDynamicAnimatorDelegate {
    static let resistance: CGFloat = 10

    private let animator: UIDynamicAnimator
    private weak var item: UIView?
    private var rest: CGPoint = .zero
    private var onRest: (() -> Void)?

    init(referenceView: UIView) {
        animator = UIDynamicAnimator(referenceView: referenceView)
        animator.delegate = self
    }

    /// Whether the behaviours are moving the card.
    var isRunning: Bool { animator.isRunning }
    /// Where the card is being brought back to.
    var restPoint: CGPoint { rest }

    /// Moves `item` back to `rest` from where it is, starting at `velocity` points per second
    /// (the sliding attachment keeps only its vertical part); `step` runs after every frame's move, `done` once at rest.
    func run(_ item: UIView, to rest: CGPoint, velocity: CGPoint, step: @escaping () -> Void,
             done: @escaping () -> Void) {
        stop()
        self.item = item
        self.rest = rest
        onRest = done
        let slide = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: rest,
                                                           axisOfTranslation: CGVector(dx: 0, dy: 1))
        let carry = UIDynamicItemBehavior(items: [item])
        carry.resistance = Self.resistance
        carry.addLinearVelocity(velocity, for: item)
        carry.action = step
        let snap = UISnapBehavior(item: item, snapTo: rest)
        for behavior in [slide, carry, snap] { animator.addBehavior(behavior) }
    }

    /// Lets go of the card where it is (a new drag takes it).
    func stop() {
        onRest = nil
        animator.removeAllBehaviors()
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        guard let done = onRest, let item else { return }
        guard abs(item.center.y - rest.y) < 1 else {
            animator.updateItem(usingCurrentState: item)
            return
        }
        onRest = nil
        animator.removeAllBehaviors()
        item.transform = .identity
        item.center = rest
        done()
    }
}
