// Reading and comparing captured window pixels: an opaque RGB value, a ±tolerance comparison that
// reports the coordinates and both colours, and small region helpers (counting, cropping).

import Foundation
import Testing
@testable import UIKit

/// An opaque pixel's channels, 0…255 (captured windows have no alpha).
struct RGB: Equatable, CustomStringConvertible {
    var r: Int
    var g: Int
    var b: Int

    init(_ r: Int, _ g: Int, _ b: Int) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// The colour a fully opaque `UIColor` becomes on a 24-bit window (channels rounded to 8 bits).
    init(_ color: UIColor) {
        let c = color.cgColor
        self.init(Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
    }

    /// `top` at `alpha` composited over `bottom`, as straight-alpha maths gives it.
    static func blend(_ top: RGB, alpha: Double, over bottom: RGB) -> RGB {
        func mix(_ t: Int, _ b: Int) -> Int { Int((Double(t) * alpha + Double(b) * (1 - alpha)).rounded()) }
        return RGB(mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b))
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    func isClose(to other: RGB, tolerance: Int = 2) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
    }

    /// Rec. 601 luma, 0…255: "dark" text pixels are the ones well below the white backdrop.
    var luma: Int { (299 * r + 587 * g + 114 * b) / 1000 }

    var description: String { "(\(r), \(g), \(b))" }
}

extension Bitmap {
    /// The opaque colour at (x, y).
    func rgb(_ x: Int, _ y: Int) -> RGB {
        let p = rgba(x: x, y: y)
        return RGB(p.r, p.g, p.b)
    }

    /// The pixels of `rect` (window coordinates, whole pixels), as a bitmap of their own.
    func cropped(_ rect: CGRect) -> Bitmap {
        let r = rect.integral
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        precondition(x0 >= 0 && y0 >= 0 && x0 + w <= width && y0 + h <= height,
                     "cropped(\(rect)) lies outside the \(width)×\(height) capture")
        var out = Bitmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w { out[x, y] = self[x0 + x, y0 + y] }
        }
        return out
    }

    /// The coordinates of every pixel for which `test` holds.
    func points(where test: (RGB) -> Bool) -> [(x: Int, y: Int)] {
        var out: [(x: Int, y: Int)] = []
        for y in 0..<height {
            for x in 0..<width where test(rgb(x, y)) { out.append((x, y)) }
        }
        return out
    }
}

/// Expects the pixel at (x, y) to be `expected` within `tolerance` per channel; `what` says which
/// part of the scene the point belongs to, so a failure reads "corner of the card at (42, 28) …".
func expectPixel(_ image: Bitmap, _ x: Int, _ y: Int, _ expected: RGB, tolerance: Int = 2, _ what: String,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard x >= 0, y >= 0, x < image.width, y < image.height else {
        Issue.record("\(what): (\(x), \(y)) lies outside the \(image.width)×\(image.height) capture",
                     sourceLocation: sourceLocation)
        return
    }
    let got = image.rgb(x, y)
    #expect(got.isClose(to: expected, tolerance: tolerance),
            "\(what) at (\(x), \(y)): expected \(expected) ±\(tolerance), got \(got)",
            sourceLocation: sourceLocation)
}

/// Expects two equally sized bitmaps to match exactly; reports the first differing pixel and the count.
func expectIdentical(_ got: Bitmap, _ expected: Bitmap, _ what: String,
                     sourceLocation: SourceLocation = #_sourceLocation) {
    guard got.width == expected.width, got.height == expected.height else {
        Issue.record("\(what): sizes differ, \(got.width)×\(got.height) vs \(expected.width)×\(expected.height)",
                     sourceLocation: sourceLocation)
        return
    }
    let differing = got.differingPixels(from: expected)
    guard differing > 0 else { return }
    if let (x, y) = got.firstDifference(from: expected) {
        Issue.record("\(what): \(differing) pixels differ; first at (\(x), \(y)): \(got.rgb(x, y)) vs \(expected.rgb(x, y))",
                     sourceLocation: sourceLocation)
    }
}

extension Bitmap {
    /// How many pixels differ from `other` (every pixel, when the sizes differ).
    func differingPixels(from other: Bitmap) -> Int {
        guard width == other.width, height == other.height else { return width * height }
        var n = 0
        for y in 0..<height { for x in 0..<width where self[x, y] != other[x, y] { n += 1 } }
        return n
    }

    /// The first pixel, row by row, that differs from `other` of the same size.
    func firstDifference(from other: Bitmap) -> (Int, Int)? {
        for y in 0..<height { for x in 0..<width where self[x, y] != other[x, y] { return (x, y) } }
        return nil
    }
}
