import Foundation

/// The interaction controller a presentation controller supplies for its own transitions
/// (`TransitionInteractionSupplying`, a page sheet's pull-down), and a start that keeps such a
/// transition catchable.
///
/// UIKit can catch a running transition (`pause()`) only through an interruptible animator, and
/// Segue's built-in animators are `UIView.animate` blocks: on the clock, nothing can stop them
/// where they are. So a transition that the supplied controller does not start interactively runs
/// its blocks under the percent-driven driver instead, and the driver plays them to the end at the
/// pace of the animator's own curve: on screen the same motion, in the same callback order, but one
/// that `pause()` stops in place and hands to the gesture. While it plays its views stay touchable
/// (the blocks' missing `.allowUserInteraction` is lifted), as UIKit's interruptible animators are
/// hit where they are drawn — otherwise the touch meant to catch it could not land.
extension ModalTransition {
    /// Starts the animation, first letting the presentation controller supply the interaction
    /// controller the delegate did not. `ModalTransition+Start.swift` calls it where it would call
    /// `startAnimation()`; without a supplier it is exactly `startAnimation()`.
    func startAnimationWithSuppliedInteraction() {
        // The controllers may have been taken down by a `…Will` callback.
        guard case .starting(let run) = phase else { return }
        guard isAnimated, animator != nil, interactionController == nil,
              let supplier = presentationController as? TransitionInteractionSupplying,
              let supplied = supplier.interactionController(for: self) else {
            return startAnimation()
        }
        interactionController = supplied
        let added = ApplicationContext.current.layerTree.capturingAddedAnimations {
            if supplied.wantsInteractiveStart || !startCatchable(run, under: supplied) { startAnimation() }
        }
        for (_, animation) in added { animation.blocksInteraction = false }
    }

    /// Runs an animator without a property animator under the driver, played by itself; false when
    /// the animator vends a property animator (then `pause()` already catches it through that).
    private func startCatchable(_ run: Run, under interaction: UIPercentDrivenInteractiveTransition) -> Bool {
        guard let animator, animator.interruptibleAnimator(using: run.context) is NoInterruptibleAnimator else { return false }
        duration = animator.transitionDuration(using: run.context)
        // Starts the animations and moves to `playing`; the driver holds them at 0 until it plays.
        let added = ApplicationContext.current.layerTree.capturingAddedAnimations { startDrivenAnimations() }
        interaction.attach(run.context)
        guard !isOver, let driver = blockDriver else { return true }
        // The driver moves every animation linearly in its fraction; pacing that fraction with the
        // curve of the animator's first animation (the presented view's move) reproduces it exactly.
        let curve = added.first?.1.timingFunction?.curve ?? .linear
        driver.play(to: 1, pacing: Pacing(curve: { curve.value(at: $0) }, seconds: duration)) {}
        armWatchdog()
        return true
    }
}
