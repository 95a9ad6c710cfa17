import Foundation

/// The numbers behind each blur style (docs/UIKIT-REFERENCE.md lists them).
///
/// Apple publishes none of them. The three original styles follow the values commonly measured on
/// iOS (a blur radius of 20–30 pt, saturation 1.8, a white or near-black veil); the materials are
/// chosen to look like iOS: thinner materials blur less and veil less, chrome veils most. The radius
/// is the Gaussian's standard deviation, as Core Image's `inputRadius` is.
extension UIBlurEffect {
    public struct Parameters: Equatable, Sendable {
        /// Standard deviation of the Gaussian, in points.
        public var radius: CGFloat
        /// Red, green, blue and alpha of the tint drawn over the blurred backdrop.
        public var tint: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        /// 1 leaves colours as they are; more makes them more vivid.
        public var saturation: CGFloat

        public var tintColor: CGColor { CGColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha) }

        public static func == (a: Parameters, b: Parameters) -> Bool {
            a.radius == b.radius && a.saturation == b.saturation && a.tint == b.tint
        }
    }

    private static func p(_ radius: CGFloat, _ white: CGFloat, _ alpha: CGFloat, _ saturation: CGFloat = 1.8) -> Parameters {
        Parameters(radius: radius, tint: (white, white, white, alpha), saturation: saturation)
    }

    /// The parameters of `style` shown in `appearance`: the adaptive materials (`.systemMaterial`, …)
    /// take their dark variant's in dark mode, as iOS's do; every other style is fixed.
    public static func parameters(for style: Style, in appearance: UIUserInterfaceStyle) -> Parameters {
        parameters(for: resolved(style, in: appearance))
    }

    /// The fixed style `style` is in `appearance`.
    static func resolved(_ style: Style, in appearance: UIUserInterfaceStyle) -> Style {
        guard appearance == .dark else { return style }
        switch style {
        case .systemUltraThinMaterial: return .systemUltraThinMaterialDark
        case .systemThinMaterial: return .systemThinMaterialDark
        case .systemMaterial: return .systemMaterialDark
        case .systemThickMaterial: return .systemThickMaterialDark
        case .systemChromeMaterial: return .systemChromeMaterialDark
        default: return style
        }
    }

    /// Whether `style` in `appearance` is a dark blur (a dark veil), which vibrant content reads
    /// over in light colours.
    static func isDark(_ style: Style, in appearance: UIUserInterfaceStyle) -> Bool {
        parameters(for: style, in: appearance).tint.red < 0.5
    }

    /// The parameters of `style` in light mode (the adaptive materials' light look).
    public static func parameters(for style: Style) -> Parameters {
        switch style {
        case .extraLight: return p(20, 0.97, 0.80)
        case .light: return p(30, 1.00, 0.30)
        case .dark: return p(20, 0.11, 0.73)
        case .regular: return p(30, 1.00, 0.40)
        case .prominent: return p(30, 0.97, 0.65)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return p(10, 1.00, 0.25, 1.6)
        case .systemThinMaterial, .systemThinMaterialLight: return p(15, 1.00, 0.45)
        case .systemMaterial, .systemMaterialLight: return p(20, 1.00, 0.60)
        case .systemThickMaterial, .systemThickMaterialLight: return p(25, 1.00, 0.75)
        case .systemChromeMaterial, .systemChromeMaterialLight: return p(25, 0.97, 0.80)
        case .systemUltraThinMaterialDark: return p(10, 0.08, 0.35, 1.6)
        case .systemThinMaterialDark: return p(15, 0.10, 0.50)
        case .systemMaterialDark: return p(20, 0.11, 0.65)
        case .systemThickMaterialDark: return p(25, 0.11, 0.80)
        case .systemChromeMaterialDark: return p(25, 0.13, 0.85)
        }
    }
}
