import Foundation
import UIKit

/// The article's one animator for both ways of the composer, chosen by `mode`.
///
/// Presenting, a snapshot of the composer starts one screen height down and slides up while a dark
/// blur over the timeline fades in to 0.2; at the end the snapshot is swapped for the real composer.
/// Dismissing plays it back: a snapshot of the composer slides down, the blur fades out and goes.
///
/// Ported as the article writes it (an `NSObject` subclass, the same properties, the same two
/// private methods). What differs, and why:
/// - the composer is put at `finalFrame(for:)` before its snapshot is taken, and both snapshots are
///   put where the composer is, so it is the card the presentation controller asks for
///   (`ComposerPresentationController`) rather than whatever frame its view was loaded with: the
///   article's composer covers the screen, which hides the blur once it is up;
/// - the blur follows the container's size (`autoresizingMask`), so a window resized with the
///   composer up stays covered.
final class ComposerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum PresentationMode {
        case present
        case dismiss
    }

    /// Where the blur ends up while the composer is up: a hint of the timeline, darkened.
    static let blurAlpha: CGFloat = 0.2

    private var mode: PresentationMode
    private var duration: TimeInterval

    init(presentationMode: PresentationMode, duration: TimeInterval) {
        self.mode = presentationMode
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        switch mode {
        case .present:
            present(using: transitionContext)
        case .dismiss:
            dismiss(using: transitionContext)
        }
    }

    private func present(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        guard let snapshot = toView.snapshotView(afterScreenUpdates: true) else { return }
        snapshot.frame = toView.frame

        // Below the container to start with: the whole height of the composer down.
        snapshot.transform = CGAffineTransform(translationX: 0, y: snapshot.frame.height)

        let effect = UIBlurEffect(style: .systemMaterialDark)
        let blurView = UIVisualEffectView(effect: effect)
        blurView.frame = containerView.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Invisible at first; its alpha is animated with the slide.
        blurView.alpha = 0
        containerView.addSubview(blurView)
        containerView.addSubview(snapshot)

        UIView.animate(withDuration: duration, animations: {
            blurView.alpha = Self.blurAlpha
            snapshot.transform = .identity
        }) { success in
            snapshot.removeFromSuperview()
            containerView.addSubview(toView)
            transitionContext.completeTransition(success)
        }
    }

    private func dismiss(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let fromView = transitionContext.view(forKey: .from),
              // The composer as it is now, to slide away while the real one leaves at once.
              let snapshot = fromView.snapshotView(afterScreenUpdates: true),
              // The blur the presentation left in the container.
              let blurView = containerView.subviews.first(where: { $0 is UIVisualEffectView }) else { return }
        snapshot.frame = fromView.frame

        containerView.addSubview(snapshot)
        fromView.removeFromSuperview()

        UIView.animate(withDuration: duration, animations: {
            blurView.alpha = 0
            snapshot.transform = CGAffineTransform(translationX: 0, y: snapshot.frame.height)
        }) { success in
            snapshot.removeFromSuperview()
            blurView.removeFromSuperview()
            fromVC.removeFromParent()
            transitionContext.completeTransition(success)
        }
    }
}
