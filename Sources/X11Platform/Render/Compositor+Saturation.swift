import CX11
import Foundation

/// Saturating a blurred backdrop, as a `UIBlurEffect` material does (saturation 1.8 for most
/// styles): `out = lum + s·(c − lum)` per channel, where `lum` is the pixel's luminance.
///
/// XRender has no colour matrix, so the formula is built from composites the X server already has:
/// - `lum`: a copy of the picture, filled with any grey in the "HSL saturation" blend mode, which
///   keeps each pixel's luminosity and takes the grey's saturation (none) — the PDF blend modes'
///   luminance, 0.30 R + 0.59 G + 0.11 B.
/// - `c − lum` can be negative and XRender clamps every result to 0…1, so it is split into
///   `P = max(c − lum, 0)` and `N = max(lum − c, 0)` (per channel only one is non-zero). A clamped
///   difference comes from a clamped sum: `max(a − b, 0) = 1 − min(1, (1 − a) + b)`, with `1 − x`
///   from the "difference" blend mode against white and the sum from `PictOpAdd`.
/// - `out = c + k·P − k·N` with `k = s − 1` (a solid mask of alpha `k` scales what is added; a
///   subtraction is again an addition between two inversions). As only one term is non-zero per
///   channel, clamping each step clamps the result exactly where the formula leaves 0…1.
///
/// Eleven passes over the picture, on the shrunk copy for large blurs (`blurDownscaled`), which is
/// what keeps them cheap. Exact for an opaque backdrop (the window's pixels); each step rounds to
/// 8 bits, so the result is within a level or two of the formula.
extension Compositor {
    func saturate(_ picture: Picture, width: Int, height: Int, by saturation: Double) {
        let k = saturation - 1
        guard abs(k) >= 0.005, width > 0, height > 0 else { return }
        let w = UInt32(width), h = UInt32(height)
        let lum = surfaces.acquire(width: width, height: height)
        let positive = surfaces.acquire(width: width, height: height)
        defer {
            surfaces.release(lum)
            surfaces.release(positive)
        }
        let grey = XRenderColor(red: 0x8000, green: 0x8000, blue: 0x8000, alpha: 0xFFFF)
        let white = XRenderColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF, alpha: 0xFFFF)
        func copy(_ from: Picture, to: Picture) { calls.composite(PictOpSrc, from, 0, to, 0, 0, 0, 0, 0, 0, w, h) }
        func invert(_ p: Picture) { calls.fill(PictOpDifference, p, white, 0, 0, w, h) }
        func add(_ from: Picture, to: Picture, scale: Double = 1) {
            var left = scale
            while left > 0.001 {
                let step = min(left, 1)
                let mask = step >= 1 ? 0 : solids.opacityMask(step).id
                calls.composite(PictOpAdd, from, mask, to, 0, 0, 0, 0, 0, 0, w, h)
                left -= step
            }
        }
        /// `a ← max(a − b·scale, 0)`.
        func subtract(_ b: Picture, from a: Picture, scale: Double = 1) {
            invert(a)
            add(b, to: a, scale: scale)
            invert(a)
        }
        // lum: the picture's luminance as a grey.
        copy(picture, to: lum.id)
        calls.fill(PictOpHSLSaturation, lum.id, grey, 0, 0, w, h)
        // positive = max(c − lum, 0); then lum becomes N = max(lum − c, 0).
        copy(picture, to: positive.id)
        subtract(lum.id, from: positive.id)
        subtract(picture, from: lum.id)
        let negative = lum
        if k > 0 {
            add(positive.id, to: picture, scale: k)
            subtract(negative.id, from: picture, scale: k)
        } else {
            subtract(positive.id, from: picture, scale: -k)
            add(negative.id, to: picture, scale: -k)
        }
    }
}
