@testable import UIKit
import Foundation
import UIKitTesting

/// Controllers and delegates for navigation tests: each reports its containment callbacks, and
/// whether it is moving to or from its parent in its appearance callbacks, through the transition
/// trace, so a test compares one ordered list of lines.
class Screen: ColorViewController {
    override func willMove(toParent parent: UIViewController?) {
        TransitionTrace.record { "\(TransitionTrace.name(self)).willMove(toParent: \(TransitionTrace.name(parent)))" }
    }
    override func didMove(toParent parent: UIViewController?) {
        TransitionTrace.record { "\(TransitionTrace.name(self)).didMove(toParent: \(TransitionTrace.name(parent)))" }
    }
    override func viewWillAppear(_ animated: Bool) { recordMoving() }
    override func viewWillDisappear(_ animated: Bool) { recordMoving() }

    private func recordMoving() {
        if isMovingToParent { TransitionTrace.record { "\(TransitionTrace.name(self)).isMovingToParent" } }
        if isMovingFromParent { TransitionTrace.record { "\(TransitionTrace.name(self)).isMovingFromParent" } }
    }
}

final class Inbox: Screen {}
final class Message: Screen {}
final class Attachment: Screen {}

/// A delegate that answers with the animators and interaction controller the test sets; its
/// willShow/didShow calls are traced by the navigation controller.
final class NavigationDelegate: UINavigationControllerDelegate {
    var pushAnimator: UIViewControllerAnimatedTransitioning?
    var popAnimator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?
    /// The willShow/didShow calls it received, as "willShow Message".
    private(set) var shown: [String] = []

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        shown.append("willShow \(TransitionTrace.name(viewController))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append("didShow \(TransitionTrace.name(viewController))")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? pushAnimator : popAnimator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// Fades the incoming view in over the outgoing one with `UIView.animate`, and on a pop fades the
/// outgoing one out over the incoming one.
final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    init(duration: TimeInterval = 0.3) { self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let from = ctx.view(forKey: .from)!, to = ctx.view(forKey: .to)!
        to.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
        ctx.containerView.insertSubview(to, belowSubview: from)
        UIView.animate(withDuration: duration, animations: { from.alpha = 0 }, completion: { _ in
            from.alpha = 1
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}

/// A navigation controller with `Inbox` at the root, shown in a 320×480 window.
func withNavigationStage(_ body: (TransitionStage, UINavigationController, Inbox) throws -> Void) rethrows {
    let inbox = Inbox(.white)
    inbox.title = "Inbox"
    let nav = UINavigationController(rootViewController: inbox)
    try withTransitionStage(root: nav) { stage in
        try body(stage, nav, inbox)
    }
}

extension TransitionStage {
    /// Drags the pointer horizontally from `start` by `distance` points in `steps` moves `interval`
    /// seconds apart, drawing a frame after each, then holds still for `hold` seconds and releases.
    func dragHorizontally(from start: CGPoint, by distance: CGFloat, steps: Int, interval: TimeInterval,
                          hold: TimeInterval, time: TimeInterval = 200) {
        app.handle(.pointerDown(start, button: 1, time: time))
        var t = time
        for i in 1...steps {
            t += interval
            app.handle(.pointerMoved(CGPoint(x: start.x + distance * CGFloat(i) / CGFloat(steps), y: start.y), time: t))
            frame()
        }
        let end = CGPoint(x: start.x + distance, y: start.y)
        if hold > 0 {
            // Still, so the release carries no speed.
            app.handle(.pointerMoved(end, time: t + hold / 2))
            app.handle(.pointerMoved(end, time: t + hold))
            t += hold
        }
        app.handle(.pointerUp(end, button: 1, time: t + 0.001))
    }
}
