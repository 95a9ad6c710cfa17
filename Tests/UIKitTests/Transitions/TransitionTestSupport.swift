@testable import UIKit
import Foundation
import UIKitTesting

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
        for _ in 0..<frames { app.renderFrame(after: 1.0 / 60) }
    }

    /// One frame at the current time (layout, animations started).
    func frame() { app.renderNow() }
}

func withTransitionStage<T>(root: UIViewController, size: CGSize = CGSize(width: 320, height: 480),
                            _ body: (TransitionStage) throws -> T) rethrows -> T {
    try withTestApplication(size: size) { app, _ in
        let window = makeKeyWindow(size: size, root: root)
        ModalTransition.inFlight.removeAll()
        defer { ModalTransition.inFlight.removeAll() }
        let stage = TransitionStage(app: app, window: window, clock: app.virtualClock)
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

// MARK: - Helpers for the modal presentation suites

/// A screen that hands what it sees in its callbacks to closures the test sets, and reports window
/// resizes (`viewWillTransition(to:with:)`) through the trace.
class ProbeViewController: ColorViewController {
    var onWillAppear: (() -> Void)?
    var onDidAppear: (() -> Void)?
    var onWillDisappear: (() -> Void)?
    var onDidDisappear: (() -> Void)?
    var onWillTransition: ((CGSize, UIViewControllerTransitionCoordinator) -> Void)?

    override func viewWillAppear(_ animated: Bool) { onWillAppear?() }
    override func viewDidAppear(_ animated: Bool) { onDidAppear?() }
    override func viewWillDisappear(_ animated: Bool) { onWillDisappear?() }
    override func viewDidDisappear(_ animated: Bool) { onDidDisappear?() }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        TransitionTrace.record { "\(TransitionTrace.name(self)).viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))" }
        onWillTransition?(size, coordinator)
        super.viewWillTransition(to: size, with: coordinator)
    }
}

final class RootProbe: ProbeViewController {}
final class ModalProbe: ProbeViewController {}
/// The child controller that defines a presentation context for the context styles.
final class ContextHost: ColorViewController {}

/// What an animator saw of its context when `animateTransition(using:)` was called.
struct SeenContext {
    var containerView: UIView
    var fromView: UIView?
    var toView: UIView?
    /// Where `view(forKey:)`'s views were at that moment.
    var fromViewSuperview: UIView?
    var toViewSuperview: UIView?
    var fromController: UIViewController?
    var toController: UIViewController?
    var isAnimated: Bool
    var presentationStyle: UIModalPresentationStyle
    /// `initialFrame(for:)` / `finalFrame(for:)` of the presented controller (the `.to` one on a
    /// present, the `.from` one on a dismiss) and of the other one.
    var presentedInitial: CGRect
    var presentedFinal: CGRect
    var presenterInitial: CGRect
    var presenterFinal: CGRect
}

/// An animator without a property animator: records what its context showed it, moves the presented
/// view in from below (or out below) with `UIView.animate`, and ends as told: normally, cancelled
/// (`completeTransition(false)`), never, or by calling `completeTransition` twice.
final class RecordingAnimator: UIViewControllerAnimatedTransitioning {
    enum Ending { case completes, cancels, never, twice }
    let presenting: Bool
    let duration: TimeInterval
    var ending: Ending = .completes
    private(set) var seen: SeenContext?

    init(presenting: Bool, duration: TimeInterval = 0.25) {
        self.presenting = presenting
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let presented = ctx.viewController(forKey: presenting ? .to : .from)!
        let presenter = ctx.viewController(forKey: presenting ? .from : .to)!
        seen = SeenContext(containerView: ctx.containerView,
                           fromView: ctx.view(forKey: .from), toView: ctx.view(forKey: .to),
                           fromViewSuperview: ctx.view(forKey: .from)?.superview,
                           toViewSuperview: ctx.view(forKey: .to)?.superview,
                           fromController: ctx.viewController(forKey: .from),
                           toController: ctx.viewController(forKey: .to),
                           isAnimated: ctx.isAnimated, presentationStyle: ctx.presentationStyle,
                           presentedInitial: ctx.initialFrame(for: presented),
                           presentedFinal: ctx.finalFrame(for: presented),
                           presenterInitial: ctx.initialFrame(for: presenter),
                           presenterFinal: ctx.finalFrame(for: presenter))
        let below = ctx.containerView.bounds.height
        let finish: (Bool) -> Void = { [self] _ in
            switch ending {
            case .completes: ctx.completeTransition(!ctx.transitionWasCancelled)
            case .cancels: ctx.completeTransition(false)
            case .never: break
            case .twice:
                ctx.completeTransition(!ctx.transitionWasCancelled)
                ctx.completeTransition(!ctx.transitionWasCancelled)
            }
        }
        if presenting, let to = ctx.view(forKey: .to) {
            if to.superview == nil { ctx.containerView.addSubview(to) }
            let final = ctx.finalFrame(for: presented)
            to.frame = final.offsetBy(dx: 0, dy: below - final.minY)
            UIView.animate(withDuration: duration, animations: { to.frame = final }, completion: finish)
        } else if !presenting, let from = ctx.view(forKey: .from) {
            let start = from.frame
            UIView.animate(withDuration: duration, animations: {
                from.frame = start.offsetBy(dx: 0, dy: below - start.minY)
            }, completion: finish)
        } else {
            finish(true)
        }
    }
}

/// A transitioning delegate whose answers the test sets: an optional presentation controller
/// (made by `makePresentationController`) and optional animators.
final class ConfigurableTransitionDelegate: UIViewControllerTransitioningDelegate {
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)?
    var presentAnimator: UIViewControllerAnimatedTransitioning?
    var dismissAnimator: UIViewControllerAnimatedTransitioning?

    init(present: UIViewControllerAnimatedTransitioning? = nil, dismiss: UIViewControllerAnimatedTransitioning? = nil) {
        presentAnimator = present
        dismissAnimator = dismiss
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        makePresentationController?(presented, presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { presentAnimator }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismissAnimator }
}

/// The adaptive delegate of a presentation controller: answers `presentationControllerShouldDismiss`
/// with `allowsDismissal` (the presentation controller traces every call).
final class DismissalDelegate: UIAdaptivePresentationControllerDelegate {
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { allowsDismissal }
}

extension TransitionStage {
    /// Presses and releases Escape, as the platform delivers it.
    func pressEscape(time: TimeInterval = 0) {
        UIResponder.currentFirstResponder = nil
        app.handle(.keyDown(UIKey(keyCode: .keyboardEscape, characters: "\u{1b}"), time: time))
        app.handle(.keyUp(UIKey(keyCode: .keyboardEscape, characters: "\u{1b}"), time: time))
    }

    /// Drags the pointer from `start` straight down by `distance` points in `steps` moves `interval`
    /// seconds apart (input time starting at `time`), drawing a frame after each move, and releases it
    /// `interval` after the last move at the same place.
    func drag(from start: CGPoint, down distance: CGFloat, steps: Int, interval: TimeInterval,
              time: TimeInterval = 100, release: Bool = true) {
        app.handle(.pointerDown(start, button: 1, time: time))
        var t = time
        for i in 1...steps {
            t += interval
            let p = CGPoint(x: start.x, y: start.y + distance * CGFloat(i) / CGFloat(steps))
            app.handle(.pointerMoved(p, time: t))
            frame()
        }
        guard release else { return }
        app.handle(.pointerUp(CGPoint(x: start.x, y: start.y + distance), button: 1, time: t + interval))
    }
}

/// The frame of `view`'s presentation layer (its on-screen frame this frame).
func presentedFrame(_ view: UIView) -> CGRect { (view.layer.presentation() ?? view.layer).frame }

/// The opacity of `view`'s presentation layer.
func presentedOpacity(_ view: UIView) -> Float { (view.layer.presentation() ?? view.layer).opacity }

/// The horizontal translation of `view`'s presentation layer's transform (how far it is shifted
/// from its laid-out place this frame).
func presentedShift(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).affineTransform().tx }
