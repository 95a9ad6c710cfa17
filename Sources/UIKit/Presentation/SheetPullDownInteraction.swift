import Foundation

/// A page sheet's pull-down: a pan on the whole card that dismisses the sheet interactively, as
/// iOS 13+ sheets do, and the percent-driven interaction controller it drives that dismissal with.
///
/// - Dragged down, it starts a user dismissal (veto rules first; the delegate hears `…WillDismiss`
///   as it starts) driven from 0: the card and the dimming (an alongside animation) follow the
///   pointer linearly, `translation / card height`. On release `releaseRule` decides and the rest
///   plays as a critically damped spring at the pointer's speed (`InteractiveRelease`); cancelled,
///   the card is back exactly on its frame and the delegate hears nothing more.
/// - Refused (`isModalInPresentation`, the delegate), the card only stretches on a rubber band and
///   springs back; a release the rule would have let dismiss is reported once as an attempt.
/// - Dragged up, the card stretches up on a rubber band: it never rises above its frame.
/// - Grabbed while the sheet comes in or goes (its transitions run under this controller, see
///   `SheetPresentationController.interactionController(for:)`), it catches that transition with
///   `pause()` and drives it from where it is.
///
/// Which drags are the sheet's, and which belong to a scroll view in it, is in
/// `SheetPullDownInteraction+Arbitration.swift`.
final class SheetPullDownInteraction: UIPercentDrivenInteractiveTransition {
    /// What the drag in progress does.
    enum Drag: Equatable {
        /// Nothing yet: the drag went up from rest. The card stretches up until the drag comes
        /// back below where it began, which starts the dismissal.
        case resting
        /// The dismissal was refused: the card stretches either way. `vetoed` when the veto rules
        /// refused it (a release that would have dismissed is then reported as an attempt), false
        /// when the dismissal could not start for another reason.
        case refused(vetoed: Bool)
        /// Driving a transition from fraction `from`: the dismissal the drag started (from 0), or the
        /// presentation or dismissal it caught (from where it was).
        case driving(presentation: Bool, from: CGFloat)
    }

    /// Weak: the card (and this pan, in a touch's arena) can outlive the sheet that made them; a
    /// pan that goes on after its sheet is gone does nothing.
    private(set) weak var sheet: SheetPresentationController?
    let pan = UIPanGestureRecognizer()
    private(set) var drag: Drag?
    /// The last release that decided a transition (tests and tools read it).
    private(set) var lastRelease: InteractiveRelease?
    /// True only while the pull starts its dismissal: the transition then starts driven by this
    /// object; every other transition of the sheet starts by itself and can only be caught.
    private var startsInteractive = false

    init(sheet: SheetPresentationController) {
        self.sheet = sheet
        super.init()
        pan.name = "SheetPullDown"
        pan.delegate = self
        pan.addAction { [weak self] _ in self?.handlePan() }
    }

    override var wantsInteractiveStart: Bool {
        get { startsInteractive }
        set {}
    }

    /// The sheet's transition that a grab may catch: one this object was attached to and that
    /// nothing drives at the moment (it plays by itself).
    var catchableTransition: ModalTransition? {
        guard let running = sheet?.presentedViewController.activeTransition as? ModalTransition, running.phase.name == .playing,
              running.interactionController === self else { return nil }
        return running
    }

    // MARK: Following the pan

    private func handlePan() {
        guard let sheet, let space = sheet.containerView else { return }
        // The container does not move with the card: translations read there are the pointer's.
        let extent = max(sheet.card.bounds.height, 1)
        let pulled = pan.translation(in: space).y
        switch pan.state {
        case .began:
            begin()
            follow(pulled, extent: extent)
        case .changed:
            follow(pulled, extent: extent)
        case .ended, .cancelled:
            release(pulled, velocity: pan.velocity(in: space).y, extent: extent, letGo: pan.state == .ended)
        default:
            break
        }
    }

    /// Catches the sheet's running transition, or starts the dismissal when the drag goes down.
    private func begin() {
        if let running = catchableTransition {
            pause()
            drag = .driving(presentation: running.kind == .presentation, from: percentComplete)
        } else if pan.location(in: nil).y > pan.startLocation.y {
            startDismissal()
        } else {
            drag = .resting
        }
    }

    /// Asks the veto rules (the delegate's `presentationControllerShouldDismiss` among them) and,
    /// allowed, starts the user dismissal driven from 0.
    private func startDismissal() {
        guard let sheet else { return }
        // The animator reads the card's frame: take any rubber band off first.
        setBand(0)
        // Something else started a transition meanwhile (Escape while the card was stretched up):
        // let it run rather than ask for a second one, which would be refused with a warning.
        guard sheet.presentedViewController.activeTransition == nil else {
            drag = nil
            return
        }
        guard sheet.mayDismissOnUserRequest() else {
            drag = .refused(vetoed: true)
            return
        }
        startsInteractive = true
        let started = sheet.beginUserDismissal()
        startsInteractive = false
        // A transitioning delegate that vends its own interaction controller drives the dismissal
        // instead of this pull; then the pull just lets it be.
        guard started else {
            drag = .refused(vetoed: false)
            return
        }
        drag = sheet.presentedViewController.activeTransition?.interactionController === self
            ? .driving(presentation: false, from: 0) : nil
    }

    private func follow(_ pulled: CGFloat, extent: CGFloat) {
        switch drag {
        case .resting:
            guard pulled > 0 else { return setBand(-RubberBand.offset(-pulled, dimension: extent)) }
            startDismissal()
            follow(pulled, extent: extent)
        case .refused:
            setBand(pulled < 0 ? -RubberBand.offset(-pulled, dimension: extent) : RubberBand.offset(pulled, dimension: extent))
        case .driving(let presentation, let from):
            // Down is toward the end of a dismissal and toward the start of a presentation.
            let moved = pulled / extent
            let wanted = presentation ? from - moved : from + moved
            update(wanted)
            // Above the resting frame the card stretches instead of moving on.
            let above = (presentation ? wanted - 1 : -wanted) * extent
            setBand(above > 0 ? -RubberBand.offset(above, dimension: extent) : 0)
        case nil:
            break
        }
    }

    /// The pointer let go (or the pan was cancelled: `letGo` false, which never dismisses).
    private func release(_ pulled: CGFloat, velocity: CGFloat, extent: CGFloat, letGo: Bool) {
        defer { drag = nil }
        guard let sheet else { return }
        switch drag {
        case .refused(let vetoed):
            if vetoed, letGo, sheet.releaseRule.decide(progress: pulled / extent, velocity: velocity).finishes {
                sheet.reportDismissalAttempt()
            }
        case .driving(let presentation, _):
            let release = InteractiveRelease(rule: sheet.releaseRule, progress: percentComplete,
                                             velocity: presentation ? -velocity : velocity, extent: extent,
                                             gestureEnded: letGo)
            lastRelease = release
            timingCurve = release.timingParameters
            if release.decision.finishes { finish() } else { cancel() }
        case .resting, nil:
            break
        }
        springBack()
    }

    // MARK: Rubber band

    /// Moves the card `offset` points down (negative: up) from where the transition has it.
    private func setBand(_ offset: CGFloat) {
        guard let card = sheet?.card else { return }
        // A spring back still running from the last release would hide the new value.
        if card.layer.animation(forKey: "transform") != nil { card.layer.removeAnimation(forKey: "transform") }
        let band = CGAffineTransform(translationX: 0, y: offset)
        if card.transform != band { UIView.performWithoutAnimation { card.transform = band } }
    }

    private func springBack() {
        guard let card = sheet?.card, card.transform != .identity else { return }
        UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: { card.transform = .identity })
    }
}
