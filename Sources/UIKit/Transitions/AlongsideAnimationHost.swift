/// A built-in animator that runs the coordinator's alongside animations inside its own animation
/// block, so they move on its timing: UIKit's navigation bar slides on the same spring as the
/// views beneath it. Alongside animations of other animators run over the transition's duration
/// with its completion curve, as UIKit runs them for a custom animator.
@MainActor protocol AlongsideAnimationHost: UIViewControllerAnimatedTransitioning {
    /// `animateTransition(using:)`, calling `alongside` once inside the block that animates the
    /// views (or not at all when the transition completes without animating).
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning, alongside: @escaping () -> Void)
}
