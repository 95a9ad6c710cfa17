import UIKit

/// The transitioning delegate of a panel: a dimming presentation controller and 0.3 s slide
/// animators for the panel's edge. The presenting screen keeps it alive — the presented
/// controller's `transitioningDelegate` is weak.
final class PanelTransition: UIViewControllerTransitioningDelegate {
    let edge: PanelEdge

    init(edge: PanelEdge) { self.edge = edge }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DimmingPresentationController(edge: edge, presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PanelPresentAnimation(edge: edge)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PanelDismissAnimation(edge: edge)
    }
}
