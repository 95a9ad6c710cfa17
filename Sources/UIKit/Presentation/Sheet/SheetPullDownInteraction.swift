import Foundation

/// A sheet's drag: a pan on the whole card that moves the sheet between its detents and dismisses
/// it interactively, as iOS 15 sheets do, and the percent-driven interaction controller it drives
/// that dismissal with.
///
/// - With more than one detent, the drag resizes the card: it follows the pointer, stretches on a
///   rubber band above the largest detent, and on release settles on the detent its speed projects
///   to (`DetentChoice`), the delegate hearing of a change. Below the smallest detent the drag turns
///   into the dismissal below, measured from where it crossed.
/// - Dragged down, it starts a user dismissal (veto rules first; the delegate hears `…WillDismiss`
///   as it starts) driven from 0: the card and the dimming (an alongside animation) follow the
///   pointer linearly, `translation / card height`. On release `releaseRule` decides and the rest
///   plays as a critically damped spring at the pointer's speed (`InteractiveRelease`); cancelled,
///   the card is back exactly on its frame and the delegate hears nothing more.
/// - Refused (`isModalInPresentation`, the delegate), the card only stretches on a rubber band and
///   springs back; a release the rule would have let dismiss is reported once as an attempt.
/// - Dragged up, the card stretches up on a rubber band: it never rises above its frame.
/// - Grabbed while the sheet comes in or goes (its transitions run under this controller, see
///   `UISheetPresentationController.interactionController(for:)`), it catches that transition with
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
        /// when the dismissal could not start for another reason. `at` as for `driving`.
        case refused(vetoed: Bool, at: CGFloat)
        /// Driving a transition from fraction `from`: the dismissal the drag started (from 0), or the
        /// presentation or dismissal it caught (from where it was). `at` is how far the pointer had
        /// pulled when it started: a drag between detents starts the dismissal on the way.
        case driving(presentation: Bool, from: CGFloat, at: CGFloat)
        /// Resizing the card between detents from `height` at the start of the drag.
        case resizing(from: CGFloat)
    }

    /// True while the drag sizes the card itself (the sheet's layout leaves it alone meanwhile).
    var isResizing: Bool {
        if case .resizing = drag { return true }
        return false
    }

    /// Weak: the card (and this pan, in a touch's arena) can outlive the sheet that made them; a
    /// pan that goes on after its sheet is gone does nothing.
    private(set) weak var sheet: UISheetPresentationController?
    let pan = UIPanGestureRecognizer()
    private(set) var drag: Drag?
    /// The last release that decided a transition (tests and tools read it).
    private(set) var lastRelease: InteractiveRelease?
    /// The detent the last release between detents chose.
    private(set) var lastDetentChoice: UISheetPresentationController.Detent.Identifier?
    /// The scroll view an upward drag grows the sheet over (`prefersScrollingExpandsWhenScrolledToEdge`):
    /// past the largest detent, the drag scrolls it instead of stretching the card.
    weak var scrollingAfterExpanding: UIScrollView?
    /// Where a drag between detents found the sheet: the delegate hears when it leaves it elsewhere.
    private var detentAtDragStart: UISheetPresentationController.Detent.Identifier?
    /// True only while the pull starts its dismissal: the transition then starts driven by this
    /// object; every other transition of the sheet starts by itself and can only be caught.
    private var startsInteractive = false

    init(sheet: UISheetPresentationController) {
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

    /// Catches the sheet's running transition; with several detents starts resizing the card (a
    /// detent change still playing stops where it is); else starts the dismissal when the drag goes down.
    private func begin() {
        guard let sheet else { return }
        if let running = catchableTransition {
            pause()
            drag = .driving(presentation: running.kind == .presentation, from: percentComplete, at: 0)
        } else if sheet.resolvedDetents.count > 1, sheet.presentedViewController.activeTransition == nil {
            sheet.stopDetentAnimation()
            let seen = sheet.card.layer.presentation()?.frame.height ?? sheet.card.frame.height
            detentAtDragStart = sheet.restingDetent?.identifier
            drag = .resizing(from: seen)
        } else if pan.location(in: nil).y > pan.startLocation.y {
            startDismissal(at: 0)
        } else {
            drag = .resting
        }
    }

    /// Asks the veto rules (the delegate's `presentationControllerShouldDismiss` among them) and,
    /// allowed, starts the user dismissal driven from 0, the pointer having pulled `at` so far.
    private func startDismissal(at: CGFloat) {
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
            drag = .refused(vetoed: true, at: at)
            return
        }
        startsInteractive = true
        let started = sheet.beginUserDismissal()
        startsInteractive = false
        // A transitioning delegate that vends its own interaction controller drives the dismissal
        // instead of this pull; then the pull just lets it be.
        guard started else {
            drag = .refused(vetoed: false, at: at)
            return
        }
        drag = sheet.presentedViewController.activeTransition?.interactionController === self
            ? .driving(presentation: false, from: 0, at: at) : nil
    }

    private func follow(_ pulled: CGFloat, extent: CGFloat) {
        switch drag {
        case .resting:
            guard pulled > 0 else { return setBand(-RubberBand.offset(-pulled, dimension: extent)) }
            startDismissal(at: 0)
            follow(pulled, extent: extent)
        case .resizing(let start):
            resize(from: start, pulled: pulled)
        case .refused(_, let at):
            // Back above the smallest detent of a sheet with several, the drag resizes again.
            if let sheet, sheet.resolvedDetents.count > 1, pulled < at {
                setBand(0)
                drag = .resizing(from: sheet.card.frame.height + at)
                return follow(pulled, extent: extent)
            }
            let beyond = pulled - at
            setBand(beyond < 0 ? -RubberBand.offset(-beyond, dimension: extent) : RubberBand.offset(beyond, dimension: extent))
        case .driving(let presentation, let from, let at):
            // Down is toward the end of a dismissal and toward the start of a presentation.
            let moved = (pulled - at) / extent
            let wanted = presentation ? from - moved : from + moved
            update(wanted)
            // Above the resting frame the card stretches instead of moving on.
            let above = (presentation ? wanted - 1 : -wanted) * extent
            setBand(above > 0 ? -RubberBand.offset(above, dimension: extent) : 0)
        case nil:
            break
        }
    }

    /// The container changed size during a drag between detents (a window resize): the card has been
    /// put at `height`, its resting height for the new size, and the drag carries on from there.
    func containerDidResize(cardHeight height: CGFloat) {
        guard case .resizing = drag, let space = sheet?.containerView else { return }
        setBand(0)
        drag = .resizing(from: height + pan.translation(in: space).y)
    }

    /// Sizes the card `pulled` points below `start` tall: on a rubber band above the largest
    /// detent; below the smallest, the dismissal starts (or is refused) from there.
    private func resize(from start: CGFloat, pulled: CGFloat) {
        guard let sheet else { return }
        let detents = sheet.resolvedDetents
        guard let smallest = detents.first?.height, let largest = detents.last?.height else { return }
        let height = start - pulled
        if height > largest, let scrollView = scrollingAfterExpanding {
            // The sheet is as large as it gets: the rest of the drag scrolls the content it grew over.
            sheet.setCardHeight(largest)
            setBand(0)
            let range = scrollView.restingRange(.y)
            scrollView.contentOffset.y = min(range.lowerBound + height - largest, range.upperBound)
        } else if height > largest {
            sheet.setCardHeight(largest)
            setBand(-RubberBand.offset(height - largest, dimension: largest))
        } else if height < smallest {
            sheet.setCardHeight(smallest)
            setBand(0)
            // The content laid out at that height before the dismissal starts: the dismissal's start
            // is what a cancelled one must come back to.
            sheet.card.layoutIfNeeded()
            // Resting there from now on: a refused or cancelled dismissal leaves the sheet at it, and
            // the layout the dismissal's start runs must not move the card back.
            sheet.select(detents[0].identifier)
            drag = nil
            let crossed = start - smallest
            startDismissal(at: crossed)
            if drag != nil { follow(pulled, extent: max(smallest, 1)) }
        } else {
            setBand(0)
            sheet.setCardHeight(height)
            // Back below the largest detent, the content the drag scrolled is back at its top.
            if let scrollView = scrollingAfterExpanding { scrollView.contentOffset.y = scrollView.restingRange(.y).lowerBound }
        }
    }

    /// The pointer let go (or the pan was cancelled: `letGo` false, which never dismisses).
    private func release(_ pulled: CGFloat, velocity: CGFloat, extent: CGFloat, letGo: Bool) {
        defer { drag = nil }
        guard let sheet else { return }
        let startDetent = detentAtDragStart
        detentAtDragStart = nil
        scrollingAfterExpanding = nil
        var dismisses = false
        defer { if let startDetent, !dismisses { sheet.dragDidEnd(startingAt: startDetent) } }
        switch drag {
        case .resizing:
            // The card grows when the pointer moves up.
            let growth = letGo ? -velocity : 0
            let chosen = letGo ? DetentChoice(detents: sheet.resolvedDetents).choose(height: sheet.card.frame.height, velocity: growth) : nil
            drag = nil
            if let chosen {
                lastDetentChoice = chosen
                sheet.select(chosen)
            }
            sheet.settle(velocity: growth)
        case .refused(let vetoed, let at):
            if vetoed, letGo, sheet.releaseRule.decide(progress: (pulled - at) / extent, velocity: velocity).finishes {
                sheet.reportDismissalAttempt()
            }
        case .driving(let presentation, _, _):
            let release = InteractiveRelease(rule: sheet.releaseRule, progress: percentComplete,
                                             velocity: presentation ? -velocity : velocity, extent: extent,
                                             gestureEnded: letGo)
            lastRelease = release
            timingCurve = release.timingParameters
            dismisses = release.decision.finishes && !presentation
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
