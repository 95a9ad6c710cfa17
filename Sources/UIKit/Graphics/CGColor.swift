import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, the value layers store.
///
/// Core Animation properties (`backgroundColor`, `borderColor`, `shadowColor`) take a `CGColor`, so
/// code ported from iOS writes `layer.borderColor = UIColor.red.cgColor` unchanged.
public final class CGColor: Equatable, Hashable, CustomStringConvertible, Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red.clamped01
        self.green = green.clamped01
        self.blue = blue.clamped01
        self.alpha = alpha.clamped01
    }

    /// `[red, green, blue, alpha]`, as `CGColor.components` gives for an RGB colour.
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    public var numberOfComponents: Int { 4 }

    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static func == (a: CGColor, b: CGColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    public func hash(into h: inout Hasher) {
        h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha)
    }

    public var description: String {
        String(format: "rgba(%.3f, %.3f, %.3f, %.3f)", Double(red), Double(green), Double(blue), Double(alpha))
    }
}

extension CGFloat {
    var clamped01: CGFloat { Swift.min(1, Swift.max(0, self)) }
}
