@testable import UIKit
import Testing
import UIKitTesting

/// Slides the half-screen panel with `UIView.animate` only (no property animator), as pre-iOS 10
/// animators do: a percent-driven transition has to take its animations over.
private final class BlockSlideAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        if presenting {
            let to = ctx.view(forKey: .to)!
            let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            to.frame = final.offsetBy(dx: 0, dy: final.height)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseOut, animations: { to.frame = final }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        } else {
            let from = ctx.view(forKey: .from)!
            let initial = ctx.initialFrame(for: ctx.viewController(forKey: .from)!)
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveEaseIn, animations: {
                from.frame = initial.offsetBy(dx: 0, dy: initial.height)
            }) { _ in
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
    }
}

/// Vends the half-screen presentation controller, block or property-animator slides, and one
/// percent-driven interaction controller for whichever direction is interactive.
private final class PercentDrivenDelegate: UIViewControllerTransitioningDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    var usesPropertyAnimator = false
    var interactivePresent = false
    var interactiveDismiss = true

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfScreenPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        usesPropertyAnimator ? SlideAnimator(presenting: true, duration: 0.4) : BlockSlideAnimator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        usesPropertyAnimator ? SlideAnimator(presenting: false, duration: 0.4) : BlockSlideAnimator(presenting: false)
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactivePresent ? interaction : nil
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactiveDismiss ? interaction : nil
    }
}

extension SharedState {
    /// `UIPercentDrivenInteractiveTransition` with both kinds of animators: scrubbing is linear and
    /// reversible, cancel returns every property exactly to its start, finish plays on without a
    /// jump, the completion takes `(1 − p) × duration / completionSpeed`, and a running transition can
    /// be caught with `pause()`.
    @Suite struct PercentDrivenTransitionTests {
        private struct Sample: Equatable {
            let y: CGFloat
            let dim: Float
        }

        private func sample(_ child: UIViewController, _ pc: HalfScreenPresentationController) -> Sample {
            Sample(y: child.view.layer.presentation()!.frame.minY, dim: pc.dimmingView.layer.presentation()!.opacity)
        }

        /// A parent (320×480) with `child` presented as a half-screen panel, the dismissal percent-driven.
        private func withPresentedPanel(propertyAnimator: Bool = false,
                                        _ body: (TransitionStage, Parent, Child, PercentDrivenDelegate, HalfScreenPresentationController) throws -> Void) throws {
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = PercentDrivenDelegate()
            delegate.usesPropertyAnimator = propertyAnimator
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            try withTransitionStage(root: parent) { stage in
                parent.present(child, animated: true)
                stage.run(seconds: 0.6)
                let pc = try #require(child.presentationController as? HalfScreenPresentationController)
                try body(stage, parent, child, delegate, pc)
            }
        }

        @Test(arguments: [false, true])
        func scrubbingOutAndBackSamplesTheSameValuesReversed(propertyAnimator: Bool) throws {
            try withPresentedPanel(propertyAnimator: propertyAnimator) { stage, _, child, delegate, pc in
                // Precondition: the panel rests on the bottom half under a 0.3 dim.
                #expect(sample(child, pc) == Sample(y: 240, dim: 0.3))

                // Action: start the dismissal, scrub out to 0.6 in steps, then back to 0.
                child.dismiss(animated: true)
                var out: [Sample] = []
                for step in 0...6 {
                    delegate.interaction.update(CGFloat(step) / 10)
                    stage.frame()
                    out.append(sample(child, pc))
                }
                var back: [Sample] = []
                for step in (0...6).reversed() {
                    delegate.interaction.update(CGFloat(step) / 10)
                    stage.frame()
                    back.append(sample(child, pc))
                }

                // Assertion: linear in the fraction (panel and dim together), and the way back is the
                // way out reversed, value for value.
                for (i, s) in out.enumerated() {
                    let f = CGFloat(i) / 10
                    #expect(isClose(s.y, 240 + 240 * f, tolerance: 1e-6), "panel at \(f): \(s.y)")
                    #expect(abs(Double(s.dim) - 0.3 * Double(1 - f)) < 1e-6, "dim at \(f): \(s.dim)")
                }
                #expect(back == out.reversed())
            }
        }

        @Test(arguments: [false, true])
        func aReusedInteractionStartsItsNextTransitionAtTheBeginning(propertyAnimator: Bool) throws {
            try withPresentedPanel(propertyAnimator: propertyAnimator) { stage, _, child, delegate, pc in
                // Precondition: a dismissal let go at 60 % and cancelled back.
                child.dismiss(animated: true)
                delegate.interaction.update(0.6)
                stage.frame()
                delegate.interaction.cancel()
                stage.run(seconds: 0.6)
                #expect(child.activeTransition == nil)
                // Action: the same interaction drives a new dismissal, not yet updated.
                child.dismiss(animated: true)
                stage.frame()
                // Assertion: it starts at 0, where the panel rests, not at the 0.6 left over.
                #expect(delegate.interaction.percentComplete == 0)
                #expect(sample(child, pc) == Sample(y: 240, dim: 0.3))
                delegate.interaction.cancel()
                stage.run(seconds: 0.6)
            }
        }

        @Test(arguments: [false, true])
        func cancelPlaysBackToExactlyTheStartAndEndsCancelled(propertyAnimator: Bool) throws {
            try withPresentedPanel(propertyAnimator: propertyAnimator) { stage, parent, child, delegate, pc in
                // Precondition: an interactive dismissal scrubbed to 30 %.
                child.dismiss(animated: true)
                delegate.interaction.update(0.3)
                stage.frame()

                // Action: cancel and let it play back, sampling each frame.
                var samples: [Sample] = []
                let lines = TransitionTrace.capture {
                    delegate.interaction.cancel()
                    for _ in 0..<40 {
                        stage.run(seconds: 1.0 / 60)
                        samples.append(sample(child, pc))
                    }
                }

                // Assertion: it moves back monotonically, never past the start, and rests exactly there;
                // the model values too; the transition ended cancelled with nothing left behind.
                for (a, b) in zip(samples, samples.dropFirst()) { #expect(b.y <= a.y, "moved down again: \(a.y) → \(b.y)") }
                #expect(samples.allSatisfy { $0.y >= 240 })
                #expect(samples.last == Sample(y: 240, dim: 0.3))
                #expect(child.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
                #expect(isClose(pc.dimmingView.alpha, 0.3, tolerance: 1e-6))
                #expect(child.view.layer.animationKeys() == nil)
                #expect(pc.dimmingView.layer.animationKeys() == nil)
                #expect(lines.contains("HalfScreenPresentationController.dismissalTransitionDidEnd(false)"))
                #expect(lines.last?.hasSuffix("animationEnded(false)") == true, "\(lines)")
                #expect(parent.presentedViewController === child)
            }
        }

        @Test(arguments: [false, true])
        func aWindowResizedMidDragLeavesTheCancelledPanelAtItsNewFrame(propertyAnimator: Bool) throws {
            try withPresentedPanel(propertyAnimator: propertyAnimator) { stage, parent, child, delegate, pc in
                // Precondition: an interactive dismissal scrubbed to 40 % in the 320×480 window.
                TransitionInvariantChecker.removeAllViolations()
                child.dismiss(animated: true)
                delegate.interaction.update(0.4)
                stage.frame()

                // Action: the window becomes 500×300 under the drag; then the drag is let go short
                // of half-way and the dismissal cancels.
                stage.app.handle(.resized(CGSize(width: 500, height: 300)))
                delegate.interaction.update(0.3)
                stage.frame()
                delegate.interaction.cancel()
                stage.run(seconds: 0.8)

                // Assertion: the panel rests where the presentation controller says for the new
                // size, drawn there too, and the checker found nothing wrong.
                #expect(parent.presentedViewController === child)
                #expect(child.activeTransition == nil)
                #expect(pc.frameOfPresentedViewInContainerView == CGRect(x: 0, y: 150, width: 500, height: 150))
                #expect(child.view.frame == pc.frameOfPresentedViewInContainerView)
                #expect(presentedFrame(child.view) == pc.frameOfPresentedViewInContainerView)
                #expect(TransitionInvariantChecker.violations.isEmpty, "\(TransitionInvariantChecker.violations)")
            }
        }

        @Test func finishPlaysOnWithoutAJumpAndDismisses() throws {
            try withPresentedPanel { stage, parent, child, delegate, pc in
                // Precondition: an interactive dismissal scrubbed to 70 % (y = 408).
                child.dismiss(animated: true)
                delegate.interaction.update(0.7)
                stage.frame()
                let at70 = sample(child, pc)

                // Action: finish, sampling each frame until done.
                delegate.interaction.finish()
                var samples: [Sample] = []
                for _ in 0..<30 {
                    stage.run(seconds: 1.0 / 60)
                    if parent.presentedViewController == nil { break }
                    samples.append(sample(child, pc))
                }

                // Assertion: from 408 onwards only down; then dismissed and removed.
                #expect(isClose(at70.y, 408, tolerance: 1e-6))
                #expect(samples.allSatisfy { $0.y >= at70.y })
                #expect(parent.presentedViewController == nil)
                #expect(stage.window.subviews.count == 1)
            }
        }

        @Test func completionSpeedShortensThePlayback() throws {
            try withPresentedPanel { stage, parent, child, delegate, _ in
                // Precondition: scrubbed to 30 % of a 0.4 s dismissal; completionSpeed 2.
                child.dismiss(animated: true)
                delegate.interaction.completionSpeed = 2
                delegate.interaction.update(0.3)
                stage.frame()

                // Action: cancel; the rest takes 0.3 × 0.4 / 2 = 0.06 s.
                delegate.interaction.cancel()
                stage.run(seconds: 0.05)
                let midway = child.activeTransition != nil
                stage.run(seconds: 0.02)

                // Assertion: still running at 0.05 s, over by 0.07 s.
                #expect(midway)
                #expect(child.activeTransition == nil)
                #expect(parent.presentedViewController === child)
            }
        }

        @Test func interactivePresentationFollowsTheFractionAndFinishes() throws {
            // Precondition: a parent and a child whose presentation is percent-driven.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = PercentDrivenDelegate()
            delegate.interactivePresent = true
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            try withTransitionStage(root: parent) { stage in
                // Action: present, drive to 25 %, then finish.
                parent.present(child, animated: true)
                delegate.interaction.update(0.25)
                stage.frame()
                let y = child.view.layer.presentation()!.frame.minY
                delegate.interaction.finish()
                stage.run(seconds: 0.6)

                // Assertion: a quarter of the way up from below (480 → 240) while driven; presented after.
                #expect(isClose(y, 420, tolerance: 1e-6), "\(y)")
                #expect(parent.presentedViewController === child)
                #expect(child.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
                let pc = try #require(child.presentationController as? HalfScreenPresentationController)
                #expect(isClose(pc.dimmingView.alpha, 0.3, tolerance: 1e-6))
            }
        }

        @Test func pauseCatchesARunningDismissalAndCancelKeepsThePanel() throws {
            try withPresentedPanel(propertyAnimator: true) { stage, parent, child, delegate, pc in
                // Precondition: a dismissal that starts running by itself.
                delegate.interaction.wantsInteractiveStart = false
                child.dismiss(animated: true)
                stage.run(seconds: 0.1)
                let running = sample(child, pc)

                // Action: catch it, drive it back to 10 %, cancel.
                delegate.interaction.pause()
                let caught = delegate.interaction.percentComplete
                stage.run(seconds: 0.2)
                let held = sample(child, pc)
                delegate.interaction.update(0.1)
                stage.frame()
                let driven = sample(child, pc)
                delegate.interaction.cancel()
                stage.run(seconds: 0.6)

                // Assertion: it had moved, it held still while caught, followed the update, and is back.
                #expect(running.y > 240)
                #expect(caught > 0)
                #expect(isClose(held.y, running.y, tolerance: 1e-6), "\(held.y) vs \(running.y)")
                #expect(isClose(driven.y, 264, tolerance: 1e-6), "\(driven.y)")
                #expect(parent.presentedViewController === child)
                #expect(child.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
            }
        }
    }
}
