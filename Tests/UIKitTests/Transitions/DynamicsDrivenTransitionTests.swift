@testable import UIKit
import Testing
import UIKitTesting

/// Half the container from the bottom; adds the presented view itself and never lays it out again,
/// so only the animators place it.
private final class BottomHalfPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        let b = containerView!.bounds
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    override func presentationTransitionWillBegin() {
        containerView?.addSubview(presentedView!)
    }
}

/// Drops the presented view from above the container onto a floor at the container's bottom under
/// weak gravity (100 pt/s², about 3 s of fall for a 0.3 s transition), with UIKit Dynamics, and
/// calls `completeTransition` when the dynamic animator pauses — unless `forgetsToComplete`.
private final class DropAnimator: UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    var forgetsToComplete = false
    private var dynamics: UIDynamicAnimator?
    private var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let to = ctx.view(forKey: .to)!
        let container = ctx.containerView
        to.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!).offsetBy(dx: 0, dy: -container.bounds.height)
        context = ctx
        let dynamics = UIDynamicAnimator(referenceView: container)
        dynamics.delegate = self
        let gravity = UIGravityBehavior(items: [to])
        gravity.magnitude = 0.1
        let floor = UICollisionBehavior(items: [to])
        floor.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: container.bounds.maxY),
                          to: CGPoint(x: container.bounds.maxX, y: container.bounds.maxY))
        dynamics.addBehavior(gravity)
        dynamics.addBehavior(floor)
        self.dynamics = dynamics
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        guard let ctx = context else { return }
        context = nil
        animator.removeAllBehaviors()
        let to = ctx.view(forKey: .to)!
        to.transform = .identity
        to.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        if !forgetsToComplete { ctx.completeTransition(!ctx.transitionWasCancelled) }
    }
}

/// Completes the transition at once and leaves a snap to bring the presented view, put 100 pt below
/// its frame, to its place afterwards.
private final class SnapInAnimator: UIViewControllerAnimatedTransitioning {
    private var dynamics: UIDynamicAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let to = ctx.view(forKey: .to)!
        let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        to.frame = final.offsetBy(dx: 0, dy: 100)
        let dynamics = UIDynamicAnimator(referenceView: ctx.containerView)
        let snap = UISnapBehavior(item: to, snapTo: CGPoint(x: final.midX, y: final.midY))
        snap.damping = 1
        dynamics.addBehavior(snap)
        self.dynamics = dynamics
        ctx.completeTransition(true)
    }
}

private final class DynamicsTransitionDelegate: UIViewControllerTransitioningDelegate {
    let animator: UIViewControllerAnimatedTransitioning
    init(_ animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        BottomHalfPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}

extension SharedState {
    /// A transition animated with UIKit Dynamics instead of a view animation: the watchdog waits for
    /// the items to rest rather than the transition's duration, and the invariant checker treats a
    /// view that dynamics moves as on its way.
    @Suite struct DynamicsDrivenTransitionTests {
        private func presenting(with animator: UIViewControllerAnimatedTransitioning, seconds: TimeInterval,
                                afterwards: (TransitionStage, Child) -> Void = { _, _ in })
            -> (violations: [TransitionInvariantViolation], warnings: [String]) {
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .custom
            let delegate = DynamicsTransitionDelegate(animator)
            child.transitioningDelegate = delegate
            var warnings: [String] = []
            let violations = collectingViolations {
                withTransitionStage(root: parent) { stage in
                    warnings = capturingWarnings {
                        parent.present(child, animated: true)
                        stage.run(seconds: seconds)
                    }
                    afterwards(stage, child)
                }
            }
            return (violations, warnings)
        }

        @Test func aDropLongerThanTheWatchdogsLimitCompletesWithoutAWarning() {
            // Precondition: a 0.3 s transition whose view falls for about 3 s (the watchdog's limit
            // is 2.3 s) and completes when the dynamic animator pauses.
            var presentedAt: CGRect = .zero
            var over = false
            // Action: present and run five seconds.
            let found = presenting(with: DropAnimator(), seconds: 5) { stage, child in
                presentedAt = child.view.frame
                over = child.activeTransition == nil && child.presentingViewController != nil
            }
            // Assertion: no warning, nothing violated, the presentation over with the view at its frame.
            #expect(found.warnings.isEmpty, "\(found.warnings)")
            #expect(found.violations.isEmpty, "\(found.violations)")
            #expect(over)
            #expect(presentedAt == CGRect(x: 0, y: 240, width: 320, height: 240))
        }

        @Test func aDropThatNeverCompletesIsReportedOnceItsItemsRest() {
            // Precondition: the same drop, forgetting completeTransition when it lands.
            let animator = DropAnimator()
            animator.forgetsToComplete = true
            // Action: run 2.5 s (past the 2.3 s limit, still falling), then on to 5 s.
            var early: (violations: [TransitionInvariantViolation], warnings: [String]) = ([], [])
            let late = presenting(with: animator, seconds: 2.5) { stage, _ in
                early = (TransitionInvariantChecker.violations, [])
                early.warnings = capturingWarnings { stage.run(seconds: 2.5) }
            }
            // Assertion: nothing while it fell; then one warning saying dynamics were waited for,
            // and the missing completeTransition counted once.
            #expect(late.warnings.isEmpty, "\(late.warnings)")
            #expect(early.violations.isEmpty)
            #expect(early.warnings.count == 1, "\(early.warnings)")
            #expect(early.warnings.first?.contains("then while UIKit Dynamics moved views in its container") == true,
                    "\(early.warnings)")
            #expect(late.violations.map(\.rule) == [.completeTransitionOnce])
            // Both name the time it gave up, past the 2.3 s limit.
            let seconds = { (text: String) in text.split(separator: " ").first { $0.contains(".") && Double($0) != nil }.flatMap { Double($0) } }
            #expect((early.warnings.first.flatMap(seconds) ?? 0) > 2.5, "\(early.warnings)")
            #expect((late.violations.first.map(\.message).flatMap(seconds) ?? 0) > 2.5, "\(late.violations)")
        }

        @Test func aViewThatDynamicsStillMovesWhenTheTransitionEndsIsNotMisplaced() {
            // Precondition: an animator that completes at once, 100 pt below the frame, with a snap
            // bringing the view up.
            var settled = false
            // Action: present; after the transition ended, let the snap bring the view home.
            let found = presenting(with: SnapInAnimator(), seconds: 0.1) { stage, _ in
                #expect(TransitionInvariantChecker.violations.isEmpty, "\(TransitionInvariantChecker.violations)")
                stage.run(seconds: 3)
                settled = TransitionInvariantChecker.verifySettled([stage.window])
            }
            // Assertion: not reported as misplaced when it ended (dynamics were moving it), and at its
            // frame once settled.
            #expect(found.violations.isEmpty, "\(found.violations)")
            #expect(settled)
        }
    }
}
