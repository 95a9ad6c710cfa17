import Foundation

/// Light or dark appearance, as `UIUserInterfaceStyle`: `.unspecified` means "whatever the
/// surroundings are", and resolves to light at the top of the tree.
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    case unspecified = 0, light = 1, dark = 2

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .light: return "light"
        case .dark: return "dark"
        }
    }
}
