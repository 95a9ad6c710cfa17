import Foundation

/// A colour as UIKit code names it: `UIColor(white:alpha:)`, `.systemBlue`, `withAlphaComponent`.
///
/// System colours are the light-appearance values of iOS, so a ported screen looks as it does on a
/// phone in light mode.
public final class UIColor: Equatable, Hashable, CustomStringConvertible, Sendable {
    public let cgColor: CGColor

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    /// Hue, saturation and brightness in 0…1, as `UIColor(hue:saturation:brightness:alpha:)`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - floor(hue)) * 6
        let i = Int(h) % 6
        let f = h - floor(h)
        let v = brightness, s = saturation
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: alpha)
    }

    /// Reads the components, as `getRed(_:green:blue:alpha:)` does; always succeeds for Segue colours.
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        red = cgColor.red; green = cgColor.green; blue = cgColor.blue; alpha = cgColor.alpha
        return true
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.cgColor == b.cgColor }
    public func hash(into h: inout Hasher) { h.combine(cgColor) }
    public var description: String { "UIColor \(cgColor)" }

    private static func rgb(_ hex: UInt32) -> UIColor {
        UIColor(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

// MARK: - Fixed colours

extension UIColor {
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
}

// MARK: - System colours (light appearance)

extension UIColor {
    public static let systemRed = rgb(0xFF3B30)
    public static let systemOrange = rgb(0xFF9500)
    public static let systemYellow = rgb(0xFFCC00)
    public static let systemGreen = rgb(0x34C759)
    public static let systemMint = rgb(0x00C7BE)
    public static let systemTeal = rgb(0x30B0C7)
    public static let systemCyan = rgb(0x32ADE6)
    public static let systemBlue = rgb(0x007AFF)
    public static let systemIndigo = rgb(0x5856D6)
    public static let systemPurple = rgb(0xAF52DE)
    public static let systemPink = rgb(0xFF2D55)
    public static let systemBrown = rgb(0xA2845E)
    public static let systemGray = rgb(0x8E8E93)
    public static let systemGray2 = rgb(0xAEAEB2)
    public static let systemGray3 = rgb(0xC7C7CC)
    public static let systemGray4 = rgb(0xD1D1D6)
    public static let systemGray5 = rgb(0xE5E5EA)
    public static let systemGray6 = rgb(0xF2F2F7)

    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = rgb(0xF2F2F7)
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = rgb(0xF2F2F7)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    public static let tertiaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    public static let link = rgb(0x007AFF)
    public static let tintColor = rgb(0x007AFF)
}
