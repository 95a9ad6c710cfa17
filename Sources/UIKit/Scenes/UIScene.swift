import Foundation

/// One instance of the app's interface (UIKit's `UIScene`). Segue runs one X window per app, so
/// there is one scene, always in the foreground and active; it exists for code that reaches windows,
/// the screen or the orientation through `view.window?.windowScene`.
@MainActor
open class UIScene: UIResponder {
    /// Where the scene is in its life (UIKit's `UIScene.ActivationState`).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// `.foregroundActive`: Segue's window is never backgrounded.
    public var activationState: ActivationState { .foregroundActive }
    /// The scene's title (shown by iPadOS's app switcher; kept only).
    open var title: String?
}
