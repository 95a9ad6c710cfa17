import Foundation

/// Picks the animator UIKit would use when the transitioning delegate vends none: the presented
/// controller's `modalTransitionStyle`. A flip needs the whole screen, so outside `.fullScreen` it
/// falls back to covering vertically, with a warning. Under Reduce Motion the flip, the one
/// built-in transition that turns the screen in depth, is a cross-dissolve (iOS simplifies its
/// system transitions under Reduce Motion); the vertical cover is a sheet's slide, which iOS keeps.
@MainActor
enum BuiltInTransitionAnimator {
    static func make(for style: UIModalTransitionStyle, presentationController pc: UIPresentationController,
                     presenting: Bool) -> UIViewControllerAnimatedTransitioning {
        switch style {
        case .crossDissolve:
            return CrossDissolveAnimator(isPresenting: presenting)
        case .flipHorizontal where pc.presentationStyle == .fullScreen && UIAccessibility.isReduceMotionEnabled:
            return CrossDissolveAnimator(isPresenting: presenting)
        case .flipHorizontal where pc.presentationStyle == .fullScreen:
            return FlipHorizontalAnimator(isPresenting: presenting)
        case .flipHorizontal:
            if presenting {
                SegueDiagnostics.warn("modalTransitionStyle .flipHorizontal needs modalPresentationStyle .fullScreen (this presentation is .\(pc.presentationStyle)); covering vertically instead")
            }
            return CoverVerticalAnimator(isPresenting: presenting)
        case .coverVertical, .partialCurl:
            return CoverVerticalAnimator(isPresenting: presenting)
        }
    }
}
