import Foundation

/// Choosing an action — by a tap on its button, Escape, Return, or a tap outside a sheet — and
/// running its handler after the dismissal, as UIKit does.
extension UIAlertController {
    /// Dismisses the alert, then runs `action`'s handler from the dismissal's completion. A disabled
    /// action, or any action once one was chosen, does nothing. While the alert is still coming in the
    /// choice waits for it to be on screen.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil, actions.contains(where: { $0 === action }) else { return }
        guard presentingStorage != nil else { return }
        if let running = activeTransition, !running.isOver {
            // Run once the presentation completes (the presentation controller's deferred user
            // request, taken when the transition has ended).
            if (running as? ModalTransition)?.kind == .presentation, pendingChoiceStore == nil {
                pendingChoiceStore = action
                presentationStorage?.wantsDismissalAfterPresentation = true
            }
            return
        }
        chosenAction = action
        // Refused (another transition runs elsewhere, and a warning said so): the alert stays and
        // may be chosen from again.
        let started = performDismiss(animated: true, userInitiated: false) {
            action.handler?(action)
        }
        if !started { chosenAction = nil }
    }

    /// Runs a choice made while the alert was coming in.
    func runPendingChoice() {
        guard let action = pendingChoiceStore else { return }
        pendingChoiceStore = nil
        choose(action)
    }

    /// Escape chooses the cancel action and Return the preferred one (alerts only); without such an
    /// action the key is swallowed, so it cannot dismiss the alert some other way. Returns false
    /// for the other keys, which travel up the responder chain.
    func handleKeys(_ presses: Set<UIPress>) -> Bool {
        let codes = presses.compactMap { $0.key?.keyCode }
        if codes.contains(.keyboardEscape) {
            if let cancelAction { choose(cancelAction) }
            return true
        }
        if codes.contains(.keyboardReturnOrEnter) {
            if preferredStyle == .alert, let preferredAction { choose(preferredAction) }
            return true
        }
        return false
    }

    /// A tap on the dimming around the alert: a sheet chooses its cancel action; an alert ignores it.
    func dimmingViewTapped() {
        guard preferredStyle == .actionSheet, let cancelAction else { return }
        choose(cancelAction)
    }
}
