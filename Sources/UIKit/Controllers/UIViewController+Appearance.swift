import Foundation

/// Appearance callbacks (`viewWillAppear` … `viewDidDisappear`) paired as UIKit pairs them: a Will is
/// always followed by its Did or by the opposite Will (a cancelled transition), never by a second
/// Will of the same kind. Children hear what their parent hears.
extension UIViewController {
    /// Segue's form of `beginAppearanceTransition(_:animated:)`.
    func beginAppearance(isAppearing: Bool, animated: Bool = false) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceAnimated = animated
            TransitionTrace.record { "\(TransitionTrace.name(self)).viewWillAppear(\(animated))" }
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            TransitionTrace.record { "\(TransitionTrace.name(self)).viewWillDisappear(\(animated))" }
            viewWillDisappear(animated)
        }
        for child in appearanceChildren where child.isViewLoaded {
            child.beginAppearance(isAppearing: isAppearing, animated: animated)
        }
    }

    func endAppearance() {
        let animated = appearanceAnimated
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            TransitionTrace.record { "\(TransitionTrace.name(self)).viewDidAppear(\(animated))" }
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            TransitionTrace.record { "\(TransitionTrace.name(self)).viewDidDisappear(\(animated))" }
            viewDidDisappear(animated)
        default:
            return
        }
        for child in appearanceChildren where child.isViewLoaded { child.endAppearance() }
    }

    /// Whether the controller is on screen or on its way there.
    var isAppearingOrAppeared: Bool { appearanceState == .appearing || appearanceState == .appeared }
}
