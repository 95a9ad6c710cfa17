import Foundation

/// Colours at locations from 0 to 1, interpolated in between (Core Graphics' `CGGradient`).
///
/// Core Graphics takes the colours as a `CFArray` and a colour space; Segue's colours are all sRGB,
/// so it takes `[CGColor]`, and the colour space argument is accepted and ignored.
public final class CGGradient: Sendable {
    public let colors: [CGColor]
    /// One per colour, ascending; evenly spread from 0 to 1 when none were given.
    public let locations: [CGFloat]

    public init?(colorsSpace: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty else { return nil }
        if let locations {
            guard locations.count == colors.count else { return nil }
            self.locations = locations
        } else {
            self.locations = colors.count == 1 ? [0] : colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
        }
        self.colors = colors
    }
}

/// What a gradient does past its ends: nothing, unless asked to extend its end colours.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// A colour space. Segue draws in sRGB only; this exists so code that names one compiles.
public final class CGColorSpace: Sendable {
    public static let sRGB = "kCGColorSpaceSRGB"
    public init?(name: String) {}
    init() {}
}

/// The device RGB colour space (sRGB in Segue).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }
