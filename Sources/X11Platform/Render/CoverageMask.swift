// Antialiased alpha masks (A8) for the shapes XRender cannot draw smoothly on its own: rounded
// rectangles (cornerRadius) and rounded borders (borderWidth), filled by cairo, and blurred shadows
// (shadowRadius), blurred here. The renderer uploads a mask as an A8 picture and composites a colour
// through it.

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
    /// True for `CALayerCornerCurve.continuous`: each corner is the squircle (`ContinuousCorner`),
    /// which starts bending about 1.53 radii from the corner, instead of a quarter circle.
    public var isContinuous: Bool

    public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double, isContinuous: Bool = false) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
        self.isContinuous = isContinuous
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
                           bottomRight: clamp(bottomRight), bottomLeft: clamp(bottomLeft), isContinuous: isContinuous)
    }
}

/// An 8-bit alpha mask: one coverage byte per pixel, row-major, rows packed tightly
/// (stride = `width`), 0 = outside the shape, 255 = fully inside.
///
/// Why software masks: XRender composites through an A8 mask picture cheaply, but has no rounded
/// rectangles or blurs of its own. Computing coverage here once per layer size and uploading it keeps
/// edges antialiased the same way on every X server (cairo draws them in memory, pixman on the CPU),
/// and lets tests check the exact bytes.
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
    /// `CornerRadii.clamped(width:height:)` describes: pixels wholly inside are 255, wholly outside 0,
    /// and edge pixels their antialiased coverage. Zero radii give a mask that is 255 everywhere.
    ///
    /// Filled by cairo: measured against the scanline rasterizer Segue used before (300×200 with
    /// radius 16: 212 µs optimised Swift against 9 µs for cairo), so the hand-written one was removed.
    public static func roundedRect(width: Int, height: Int, radii: CornerRadii) -> CoverageMask {
        precondition(width >= 0 && height >= 0, "roundedRect size must not be negative (got \(width)×\(height))")
        guard width > 0, height > 0 else { return CoverageMask(width: width, height: height) }
        let w = Double(width), h = Double(height)
        let path = roundedRectPath(CGRect(x: 0, y: 0, width: w, height: h), radii.clamped(width: w, height: h))
        return CairoRasterizer.coverage(of: path, rule: .winding, origin: .zero, width: width, height: height)
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
        guard lineWidth > 0, width > 0, height > 0 else { return CoverageMask(width: width, height: height) }
        let w = Double(width), h = Double(height)
        let outerRadii = radii.clamped(width: w, height: h)
        let path = CGMutablePath()
        path.addPath(roundedRectPath(CGRect(x: 0, y: 0, width: w, height: h), outerRadii))
        if lineWidth < w / 2 && lineWidth < h / 2 {
            let innerRadii = CornerRadii(topLeft: max(0, outerRadii.topLeft - lineWidth),
                                         topRight: max(0, outerRadii.topRight - lineWidth),
                                         bottomRight: max(0, outerRadii.bottomRight - lineWidth),
                                         bottomLeft: max(0, outerRadii.bottomLeft - lineWidth),
                                         isContinuous: outerRadii.isContinuous)
            // The inset shape lies wholly inside the outer one: filled even-odd, the two leave the ring.
            path.addPath(roundedRectPath(CGRect(x: lineWidth, y: lineWidth, width: w - 2 * lineWidth, height: h - 2 * lineWidth),
                                         innerRadii))
        }
        return CairoRasterizer.coverage(of: path, rule: .evenOdd, origin: .zero, width: width, height: height)
    }

    /// A closed rounded rectangle with its own radius at each corner (already fitted to `rect`),
    /// clockwise on screen from the end of the top-left corner.
    static func roundedRectPath(_ rect: CGRect, _ r: CornerRadii) -> CGPath {
        if r.isContinuous { return continuousRectPath(rect, r) }
        let p = CGMutablePath()
        p.move(to: CGPoint(x: rect.minX + r.topLeft, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX - r.topRight, y: rect.minY))
        if r.topRight > 0 {
            p.addArc(center: CGPoint(x: rect.maxX - r.topRight, y: rect.minY + r.topRight), radius: r.topRight,
                     startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        }
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - r.bottomRight))
        if r.bottomRight > 0 {
            p.addArc(center: CGPoint(x: rect.maxX - r.bottomRight, y: rect.maxY - r.bottomRight), radius: r.bottomRight,
                     startAngle: 0, endAngle: .pi / 2, clockwise: false)
        }
        p.addLine(to: CGPoint(x: rect.minX + r.bottomLeft, y: rect.maxY))
        if r.bottomLeft > 0 {
            p.addArc(center: CGPoint(x: rect.minX + r.bottomLeft, y: rect.maxY - r.bottomLeft), radius: r.bottomLeft,
                     startAngle: .pi / 2, endAngle: .pi, clockwise: false)
        }
        p.addLine(to: CGPoint(x: rect.minX, y: rect.minY + r.topLeft))
        if r.topLeft > 0 {
            p.addArc(center: CGPoint(x: rect.minX + r.topLeft, y: rect.minY + r.topLeft), radius: r.topLeft,
                     startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false)
        }
        p.closeSubpath()
        return p
    }

    /// The same rectangle with continuous corners, in the same order: each corner is drawn in its own
    /// frame (`ContinuousCorner`), with a running along the edge it arrives by and b along the one it
    /// leaves by.
    static func continuousRectPath(_ rect: CGRect, _ r: CornerRadii) -> CGPath {
        let limit = min(rect.width, rect.height) / 2
        // Each corner: its point, the direction back along the arriving edge, the direction of the leaving one.
        let corners: [(radius: Double, at: CGPoint, a: CGVector, b: CGVector)] = [
            (r.topRight, CGPoint(x: rect.maxX, y: rect.minY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: 1)),
            (r.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY), CGVector(dx: 0, dy: -1), CGVector(dx: -1, dy: 0)),
            (r.bottomLeft, CGPoint(x: rect.minX, y: rect.maxY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: -1)),
            (r.topLeft, CGPoint(x: rect.minX, y: rect.minY), CGVector(dx: 0, dy: 1), CGVector(dx: 1, dy: 0)),
        ]
        let p = CGMutablePath()
        for (i, c) in corners.enumerated() {
            func place(_ q: CGPoint) -> CGPoint {
                CGPoint(x: c.at.x + q.x * c.a.dx + q.y * c.b.dx, y: c.at.y + q.x * c.a.dy + q.y * c.b.dy)
            }
            guard c.radius > 0 else {
                if i == 0 { p.move(to: c.at) } else { p.addLine(to: c.at) }
                continue
            }
            let half = ContinuousCorner.firstHalf(radius: CGFloat(c.radius), limit: limit)
            if i == 0 { p.move(to: place(half[0])) } else { p.addLine(to: place(half[0])) }
            p.addCurve(to: place(half[3]), control1: place(half[1]), control2: place(half[2]))
            // The second half mirrors the first across the diagonal (a ↔ b), run backwards.
            func mirrored(_ q: CGPoint) -> CGPoint { place(CGPoint(x: q.y, y: q.x)) }
            p.addCurve(to: mirrored(half[0]), control1: mirrored(half[2]), control2: mirrored(half[1]))
        }
        p.closeSubpath()
        return p
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
}
