import UIKit

/// Scene 003's pull up: a pan on the mini player presents the full player, the presentation
/// following the pointer (percent = upward travel ÷ the distance from the mini player's top to the
/// top of the screen, the way the player goes). The article's pull to dismiss turned upside down:
/// let go at 40 % or more and the player comes up, short of that it goes back down; a cancelled or
/// failed pan goes back too. `wantsInteractiveStart` is true only while the pan drives, so a tap on
/// the mini player plays the same presentation by itself.
final class PullUpInteractive: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    /// The fraction from which a release completes the presentation.
    static let threshold: CGFloat = 0.4

    private weak var interactiveView: UIView?
    private weak var presenting: UIViewController?
    /// Makes the controller to present, each time a pull starts.
    private let makePresented: () -> UIViewController

    init(_ presenting: UIViewController, _ interactiveView: UIView, presenting makePresented: @escaping () -> UIViewController) {
        self.presenting = presenting
        self.interactiveView = interactiveView
        self.makePresented = makePresented
        super.init()
        setupPanGesture()
        wantsInteractiveStart = false
    }

    private func setupPanGesture() {
        let panGesture = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        panGesture.maximumNumberOfTouches = 1
        panGesture.delegate = self
        interactiveView?.isUserInteractionEnabled = true
        interactiveView?.addGestureRecognizer(panGesture)
    }

    /// How far the player's top travels: from the mini player's top to the top of the window.
    var distance: CGFloat {
        guard let interactiveView else { return 1 }
        return max(interactiveView.convert(interactiveView.bounds.origin, to: nil).y, 1)
    }

    func handlePan(_ sender: UIPanGestureRecognizer) {
        guard let interactiveView else { return }
        switch sender.state {
        case .began:
            sender.setTranslation(.zero, in: interactiveView)
            wantsInteractiveStart = true
            presenting?.present(makePresented(), animated: true)
        case .changed:
            let translation = sender.translation(in: interactiveView)
            guard translation.y <= 0 else {
                sender.setTranslation(.zero, in: interactiveView)
                return
            }
            update(min(abs(translation.y) / distance, 1))
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

    /// Only a pull up starts a presentation (the pan's translation has just been rebased when this
    /// is asked, so the direction is the pointer's velocity), and not while the tabs are still
    /// fading into each other: the player would come up over a screen that changes under it.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let interactiveView else { return true }
        return presenting?.transitionCoordinator == nil && pan.velocity(in: interactiveView).y < 0
    }
}
