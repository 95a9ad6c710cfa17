import Foundation

/// `present(_:animated:completion:)` and `dismiss(animated:completion:)`, with UIKit's rules for who
/// presents (the presentation context), stacks of presented controllers, and calls made while a
/// transition is still running (refused, with a warning, as UIKit refuses them).
extension UIViewController {
    /// The controller this one (or an ancestor) presented.
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }

    /// The controller that presented this one (or its nearest presented ancestor).
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// The presentation controller managing this controller (or its nearest presented ancestor);
    /// before the presentation, the sheet `sheetPresentationController` made for it, if it made one.
    public var presentationController: UIPresentationController? {
        presentationStorage ?? pendingSheetForStyle ?? parent?.presentationController
    }

    /// The pending sheet while the style still asks for a sheet.
    var pendingSheetForStyle: UISheetPresentationController? {
        guard let pendingSheet, presentingStorage == nil, modalPresentationStyle.resolved == .pageSheet else { return nil }
        return pendingSheet
    }

    /// The coordinator of the transition this controller (or its parent) takes part in; nil when none runs.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let t = activeTransition, !t.isOver { return t.coordinator }
        return parent?.transitionCoordinator
    }

    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                        completion: (() -> Void)? = nil) {
        let vc = viewControllerToPresent
        precondition(vc !== self, "Application tried to present modally an active controller \(TransitionTrace.name(self)) on itself")
        precondition(vc.presentingStorage == nil,
                     "Application tried to present modally \(TransitionTrace.name(vc)), which is already presented by \(TransitionTrace.name(vc.presentingStorage)); dismiss it first")
        precondition(vc.parent == nil,
                     "Application tried to present modally \(TransitionTrace.name(vc)), which is a child of \(TransitionTrace.name(vc.parent)); remove it from its parent first")
        let style = vc.modalPresentationStyle.resolved
        let presenter = presentingController(for: style)
        let what = "Attempt to present \(TransitionTrace.name(vc)) on \(TransitionTrace.name(presenter))"
        if let running = ModalTransition.runningModal {
            SegueDiagnostics.warn("\(what) while a \(running.kind) is in progress; the call was ignored. Present from the completion handler of the running present/dismiss instead.")
            return
        }
        if let already = presenter.presentedStorage {
            SegueDiagnostics.warn("\(what), which is already presenting \(TransitionTrace.name(already)); the call was ignored. Present from \(TransitionTrace.name(already)), or dismiss it first.")
            return
        }
        guard presenter.isViewLoaded, presenter.view.window != nil else {
            SegueDiagnostics.warn("\(what), whose view is not in the window hierarchy; the call was ignored. Present once the presenting controller is on screen (viewDidAppear or later).")
            return
        }
        ModalTransition.present(vc, presenting: presenter, source: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (and everything it presented in turn), or, when
    /// this one presented nothing, this controller itself.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, userInitiated: false, completion: completion)
    }

    /// Returns true when a dismissal started.
    @discardableResult
    func performDismiss(animated: Bool, userInitiated: Bool, completion: (() -> Void)?) -> Bool {
        let dismissed: UIViewController
        if let presented = presentedViewController {
            dismissed = presented
        } else if let own = presentedAncestor {
            dismissed = own
        } else {
            TransitionTrace.record { "\(TransitionTrace.name(self)).dismiss: nothing to dismiss" }
            return false
        }
        guard let presenter = dismissed.presentingStorage else { return false }
        if let running = ModalTransition.runningModal {
            SegueDiagnostics.warn("Attempt to dismiss from \(TransitionTrace.name(self)) while a \(running.kind) is in progress; the call was ignored. Dismiss from the completion handler of the running present/dismiss instead.")
            return false
        }
        var top = dismissed
        var intermediates: [UIViewController] = []
        while let next = top.presentedStorage {
            intermediates.append(top)
            top = next
        }
        ModalTransition.dismiss(top, intermediates: intermediates, presenting: presenter, animated: animated,
                                userInitiated: userInitiated, completion: completion)
        return true
    }

    /// This controller or its nearest ancestor that was presented.
    var presentedAncestor: UIViewController? {
        var vc: UIViewController? = self
        while let c = vc {
            if c.presentingStorage != nil { return c }
            vc = c.parent
        }
        return nil
    }

    /// Who presents for `style`: for the context styles the nearest controller (up the parents and
    /// the controllers that presented them) that defines a presentation context, else the root;
    /// for the others the top of this controller's parent chain.
    func presentingController(for style: UIModalPresentationStyle) -> UIViewController {
        var top: UIViewController = self
        while let p = top.parent { top = p }
        guard style.usesPresentationContext else { return top }
        var vc: UIViewController? = self
        while let c = vc {
            if c.definesPresentationContext { return c }
            vc = c.parent ?? c.presentingStorage
        }
        return view.window?.rootViewController ?? top
    }

    /// Takes down everything this controller presented, at once and without transitions: its window
    /// is getting another root controller. The presented controllers disappear, their containers
    /// leave the window, and a transition still running among them is abandoned.
    func dropPresentations() {
        guard let presented = presentedStorage else { return }
        presented.dropPresentations()
        ModalTransition.inFlight.removeAll { t in
            let gone = t.participants.contains { $0 === presented }
            if gone { t.abandon() }
            return gone
        }
        presented.beginAppearance(isAppearing: false)
        presented.endAppearance()
        presented.presentationStorage?.containerView?.removeFromSuperview()
        presented.viewIfLoaded?.removeFromSuperview()
        presented.presentationStorage?.containerView = nil
        presented.presentationStorage = nil
        presented.presentingStorage = nil
        presented.isBeingPresented = false
        presented.isBeingDismissed = false
        presentedStorage = nil
    }
}
