import Foundation
import UIKit

/// Makes the composer a card: the width of the window, from `topGap` below its top to the bottom,
/// its top corners rounded as an iOS sheet's are. The strip above it shows the timeline under the
/// animator's blur.
///
/// The card follows the window when it is resized (the container's layout puts the composer back
/// at `frameOfPresentedViewInContainerView`); the transitions themselves are the animator's.
final class ComposerPresentationController: UIPresentationController {
    /// How far below the window's top the card starts: clear of the timeline's navigation bar
    /// title, as an iOS sheet leaves the status bar and a sliver of the screen beneath.
    static let topGap: CGFloat = 52
    static let cornerRadius: CGFloat = 10

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = min(Self.topGap, bounds.height)
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let card = presentedView else { return }
        card.layer.cornerRadius = Self.cornerRadius
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.masksToBounds = true
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
