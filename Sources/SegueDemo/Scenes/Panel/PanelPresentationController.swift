import UIKit

/// Puts the presented view in the half of the container on the panel's edge, and keeps it there
/// whenever the container lays out (a window resize included).
class PanelPresentationController: UIPresentationController {
    let edge: PanelEdge

    init(edge: PanelEdge, presentedViewController: UIViewController, presenting: UIViewController?) {
        self.edge = edge
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        // A panel is raised over its parent, as UIKit's sheets are: elevated backgrounds in dark mode.
        overrideTraitCollection = UITraitCollection(userInterfaceLevel: .elevated)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        edge.restingFrame(in: containerView?.bounds ?? .zero)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        // A custom presentation manages its own view tree: the presented view goes in here.
        containerView?.addSubview(presentedView!)
    }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
