import Foundation

/// The swipe from the left edge that pops (UIKit's `interactivePopGestureRecognizer`): a screen-edge
/// pan on the navigation controller's view that drives the built-in slide under the finger.
///
/// It begins only when there is something to pop and nothing else is moving: more than one
/// controller in the stack, no transition of this navigation controller running, nothing presented
/// over it. When the finger lifts, the pop finishes if it is moving rightward at one width per
/// second or more (a flick from anywhere), is cancelled if moving leftward as fast, and otherwise
/// finishes past half the width — UIKit leaves the rule unpublished; this is the one the field's
/// libraries share (`TransitionReleaseRule`, with the fling speed scaled to the width so a wide
/// window asks for the same gesture as a phone).
extension UINavigationController {
    /// The edge swipe; nil until the view has loaded. Disable it to keep the user from popping.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return popGesture
    }

    func installPopGesture() {
        let pan = UIScreenEdgePanGestureRecognizer()
        pan.edges = .left
        pan.addTarget(self, action: UINavigationController.followPopGesture)
        let gate = PopGestureGate(navigationController: self)
        pan.delegate = gate
        popGestureGate = gate
        popGesture = pan
        view.addGestureRecognizer(pan)
    }

    /// Whether the edge swipe may start a pop now.
    var canBeginInteractivePop: Bool {
        stack.count > 1 && activeTransition == nil && presentedStorage == nil
            && !(stack.last?.presentedStorage != nil)
    }

    private func followPopGesture(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let progress = min(max(pan.translation(in: view).x / width, 0), 1)
        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            popGestureInteraction = interaction
            if popViewController(animated: true) == nil { popGestureInteraction = nil }
            interaction.update(progress)
        case .changed:
            popGestureInteraction?.update(progress)
        case .ended:
            guard let interaction = popGestureInteraction else { return }
            let rule = TransitionReleaseRule(flingVelocity: width, positionThreshold: 0.5)
            if rule.decide(progress: progress, velocity: pan.velocity(in: view).x).finishes {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            popGestureInteraction?.cancel()
        default:
            break
        }
    }
}

/// Lets the edge swipe begin only when a pop can start (`canBeginInteractivePop`).
final class PopGestureGate: UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.canBeginInteractivePop ?? false
    }
}
