@testable import UIKit
import Foundation
import UIKitTesting

/// The scene the randomized gesture test drives: scene 000's bottom panel, rebuilt from test-only
/// parts so that the test exercises UIKit and not the demo — a parent with a pull-up handle, panels
/// presented `.custom` over a 30 % dim that dismisses on tap, 0.3 s slides (property animators, or
/// `UIView.animate` blocks), and a percent-driven pan that drags a panel away, pulls a new one out of
/// the handle, or catches a panel's running transition.

// MARK: Randomness

/// SplitMix64: a tiny, seedable generator, so a failing sequence replays from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// MARK: What happened

/// Counts what a scene went through, so the test can show that its random steps reached the
/// interesting cases (transitions cancelled both ways, running transitions caught by a pan).
final class RandomPanelTally {
    var presentationsCompleted = 0
    var presentationsCancelled = 0
    var dismissalsCompleted = 0
    var dismissalsCancelled = 0
    /// Running transitions a pan caught and drove from where they were.
    var caught = 0

    func add(_ other: RandomPanelTally) {
        presentationsCompleted += other.presentationsCompleted
        presentationsCancelled += other.presentationsCancelled
        dismissalsCompleted += other.dismissalsCompleted
        dismissalsCancelled += other.dismissalsCancelled
        caught += other.caught
    }

    var summary: String {
        "presentations \(presentationsCompleted) completed / \(presentationsCancelled) cancelled, "
            + "dismissals \(dismissalsCompleted) completed / \(dismissalsCancelled) cancelled, \(caught) caught mid-transition"
    }
}

// MARK: The interaction

/// The panel drag of scene 000 (`PanelDragInteraction`), bottom edge only: a pan on the panel
/// dismisses it interactively, or catches its running transition; a pan on the handle presents a
/// new panel interactively. It follows the pointer linearly, meets a rubber band past either end,
/// and on release lets `TransitionReleaseRule` decide, playing the rest as a critically damped
/// spring at the pointer's speed.
///
/// Unlike the demo's, it stops driving on every end of the pan, also when the panel's view has left
/// the window meanwhile (a dismissal it could not catch completed under the pointer): otherwise
/// `wantsInteractiveStart` would stay true and the next presentation would wait for a drag that
/// never comes.
final class RandomPanelDrag: UIPercentDrivenInteractiveTransition {
    var releaseRule = TransitionReleaseRule()
    /// True while the pointer drives a transition: only then does a new transition start interactive.
    private(set) var isDriving = false
    private(set) weak var panel: UIViewController?
    private var drivesPresentation = false
    private var startPercent: CGFloat = 0
    let tally: RandomPanelTally

    init(tally: RandomPanelTally) {
        self.tally = tally
        super.init()
    }

    override var wantsInteractiveStart: Bool {
        get { isDriving }
        set {}
    }

    /// The pan that drags `panel`; add it to the panel's view.
    func makePanelPan(for panel: UIViewController) -> UIPanGestureRecognizer {
        self.panel = panel
        return UIPanGestureRecognizer { [unowned self] pan in handle(pan, present: nil) }
    }

    /// The pan that pulls a new panel out of a handle: `present` presents it and returns it (nil
    /// when it could not).
    func makeHandlePan(present: @escaping () -> UIViewController?) -> UIPanGestureRecognizer {
        UIPanGestureRecognizer { [unowned self] pan in handle(pan, present: present) }
    }

    private func handle(_ pan: UIPanGestureRecognizer, present: (() -> UIViewController?)?) {
        switch pan.state {
        case .began:
            begin(present: present)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled, .failed:
            release(pan)
        default:
            break
        }
    }

    private func begin(present: (() -> UIViewController?)?) {
        isDriving = true
        if let present {
            drivesPresentation = true
            update(0)
            guard let presented = present(), presented.isBeingPresented else { return isDriving = false }
            panel = presented
        } else {
            guard let panel else { return isDriving = false }
            if panel.transitionCoordinator != nil {
                // Caught in the middle of its own transition: drive that one from where it is.
                drivesPresentation = panel.isBeingPresented
                pause()
                if panel.transitionCoordinator?.isInteractive == true { tally.caught += 1 }
            } else {
                drivesPresentation = false
                update(0)
                panel.dismiss(animated: true)
            }
        }
        startPercent = percentComplete
    }

    /// Translations are read in the pan view's superview, which does not move with the drag.
    private func follow(_ pan: UIPanGestureRecognizer) {
        guard isDriving, let view = panel?.view, let space = pan.view?.superview else { return }
        let extent = max(view.bounds.height, 1)
        let moved = pan.translation(in: space).y / extent
        let wanted = drivesPresentation ? startPercent - moved : startPercent + moved
        update(wanted)
        let beyond = (drivesPresentation ? wanted - 1 : -wanted) * extent
        let band = RubberBand.offset(beyond, dimension: extent)
        view.transform = band > 0 ? CGAffineTransform(translationX: 0, y: -band) : .identity
    }

    private func release(_ pan: UIPanGestureRecognizer) {
        guard isDriving else { return }
        isDriving = false
        let speed = pan.view?.superview.map { pan.velocity(in: $0).y } ?? 0
        let towardEnd = drivesPresentation ? -speed : speed
        var decision = releaseRule.decide(progress: percentComplete, velocity: towardEnd)
        if pan.state != .ended { decision = TransitionReleaseDecision(finishes: false, reason: .position) }
        let extent = max(panel?.view.bounds.height ?? 1, 1)
        let left = (decision.finishes ? 1 - percentComplete : percentComplete) * extent
        let speedToTarget = decision.finishes ? towardEnd : -towardEnd
        let normalised = left > 1 ? max(0, speedToTarget) / left : 0
        timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: normalised, dy: normalised))
        if let view = panel?.view, view.transform != .identity {
            UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [.allowUserInteraction], animations: { view.transform = .identity })
        }
        if decision.finishes { finish() } else { cancel() }
    }
}

// MARK: Presentation and animators

/// The bottom half of the container over a black 30 % dim that fades with the transition and
/// dismisses the panel when tapped (scene 000's `DimmingPresentationController`).
final class RandomPanelPresentationController: UIPresentationController {
    let dimmingView = UIControl()
    let tally: RandomPanelTally

    init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?,
         tally: RandomPanelTally) {
        self.tally = tally
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.3)
        dimmingView.alpha = 0
        dimmingView.accessibilityIdentifier = "dimming"
        dimmingView.addAction(UIAction { [weak self] _ in
            self?.presentedViewController.dismiss(animated: true)
        }, for: .touchUpInside)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let b = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    override func presentationTransitionWillBegin() {
        containerView?.insertSubview(dimmingView, at: 0)
        containerView?.addSubview(presentedView!)
        alongside { self.dimmingView.alpha = 1 }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed { tally.presentationsCompleted += 1 } else { tally.presentationsCancelled += 1 }
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        alongside { self.dimmingView.alpha = 0 }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { tally.dismissalsCompleted += 1 } else { tally.dismissalsCancelled += 1 }
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

/// Where a panel slides from and to: its final frame moved down by its height.
private func offscreen(_ frame: CGRect) -> CGRect { frame.offsetBy(dx: 0, dy: frame.height) }

/// Slides the panel in from below or back out, 0.3 s ease-out, on a property animator also
/// returned from `interruptibleAnimator(using:)` (scene 000's `PanelPresentAnimation`).
final class RandomPanelPropertySlide: UIViewControllerAnimatedTransitioning {
    nonisolated static let duration: TimeInterval = 0.3
    let presenting: Bool
    private var animator: UIViewPropertyAnimator?

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: ctx).startAnimation()
    }

    func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let a: UIViewPropertyAnimator
        if presenting {
            let to = ctx.view(forKey: .to)!
            let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            to.frame = offscreen(final)
            a = UIViewPropertyAnimator(duration: Self.duration, curve: .easeOut) { to.frame = final }
        } else {
            let from = ctx.view(forKey: .from)!
            let initial = ctx.initialFrame(for: ctx.viewController(forKey: .from)!)
            a = UIViewPropertyAnimator(duration: Self.duration, curve: .easeOut) { from.frame = offscreen(initial) }
        }
        a.addCompletion { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
        animator = a
        return a
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// The same slides with `UIView.animate`, as animators written before property animators are: a
/// percent-driven transition takes their animations over.
final class RandomPanelBlockSlide: UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        RandomPanelPropertySlide.duration
    }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let view: UIView
        let target: CGRect
        if presenting {
            view = ctx.view(forKey: .to)!
            target = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            view.frame = offscreen(target)
        } else {
            view = ctx.view(forKey: .from)!
            target = offscreen(ctx.initialFrame(for: ctx.viewController(forKey: .from)!))
        }
        UIView.animate(withDuration: RandomPanelPropertySlide.duration, delay: 0, options: [.curveEaseOut],
                       animations: { view.frame = target },
                       completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}

/// Vends the presentation controller, the slides and the drag; adds the drag's pan to each new
/// panel, as scene 000's `PanelTransition` does.
final class RandomPanelTransition: UIViewControllerTransitioningDelegate {
    let tally = RandomPanelTally()
    let drag: RandomPanelDrag
    let usesPropertyAnimators: Bool

    init(usesPropertyAnimators: Bool) {
        self.usesPropertyAnimators = usesPropertyAnimators
        drag = RandomPanelDrag(tally: tally)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        if presented.view.gestureRecognizers?.isEmpty ?? true {
            presented.view.addGestureRecognizer(drag.makePanelPan(for: presented))
        }
        return RandomPanelPresentationController(presentedViewController: presented, presenting: presenting, tally: tally)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        usesPropertyAnimators ? RandomPanelPropertySlide(presenting: true) : RandomPanelBlockSlide(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        usesPropertyAnimators ? RandomPanelPropertySlide(presenting: false) : RandomPanelBlockSlide(presenting: false)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        drag
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        drag
    }
}

// MARK: The scene

/// The screen the panels cover: a 40 pt pull-up handle along its bottom edge.
final class RandomPanelParent: UIViewController {
    let handle = UIView()
    let transition: RandomPanelTransition

    init(usesPropertyAnimators: Bool) {
        transition = RandomPanelTransition(usesPropertyAnimators: usesPropertyAnimators)
        super.init()
    }

    override func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = .blue
        handle.frame = CGRect(x: 0, y: v.bounds.height - 40, width: v.bounds.width, height: 40)
        handle.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        handle.backgroundColor = .gray
        handle.accessibilityIdentifier = "handle"
        handle.addGestureRecognizer(transition.drag.makeHandlePan { [unowned self] in presentPanel(animated: true) })
        v.addSubview(handle)
        view = v
    }

    /// Presents a new panel; nil when one is already presented (the present would be refused).
    @discardableResult
    func presentPanel(animated: Bool) -> UIViewController? {
        guard presentedViewController == nil else { return nil }
        let panel = Child(.red)
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = transition
        present(panel, animated: animated)
        return panel
    }
}

/// A 320×480 window showing a `RandomPanelParent`, driven one frame at a time through the run
/// loop's own order (frame time, animations and timers, then the frame's input events, then
/// drawing), with pointer timestamps that move with the virtual clock.
final class RandomPanelStage {
    static let size = CGSize(width: 320, height: 480)

    let app: UIApplication
    let platform: RecordingPlatform
    let clock: VirtualFrameClock
    let window: UIWindow
    let parent: RandomPanelParent
    /// Where the pointer is while the button is held; nil when released.
    private(set) var pointer: CGPoint?

    init(app: UIApplication, platform: RecordingPlatform, usesPropertyAnimators: Bool) {
        self.app = app
        self.platform = platform
        clock = app.virtualClock
        parent = RandomPanelParent(usesPropertyAnimators: usesPropertyAnimators)
        window = makeKeyWindow(size: Self.size, root: parent)
        frame(after: 0)
    }

    /// Lets `dt` seconds pass and runs one frame that delivers `event` (made with the frame's time).
    func frame(after dt: TimeInterval, _ event: ((TimeInterval) -> PlatformEvent)? = nil) {
        clock.advance(by: dt)
        // Input time runs one second ahead of the frame clock, as in the gesture tests.
        if let event { platform.pendingEvents = [event(clock.now + 1)] }
        app.runFrame(waitingUpTo: 0)
    }

    func press(at p: CGPoint, after dt: TimeInterval) {
        pointer = p
        frame(after: dt) { .pointerDown(p, button: 1, time: $0) }
    }

    func move(by d: CGVector, after dt: TimeInterval) {
        guard let from = pointer else { return }
        let p = CGPoint(x: from.x + d.dx, y: from.y + d.dy)
        pointer = p
        frame(after: dt) { .pointerMoved(p, time: $0) }
    }

    func release(after dt: TimeInterval) {
        guard let p = pointer else { return }
        pointer = nil
        frame(after: dt) { .pointerUp(p, button: 1, time: $0) }
    }

    /// Presses and releases Escape: a user's request to dismiss the panel.
    func pressEscape(after dt: TimeInterval) {
        UIResponder.currentFirstResponder = nil
        let escape = UIKey(keyCode: .keyboardEscape, characters: "\u{1b}")
        frame(after: dt) { .keyDown(escape, time: $0) }
        frame(after: 0.05) { .keyUp(escape, time: $0) }
    }

    /// The pointer grab is lost: the touch is cancelled.
    func cancelTouch(after dt: TimeInterval) {
        guard pointer != nil else { return }
        pointer = nil
        frame(after: dt) { .pointerCancelled(time: $0) }
    }

    /// The presented panel, if any.
    var panel: UIViewController? { parent.presentedViewController }

    /// Where the panel is drawn now, in window coordinates; nil when it is not in the window.
    var drawnPanelFrame: CGRect? {
        guard let view = panel?.viewIfLoaded, view.window != nil, let superview = view.superview else { return nil }
        let drawn = (view.layer.presentation() ?? view.layer).frame
        return superview.convert(drawn, to: nil)
    }

    var isTransitionRunning: Bool { !ModalTransition.inFlight.isEmpty }

    /// Lets go of the pointer (after holding it still) and runs 60 Hz frames until no transition
    /// runs and nothing animates, for at most `limit` seconds. Returns whether it came to rest.
    @discardableResult
    func settle(limit: TimeInterval = 10) -> Bool {
        if pointer != nil { release(after: 0.2) }
        var waited: TimeInterval = 0
        while waited < limit {
            if !isTransitionRunning, !app.needsFrame { return true }
            frame(after: 1.0 / 60)
            waited += 1.0 / 60
        }
        return false
    }
}
