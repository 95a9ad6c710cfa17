// Software-rendered antialiased alpha masks (A8) for the shapes XRender cannot draw smoothly on its
// own: rounded rectangles (cornerRadius), rounded borders (borderWidth) and blurred shadows
// (shadowRadius). The renderer uploads a mask as an A8 picture and composites a colour through it.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import UIKit

/// The radius of each corner of a rounded rectangle, in pixels.
///
/// Corners are named as seen on screen, with y growing downward: `topLeft` is at the origin.
/// Why four radii instead of one: UIKit's `maskedCorners` rounds only some corners (a sheet rounds
/// its top two), and that is four radii where some are zero.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomRight: Double
    public var bottomLeft: Double

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at all four corners, as `CALayer.cornerRadius` gives.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)

    /// These radii limited to what fits a `width` × `height` rectangle: each is clamped to
    /// `0 … min(width, height) / 2`, and a NaN radius counts as 0.
    ///
    /// Why this rule: it is Core Animation's, so a radius larger than half the short side makes a
    /// capsule rather than a shape whose arcs overlap, and adjacent corners never collide.
    public func clamped(width: Double, height: Double) -> CornerRadii {
        let limit = max(0, min(width, height) / 2)
        func clamp(_ r: Double) -> Double { r.isNaN ? 0 : min(max(r, 0), limit) }
        return CornerRadii(topLeft: clamp(topLeft), topRight: clamp(topRight),
                           bottomRight: clamp(bottomRight), bottomLeft: clamp(bottomLeft))
    }
}

/// An 8-bit alpha mask: one coverage byte per pixel, row-major, rows packed tightly
/// (stride = `width`), 0 = outside the shape, 255 = fully inside.
///
/// Why software masks: XRender composites through an A8 mask picture cheaply, but has no rounded
/// rectangles or blurs of its own. Computing coverage here once per layer size and uploading it keeps
/// edges antialiased the same way on every X server, and lets tests check the exact bytes.
public struct CoverageMask: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height` coverage values, row-major.
    public let alpha: [UInt8]

    public init(width: Int, height: Int, alpha: [UInt8]) {
        precondition(width >= 0 && height >= 0, "CoverageMask size must not be negative (got \(width)×\(height))")
        precondition(alpha.count == width * height,
                     "CoverageMask of \(width)×\(height) needs \(width * height) alpha values, got \(alpha.count)")
        self.width = width
        self.height = height
        self.alpha = alpha
    }

    /// An empty (all 0) mask.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, alpha: Array(repeating: 0, count: max(0, width * height)))
    }

    /// The coverage at (x, y).
    public subscript(x: Int, y: Int) -> UInt8 {
        alpha[y * width + x]
    }

    /// Sum of all coverage values; the "amount of ink" a blur must conserve.
    public var totalAlpha: Int {
        alpha.reduce(0) { $0 + Int($1) }
    }

    // MARK: - Shapes

    /// The rounded rectangle filling `width` × `height`, with `radii` clamped as
    /// `CornerRadii.clamped(width:height:)` describes.
    ///
    /// Edge pixels get their exact horizontal coverage and 16-row vertical supersampling, so curves
    /// are smooth, pixels wholly inside are 255 and pixels wholly outside are 0; zero radii give a
    /// mask that is 255 everywhere.
    public static func roundedRect(width: Int, height: Int, radii: CornerRadii) -> CoverageMask {
        precondition(width >= 0 && height >= 0, "roundedRect size must not be negative (got \(width)×\(height))")
        let outer = Shape(x0: 0, y0: 0, x1: Double(width), y1: Double(height), radii: radii)
        return rasterize(width: width, height: height, shapes: [(outer, 1)])
    }

    /// The border ring Core Animation draws for `borderWidth = lineWidth`: everything inside the
    /// rounded rectangle of `width` × `height` but outside the one inset by `lineWidth` on every
    /// side, whose radii are the (clamped) outer radii minus `lineWidth`, never below 0.
    ///
    /// Why inside the bounds: `CALayer` borders never grow the layer; they eat into its content.
    /// A `lineWidth` of 0 or less gives an empty mask; one of half the short side or more fills the
    /// whole rounded rectangle.
    public static func border(width: Int, height: Int, radii: CornerRadii, lineWidth: Double) -> CoverageMask {
        precondition(width >= 0 && height >= 0, "border size must not be negative (got \(width)×\(height))")
        guard lineWidth > 0 else { return CoverageMask(width: width, height: height) }
        let w = Double(width), h = Double(height)
        let outerRadii = radii.clamped(width: w, height: h)
        let outer = Shape(x0: 0, y0: 0, x1: w, y1: h, radii: outerRadii)
        var shapes: [(Shape, Double)] = [(outer, 1)]
        if lineWidth < w / 2 && lineWidth < h / 2 {
            let innerRadii = CornerRadii(topLeft: max(0, outerRadii.topLeft - lineWidth),
                                         topRight: max(0, outerRadii.topRight - lineWidth),
                                         bottomRight: max(0, outerRadii.bottomRight - lineWidth),
                                         bottomLeft: max(0, outerRadii.bottomLeft - lineWidth))
            // The inset shape lies wholly inside the outer one, so subtracting its coverage per
            // scanline leaves exactly the ring.
            let inner = Shape(x0: lineWidth, y0: lineWidth, x1: w - lineWidth, y1: h - lineWidth, radii: innerRadii)
            shapes.append((inner, -1))
        }
        return rasterize(width: width, height: height, shapes: shapes)
    }

    // MARK: - Blur

    /// How many pixels `blurred(radius:)` adds on each of the four sides: `ceil(1.5 × radius)`, i.e.
    /// three standard deviations of the Gaussian (σ = radius / 2), or 0 when `radius` ≤ 0.
    ///
    /// Why the caller needs it: the blurred mask's pixel (p, p) lies over the original's (0, 0), so a
    /// shadow for a layer at (x, y) is composited at (x − p, y − p) (plus `shadowOffset`).
    public static func blurPadding(radius: Double) -> Int {
        RenderNode.Shadow.reach(radius: radius)
    }

    /// This mask blurred with a Gaussian of σ = `radius` / 2, the way Core Animation blurs a layer's
    /// shadow for `shadowRadius = radius`.
    ///
    /// The result is `blurPadding(radius:)` pixels larger on every side, so nothing is clipped: the
    /// kernel is cut off at 3σ and renormalised, so the total alpha is conserved up to rounding each
    /// pixel to a byte. A `radius` of 0 or less returns the mask unchanged.
    public func blurred(radius: Double) -> CoverageMask {
        precondition(radius.isFinite, "blur radius must be finite (got \(radius))")
        let pad = CoverageMask.blurPadding(radius: radius)
        guard pad > 0 else { return self }
        let kernel = CoverageMask.gaussianKernel(sigma: radius / 2, halfWidth: pad)

        let outWidth = width + 2 * pad
        let outHeight = height + 2 * pad

        // Horizontal pass: width × height → outWidth × height. Scattering each source pixel skips
        // the transparent parts that make up most of a shadow mask.
        var rows = [Double](repeating: 0, count: outWidth * height)
        for y in 0..<height {
            for x in 0..<width {
                let value = Double(alpha[y * width + x])
                if value == 0 { continue }
                let base = y * outWidth + x
                for k in 0..<kernel.count {
                    rows[base + k] += value * kernel[k]
                }
            }
        }

        // Vertical pass: outWidth × height → outWidth × outHeight, still in floating point so the
        // only rounding happens once, at the end.
        var columns = [Double](repeating: 0, count: outWidth * outHeight)
        for y in 0..<height {
            for x in 0..<outWidth {
                let value = rows[y * outWidth + x]
                if value == 0 { continue }
                for k in 0..<kernel.count {
                    columns[(y + k) * outWidth + x] += value * kernel[k]
                }
            }
        }

        let result = columns.map { UInt8(min(255, max(0, $0.rounded()))) }
        return CoverageMask(width: outWidth, height: outHeight, alpha: result)
    }

    /// Weights for offsets −halfWidth…halfWidth: the Gaussian's integral over each pixel (not its
    /// value at the centre, which is badly off for σ below one pixel), scaled to sum to 1.
    private static func gaussianKernel(sigma: Double, halfWidth: Int) -> [Double] {
        let scale = 1 / (sigma * 2.0.squareRoot())
        var weights = (-halfWidth...halfWidth).map { i -> Double in
            0.5 * (erf((Double(i) + 0.5) * scale) - erf((Double(i) - 0.5) * scale))
        }
        let sum = weights.reduce(0, +)
        for i in weights.indices { weights[i] /= sum }
        return weights
    }

    // MARK: - Scanline coverage

    /// A rounded rectangle in mask coordinates, radii already fitted to its size.
    private struct Shape {
        let x0, y0, x1, y1: Double
        let radii: CornerRadii

        init(x0: Double, y0: Double, x1: Double, y1: Double, radii: CornerRadii) {
            self.x0 = x0
            self.y0 = y0
            self.x1 = x1
            self.y1 = y1
            self.radii = radii.clamped(width: x1 - x0, height: y1 - y0)
        }

        /// The horizontal extent of the shape on the line at height `y`, or nil if the line misses it.
        func span(atY y: Double) -> (Double, Double)? {
            guard y >= y0, y < y1, x1 > x0 else { return nil }
            var left = x0
            var right = x1
            // How far a corner arc of radius r pulls the edge in, `dy` above/below the arc's centre.
            func inset(_ r: Double, _ dy: Double) -> Double { r - (max(0, r * r - dy * dy)).squareRoot() }
            if y < y0 + radii.topLeft { left = max(left, x0 + inset(radii.topLeft, y0 + radii.topLeft - y)) }
            if y > y1 - radii.bottomLeft { left = max(left, x0 + inset(radii.bottomLeft, y - (y1 - radii.bottomLeft))) }
            if y < y0 + radii.topRight { right = min(right, x1 - inset(radii.topRight, y0 + radii.topRight - y)) }
            if y > y1 - radii.bottomRight { right = min(right, x1 - inset(radii.bottomRight, y - (y1 - radii.bottomRight))) }
            return right > left ? (left, right) : nil
        }
    }

    /// Vertical sub-scanlines per pixel row. Horizontal coverage is exact, so this only limits how
    /// finely the flat tops of arcs and fractional horizontal edges are resolved (1/16 pixel).
    private static let subRows = 16

    /// Coverage of the weighted sum of `shapes` (weight +1 adds a shape, −1 cuts one out).
    private static func rasterize(width: Int, height: Int, shapes: [(Shape, Double)]) -> CoverageMask {
        var alpha = [UInt8](repeating: 0, count: width * height)
        guard width > 0 else { return CoverageMask(width: width, height: height, alpha: alpha) }

        // Per row: `partial` holds coverage of pixels a span only partly covers; `steps` marks where
        // runs of wholly covered pixels begin (+weight) and end (−weight), summed left to right.
        var partial = [Double](repeating: 0, count: width + 1)
        var steps = [Double](repeating: 0, count: width + 1)
        let w = Double(width)

        for row in 0..<height {
            for i in 0...width {
                partial[i] = 0
                steps[i] = 0
            }
            for s in 0..<subRows {
                let y = Double(row) + (Double(s) + 0.5) / Double(subRows)
                for (shape, weight) in shapes {
                    guard let (a0, b0) = shape.span(atY: y) else { continue }
                    let a = min(max(a0, 0), w)
                    let b = min(max(b0, 0), w)
                    guard b > a else { continue }
                    let ia = Int(a.rounded(.down))
                    let ib = Int(b.rounded(.down))
                    if ia == ib {
                        partial[ia] += (b - a) * weight
                    } else {
                        partial[ia] += (Double(ia + 1) - a) * weight
                        steps[ia + 1] += weight
                        steps[ib] -= weight
                        partial[ib] += (b - Double(ib)) * weight  // index `width` is a harmless spare
                    }
                }
            }
            var run = 0.0
            let rowStart = row * width
            for x in 0..<width {
                run += steps[x]
                let coverage = (run + partial[x]) / Double(subRows)
                alpha[rowStart + x] = UInt8(min(255, max(0, (coverage * 255).rounded())))
            }
        }
        return CoverageMask(width: width, height: height, alpha: alpha)
    }
}
