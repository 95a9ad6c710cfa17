import Foundation

/// A colour as UIKit code names it: `UIColor(white:alpha:)`, `.systemBlue`, `withAlphaComponent`.
///
/// A colour is fixed, or dynamic (`UIColor(dynamicProvider:)`): the semantic and system colours are
/// dynamic with iOS's light and dark values, and resolve against a trait collection
/// (`resolvedColor(with:)`, or `UITraitCollection.current` when read as `cgColor`).
public final class UIColor: Equatable, Hashable, CustomStringConvertible, Sendable {
    /// The fixed value; for a dynamic colour, its light value (used only when nothing resolves it).
    private let fixed: CGColor
    /// Makes the colour for a trait collection; nil for a fixed colour.
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// The colour's components; a dynamic colour resolves against `UITraitCollection.current`.
    public var cgColor: CGColor {
        guard provider != nil else { return fixed }
        return resolvedColor(with: .current).fixed
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixed = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
    }

    /// A colour that asks `dynamicProvider` for its value under each trait collection.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixed = dynamicProvider(.light).cgColor
        provider = dynamicProvider
    }

    /// True for a colour made by `init(dynamicProvider:)` (the semantic and system colours).
    var isDynamic: Bool { provider != nil }

    /// The fixed colour this one is under `traitCollection` (an unspecified style resolves as
    /// light, an unspecified level as base); a fixed colour is itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        let resolved = provider(.resolved(traitCollection.userInterfaceStyle, traitCollection.userInterfaceLevel))
        return resolved.provider == nil ? resolved : resolved.resolvedColor(with: traitCollection)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public init(cgColor: CGColor) {
        fixed = cgColor
        provider = nil
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

    /// The colour with another alpha; a dynamic colour stays dynamic.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if provider != nil {
            return UIColor(dynamicProvider: { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) })
        }
        return UIColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha)
    }

    /// Reads the components, as `getRed(_:green:blue:alpha:)` does; always succeeds for Segue colours.
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        red = cgColor.red; green = cgColor.green; blue = cgColor.blue; alpha = cgColor.alpha
        return true
    }

    /// Colours are equal when they look the same now (under `UITraitCollection.current`), so code
    /// comparing a view's colour with `.white` keeps working whether the colour set was dynamic.
    public static func == (a: UIColor, b: UIColor) -> Bool { a === b || a.cgColor == b.cgColor }
    public func hash(into h: inout Hasher) { h.combine(cgColor) }
    public var description: String { "UIColor \(cgColor)" }

    static func rgb(_ hex: UInt32) -> UIColor {
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

// MARK: - System and semantic colours: see UIColor+Semantic.swift
