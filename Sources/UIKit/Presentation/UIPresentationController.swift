import Foundation

/// Owns the screen around a presented controller while it is presented (UIKit's
/// `UIPresentationController`): where its view sits (`frameOfPresentedViewInContainerView`), the
/// chrome around it (a dimming view added in `presentationTransitionWillBegin`), and what happens
/// when the container lays out.
///
/// Subclass it and vend it from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` with `modalPresentationStyle = .custom`.
///
/// ```swift
/// final class HalfScreen: UIPresentationController {
///     override var frameOfPresentedViewInContainerView: CGRect {
///         let b = containerView!.bounds
///         return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
///     }
///     override func presentationTransitionWillBegin() {
///         containerView?.addSubview(presentedView!)
///     }
///     override func containerViewDidLayoutSubviews() {
///         presentedView?.frame = frameOfPresentedViewInContainerView
///     }
/// }
/// ```
@MainActor
open class UIPresentationController {
    public let presentedViewController: UIViewController
    private weak var presentingStore: UIViewController?

    /// The controller whose context the presentation covers; set by `present` when the initialiser
    /// was given nil.
    public var presentingViewController: UIViewController {
        guard let presentingStore else {
            preconditionFailure("UIPresentationController.presentingViewController read before the presentation started")
        }
        return presentingStore
    }

    /// The view the presentation shows: the presented controller's view unless a subclass wraps it.
    open var presentedView: UIView? { presentedViewController.view }

    /// The view the transition happens in; nil before the presentation starts.
    public internal(set) var containerView: UIView?

    /// Hears about user-initiated dismissals (and may veto them).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The style the presented controller asked for.
    public internal(set) var presentationStyle: UIModalPresentationStyle = .custom

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingStore = presentingViewController
    }

    func attach(presenting: UIViewController) { presentingStore = presenting }

    /// The presenting controller, or nil before the presentation starts (for trait lookups).
    var presentingStoreIfSet: UIViewController? { presentingStore }

    /// Called when the presenting controller's traits changed, with the previous ones; the default
    /// does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Where the presented view ends up, in container coordinates. The default fills the container.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the window once the presentation completes (and so gets
    /// `viewWillDisappear`/`viewDidDisappear`). False: the presenter stays visible under it.
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole window rather than the presenter's context.
    open var shouldPresentInFullscreen: Bool { true }

    /// Traits the presented controller takes over those it would inherit: its specified style and
    /// level win (a custom presentation that raises its content sets `.elevated`, as UIKit's sheets do).
    open var overrideTraitCollection: UITraitCollection? {
        didSet { if presentedViewController.presentingStorage != nil { presentedViewController.traitsMayHaveChanged() } }
    }

    /// Whether the presented content is at the elevated level (`UIUserInterfaceLevel`): for the
    /// styles that show it above the presenter rather than in its place — page and form sheets,
    /// popovers and "over current context" (on iOS a controller presented over the current context
    /// reads `.elevated`, one presented over full screen `.base`). Alerts say so too.
    var elevatesPresentedContent: Bool {
        switch presentationStyle {
        case .pageSheet, .formSheet, .popover, .overCurrentContext: return true
        default: return false
        }
    }

    /// Whether a touch outside the presented view goes through the container to what is under it
    /// (a sheet at an undimmed detent); false keeps the presenter out of reach.
    var passesTouchesOutsidePresentedView: Bool { false }

    // MARK: Transition callbacks

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: Layout

    /// Called each time the container lays out (a window resize included), before its subviews do:
    /// the place to set `presentedView.frame`.
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: Content container

    /// The presented controller's preferred size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The presented controller's `preferredContentSize` changed; override to resize the presented
    /// view (for a sheet sized to its content). Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Never called by Segue (see `UIContentContainer`).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// The window is about to change size: passes the call on to the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(to: size, with: coordinator)
    }

    // MARK: Segue bookkeeping

    /// Where the presenter's view was before `shouldRemovePresentersView` took it out, to put it back
    /// at the same place when the presentation is dismissed.
    /// `superviewSize` is the superview's size when the view left, so a window resized meanwhile can be
    /// applied to it (by its autoresizing mask) when it comes back.
    var removedPresenterView: (view: UIView, superview: UIView, index: Int, superviewSize: CGSize)?

    /// A user asked to dismiss (Escape) while the presentation was still animating in: honoured as
    /// soon as the presentation completes, instead of being lost.
    var wantsDismissalAfterPresentation = false

    /// A user asked to dismiss (Escape): honour `isModalInPresentation` and the delegate's veto,
    /// then dismiss as UIKit does for a user-initiated dismissal. Returns true when the dismissal
    /// started. (A sheet's pull-down takes the same steps apart: it asks when the pull starts and
    /// reports a refused attempt only when the pull is let go.)
    @discardableResult
    func handleUserDismissalRequest() -> Bool {
        guard mayDismissOnUserRequest() else {
            reportDismissalAttempt()
            return false
        }
        return beginUserDismissal()
    }

    /// Tells the delegate a user tried to dismiss and was refused.
    func reportDismissalAttempt() {
        TransitionTrace.record { "\(TransitionTrace.name(self.delegate)).presentationControllerDidAttemptToDismiss(\(TransitionTrace.name(self)))" }
        delegate?.presentationControllerDidAttemptToDismiss(self)
    }

    /// Starts an allowed user dismissal: the delegate hears `…WillDismiss`, then the animated
    /// dismissal starts (its `…DidDismiss` comes only if it completes). Returns true when it started.
    func beginUserDismissal() -> Bool {
        TransitionTrace.record { "\(TransitionTrace.name(self.delegate)).presentationControllerWillDismiss(\(TransitionTrace.name(self)))" }
        delegate?.presentationControllerWillDismiss(self)
        return presentedViewController.performDismiss(animated: true, userInitiated: true, completion: nil)
    }

    /// The veto rules without side effects other than asking the delegate.
    func mayDismissOnUserRequest() -> Bool {
        if presentedViewController.isModalInPresentationInHierarchy { return false }
        if let delegate {
            let answer = delegate.presentationControllerShouldDismiss(self)
            TransitionTrace.record { "\(TransitionTrace.name(delegate)).presentationControllerShouldDismiss(\(TransitionTrace.name(self))) -> \(answer)" }
            return answer
        }
        return true
    }
}

extension UIViewController {
    /// `isModalInPresentation` set on this controller or on any of its children.
    var isModalInPresentationInHierarchy: Bool {
        isModalInPresentation || childList.contains { $0.isModalInPresentationInHierarchy }
    }
}
