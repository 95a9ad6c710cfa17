import Foundation

/// One animated collapse of an arranged view: the token the view holds while it shrinks, so that
/// the end of an older animation cannot hide a view that was shown and hidden again since.
@MainActor
final class StackCollapse {}

extension UIStackView {
    /// Keeps `view` (just hidden inside an animation) drawn while its frame shrinks to nothing with
    /// the others sliding over, and hides its layer when `context`'s animations stop — unless it was
    /// shown again first. `isHidden` reads true throughout, as on iOS.
    func beginCollapse(of view: UIView, in context: AnimationContext) {
        let collapse = StackCollapse()
        view.stackCollapse = collapse
        view.layer.isHidden = false
        context.whenStopped { [weak view] in
            guard let view, view.stackCollapse === collapse else { return }
            view.stackCollapse = nil
            view.layer.isHidden = true
        }
    }
}
