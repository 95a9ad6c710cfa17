import UIKit

/// Puts the behaviours panel's square exactly on its snap point, upright, once the snap has
/// stopped moving it: the animator pauses when the square is slower than half a point a second,
/// a fraction of a point away, which would leave its edges blurred across two pixels. A pause
/// farther away (at the turn of a swing) resumes the snap instead of jumping.
final class SquareLanding: UIDynamicAnimatorDelegate {
    weak var square: UIView?
    var point: CGPoint = .zero

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        guard let square, !animator.behaviors.isEmpty else { return }
        guard hypot(square.center.x - point.x, square.center.y - point.y) < 1 else {
            animator.updateItem(usingCurrentState: square)
            return
        }
        square.transform = .identity
        square.center = point
    }
}
