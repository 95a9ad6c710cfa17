import UIKit

/// Presents and dismisses the physics sheet, as the article's one animator class does both
/// (`isPresenting`). Presenting, a snapshot of the presenting screen goes into the container first
/// — a full-screen presentation takes the presenter's view away, and without it the area around the
/// card would be empty — then the sheet's view over it. The sheet's own `slide(direction:)` moves
/// the card, inside a spring animation that lets touches through so the card can be caught.
final class SheetTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    static let damping: CGFloat = 0.85

    let presenting: UIViewController
    let presented: PhysicsSheetViewController
    let isPresenting: Bool

    init(presenting: UIViewController, presented: PhysicsSheetViewController, isPresenting: Bool) {
        self.presenting = presenting
        self.presented = presented
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if isPresenting {
            if let snapshot = presenting.view.snapshotView(afterScreenUpdates: false) {
                snapshot.frame = transitionContext.initialFrame(for: presenting)
                container.addSubview(snapshot)
            }
            container.addSubview(presented.view)
            presented.view.frame = transitionContext.finalFrame(for: presented)
            // The card starts below the window: lay the sheet out before the animation moves it.
            presented.loadViewIfNeeded()
            presented.view.layoutIfNeeded()
        }
        let direction: PhysicsSheetViewController.SlideDirection = isPresenting ? .up : .down
        UIView.animate(withDuration: Self.duration, delay: 0, usingSpringWithDamping: DemoMotion.damping(Self.damping),
                       initialSpringVelocity: presented.initialSpringVelocity(toward: direction),
                       options: [.allowUserInteraction], animations: { [presented] in
            presented.slide(direction: direction)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
