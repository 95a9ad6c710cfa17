import Foundation

/// The presentation controller behind `.fullScreen`, `.overFullScreen`, `.currentContext` and
/// `.overCurrentContext`: the presented view fills the container; the "over" styles keep the
/// presenter's view in place underneath, the others take it out once the presentation completes.
final class FullScreenPresentationController: UIPresentationController {
    init(presented: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        super.init(presentedViewController: presented, presenting: presenting)
        presentationStyle = style
    }

    override var shouldRemovePresentersView: Bool {
        presentationStyle == .fullScreen || presentationStyle == .currentContext
    }

    override var shouldPresentInFullscreen: Bool { !presentationStyle.usesPresentationContext }

    override func containerViewWillLayoutSubviews() {
        // Between transitions the presented view simply fills the container; during one the
        // animator owns its frame.
        guard presentedViewController.activeTransition == nil,
              let view = presentedView, view.superview === containerView else { return }
        view.frame = frameOfPresentedViewInContainerView
    }
}
