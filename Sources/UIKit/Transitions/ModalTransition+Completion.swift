import Foundation

/// Ending a present or a dismiss (steps 4–7 of the order in docs/UIKIT-REFERENCE.md, called from
/// `ViewControllerTransition.complete(_:)`): `completeTransition(true)` settles the new state,
/// `completeTransition(false)` (a cancelled transition) puts the view tree, the links between the
/// controllers and their appearance back as they were before it started.
extension ModalTransition {
    /// The presentation stays on screen (a presentation that completed, a dismissal cancelled). When
    /// the window was resized while it ran, the animator's last frames were computed for the old
    /// size (a cancelled drag plays back to where the panel started, not where it now rests): the
    /// container lays out again, so the presentation controller puts the presented view at
    /// `frameOfPresentedViewInContainerView` for the size it has now, as a resize while nothing ran would.
    func layOutAfterResize() {
        guard let container = presentationController.containerView, container.window != nil,
              container.bounds.size != containerSizeAtStart else { return }
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }

    func finishPresentation(_ completed: Bool) -> Bool {
        let pc = presentationController
        TransitionTrace.record { "\(TransitionTrace.name(pc)).presentationTransitionDidEnd(\(completed))" }
        pc.presentationTransitionDidEnd(completed)
        if completed {
            if pc.shouldRemovePresentersView, let view = presenting.viewIfLoaded, let superview = view.superview {
                let index = superview.subviews.firstIndex { $0 === view } ?? 0
                pc.removedPresenterView = (view, superview, index, superview.bounds.size)
                view.removeFromSuperview()
            }
            presenting.endAppearance()
            presented.endAppearance()
            presented.isBeingPresented = false
            return true
        }
        // Cancelled: the presented controller goes away again, the presenter comes back.
        presented.beginAppearance(isAppearing: false, animated: isAnimated)
        presenting.beginAppearance(isAppearing: true, animated: isAnimated)
        presenting.endAppearance()
        presented.endAppearance()
        pc.presentedView?.removeFromSuperview()
        presented.viewIfLoaded?.removeFromSuperview()
        pc.containerView?.removeFromSuperview()
        unlink(presented)
        presented.isBeingPresented = false
        return false
    }

    func finishDismissal(_ completed: Bool) -> Bool {
        let pc = presentationController
        TransitionTrace.record { "\(TransitionTrace.name(pc)).dismissalTransitionDidEnd(\(completed))" }
        pc.dismissalTransitionDidEnd(completed)
        if completed {
            // A presenter's view the animator moved into the container goes back where it belongs
            // before the container leaves, taking it along.
            if let view = restoredPresenterView, let place = restoredPresenterPlace, view.superview !== place.superview {
                place.superview.insertSubview(view, at: min(place.index, place.superview.subviews.count))
            }
            pc.containerView?.removeFromSuperview()
            presented.viewIfLoaded?.removeFromSuperview()
            // The controllers between leave without animation, top first.
            for vc in intermediates.reversed() {
                guard let ipc = vc.presentationStorage else { continue }
                TransitionTrace.record { "\(TransitionTrace.name(ipc)).dismissalTransitionWillBegin()" }
                ipc.dismissalTransitionWillBegin()
                TransitionTrace.record { "\(TransitionTrace.name(ipc)).dismissalTransitionDidEnd(true)" }
                ipc.dismissalTransitionDidEnd(true)
                ipc.containerView?.removeFromSuperview()
                vc.viewIfLoaded?.removeFromSuperview()
            }
            presented.endAppearance()
            for vc in intermediates.reversed() { vc.endAppearance() }
            presenting.endAppearance()
            unlink(presented)
            for vc in intermediates.reversed() { unlink(vc) }
            presented.isBeingDismissed = false
            if userInitiated, let delegate = pc.delegate {
                TransitionTrace.record { "\(TransitionTrace.name(delegate)).presentationControllerDidDismiss(\(TransitionTrace.name(pc)))" }
                delegate.presentationControllerDidDismiss(pc)
            }
            return true
        }
        // Cancelled: the presented controller stays; the presenter's view leaves again.
        // It is remembered at the place it was put back, wherever the animator left it (in the
        // container, or already taken out as a cancelled animator cleans up).
        if let view = restoredPresenterView, let place = restoredPresenterPlace {
            let index = place.superview.subviews.firstIndex { $0 === view } ?? place.index
            let bottom = intermediates.first ?? presented
            bottom.presentationStorage?.removedPresenterView = (view, place.superview, index, place.superview.bounds.size)
            view.removeFromSuperview()
        }
        for vc in intermediates { vc.presentationStorage?.containerView?.isHidden = false }
        // Only the controllers whose appearance the dismissal began are turned back.
        for vc in appearanceChanged { vc.beginAppearance(isAppearing: vc !== presenting, animated: isAnimated) }
        for vc in appearanceChanged { vc.endAppearance() }
        presented.isBeingDismissed = false
        return false
    }

    /// Breaks the links a presentation made between `vc` and the controller that presented it.
    private func unlink(_ vc: UIViewController) {
        if let presenter = vc.presentingStorage, presenter.presentedStorage === vc {
            presenter.presentedStorage = nil
        }
        vc.presentingStorage = nil
        vc.presentationStorage?.containerView = nil
        vc.presentationStorage = nil
    }
}
