import UIKit

/// Reading a captured window or a decoded frame the way the pixel tests ask about it: one pixel's
/// colour, a region, the pixels that pass a test, and how many pixels two images disagree on.
extension Bitmap {
    /// The opaque colour at (x, y).
    nonisolated public func rgb(_ x: Int, _ y: Int) -> RGB {
        let p = rgba(x: x, y: y)
        return RGB(p.r, p.g, p.b)
    }

    /// The pixels of `rect` (window coordinates, whole pixels), as a bitmap of their own.
    nonisolated public func cropped(_ rect: CGRect) -> Bitmap {
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
    nonisolated public func points(where test: (RGB) -> Bool) -> [(x: Int, y: Int)] {
        var out: [(x: Int, y: Int)] = []
        for y in 0..<height {
            for x in 0..<width where test(rgb(x, y)) { out.append((x, y)) }
        }
        return out
    }

    /// How many pixels differ from `other` (every pixel, when the sizes differ, so that a capture of
    /// the wrong size never passes for an identical one).
    nonisolated public func differingPixels(from other: Bitmap) -> Int {
        guard width == other.width, height == other.height else { return width * height }
        var n = 0
        for y in 0..<height { for x in 0..<width where self[x, y] != other[x, y] { n += 1 } }
        return n
    }

    /// The first pixel, row by row, that differs from `other` of the same size.
    nonisolated public func firstDifference(from other: Bitmap) -> (Int, Int)? {
        for y in 0..<height { for x in 0..<width where self[x, y] != other[x, y] { return (x, y) } }
        return nil
    }
}
