import UIKit

/// Drags a panel, as the second part of scene 000 does: a pan on the panel dismisses it
/// interactively, following the pointer linearly; dragging the other way meets a rubber band. On
/// release `releaseRule` decides (a 300 pt/s fling, else half-way) and the rest plays as a
/// critically damped spring that starts at the pointer's speed. Grabbing the panel while it is still
/// presenting or dismissing catches that transition where it is.
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

    init(edge: PanelEdge) {
        self.edge = edge
        super.init()
    }

    override var wantsInteractiveStart: Bool {
        get { isDriving }
        set {}
    }

    /// The pan that drags `panel`; add it to the panel's view.
    func makePan(for panel: UIViewController) -> UIPanGestureRecognizer {
        self.panel = panel
        return UIPanGestureRecognizer { [unowned self] pan in handle(pan) }
    }

    /// Distance along the way the panel leaves (down, right or up).
    private func outward(_ v: CGPoint) -> CGFloat {
        switch edge {
        case .bottom: v.y
        case .right: v.x
        case .top: -v.y
        }
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let panel, let view = pan.view, let space = view.superview else { return }
        let extent = edge == .right ? view.bounds.width : view.bounds.height
        switch pan.state {
        case .began:
            isDriving = true
            if panel.transitionCoordinator != nil {
                // Caught in the middle of its own transition: drive that one from where it is.
                drivesPresentation = panel.isBeingPresented
                pause()
            } else {
                drivesPresentation = false
                panel.dismiss(animated: true)
            }
            startPercent = percentComplete
        case .changed:
            let moved = outward(pan.translation(in: space)) / max(extent, 1)
            let wanted = drivesPresentation ? startPercent - moved : startPercent + moved
            update(wanted)
            // Past the resting position the panel resists with a rubber band.
            let beyond = (drivesPresentation ? wanted - 1 : -wanted) * extent
            let band = beyond > 0 ? RubberBand.offset(beyond, dimension: extent) : 0
            view.transform = band > 0 ? bandTransform(band) : .identity
        case .ended, .cancelled, .failed:
            let speed = outward(pan.velocity(in: space))
            let towardEnd = drivesPresentation ? -speed : speed
            var decision = releaseRule.decide(progress: percentComplete, velocity: towardEnd)
            if pan.state != .ended { decision = TransitionReleaseDecision(finishes: false, reason: .position) }
            lastDecision = decision
            let left = (decision.finishes ? 1 - percentComplete : percentComplete) * extent
            let speedToTarget = decision.finishes ? towardEnd : -towardEnd
            let normalised = left > 1 ? max(0, speedToTarget) / left : 0
            timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: normalised, dy: normalised))
            if view.transform != .identity {
                UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                               options: [.allowUserInteraction], animations: { view.transform = .identity })
            }
            isDriving = false
            if decision.finishes { finish() } else { cancel() }
        default:
            break
        }
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
