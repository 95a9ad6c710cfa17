import Foundation

/// The status bar's colours (UIKit's `UIStatusBarStyle`). Segue draws no status bar; controllers
/// still answer `preferredStatusBarStyle` with one.
public enum UIStatusBarStyle: Int, Sendable, CustomStringConvertible {
    /// Dark content in light mode, light content in dark mode.
    case `default` = 0
    case lightContent = 1
    case darkContent = 3

    public var description: String {
        switch self {
        case .default: "default"
        case .lightContent: "lightContent"
        case .darkContent: "darkContent"
        }
    }
}

/// How the status bar shows or hides (UIKit's `UIStatusBarAnimation`).
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
