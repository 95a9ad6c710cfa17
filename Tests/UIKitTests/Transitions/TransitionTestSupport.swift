@testable import UIKit
import Foundation

/// Controllers, delegates and animators for transition tests: each records its callbacks through
/// the transition trace, so a test compares one ordered list of lines.

/// A screen with a solid background whose appearance callbacks the trace reports.
class ColorViewController: UIViewController {
    let color: UIColor
    init(_ color: UIColor = .white) {
        self.color = color
        super.init()
    }
    override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = color
        view = v
    }
}

final class Parent: ColorViewController {}
final class Child: ColorViewController {}
final class Grandchild: ColorViewController {}

/// The half-screen presentation controller of scene 000, with a dimming view faded alongside.
final class HalfScreenPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let b = containerView!.bounds
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    override func presentationTransitionWillBegin() {
        containerView?.insertSubview(dimmingView, at: 0)
        containerView?.addSubview(presentedView!)
        alongside { self.dimmingView.alpha = 0.3 }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        alongside { self.dimmingView.alpha = 0 }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewDidLayoutSubviews() {
        dimmingView.frame = containerView!.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func alongside(_ block: @escaping () -> Void) {
        guard let coordinator = presentedViewController.transitionCoordinator else { return block() }
        coordinator.animate(alongsideTransition: { _ in block() }, completion: nil)
    }
}

/// Slides the presented view up from below its final frame (or down on dismissal) with a property
/// animator, returned from `interruptibleAnimator(using:)` as scene 000 does. `completes: false`
/// reports a cancelled transition; `neverCompletes` forgets to call `completeTransition`.
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    var completes = true
    var neverCompletes = false
    private var animator: UIViewPropertyAnimator?

    init(presenting: Bool, duration: TimeInterval = 0.3) {
        self.presenting = presenting
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let a: UIViewPropertyAnimator
        if presenting {
            let to = ctx.view(forKey: .to)!
            let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            to.frame = final.offsetBy(dx: 0, dy: final.height)
            a = UIViewPropertyAnimator(duration: duration, curve: .easeOut) { to.frame = final }
        } else {
            let from = ctx.view(forKey: .from)!
            let initial = ctx.initialFrame(for: ctx.viewController(forKey: .from)!)
            a = UIViewPropertyAnimator(duration: duration, curve: .easeOut) {
                from.frame = initial.offsetBy(dx: 0, dy: initial.height)
            }
        }
        a.addCompletion { [self] _ in
            guard !neverCompletes else { return }
            ctx.completeTransition(completes && !ctx.transitionWasCancelled)
        }
        animator = a
        return a
    }
}

/// Vends the half-screen presentation controller and slide animators.
final class PanelTransitionDelegate: UIViewControllerTransitioningDelegate {
    var presentAnimator: SlideAnimator? = SlideAnimator(presenting: true)
    var dismissAnimator: SlideAnimator? = SlideAnimator(presenting: false)

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        HalfScreenPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { presentAnimator }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismissAnimator }
}

/// Runs `body` in a test application whose window shows `root`, collecting the trace lines and
/// the warnings it produced.
struct TransitionStage {
    let app: UIApplication
    let window: UIWindow
    let clock: VirtualFrameClock

    /// Advances the virtual clock by `seconds` in 60 Hz frames, drawing each.
    func run(seconds: TimeInterval) {
        let frames = Int((seconds * 60).rounded(.up))
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            app.renderNow()
        }
    }

    /// One frame at the current time (layout, animations started).
    func frame() { app.renderNow() }
}

func withTransitionStage<T>(root: UIViewController, size: CGSize = CGSize(width: 320, height: 480),
                            _ body: (TransitionStage) throws -> T) rethrows -> T {
    try withTestApplication(size: size) { app, _ in
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = root
        window.makeKeyAndVisible()
        ModalTransition.inFlight.removeAll()
        defer { ModalTransition.inFlight.removeAll() }
        let stage = TransitionStage(app: app, window: window, clock: app.clock as! VirtualFrameClock)
        stage.frame()
        return try body(stage)
    }
}

/// Collects warnings reported while `body` runs.
func capturingWarnings(_ body: () throws -> Void) rethrows -> [String] {
    var warnings: [String] = []
    let saved = SegueDiagnostics.report
    SegueDiagnostics.report = { warnings.append($0) }
    defer { SegueDiagnostics.report = saved }
    try body()
    return warnings
}
