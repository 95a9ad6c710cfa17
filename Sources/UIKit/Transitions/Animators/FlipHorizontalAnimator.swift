import Foundation

/// `.flipHorizontal`: the screen turns over about its vertical axis, in perspective, showing the
/// presented view on its back; dismissal turns it back. Black shows behind the turning screen.
final class FlipHorizontalAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.6
    let isPresenting: Bool

    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        guard let fromVC = ctx.viewController(forKey: .from), let toVC = ctx.viewController(forKey: .to),
              let front = isPresenting ? fromVC.view : ctx.view(forKey: .from),
              let back = isPresenting ? ctx.view(forKey: .to) : toVC.view,
              let frontImage = isPresenting ? front.snapshotView(afterScreenUpdates: false) : front,
              let backImage = isPresenting ? back : back.snapshotView(afterScreenUpdates: false) else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        UIView.performWithoutAnimation {
            container.backgroundColor = .black
            frontImage.frame = isPresenting ? ctx.initialFrame(for: fromVC) : front.frame
            if frontImage.superview !== container { container.addSubview(frontImage) }
            backImage.frame = ctx.finalFrame(for: toVC)
        }
        let options: UIView.AnimationOptions = isPresenting ? [.transitionFlipFromRight] : [.transitionFlipFromLeft]
        UIView.transition(from: frontImage, to: backImage, duration: Self.duration, options: options) { _ in
            UIView.performWithoutAnimation {
                container.backgroundColor = nil
                if !self.isPresenting { backImage.removeFromSuperview() }
            }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}
