@testable import UIKit
import Foundation
import UIKitTesting

/// Building, showing and driving alert controllers in a transition stage.

/// An action whose handler writes "handler <title>" to the transition trace, so a test sees where
/// it ran among the transition's callbacks.
func tracedAction(_ title: String, _ style: UIAlertAction.Style) -> UIAlertAction {
    UIAlertAction(title: title, style: style) { action in
        TransitionTrace.record { "handler \(action.title ?? "")" }
    }
}

/// An alert (or sheet) with `actions`, built from (title, style) pairs in order.
func makeAlert(_ style: UIAlertController.Style, title: String? = "Discard draft?",
               message: String? = "Your changes will be lost.",
               _ actions: [(String, UIAlertAction.Style)]) -> UIAlertController {
    let alert = UIAlertController(title: title, message: message, preferredStyle: style)
    for (name, actionStyle) in actions { alert.addAction(tracedAction(name, actionStyle)) }
    return alert
}

extension TransitionStage {
    /// Presents `alert` on `parent` with animation and lets the presentation finish.
    func show(_ alert: UIAlertController, on parent: UIViewController) {
        parent.present(alert, animated: true)
        run(seconds: 0.5)
    }

    /// Presses and releases the pointer at `point` (window coordinates), as a quick tap.
    func tap(at point: CGPoint, time: TimeInterval = 200) {
        app.handle(.pointerDown(point, button: 1, time: time))
        frame()
        app.handle(.pointerUp(point, button: 1, time: time + 0.05))
        frame()
    }

    /// Presses and releases a key, as the platform delivers it.
    func press(_ code: UIKeyboardHIDUsage, characters: String, time: TimeInterval = 0) {
        UIResponder.currentFirstResponder = nil
        app.handle(.keyDown(UIKey(keyCode: code, characters: characters), time: time))
        app.handle(.keyUp(UIKey(keyCode: code, characters: characters), time: time))
    }
}

/// The button showing the action titled `title` in `alert`'s view.
@MainActor
func button(_ title: String, in alert: UIAlertController) -> AlertActionButton? {
    alert.contentView?.buttons.first { $0.action.title == title }
}

/// The centre of `view` in window coordinates.
@MainActor
func centreInWindow(_ view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}
