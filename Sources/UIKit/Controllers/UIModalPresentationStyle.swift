import Foundation

/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`).
///
/// `.automatic` resolves to `.pageSheet`, as on iOS 13 and later. `.formSheet` and `.popover` are
/// shown as page sheets: Segue has one window size class.
public enum UIModalPresentationStyle: Int, Sendable, CustomStringConvertible {
    case fullScreen = 0
    case pageSheet
    case formSheet
    case currentContext
    case custom
    case overFullScreen
    case overCurrentContext
    case popover
    case none = -1
    case automatic = -2

    public var description: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        case .none: "none"
        case .automatic: "automatic"
        }
    }

    /// The style Segue actually uses.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .formSheet, .popover, .none: .pageSheet
        default: self
        }
    }

    /// Whether the presentation covers the nearest `definesPresentationContext` controller only.
    var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }
}

/// The built-in animation used when the transitioning delegate vends no animator
/// (UIKit's `UIModalTransitionStyle`). `.partialCurl` plays as `.coverVertical`.
public enum UIModalTransitionStyle: Int, Sendable, CustomStringConvertible {
    case coverVertical = 0
    case flipHorizontal
    case crossDissolve
    case partialCurl

    public var description: String {
        switch self {
        case .coverVertical: "coverVertical"
        case .flipHorizontal: "flipHorizontal"
        case .crossDissolve: "crossDissolve"
        case .partialCurl: "partialCurl"
        }
    }
}
