import Foundation

/// The container view of a presentation: covers the window (or the presenting context) and tells
/// its presentation controller about each layout pass, so `containerViewWillLayoutSubviews` and
/// `containerViewDidLayoutSubviews` bracket every layout — a window resize included.
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
}
