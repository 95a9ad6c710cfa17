@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// A constraint change animated the iOS way outside a plain `UIView.animate`: inside a property
// animator (running and scrubbed), and inside a custom presentation's animator, run through and
// driven interactively by a percent-driven interaction. Each case reads the frame the compositor
// draws (`seen`) mid-flight.

/// A screen with one 80×80 card whose leading constant is `cardLeading`, pinned 100 points down.
private final class CardScreen: UIViewController {
    let card = UIView()
    private(set) var cardLeading: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.backgroundColor = .red
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        cardLeading = card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([
            cardLeading,
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 80),
            card.heightAnchor.constraint(equalToConstant: 80),
        ])
    }
}

/// Presents by laying the screen out with its card at the left, then moving the card's constant to
/// 200 and animating `layoutIfNeeded()` linearly over the transition's duration.
private final class ConstraintSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let screen = ctx.viewController(forKey: .to) as! CardScreen
        screen.view.frame = ctx.finalFrame(for: screen)
        ctx.containerView.addSubview(screen.view)
        screen.view.layoutIfNeeded()
        screen.cardLeading.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            screen.view.layoutIfNeeded()
        }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}

private final class ConstraintSlideDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ConstraintSlideAnimator()
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

extension SharedState {
    @Suite struct AutoLayoutTransitionAnimationTests {
        /// A laid-out 60×40 view at x = 20 in the stage's window and its leading constraint.
        private func constrainedView(in stage: AnimationStage) -> (UIView, NSLayoutConstraint) {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            stage.window.addSubview(v)
            let left = v.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 20)
            NSLayoutConstraint.activate([left, v.widthAnchor.constraint(equalToConstant: 60),
                                         v.heightAnchor.constraint(equalToConstant: 40),
                                         v.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 100)])
            stage.window.layoutIfNeeded()
            return (v, left)
        }

        @Test func aPropertyAnimatorThatLaysOutAnimatesTheConstraintChange() {
            withStage { stage in
                // Precondition: the view's centre at x = 50.
                let (v, left) = constrainedView(in: stage)
                let start = stage.now
                // Action: the constant moves 200 points; a 1 s linear animator lays out.
                left.constant = 220
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.window.layoutIfNeeded() }
                animator.startAnimation()
                // Assertion: the model is there at once; what is seen is halfway at 0.5 s, there at the end.
                #expect(v.frame.minX == 220)
                stage.frame(at: start + 0.5)
                #expect(isClose(v.seen.position.x, 150, tolerance: 1e-6), "mid-flight x \(v.seen.position.x)")
                stage.frame(at: start + 1.1)
                #expect(v.seen.position.x == 250)
                #expect(animator.state == .inactive)
            }
        }

        @Test func aScrubbedPropertyAnimatorHoldsTheConstraintChangeWhereItIsScrubbed() {
            withStage { stage in
                // Precondition: the view's centre at x = 50, an animator laying out a 200-point move, paused.
                let (v, left) = constrainedView(in: stage)
                left.constant = 220
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.window.layoutIfNeeded() }
                animator.pauseAnimation()
                // Action: scrubbed to 30 %, then frames pass.
                animator.fractionComplete = 0.3
                stage.frame(at: stage.now + 0.5)
                // Assertion: held at 30 % of the way while time passes.
                #expect(isClose(v.seen.position.x, 50 + 0.3 * 200, tolerance: 1e-6), "scrubbed x \(v.seen.position.x)")
                // Action: scrubbed back to 80 %, then let go to finish.
                animator.fractionComplete = 0.8
                stage.frame(at: stage.now + 1.0 / 60)
                #expect(isClose(v.seen.position.x, 50 + 0.8 * 200, tolerance: 1e-6), "scrubbed x \(v.seen.position.x)")
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
                stage.frame(at: stage.now + 1)
                // Assertion: it ends where the constraints put it.
                #expect(v.seen.position.x == 250)
                #expect(v.frame.minX == 220)
            }
        }

        @Test func aTransitionAnimatorThatLaysOutMovesTheCardMidFlight() {
            let root = UIViewController()
            withTransitionStage(root: root) { stage in
                // Precondition: a full-screen presentation by a custom animator that animates a constant.
                let screen = CardScreen()
                screen.modalPresentationStyle = .fullScreen
                let delegate = ConstraintSlideDelegate()
                screen.transitioningDelegate = delegate
                // Action: present; half a second of frames.
                root.present(screen, animated: true)
                stage.frame()
                stage.run(seconds: 0.5)
                // Assertion: the card's seen centre is near halfway from x 40 to x 240 (the 1 s linear
                // run started within a frame of the present), and at 240 once the transition ends.
                let midX = screen.card.seen.position.x
                #expect(midX > 120 && midX < 160, "mid-flight x \(midX)")
                stage.run(seconds: 0.7)
                #expect(screen.card.seen.position.x == 240)
                #expect(screen.card.frame.minX == 200)
                #expect(root.presentedViewController === screen)
            }
        }

        @Test func aPercentDrivenPresentationScrubsTheConstraintChange() {
            let root = UIViewController()
            withTransitionStage(root: root) { stage in
                // Precondition: the same animator, driven by a percent-driven interaction.
                let screen = CardScreen()
                screen.modalPresentationStyle = .fullScreen
                let delegate = ConstraintSlideDelegate()
                let interaction = UIPercentDrivenInteractiveTransition()
                delegate.interaction = interaction
                screen.transitioningDelegate = delegate
                root.present(screen, animated: true)
                stage.frame()
                // Action: scrubbed to 40 %, frames pass.
                interaction.update(0.4)
                stage.run(seconds: 0.3)
                // Assertion: the card held 40 % of the way from x 40 to x 240.
                #expect(isClose(screen.card.seen.position.x, 40 + 0.4 * 200, tolerance: 0.5),
                        "scrubbed x \(screen.card.seen.position.x)")
                // Action: finished.
                interaction.finish()
                stage.run(seconds: 1.2)
                // Assertion: presented, the card where its constraints put it.
                #expect(screen.card.seen.position.x == 240)
                #expect(root.presentedViewController === screen)
                #expect(screen.isBeingPresented == false)
            }
        }
    }
}
