import Foundation

// The system and semantic colours, dynamic with iOS's light and dark values (the table and its
// sources are in docs/UIKIT-REFERENCE.md, "Appearance colours"). The light values are the ones Segue
// always drew, so a light screen is unchanged.

extension UIColor {
    /// A dynamic colour from two fixed ones.
    static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
        UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// A background: lighter in dark mode at the elevated level (a presented sheet, a popover, an
    /// alert), the same at both levels in light mode.
    private static func background(_ light: UInt32, _ dark: UInt32, elevated: UInt32) -> UIColor {
        let light = rgb(light), dark = rgb(dark), elevated = rgb(elevated)
        return UIColor(dynamicProvider: { traits in
            guard traits.userInterfaceStyle == .dark else { return light }
            return traits.userInterfaceLevel == .elevated ? elevated : dark
        })
    }

    private static func pair(_ light: UInt32, _ dark: UInt32) -> UIColor {
        dynamic(light: rgb(light), dark: rgb(dark))
    }

    private static func rgba(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
}

// MARK: - System colours

extension UIColor {
    public static let systemRed = pair(0xFF3B30, 0xFF453A)
    public static let systemOrange = pair(0xFF9500, 0xFF9F0A)
    public static let systemYellow = pair(0xFFCC00, 0xFFD60A)
    public static let systemGreen = pair(0x34C759, 0x30D158)
    public static let systemMint = pair(0x00C7BE, 0x63E6E2)
    public static let systemTeal = pair(0x30B0C7, 0x40C8E0)
    public static let systemCyan = pair(0x32ADE6, 0x64D2FF)
    public static let systemBlue = pair(0x007AFF, 0x0A84FF)
    public static let systemIndigo = pair(0x5856D6, 0x5E5CE6)
    public static let systemPurple = pair(0xAF52DE, 0xBF5AF2)
    public static let systemPink = pair(0xFF2D55, 0xFF375F)
    public static let systemBrown = pair(0xA2845E, 0xAC8E68)
    public static let systemGray = pair(0x8E8E93, 0x8E8E93)
    public static let systemGray2 = pair(0xAEAEB2, 0x636366)
    public static let systemGray3 = pair(0xC7C7CC, 0x48484A)
    public static let systemGray4 = pair(0xD1D1D6, 0x3A3A3C)
    public static let systemGray5 = pair(0xE5E5EA, 0x2C2C2E)
    public static let systemGray6 = pair(0xF2F2F7, 0x1C1C1E)
}

// MARK: - Backgrounds

extension UIColor {
    public static let systemBackground = background(0xFFFFFF, 0x000000, elevated: 0x1C1C1E)
    public static let secondarySystemBackground = background(0xF2F2F7, 0x1C1C1E, elevated: 0x2C2C2E)
    public static let tertiarySystemBackground = background(0xFFFFFF, 0x2C2C2E, elevated: 0x3A3A3C)
    public static let systemGroupedBackground = background(0xF2F2F7, 0x000000, elevated: 0x1C1C1E)
    public static let secondarySystemGroupedBackground = background(0xFFFFFF, 0x1C1C1E, elevated: 0x2C2C2E)
    public static let tertiarySystemGroupedBackground = background(0xF2F2F7, 0x2C2C2E, elevated: 0x3A3A3C)
}

// MARK: - Text, separators and fills

extension UIColor {
    public static let label = dynamic(light: .black, dark: .white)
    public static let secondaryLabel = dynamic(light: rgba(60, 60, 67, 0.6), dark: rgba(235, 235, 245, 0.6))
    public static let tertiaryLabel = dynamic(light: rgba(60, 60, 67, 0.3), dark: rgba(235, 235, 245, 0.3))
    public static let quaternaryLabel = dynamic(light: rgba(60, 60, 67, 0.18), dark: rgba(235, 235, 245, 0.16))
    public static let placeholderText = dynamic(light: rgba(60, 60, 67, 0.3), dark: rgba(235, 235, 245, 0.3))
    public static let separator = dynamic(light: rgba(60, 60, 67, 0.29), dark: rgba(84, 84, 88, 0.6))
    public static let opaqueSeparator = pair(0xC6C6C8, 0x38383A)
    public static let link = pair(0x007AFF, 0x0984FF)
    public static let tintColor = pair(0x007AFF, 0x0A84FF)

    public static let systemFill = dynamic(light: rgba(120, 120, 128, 0.2), dark: rgba(120, 120, 128, 0.36))
    public static let secondarySystemFill = dynamic(light: rgba(120, 120, 128, 0.16), dark: rgba(120, 120, 128, 0.32))
    public static let tertiarySystemFill = dynamic(light: rgba(118, 118, 128, 0.12), dark: rgba(118, 118, 128, 0.24))
    public static let quaternarySystemFill = dynamic(light: rgba(116, 116, 128, 0.08), dark: rgba(118, 118, 128, 0.18))
}

// MARK: - Bar chrome (Segue's values; UIKit names none)

extension UIColor {
    /// Navigation and tab bars' default background: #F9F9F9 / #1D1D1D at 94 %.
    static let barBackground = dynamic(light: rgba(249, 249, 249, 240.0 / 255), dark: rgba(29, 29, 29, 240.0 / 255))
    /// The bars' hairline: black at 30 % / white at 15 %.
    static let barHairline = dynamic(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15))
}
