import Foundation

/// How high content sits, as `UIUserInterfaceLevel`: `.base` for a window's own content, `.elevated`
/// for content UIKit raises above it (a presented sheet, form sheet or popover, an alert). In dark
/// mode the background colours are lighter at the elevated level, so a sheet stands out from the
/// black screen behind it without relying on a shadow.
public enum UIUserInterfaceLevel: Int, Sendable, CustomStringConvertible {
    case unspecified = -1, base = 0, elevated = 1

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .base: return "base"
        case .elevated: return "elevated"
        }
    }
}
