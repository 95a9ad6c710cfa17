@testable import UIKit
import Testing

/// The bottom half of the container, laid out only when the presentation starts: it forgets to put
/// the presented view back at its frame when the container lays out again (a window resize).
private final class ForgetfulPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        let b = containerView!.bounds
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    override func presentationTransitionWillBegin() {
        containerView?.addSubview(presentedView!)
    }
}

/// Presents with `ForgetfulPresentationController` and a slide that ends `offset` points below the
/// frame it was given.
private final class PlacementDelegate: UIViewControllerTransitioningDelegate {
    var presentationOffset: CGFloat = 0

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        ForgetfulPresentationController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        OffsetSlideAnimator(offset: presentationOffset)
    }
}

/// Slides the presented view in and ends `offset` points below `finalFrame(for:)`.
private final class OffsetSlideAnimator: UIViewControllerAnimatedTransitioning {
    let offset: CGFloat
    init(offset: CGFloat) { self.offset = offset }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let to = ctx.view(forKey: .to)!
        let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!).offsetBy(dx: 0, dy: offset)
        to.frame = final.offsetBy(dx: 0, dy: final.height)
        UIView.animate(withDuration: 0.3, animations: { to.frame = final }) { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

extension SharedState {
    /// The checker's placement rule: a settled presented view sits at its presentation controller's
    /// `frameOfPresentedViewInContainerView`, after its transition and after a window resize.
    @Suite struct PlacementRuleTests {
        /// Presents a child of a 320×480 parent `.custom` through `delegate`, lets the presentation
        /// end, then runs `afterwards`; returns what the checker found meanwhile.
        private func presenting(through delegate: UIViewControllerTransitioningDelegate,
                                afterwards: (TransitionStage, Child) -> Void = { _, _ in }) -> [TransitionInvariantViolation] {
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            return collectingViolations {
                withTransitionStage(root: parent) { stage in
                    parent.present(child, animated: true)
                    stage.run(seconds: 0.5)
                    afterwards(stage, child)
                }
            }
        }

        @Test func aPresentationControllerThatIgnoresAResizeIsReported() {
            // Precondition: a panel presented at (0, 240, 320, 240) by a controller that never lays
            // the presented view out again.
            let violations = presenting(through: PlacementDelegate()) { stage, child in
                #expect(child.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
                #expect(TransitionInvariantChecker.violations.isEmpty)
                // Action: the window becomes 500×300.
                stage.app.handle(.resized(CGSize(width: 500, height: 300)))
            }
            // Assertion: the panel stayed at its old frame, and the checker says so, naming both frames.
            #expect(violations.map(\.rule) == [.settledAtPresentationFrame])
            #expect(violations.first?.message.contains("rests at (0, 240, 320, 240)") == true, "\(violations)")
            #expect(violations.first?.message.contains("frameOfPresentedViewInContainerView is (0, 150, 500, 150)") == true)
        }

        @Test func anAnimatorThatEndsOffTheFinalFrameIsReported() {
            // Precondition: an animator that ends 40 pt below the frame it was given.
            let delegate = PlacementDelegate()
            delegate.presentationOffset = 40
            // Action: present and let it end.
            let violations = presenting(through: delegate)
            // Assertion
            #expect(violations.map(\.rule) == [.settledAtPresentationFrame])
            #expect(violations.first?.message.contains("after the presentation animated by OffsetSlideAnimator completed") == true,
                    "\(violations)")
        }

        @Test func aPanelThatFollowsTheResizeIsNotReported() {
            // Precondition: scene 000's half-screen panel, which lays itself out on every resize.
            let violations = presenting(through: PanelTransitionDelegate()) { stage, child in
                // Action: resize twice.
                stage.app.handle(.resized(CGSize(width: 500, height: 300)))
                stage.app.handle(.resized(CGSize(width: 280, height: 600)))
                #expect(child.view.frame == CGRect(x: 0, y: 300, width: 280, height: 300))
            }
            // Assertion
            #expect(violations.isEmpty, "\(violations)")
        }
    }
}
