import UIKit

/// The transitioning delegate of a panel: a dimming presentation controller, 0.3 s slide
/// animators for the panel's edge, and the drag interaction. The presenting screen keeps it alive —
/// the presented controller's `transitioningDelegate` is weak.
final class PanelTransition: UIViewControllerTransitioningDelegate {
    let edge: PanelEdge
    let drag: PanelDragInteraction

    init(edge: PanelEdge) {
        self.edge = edge
        drag = PanelDragInteraction(edge: edge)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        // The panel can be dragged away (and grabbed while it moves).
        if presented.view.gestureRecognizers == nil {
            presented.view.addGestureRecognizer(drag.makePan(for: presented))
        }
        return DimmingPresentationController(edge: edge, presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PanelPresentAnimation(edge: edge)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PanelDismissAnimation(edge: edge)
    }

    /// The drag drives the transition it starts (a dismissal from the panel, a presentation from the
    /// scene's handle) and can catch any transition of the panel later; only while it drives does it
    /// want an interactive start, so buttons and Escape still animate on their own.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        drag
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        drag
    }
}
