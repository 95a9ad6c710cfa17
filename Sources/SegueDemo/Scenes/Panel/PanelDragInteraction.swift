import UIKit

/// Drags a panel, as the second part of scene 000 does: a pan on the panel dismisses it
/// interactively, following the pointer linearly; dragging the other way meets a rubber band. On
/// release `releaseRule` decides (a 300 pt/s fling, else half-way) and the rest plays as a
/// critically damped spring that starts at the pointer's speed. Grabbing the panel while it is still
/// presenting or dismissing catches that transition where it is.
///
/// The same object drives a presentation pulled out from a handle outside the panel
/// (`makePresentingPan(presenting:)`, scene 003's "pull up to present"), so both directions share
/// one notion of which way the panel leaves, one release rule and one spring.
final class PanelDragInteraction: UIPercentDrivenInteractiveTransition {
    let edge: PanelEdge
    var releaseRule = TransitionReleaseRule()
    /// The decision taken at the last release (shown by tools, checked by tests).
    private(set) var lastDecision: TransitionReleaseDecision?
    /// True while the pointer drives a transition: only then does a new transition start interactive.
    private(set) var isDriving = false
    private weak var panel: UIViewController?
    /// Whether the driven transition is the presentation (dragging toward the edge undoes it).
    private var drivesPresentation = false
    private var startPercent: CGFloat = 0

    /// What a pan of this interaction starts when it begins.
    private enum Role {
        /// A pan on the panel: dismisses it, or catches its running transition.
        case panel
        /// A pan on a handle outside the panel: presents a new panel, driven from 0. The closure
        /// presents it (animated) and returns it.
        case handle(present: () -> UIViewController?)
    }

    init(edge: PanelEdge) {
        self.edge = edge
        super.init()
    }

    override var wantsInteractiveStart: Bool {
        get { isDriving }
        set {}
    }

    /// The pan that drags `panel`; add it to the panel's view. The pan holds this interaction
    /// weakly: a touch keeps its recognizers until it ends, and the scene that owns this object may
    /// be gone by then (Escape with the pointer held).
    func makePan(for panel: UIViewController) -> UIPanGestureRecognizer {
        self.panel = panel
        return UIPanGestureRecognizer { [weak self] pan in self?.handle(pan, as: .panel) }
    }

    /// The pan that pulls a new panel out from its edge; add it to a handle by that edge.
    /// `presenting` presents the panel with `present(_:animated: true)` and returns it; the
    /// presentation starts paused at 0 and follows the pointer. Dragged back past where it began,
    /// the presentation stays at 0 (the panel just off screen) rather than rubber-banding: there is
    /// nothing on screen yet to stretch, and the handle belongs to the parent, which must not move.
    func makePresentingPan(presenting: @escaping () -> UIViewController?) -> UIPanGestureRecognizer {
        UIPanGestureRecognizer { [weak self] pan in self?.handle(pan, as: .handle(present: presenting)) }
    }

    /// Distance along the way the panel leaves (down, right or up).
    private func outward(_ v: CGPoint) -> CGFloat {
        switch edge {
        case .bottom: v.y
        case .right: v.x
        case .top: -v.y
        }
    }

    private func handle(_ pan: UIPanGestureRecognizer, as role: Role) {
        if pan.state == .began { begin(as: role) }
        // Translations are read in the pan view's superview, which does not move with the drag.
        guard isDriving, let view = panel?.view, let space = pan.view?.superview else {
            // The panel left the window under the pointer (dismissed some other way): whatever
            // this pan was driving is over, and the next transition must not wait for it.
            if pan.state == .ended || pan.state == .cancelled || pan.state == .failed { isDriving = false }
            return
        }
        let extent = edge == .right ? view.bounds.width : view.bounds.height
        switch pan.state {
        case .began, .changed:
            let moved = outward(pan.translation(in: space)) / max(extent, 1)
            let wanted = drivesPresentation ? startPercent - moved : startPercent + moved
            update(wanted)
            // Past the resting position the panel resists with a rubber band; short of the start
            // of a presentation it waits off screen (`update` clamps at 0).
            let beyond = (drivesPresentation ? wanted - 1 : -wanted) * extent
            let band = beyond > 0 ? RubberBand.offset(beyond, dimension: extent) : 0
            view.transform = band > 0 ? bandTransform(band) : .identity
        case .ended, .cancelled, .failed:
            release(pan, view: view, space: space, extent: extent)
        default:
            break
        }
    }

    /// Starts driving: catches the panel's running transition, or starts a dismissal (a pan on
    /// the panel) or a presentation (a pan on a handle).
    private func begin(as role: Role) {
        isDriving = true
        switch role {
        case .panel:
            guard let panel else {
                isDriving = false
                return
            }
            if panel.transitionCoordinator != nil {
                // Caught in the middle of its own transition: drive that one from where it is.
                drivesPresentation = panel.isBeingPresented
                pause()
                startPercent = percentComplete
                return
            }
            drivesPresentation = false
            panel.dismiss(animated: true)
        case .handle(let present):
            drivesPresentation = true
            let presented = present()
            // Refused (another transition runs): nothing to drive.
            guard let presented, presented.isBeingPresented else {
                isDriving = false
                return
            }
            panel = presented
        }
        startPercent = percentComplete
    }

    /// The pointer let go: finish or cancel by the release rule, the rest played as a critically
    /// damped spring at the pointer's speed.
    private func release(_ pan: UIPanGestureRecognizer, view: UIView, space: UIView, extent: CGFloat) {
        let speed = outward(pan.velocity(in: space))
        let towardEnd = drivesPresentation ? -speed : speed
        let release = InteractiveRelease(rule: releaseRule, progress: percentComplete, velocity: towardEnd,
                                         extent: extent, gestureEnded: pan.state == .ended)
        let decision = release.decision
        lastDecision = decision
        timingCurve = release.timingParameters
        if view.transform != .identity {
            UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [.allowUserInteraction], animations: { view.transform = .identity })
        }
        isDriving = false
        if decision.finishes { finish() } else { cancel() }
    }

    /// Moves the panel `distance` points against the way it leaves.
    private func bandTransform(_ distance: CGFloat) -> CGAffineTransform {
        switch edge {
        case .bottom: CGAffineTransform(translationX: 0, y: -distance)
        case .right: CGAffineTransform(translationX: -distance, y: 0)
        case .top: CGAffineTransform(translationX: 0, y: distance)
        }
    }
}
