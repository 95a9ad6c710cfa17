import Foundation

/// Where a sheet rests and how it gets there: a detent property changed (at once, or gathered by
/// `animateChanges` and played on the sheet's spring), a drag let go between detents, the delegate
/// told of the detent the user left the sheet at. Every way goes through `setCardHeight`.
extension UISheetPresentationController {
    /// A detent property changed: outside `animateChanges`, the card moves there at once.
    func restingStateDidChange() {
        guard !isGatheringChanges else { return }
        applyRestingState(animated: false, velocity: 0)
    }

    /// Puts the card, the dimming and the presenter behind where the selected detent has them: on the
    /// sheet's spring starting at `velocity` (normalised: distances to go per second), or at once.
    func applyRestingState(animated: Bool, velocity: CGFloat) {
        guard containerView != nil, presentedViewController.activeTransition == nil, !pullDown.isResizing else { return }
        stopDetentAnimation()
        let height = frameOfPresentedViewInContainerView.height
        let changes = { self.setCardHeight(height) }
        guard animated, UIView.areAnimationsEnabled else { return UIView.performWithoutAnimation(changes) }
        let animator = UIViewPropertyAnimator(duration: Self.springDuration, timingParameters: Self.spring(velocity: velocity))
        animator.addAnimations(changes)
        animator.addCompletion { [weak self, weak animator] _ in
            if let self, self.detentAnimator === animator { self.detentAnimator = nil }
        }
        detentAnimator = animator
        animator.startAnimation()
    }

    /// Stops a detent change where it is seen now (a grab catches the card mid-way).
    func stopDetentAnimation() {
        guard let animator = detentAnimator else { return }
        detentAnimator = nil
        if animator.state == .active { animator.stopAnimation(true) }
    }

    /// The card `height` points tall at the bottom of the container, with the dimming and the
    /// presenter behind as they are at that height.
    func setCardHeight(_ height: CGFloat) {
        card.frame = frame(forHeight: height)
        // The content follows at once (and inside an animation, animates along): a transition that
        // starts next snapshots a laid-out card, which a cancelled one must come back to exactly.
        card.layoutIfNeeded()
        dimmingView.alpha = dimming(forHeight: height)
        stack?.apply(stackAmount(forHeight: height))
    }

    /// Selects `identifier` without moving the card (the drag or the dismissal moves it).
    func select(_ identifier: Detent.Identifier) {
        isGatheringChanges = true
        selectedDetentIdentifier = identifier
        isGatheringChanges = false
    }

    /// The user let go between detents: settle on the selected one, starting at the pointer's speed
    /// (`velocity`, the card's growth in points per second).
    func settle(velocity: CGFloat) {
        let distance = frameOfPresentedViewInContainerView.height - card.frame.height
        let toward = distance >= 0 ? velocity : -velocity
        applyRestingState(animated: true, velocity: abs(distance) > 1 ? max(0, toward) / abs(distance) : 0)
    }

    /// A drag ends: when it left the sheet on another detent than it found it at, the delegate hears.
    func dragDidEnd(startingAt start: Detent.Identifier?) {
        guard let now = restingDetent?.identifier, now != start,
              let delegate = delegate as? UISheetPresentationControllerDelegate else { return }
        TransitionTrace.record { "\(TransitionTrace.name(delegate)).sheetPresentationControllerDidChangeSelectedDetentIdentifier(\(TransitionTrace.name(self))) -> \(now)" }
        delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}
