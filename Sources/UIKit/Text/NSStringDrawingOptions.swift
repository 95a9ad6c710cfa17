import Foundation

/// How `boundingRect(with:options:attributes:context:)` and `draw(with:options:attributes:context:)`
/// lay a string out, as UIKit's options.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lines wrap at the width and the rect's origin is the first line's top; without it the
    /// string is one line (each paragraph on one line) whose baseline is at the origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted; line heights always include the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted; sizes are typographic.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// With `usesLineFragmentOrigin`: only the lines that fit in the rect's height, the last one
    /// cut by the paragraph style's line break mode.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
