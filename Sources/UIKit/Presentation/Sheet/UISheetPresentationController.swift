import Foundation

/// `.pageSheet` and `.automatic` (UIKit's `UISheetPresentationController`, iOS 15): a card with
/// rounded top corners that rests at one of its `detents` — by default only `.large()`, just below
/// the top of the window — over a dimmed presenter, and that the user drags between its detents
/// and pulls down to dismiss. Read it from the presented controller's `sheetPresentationController`
/// before presenting to configure it.
///
/// ```swift
/// let list = ListViewController()
/// if let sheet = list.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
///     sheet.largestUndimmedDetentIdentifier = .medium
/// }
/// present(list, animated: true)
/// ```
///
/// The drag (`SheetPullDownInteraction`, a pan on the whole card) resizes the card between its
/// detents and, below the smallest one, becomes an interactive, user-initiated dismissal as on
/// iOS 13+: the card and the dimming follow the pointer, and on release `releaseRule` decides (a
/// downward fling of 300 pt/s dismisses, an upward one keeps the sheet; otherwise past half its
/// height dismisses). Released between detents, the card settles on the one its speed projects to
/// (`DetentChoice`). `isModalInPresentation` and the delegate's `presentationControllerShouldDismiss`
/// can refuse the dismissal: the card then only stretches on a rubber band, and a release that would
/// have dismissed tells the delegate `presentationControllerDidAttemptToDismiss`. The sheet supplies
/// its pull-down as the interaction controller of its own transitions (`TransitionInteractionSupplying`)
/// when the transitioning delegate vends none, which is also what lets a grab catch the sheet while
/// it comes in or goes.
///
/// Above the largest undimmed detent the presenter is dimmed and pushed back: it shrinks behind the
/// card with rounded top corners (`SheetCardStack`), as iOS's card stack.
public class UISheetPresentationController: UIPresentationController, TransitionInteractionSupplying {
    /// Corner radius of the card's top corners when `preferredCornerRadius` is nil.
    static let cornerRadius: CGFloat = 12
    /// Alpha of the black dimming at rest, in light and dark alike (iOS's sheets measure about 40 %
    /// in both; Apple publishes no value). The card's content is at the elevated level, so a dark
    /// sheet's `systemBackground` is #1C1C1E over the dimmed black presenter.
    static let dimmingAlpha: CGFloat = 0.4

    // MARK: Detents

    /// The heights the sheet rests at; empty means `[.large()]`. Changed inside `animateChanges` the
    /// card moves to its new height on the sheet's spring, otherwise at once.
    public var detents: [Detent] = [.large()] { didSet { restingStateDidChange() } }

    /// The detent the sheet rests at; nil (or an identifier none of the detents has) means the smallest.
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { restingStateDidChange() } }

    /// The largest detent at which the presenter is neither dimmed nor pushed back and still gets the
    /// touches outside the card; nil dims at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { restingStateDidChange() } }

    // MARK: Appearance

    /// Whether the card shows a grabber along its top edge (36 × 5 points, 5 points down).
    public var prefersGrabberVisible = false { didSet { card.isGrabberVisible = prefersGrabberVisible } }

    /// The radius of the card's top corners; nil uses the system's, 12 points.
    public var preferredCornerRadius: CGFloat? { didSet { card.cornerRadius = cornerRadius } }

    var cornerRadius: CGFloat { preferredCornerRadius ?? Self.cornerRadius }

    /// Whether an upward drag on a scroll view at its top, in a sheet below its largest detent, grows
    /// the sheet instead of scrolling (true, as in UIKit).
    public var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Stored for UIKit compatibility: Segue's windows have no compact-height layout.
    public var prefersEdgeAttachedInCompactHeight = false
    /// Stored for UIKit compatibility: Segue's sheets always span the container's width.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    // MARK: Parts

    let dimmingView = UIView()
    var releaseRule = TransitionReleaseRule()

    private(set) lazy var pullDown = SheetPullDownInteraction(sheet: self)
    private(set) lazy var card: SheetCardView = {
        let card = SheetCardView()
        card.cornerRadius = cornerRadius
        card.isGrabberVisible = prefersGrabberVisible
        card.addGestureRecognizer(pullDown.pan)
        return card
    }()

    /// The presenter pushed back behind the card while the sheet is dimmed at its full height.
    private(set) var stack: SheetCardStack?
    /// The detent change playing now (`animateChanges`, a release between detents).
    var detentAnimator: UIViewPropertyAnimator?
    /// Inside `animateChanges`: changes are gathered and played once at its end.
    var isGatheringChanges = false
    /// The container's size at its last layout, to tell a resize from other layout passes.
    private var laidOutContainerSize: CGSize?

    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentationStyle = .pageSheet
        dimmingView.alpha = 0
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
    }

    public override var presentedView: UIView? { card }

    public override var shouldPresentInFullscreen: Bool { true }

    public override var frameOfPresentedViewInContainerView: CGRect {
        frame(forHeight: restingDetent?.height ?? maximumDetentValue)
    }

    /// Changes detents, the selected detent or the undimmed one so that the card moves to its new
    /// height on the sheet's spring (and the dimming and the presenter behind follow), rather than at once.
    public func animateChanges(_ changes: () -> Void) {
        let wasGathering = isGatheringChanges
        isGatheringChanges = true
        changes()
        isGatheringChanges = wasGathering
        if !wasGathering { applyRestingState(animated: true, velocity: 0) }
    }

    // MARK: Transitions

    public override func presentationTransitionWillBegin() {
        card.embed(presentedViewController.view)
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
        stack = SheetCardStack.make(behind: self)
        let height = frameOfPresentedViewInContainerView.height
        alongside {
            self.dimmingView.alpha = self.dimming(forHeight: height)
            self.stack?.apply(self.stackAmount(forHeight: height))
        }
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        guard !completed else { return }
        dimmingView.removeFromSuperview()
        stack?.restore()
        stack = nil
    }

    public override func dismissalTransitionWillBegin() {
        stopDetentAnimation()
        alongside {
            self.dimmingView.alpha = 0
            self.stack?.apply(0)
        }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        guard completed else { return }
        dimmingView.removeFromSuperview()
        stack?.restore()
        stack = nil
    }

    /// Runs `changes` alongside the running transition, or at once outside one.
    private func alongside(_ changes: @escaping () -> Void) {
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in changes() }, completion: nil)
        } else {
            UIView.performWithoutAnimation(changes)
        }
    }

    public override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        let resized = laidOutContainerSize.map { $0 != container.bounds.size } ?? false
        laidOutContainerSize = container.bounds.size
        // A rubber band moves the card by its transform, so the frame can be kept up to date under
        // it; a drag between detents sizes the card itself, unless the window was resized under it:
        // then the card goes to its resting place for the new size and the drag goes on from there.
        guard !isInItsOwnTransition, !pullDown.isResizing || resized else { return }
        card.frame = frameOfPresentedViewInContainerView
        pullDown.containerDidResize(cardHeight: card.frame.height)
        // The dim and the push-back follow the card's height, and the push-back is made for the
        // container's size: a resized window needs both again.
        UIView.performWithoutAnimation {
            dimmingView.alpha = dimming(forHeight: card.frame.height)
            stack?.apply(stackAmount(forHeight: card.frame.height))
        }
    }

    /// Whether a present or dismiss of this sheet itself is moving the card. A transition the
    /// sheet's content only takes part in (it presents an alert or a cover over itself) does not
    /// move the card, and a window resized meanwhile must still lay the card out.
    var isInItsOwnTransition: Bool {
        guard let transition = presentedViewController.activeTransition as? ModalTransition else { return false }
        return transition.presented === presentedViewController
            || transition.intermediates.contains { $0 === presentedViewController }
    }

    // MARK: Pull-down

    /// The pull-down drives the sheet's animated presentation (so a grab can catch it) and the
    /// dismissals a user asked for (the pull itself, Escape); a dismissal the app asks for runs to
    /// its end untouched.
    func interactionController(for transition: ModalTransition) -> UIPercentDrivenInteractiveTransition? {
        guard transition.presented === presentedViewController, transition.intermediates.isEmpty else { return nil }
        return transition.kind == .presentation || transition.userInitiated ? pullDown : nil
    }

    /// Whether `isModalInPresentation` refuses every pull-down without asking the delegate (and a
    /// grab may not catch the sheet's transitions either: catching a presentation can undo it).
    var pullDownIsVetoed: Bool {
        presentedViewController.isModalInPresentationInHierarchy
    }

    /// A user dismissal (the pull, Escape) starts from a laid-out card: a window resize may have left
    /// the content's layout pending, and a cancelled dismissal must come back to what it started from.
    override func beginUserDismissal() -> Bool {
        card.layoutIfNeeded()
        return super.beginUserDismissal()
    }

    /// At or below the largest undimmed detent, touches outside the card reach the presenter.
    override var passesTouchesOutsidePresentedView: Bool {
        guard largestUndimmedDetentIdentifier != nil, presentedViewController.activeTransition == nil else { return false }
        return dimming(forHeight: card.frame.height) == 0
    }
}
