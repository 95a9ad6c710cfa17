import UIKit

/// Scene 003's pull to dismiss, as the article writes it: a pan on `interactiveView` dismisses
/// `presented`, the dismissal following the pointer (percent = downward travel ÷ the view's height).
/// Let go at 40 % or more and it finishes, short of that it goes back; a cancelled or failed pan goes
/// back too. `wantsInteractiveStart` is true only while the pan drives, so "Close" (a plain
/// `dismiss(animated:)`) plays the same animator by itself.
///
/// A scroll view inside the presented screen keeps its drags while it is scrolled down: the pan may
/// recognize together with the scroll view's own only while the content is at its top (the
/// delegate below). Two additions to the article, both so the list never moves unseen under the
/// dismissal's snapshot: the pan begins only on a drag that goes down (scrolling up from the top
/// scrolls instead of starting a dismissal that cannot happen), and once it drives, the scroll
/// view's pan is cancelled.
final class PullToDismissInteractive: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {
    /// The fraction from which a release completes the dismissal.
    static let threshold: CGFloat = 0.4

    private weak var interactiveView: UIView?
    private weak var presented: UIViewController?
    private var completion: (() -> Void)?
    /// The scroll view last allowed to recognize together with this pan.
    private weak var scrollViewAtTop: UIScrollView?

    init(_ presented: UIViewController, _ interactiveView: UIView, _ completion: (() -> Void)? = nil) {
        self.interactiveView = interactiveView
        self.completion = completion
        self.presented = presented
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

    func handlePan(_ sender: UIPanGestureRecognizer) {
        guard let interactiveView else { return }
        switch sender.state {
        case .began:
            sender.setTranslation(.zero, in: interactiveView)
            wantsInteractiveStart = true
            // A scroll view whose pan began with this one stops scrolling: disabling a recognizer
            // cancels its gesture, and it is enabled again for the next drag.
            if let scrollView = scrollViewAtTop {
                scrollView.panGestureRecognizer.isEnabled = false
                scrollView.panGestureRecognizer.isEnabled = true
                scrollViewAtTop = nil
            }
            presented?.dismiss(animated: true, completion: completion)
        case .changed:
            let translation = sender.translation(in: interactiveView)
            guard translation.y >= 0 else {
                sender.setTranslation(.zero, in: interactiveView)
                return
            }
            update(abs(translation.y / interactiveView.bounds.height))
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

    // MARK: UIGestureRecognizerDelegate

    /// While a scroll view inside is scrolled down, its pan has the drag alone; at its top both pans
    /// may recognize, and this one dismisses. Once this pan drives the dismissal the scroll view may
    /// no longer join in (a drag turned back up would scroll it unseen, under the snapshot).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let scrollView = otherGestureRecognizer.view as? UIScrollView {
            if scrollView.contentOffset.y <= 0 && !wantsInteractiveStart {
                scrollViewAtTop = scrollView
                return true
            } else {
                return false
            }
        }
        return true
    }

    /// Only a pull down starts a dismissal (asked as the pan is about to begin, when its translation
    /// has just been rebased, so the direction is the pointer's velocity).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let interactiveView else { return true }
        return pan.velocity(in: interactiveView).y > 0
    }
}
