import Foundation

/// The container view of a presentation: covers the window (or the presenting context) and tells
/// its presentation controller about each layout pass, so `containerViewWillLayoutSubviews` and
/// `containerViewDidLayoutSubviews` bracket every layout — a window resize included. When the
/// presentation lets touches through outside its view (a sheet at an undimmed detent), a touch that
/// lands on the container or its dimming is not the container's: the window hit-tests on, down to
/// the presenter.
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        guard let pc = presentationController else { return super.layoutSubviews() }
        TransitionTrace.record { "\(TransitionTrace.name(pc)).containerViewWillLayoutSubviews()" }
        pc.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        TransitionTrace.record { "\(TransitionTrace.name(pc)).containerViewDidLayoutSubviews()" }
        pc.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        guard let pc = presentationController, pc.passesTouchesOutsidePresentedView,
              let presented = pc.presentedView, !hit.isDescendant(of: presented) else { return hit }
        return nil
    }
}
