import Foundation

/// `.pageSheet` and `.automatic`: a card with rounded top corners that rises to just below the top
/// of the window over a dimmed presenter, and that the user pulls down to dismiss.
///
/// The pull-down (`SheetPullDownInteraction`, a pan on the whole card) is an interactive,
/// user-initiated dismissal, as on iOS 13+: the card and the dimming follow the pointer, and on
/// release `releaseRule` decides (a downward fling of 300 pt/s dismisses, an upward one keeps the
/// sheet; otherwise past half its height dismisses). `isModalInPresentation` and the delegate's
/// `presentationControllerShouldDismiss` can refuse it: the card then only stretches on a rubber
/// band, and a release that would have dismissed tells the delegate
/// `presentationControllerDidAttemptToDismiss`. The sheet supplies its pull-down as the interaction
/// controller of its own transitions (`TransitionInteractionSupplying`) when the transitioning
/// delegate vends none, which is also what lets a grab catch the sheet while it comes in or goes.
final class SheetPresentationController: DimmedPresentationController, TransitionInteractionSupplying {
    /// Corner radius of the card's top corners.
    static let cornerRadius: CGFloat = 12
    /// Alpha of the black dimming at rest.
    static let dimmingAlpha: CGFloat = 0.4

    var releaseRule = TransitionReleaseRule()

    private(set) lazy var pullDown = SheetPullDownInteraction(sheet: self)
    private(set) lazy var card: SheetCardView = {
        let card = SheetCardView()
        card.addGestureRecognizer(pullDown.pan)
        return card
    }()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        presentationStyle = .pageSheet
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
    }

    override var presentedView: UIView? { card }

    override var shouldPresentInFullscreen: Bool { true }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = max(20, (bounds.height * 0.06).rounded())
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        card.embed(presentedViewController.view)
        super.presentationTransitionWillBegin()
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        // A rubber band moves the card by its transform, so the frame can be kept up to date under it.
        if presentedViewController.activeTransition == nil {
            card.frame = frameOfPresentedViewInContainerView
        }
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
}
