import CX11
import Foundation
import UIKit

/// Blurring what lies behind a node (`RenderNode.backdrop`, a `UIVisualEffectView`).
///
/// The backdrop is the destination itself: the compositor draws back to front, so when it reaches
/// the node, `dst` holds exactly what is behind it. The blur is a Gaussian of standard deviation
/// `radius` (Core Image's `inputRadius` convention), made separable: XRender's "convolution" filter
/// with a 1×n kernel from `dst` into a scratch surface, then an n×1 kernel from the scratch surface
/// back into `dst` over the node's bounds, then saturated (`Compositor+Saturation.swift`). Why
/// XRender convolution: the X server blurs where the pixels already are (no read back to the client,
/// which cairo would need, and cairo has no blur), and two passes of n taps cost 2n per pixel
/// instead of n². From 6 pixels up the backdrop is first shrunk (`downscale(sigma:)` says why and
/// by how much), blurred, saturated and tinted small, and stretched back.
///
/// The first pass reads `dst` with `RepeatPad`, so a blur at the window's edge extends the edge
/// pixels, as iOS does, instead of fading to black. Damage: `extendingDamage` makes sure every pass
/// that redraws part of a blurred area redraws all of it and the three standard deviations around
/// it that the kernel reads, so the backdrop is fresh wherever the blur samples it; a frame whose
/// damage stays clear of that area does not draw it at all, and one whose backdrop damage
/// (`DisplayList.backdropDamage`: changes drawn behind a blur) misses it draws the blur kept from
/// before (`BackdropCache`; `backdropsBlurred` counts the blurs) in one composite.
extension Compositor {
    /// Blurs `dst` behind `node` (placed by `m`, limited to `clip`), then tints it, faded by `opacity`.
    /// Inside a turned or scaled node the blur covers the node's bounding box, and rounded corners
    /// cut it only on whole pixels (the tint follows them always).
    func drawBackdrop(_ backdrop: RenderNode.Backdrop, of node: RenderNode, into dst: Picture, m: ProjectiveTransform,
                      opacity: CGFloat, clip: CGRect) {
        let local = CGRect(origin: .zero, size: node.size)
        let bounds = m.boundingBox(of: local).integral.intersection(clip.integral)
        guard !bounds.isNull, bounds.width >= 1, bounds.height >= 1, opacity > 0 else { return }
        let whole = m.isTranslation && m.m6 == m.m6.rounded() && m.m7 == m.m7.rounded()
        let rounded = node.clampedCornerRadius > 0 && whole
        let shape: Picture = rounded ? masks.picture(for: roundedShape(of: node)).id : 0
        // The node's own pixel scale (a scaled view blurs proportionally).
        let sigma = Double(backdrop.radius) * Double(abs(m.determinant)).squareRoot()
        let tint = backdrop.tint.flatMap { $0.alpha > 0 ? $0 : nil }
        if sigma >= 0.3 {
            blur(dst, node: node.id, over: bounds, sigma: sigma, saturation: Double(backdrop.saturation), tint: tint,
                 clip: clip, opacity: opacity, shape: shape, shapeOrigin: CGPoint(x: m.m6, y: m.m7))
        } else if let tint {
            if !rounded, whole {
                calls.fill(PictOpOver, dst, XRenderColor(tint, opacity: opacity), Int32(bounds.minX), Int32(bounds.minY),
                           UInt32(bounds.width), UInt32(bounds.height))
            } else {
                let source = solids.picture(for: tint, opacity: opacity)
                let mask = masks.picture(for: roundedShape(of: node))
                composite(PictOpOver, source: source.id, sourceIsSolid: true, sourceRect: local, mask: mask.id,
                          into: dst, m: m, clip: clip, filter: node.filter)
            }
        }
    }

    /// Blurs `dst` over `bounds` (whole pixels inside `clip`), saturates and tints it
    /// (`Compositor+Saturation.swift`), then places it faded by `opacity` and cut by `shape`.
    ///
    /// Kept (`BackdropCache`) is the finished blur, saturated and tinted, so a frame that reuses it
    /// draws it with one composite, the fade a solid mask of that same composite.
    private func blur(_ dst: Picture, node: Int, over bounds: CGRect, sigma: Double, saturation: Double, tint: CGColor?,
                      clip: CGRect, opacity: CGFloat, shape: Picture, shapeOrigin: CGPoint) {
        let w = Int(bounds.width), h = Int(bounds.height)
        let factor = Self.downscale(sigma: sigma)
        // Kept only for the frame's own target, whose coordinates the planner's damage uses.
        let keeps = dst == frameTarget
        let tintColor = tint.map { XRenderColor($0, opacity: 1) }
        let key = BackdropCache.Key(x: Int(bounds.minX), y: Int(bounds.minY), width: w, height: h, sigma: sigma,
                                    saturation: saturation,
                                    tint: tintColor.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? [])
        let reach = CGFloat(Int((sigma * 3).rounded(.up)) + 2 * factor)
        let reads = bounds.insetBy(dx: -reach, dy: -reach)
        var scratch: OwnedPicture?
        defer { if let scratch { surfaces.release(scratch) } }
        let blurred: Picture
        if keeps, let damage = frameBackdropDamage, !damage.intersects(reads),
           let kept = backdrops.picture(of: node, key: key) {
            blurred = kept.id
        } else {
            backdropsBlurred += 1
            let into: Picture
            if keeps {
                into = backdrops.pictureToFill(for: node, key: key).id
            } else {
                let surface = surfaces.acquire(width: w, height: h)
                scratch = surface
                into = surface.id
            }
            if factor > 1 {
                blurDownscaled(dst, over: bounds, sigma: sigma, factor: factor, saturation: saturation, tint: tintColor,
                               into: into)
            } else {
                blurExactly(dst, over: bounds, sigma: sigma, clip: clip, into: into)
                saturate(into, width: w, height: h, by: saturation)
                if let tintColor { calls.fill(PictOpOver, into, tintColor, 0, 0, UInt32(w), UInt32(h)) }
            }
            blurred = into
        }
        // Faded as a whole (a view's alpha fades its blur and tint together, as a group), then
        // placed inside the (rounded) bounds.
        let fade: Picture = opacity < 1 ? solids.opacityMask(opacity).id : 0
        let mx = Int32(bounds.minX - shapeOrigin.x), my = Int32(bounds.minY - shapeOrigin.y)
        let x = Int32(bounds.minX), y = Int32(bounds.minY)
        if shape != 0, fade != 0 {
            // Two masks: the faded blur first (a rounded blur view fading).
            let faded = surfaces.acquire(width: w, height: h)
            calls.composite(PictOpSrc, blurred, fade, faded.id, 0, 0, 0, 0, 0, 0, UInt32(w), UInt32(h))
            calls.composite(PictOpOver, faded.id, shape, dst, 0, 0, mx, my, x, y, UInt32(w), UInt32(h))
            surfaces.release(faded)
        } else if shape != 0 {
            calls.composite(PictOpOver, blurred, shape, dst, 0, 0, mx, my, x, y, UInt32(w), UInt32(h))
        } else {
            calls.composite(PictOpOver, blurred, fade, dst, 0, 0, 0, 0, x, y, UInt32(w), UInt32(h))
        }
    }

    /// How much a blur of `sigma` pixels shrinks the backdrop first: 1 (not at all) under 6 pixels,
    /// else the largest power of two up to 16 that leaves the kernel at the smaller scale a
    /// standard deviation of at least 2 pixels (2 to 4).
    /// Why: pixman's convolution visits every tap of every pixel, so a 20-pt material over a
    /// 1280×96 bar under a moving view cost 145 ms a frame at full size (121 taps each way, Xvfb on
    /// this machine); shrunk by 8 it is 17 taps over a sixty-fourth of the pixels. A power of two
    /// because the shrink is a chain of halvings (`blurDownscaled`). The shrink averages blocks and
    /// the blur hides them: the ramp stays within a few levels of the exact one (the pixel tests
    /// hold it to ±3). A smaller standard deviation than 2 small pixels would show the blocks.
    static func downscale(sigma: Double) -> Int {
        guard sigma >= 6 else { return 1 }
        var factor = 2
        while factor < 16, sigma / Double(factor * 2) >= 2 { factor *= 2 }
        return factor
    }

    /// The 16.16 convolution parameters of a 1×n (`across`) or n×1 Gaussian of `sigma` pixels.
    private static func convolution(sigma: Double, across: Bool) -> (parameters: [XFixed], reach: Int) {
        let kernel = gaussianKernel(sigma: sigma)
        let reach = (kernel.count - 1) / 2
        var fixed = kernel.map { XFixed($0 * 65536) }
        fixed[reach] += 65536 - fixed.reduce(0, +)   // the weights sum to exactly one
        let n = XFixed(kernel.count) << 16, one = XFixed(1) << 16
        return ((across ? [n, one] : [one, n]) + fixed, reach)
    }

    /// The exact blur at full size: across from `dst` (read with `RepeatPad`) into a scratch
    /// surface, down from there into `target`.
    private func blurExactly(_ dst: Picture, over bounds: CGRect, sigma: Double, clip: CGRect, into target: Picture) {
        let (acrossKernel, reach) = Self.convolution(sigma: sigma, across: true)
        let downKernel = Self.convolution(sigma: sigma, across: false).parameters
        // Rows the second pass reads: the bounds and `reach` above and below, as far as `clip` goes
        // (beyond it `dst` holds pixels this pass has not redrawn).
        let top = max(clip.minY, bounds.minY - CGFloat(reach))
        let rows = Int(bounds.maxY) + reach - Int(top)
        let w = Int(bounds.width), h = Int(bounds.height)
        let across = surfaces.acquire(width: w, height: rows)
        defer { surfaces.release(across) }
        setRepeat(dst, RepeatPad)
        calls.convolution(dst, acrossKernel)
        calls.composite(PictOpSrc, dst, 0, across.id, Int32(bounds.minX), Int32(top), 0, 0, 0, 0, UInt32(w), UInt32(rows))
        setTransform(dst, nil)
        setRepeat(dst, RepeatNone)
        // Rows past the clip's top edge: repeat the first row (as past the window's edge).
        setRepeat(across.id, RepeatPad)
        calls.convolution(across.id, downKernel)
        calls.composite(PictOpSrc, across.id, 0, target, 0, Int32(bounds.minY - top), 0, 0, 0, 0, UInt32(w), UInt32(h))
        setTransform(across.id, nil)
        setRepeat(across.id, RepeatNone)
    }

    /// The blur of a large radius: `dst` shrunk by `factor` (block averages), blurred across and
    /// down at that scale, saturated and tinted there, and stretched back (bilinear) into `target`.
    private func blurDownscaled(_ dst: Picture, over bounds: CGRect, sigma: Double, factor: Int, saturation: Double,
                                tint: XRenderColor?, into target: Picture) {
        let f = CGFloat(factor)
        // The shrink (a box of `factor` pixels, variance (f² − 1)/12) and the stretch (a tent,
        // about f²/6) blur a little themselves: the small kernel leaves out what they add.
        let small = (sigma * sigma - Double(factor * factor) / 4).squareRoot() / Double(factor)
        let (acrossKernel, reach) = Self.convolution(sigma: small, across: true)
        let downKernel = Self.convolution(sigma: small, across: false).parameters
        // The small grid reaches past the bounds by the kernel's reach and one pixel for the
        // stretch, so the kernel never reads past its edges for a pixel the bounds use.
        let margin = reach + 1
        let origin = CGPoint(x: bounds.minX - CGFloat(margin) * f, y: bounds.minY - CGFloat(margin) * f)
        let sw = Int((bounds.width / f).rounded(.up)) + 2 * margin, sh = Int((bounds.height / f).rounded(.up)) + 2 * margin
        // Shrink by halves: each level's pixel is the average of a 2×2 block of the level before (a
        // bilinear sample exactly between four pixel centres, which pixman does on its fast paths;
        // one convolution of f×f taps per small pixel cost four times as much). The first level
        // reads `dst` from `origin`, repeating its edge pixels past the window's edges.
        setRepeat(dst, RepeatPad)
        var source = dst
        var level: OwnedPicture?
        var scale = factor
        while scale > 1 {
            scale /= 2
            let next = surfaces.acquire(width: sw * scale, height: sh * scale)
            let offset = source == dst ? origin : .zero
            setTransform(source, ProjectiveTransform(scaleX: 2, y: 2).concatenating(ProjectiveTransform(translationX: offset.x, y: offset.y)))
            calls.composite(PictOpSrc, source, 0, next.id, 0, 0, 0, 0, 0, 0, UInt32(sw * scale), UInt32(sh * scale))
            setTransform(source, nil)
            if let level { surfaces.release(level) } else { setRepeat(dst, RepeatNone) }
            level = next
            source = next.id
        }
        guard let shrunk = level else { return }
        let across = surfaces.acquire(width: sw, height: sh)
        defer {
            surfaces.release(shrunk)
            surfaces.release(across)
        }
        // Blur at the small scale.
        calls.convolution(shrunk.id, acrossKernel)
        calls.composite(PictOpSrc, shrunk.id, 0, across.id, 0, 0, 0, 0, 0, 0, UInt32(sw), UInt32(sh))
        setTransform(shrunk.id, nil)
        calls.convolution(across.id, downKernel)
        calls.composite(PictOpSrc, across.id, 0, shrunk.id, 0, 0, 0, 0, 0, 0, UInt32(sw), UInt32(sh))
        setTransform(across.id, nil)
        // Saturated and tinted small: both are affine per pixel (saturation but for its clamping),
        // so they commute with the stretch's weighted averages, over a factor² fewer pixels.
        saturate(shrunk.id, width: sw, height: sh, by: saturation)
        if let tint { calls.fill(PictOpOver, shrunk.id, tint, 0, 0, UInt32(sw), UInt32(sh)) }
        // Stretch: target pixel centre (x + ½) is dst's bounds.minX + x + ½, at (that − origin) / f small.
        setTransform(shrunk.id, ProjectiveTransform(scaleX: 1 / f, y: 1 / f)
            .concatenating(ProjectiveTransform(translationX: (bounds.minX - origin.x) / f, y: (bounds.minY - origin.y) / f)))
        calls.composite(PictOpSrc, shrunk.id, 0, target, 0, 0, 0, 0, 0, 0, UInt32(bounds.width), UInt32(bounds.height))
        setTransform(shrunk.id, nil)
    }

    /// The normalised weights of a Gaussian of standard deviation `sigma` pixels, sampled at whole
    /// pixels out to three standard deviations each side (`RenderNode.Backdrop.reach`).
    static func gaussianKernel(sigma: Double) -> [Double] {
        let reach = max(1, Int((sigma * 3).rounded(.up)))
        let weights = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = weights.reduce(0, +)
        return weights.map { $0 / sum }
    }

    /// `damage` grown so that every rectangle reaching a blurring node's area (its bounds and the
    /// kernel's reach around them) covers all of that area: a blur must read a backdrop redrawn this
    /// frame everywhere it samples, or it would blur last frame's pixels — its own earlier output.
    static func extendingDamage(_ damage: DamageRegion, overBackdropsOf list: DisplayList, window: CGRect) -> DamageRegion {
        var areas: [CGRect] = []
        func collect(_ node: RenderNode) {
            if let b = node.backdrop, !node.drawBounds.isNull {
                let reach = CGFloat(b.reach)
                let area = node.drawBounds.isInfinite ? window : node.drawBounds.insetBy(dx: -reach, dy: -reach)
                areas.append(area.intersection(window))
            }
            for child in node.children { collect(child) }
        }
        for root in list.roots { collect(root) }
        guard !areas.isEmpty else { return damage }
        var rects = damage.rects
        var changed = true
        while changed {
            changed = false
            for area in areas where !area.isNull {
                guard let i = rects.firstIndex(where: { $0.intersects(area) && !$0.contains(area) }) else { continue }
                // One rectangle holding the area and everything that touches it.
                var grown = rects.remove(at: i).union(area)
                while let j = rects.firstIndex(where: { $0.intersects(grown) }) { grown = grown.union(rects.remove(at: j)) }
                rects.append(grown)
                changed = true
            }
        }
        return DamageRegion(rects)
    }
}
