import Foundation
import UIKit

/// Vends the composer's animators, as the article's delegate does: one `ComposerAnimator` of 0.6 s
/// to present and one to dismiss. Segue's addition is the presentation controller that makes the
/// composer a card below the top of the window, so the blurred timeline shows above it.
///
/// A controller holds its `transitioningDelegate` weakly: whoever presents keeps this object.
final class ComposerTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The article's duration, both ways.
    static let duration: TimeInterval = 0.6

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let controller = ComposerAnimator(presentationMode: .present, duration: Self.duration)
        return controller
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let controller = ComposerAnimator(presentationMode: .dismiss, duration: Self.duration)
        return controller
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        ComposerPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
