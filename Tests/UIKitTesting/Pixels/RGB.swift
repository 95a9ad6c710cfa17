import UIKit

/// An opaque pixel's channels, 0…255, as the pixel tests read a captured window (which has no alpha).
///
/// Why a type of its own: a failure message then reads "(255, 0, 0)" rather than a packed
/// `0xAARRGGBB`, and tolerant comparison is per channel, as rounding in a compositor is.
nonisolated public struct RGB: Equatable, Sendable, CustomStringConvertible {
    public var r: Int
    public var g: Int
    public var b: Int

    public init(_ r: Int, _ g: Int, _ b: Int) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// The colour a fully opaque `UIColor` becomes on a 24-bit window (channels rounded to 8 bits).
    public init(_ color: UIColor) {
        let c = color.cgColor
        self.init(Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
    }

    /// The colour of a pixel `0x??RRGGBB` (the top byte, alpha or padding, is ignored).
    public init(packed p: UInt32) {
        self.init(Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    /// `top` at `alpha` composited over `bottom`, as straight-alpha maths gives it.
    public static func blend(_ top: RGB, alpha: Double, over bottom: RGB) -> RGB {
        func mix(_ t: Int, _ b: Int) -> Int { Int((Double(t) * alpha + Double(b) * (1 - alpha)).rounded()) }
        return RGB(mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b))
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: RGB, tolerance: Int = 2) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
    }

    /// Rec. 601 luma, 0…255: "dark" text pixels are the ones well below the white backdrop.
    public var luma: Int { (299 * r + 587 * g + 114 * b) / 1000 }

    public var description: String { "(\(r), \(g), \(b))" }
}
