import Foundation

/// A presentation controller that moves its presented view with a gesture of its own — a page
/// sheet's pull-down — and so drives its transitions itself when the transitioning delegate does
/// not (UIKit's sheets do the same with private machinery).
///
/// Asked once per animated transition whose delegate vended no interaction controller, before the
/// animation starts (`ModalTransition+SuppliedInteraction.swift`). The controller returned starts
/// the transition interactively when its `wantsInteractiveStart` is true; otherwise the transition
/// runs by itself but stays the controller's to catch with `pause()`.
protocol TransitionInteractionSupplying: UIPresentationController {
    /// The interaction controller for `transition` (a present or dismiss of this presentation), or
    /// nil to leave it to the clock alone.
    func interactionController(for transition: ModalTransition) -> UIPercentDrivenInteractiveTransition?
}
