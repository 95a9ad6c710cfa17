import Foundation

/// Which controllers decide the status bar's look, by UIKit's rules: from the root of the presentation
/// chain, the last presented controller that captures it (full screen, or
/// `modalPresentationCapturesStatusBarAppearance`), then down its `childForStatusBarStyle` (or
/// `childForStatusBarHidden`) chain.
extension UIViewController {
    struct StatusBarAppearance {
        let style: UIStatusBarStyle
        let styleSource: UIViewController
        let hidden: Bool
        let hiddenSource: UIViewController
    }

    var statusBarAppearance: StatusBarAppearance {
        let owner = statusBarOwner
        var styleSource = owner, hiddenSource = owner
        while let child = styleSource.childForStatusBarStyle { styleSource = child }
        while let child = hiddenSource.childForStatusBarHidden { hiddenSource = child }
        return StatusBarAppearance(style: styleSource.preferredStatusBarStyle, styleSource: styleSource,
                                   hidden: hiddenSource.prefersStatusBarHidden, hiddenSource: hiddenSource)
    }

    /// The controller whose answers count: the top of the presentation chain that captures the
    /// status bar, starting from the root of the chain this controller is in.
    private var statusBarOwner: UIViewController {
        var root = self
        while let up = root.parentController ?? root.presentingStorage { root = up }
        var owner = root, current = root
        while let presented = current.presentedStorage, !presented.isBeingDismissed {
            if presented.modalPresentationStyle.resolved == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                owner = presented
            }
            current = presented
        }
        return owner
    }
}
