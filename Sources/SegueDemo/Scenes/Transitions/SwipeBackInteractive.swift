import UIKit

/// Scene 003's full-page swipe back: a pan anywhere on a pushed screen pops it, the pop following the
/// pointer (percent = horizontal travel ÷ the screen's width). Let go at 40 % or more and the pop
/// finishes, short of that it goes back; a cancelled or failed pan goes back too.
///
/// `wantsInteractiveStart` is true only from the pan's start to its release, so a pop from the back
/// button plays by itself even though the navigation delegate returns this object.
final class SwipeBackInteractive: UIPercentDrivenInteractiveTransition {
    /// The fraction from which a release completes the pop.
    static let threshold: CGFloat = 0.4

    private weak var interactiveView: UIView?
    private weak var navigationController: UINavigationController?

    init(_ navigationController: UINavigationController, _ interactiveView: UIView) {
        self.navigationController = navigationController
        self.interactiveView = interactiveView
        super.init()
        setupPanGesture()
        wantsInteractiveStart = false
    }

    private func setupPanGesture() {
        let panGesture = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        panGesture.maximumNumberOfTouches = 1
        interactiveView?.isUserInteractionEnabled = true
        interactiveView?.addGestureRecognizer(panGesture)
    }

    func handlePan(_ sender: UIPanGestureRecognizer) {
        guard let interactiveView else { return }
        switch sender.state {
        case .began:
            sender.setTranslation(.zero, in: interactiveView)
            wantsInteractiveStart = true
            navigationController?.popViewController(animated: true)
        case .changed:
            let translation = sender.translation(in: interactiveView)
            guard translation.x >= 0 else {
                sender.setTranslation(.zero, in: interactiveView)
                return
            }
            update(abs(translation.x / interactiveView.bounds.width))
        case .ended:
            wantsInteractiveStart = false
            if percentComplete >= Self.threshold {
                finish()
            } else {
                cancel()
            }
        case .cancelled, .failed:
            wantsInteractiveStart = false
            cancel()
        default:
            wantsInteractiveStart = false
        }
    }
}
