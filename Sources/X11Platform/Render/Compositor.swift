import CX11
import Foundation
import UIKit

/// Executes a `DisplayList` with XRender into a target picture (the window's back buffer).
///
/// Per node, in its local space mapped to the target by `m`: shadow, background (solid colour through
/// a cached rounded-rect mask), content (a cached picture), border, then children. A node whose
/// subtree must be treated as one — group opacity, `masksToBounds`, a mask layer — is drawn into an
/// offscreen surface the size of its on-screen bounding box, clipped there, and composited back once.
///
/// Picture transforms map destination to source, so each transformed composite gets the inverse of
/// `m`; pure translations skip transforms and filters entirely (crisp text, cheapest path).
///
/// A node the planner marked composed (`RenderNode.composedLook`) is drawn from one cached picture
/// instead (`Compositor+Composition.swift`).
public final class Compositor {
    let connection: XConnection
    let text: PangoTextSystem
    let solids: SolidFillCache
    let masks: MaskCache
    let contents: ContentCache
    let surfaces: SurfacePool
    let composed: ComposedLayerCache
    let backdrops: BackdropCache
    /// The picture a frame is being drawn into, and the damage that can change blurred backdrops
    /// there (nil: all of it), while `execute` runs (`Compositor+Backdrop.swift`).
    var frameTarget: Picture = 0
    var frameBackdropDamage: DamageRegion?
    let tracker = DamageTracker()
    /// Every XRender request of drawing goes through here, so the benchmark can record a frame's.
    public let calls: RenderCalls
    /// The last frame drawn, as planned (placed, with its filters).
    private(set) var lastFrame: DisplayList?
    /// How much of the window recent frames redrew, for the HUD and the benchmark.
    public var statistics = DamageStatistics()
    /// How many drawings (shape layers, gradients, `draw(_:)` content) cairo has rasterized: once per
    /// content object, however often it is composited.
    public private(set) var drawingsRasterized = 0
    /// How many times a backdrop was blurred (`Compositor+Backdrop.swift`): never for a frame whose
    /// damage stays clear of what a blur reads, nor for one that changed only the blur view's content.
    public internal(set) var backdropsBlurred = 0

    /// Frames an unused mask, solid colour or composed picture survives before it is freed.
    public var cacheLifetime: UInt64 {
        get { masks.cache.lifetime }
        set { masks.cache.lifetime = newValue; solids.cache.lifetime = newValue; composed.lifetime = newValue }
    }

    /// False: every node is drawn piece by piece, none from a composed picture. The next frame is
    /// drawn whole; setting it and calling `redrawLastFrame` draws the last frame the other way
    /// (how tests compare the two).
    public var composesLayers = true {
        didSet {
            tracker.composesLayers = composesLayers
            tracker.invalidateAll()
        }
    }

    /// How many pixels composed pictures may hold together; nil: four times the window's area.
    public var composedLayerBudgetPixels: Int?

    init(connection: XConnection, text: PangoTextSystem) {
        self.connection = connection
        self.text = text
        solids = SolidFillCache(connection: connection, lifetime: 120)
        masks = MaskCache(connection: connection, lifetime: 120)
        contents = ContentCache(connection: connection)
        calls = RenderCalls(display: connection.display)
        surfaces = SurfacePool(connection: connection, calls: calls)
        composed = ComposedLayerCache(budgetPixels: 0, lifetime: 120)
        backdrops = BackdropCache(connection: connection)
    }

    var display: OpaquePointer { connection.display }

    /// Draws a frame into `target` (`width`×`height` pixels), recompositing only what changed since
    /// the frame drawn before it: the damage `DamageTracker` finds against the previous list. Returns
    /// the rectangles redrawn, which are all that must reach the window.
    ///
    /// The target must still hold the previous frame; call `invalidate()` when it does not.
    @discardableResult
    public func draw(_ list: DisplayList, into target: Picture, width: Int, height: Int) -> DamageRegion {
        var planned = list
        tracker.plan(&planned)
        calls.beginFrame()
        composed.fit(budget: composedLayerBudgetPixels ?? 4 * width * height)
        let full = DamageRegion([CGRect(x: 0, y: 0, width: width, height: height)])
        let region = Self.extendingDamage(planned.damage ?? full, overBackdropsOf: planned,
                                          window: CGRect(x: 0, y: 0, width: width, height: height))
        frameBackdropDamage = planned.damage == nil ? nil : planned.backdropDamage
        execute(planned, region: region, into: target)
        lastFrame = planned
        statistics.record(region, windowArea: CGFloat(width * height))
        endFrame()
        return region
    }

    /// Draws the last frame again over the whole of `target`, with the same filters: what
    /// damage-limited drawing must be indistinguishable from (tests compare the two), and the way to
    /// refill a buffer whose pixels were lost.
    @discardableResult
    public func redrawLastFrame(into target: Picture, width: Int, height: Int) -> DamageRegion {
        let full = DamageRegion([CGRect(x: 0, y: 0, width: width, height: height)])
        guard let frame = lastFrame else { return DamageRegion() }
        frameBackdropDamage = DamageRegion()   // the same frame: every backdrop as it was
        execute(frame, region: full, into: target)
        endFrame()
        return full
    }

    /// The next frame is drawn whole: the target's pixels are gone (a new back buffer) or unknown.
    public func invalidate() { tracker.invalidateAll() }

    /// Executes a planned list, once per damage rectangle, each pass clipped to its rectangle.
    func execute(_ list: DisplayList, region: DamageRegion, into target: Picture) {
        let bg = XRenderColor(list.backgroundColor)
        frameTarget = target
        defer { frameTarget = 0 }
        for rect in region.rects {
            calls.fill(PictOpSrc, target, bg, Int32(rect.minX), Int32(rect.minY), UInt32(rect.width), UInt32(rect.height))
            for root in list.roots {
                render(root, into: target, parent: .identity, clip: rect, origin: .zero)
            }
        }
    }

    /// While true nothing the caches made is freed, so recorded frames (`calls.recording`) can be
    /// replayed with every picture they name still alive. Set it back to false when done.
    public var keepsPicturesForReplay = false

    /// Ends a frame: frees content of dead layers and what the caches have not used for a while.
    func endFrame() {
        defer { recordComposedLevels() }
        if keepsPicturesForReplay { return }
        contents.sweep()
        masks.cache.endFrame()
        solids.cache.endFrame()
        surfaces.endFrame()
        composed.endFrame()
        backdrops.endFrame()
    }

    /// Frees every cached picture (before the connection closes, or in tests).
    public func purgeCaches() {
        contents.removeAll()
        masks.cache.removeAll()
        solids.cache.removeAll()
        surfaces.removeAll()
        composed.removeAll()
        backdrops.removeAll()
    }

    // MARK: Nodes

    /// Draws `node` and its subtree into `dst`, whose pixel (0, 0) lies at `origin` in the window,
    /// limited to `clip` (in `dst`'s pixels). Subtrees that miss the clip are skipped whole.
    func render(_ node: RenderNode, into dst: Picture, parent: ProjectiveTransform, clip: CGRect, origin: CGPoint) {
        let windowClip = clip.offsetBy(dx: origin.x, dy: origin.y)
        guard node.subtreeBounds.intersects(windowClip) else { return }
        let m = node.transform.concatenating(parent)
        guard abs(m.determinant) > 1e-9 else { return }
        if composesLayers, node.composedLook != nil || node.compositionScope == .ownLook {
            drawComposed(node, node.composedLook, into: dst, m: m, clip: clip)
            if node.composedLook?.includesSubtree != true {
                for i in node.children.indices { render(node.children[i], into: dst, parent: m, clip: clip, origin: origin) }
            }
            return
        }
        renderPieces(node, into: dst, m: m, clip: clip, origin: origin)
    }

    /// Draws `node` piece by piece, placed by `m` (its transform to `dst`): shadow, background,
    /// content, border, then its children — through an offscreen surface when it isolates them.
    func renderPieces(_ node: RenderNode, into dst: Picture, m: ProjectiveTransform, clip: CGRect, origin: CGPoint) {
        if let shadow = node.visibleShadow {
            drawShadow(shadow, of: node, into: dst, m: m, clip: clip)
        }
        guard node.isolatesSubtree else {
            drawOwn(node, into: dst, m: m, opacity: node.opacity, clip: clip)
            for i in node.children.indices { render(node.children[i], into: dst, parent: m, clip: clip, origin: origin) }
            return
        }
        let local = CGRect(origin: .zero, size: node.size)
        let extent: CGRect
        if node.clipsToBounds {
            extent = m.boundingBox(of: local)
        } else if node.subtreeBounds.isInfinite {
            extent = clip   // not planned: as large as it may be
        } else {
            extent = node.subtreeBounds.offsetBy(dx: -origin.x, dy: -origin.y)
        }
        let box = extent.intersection(clip).integral
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return }
        let w = Int(box.width), h = Int(box.height)
        // The backdrop is what `dst` holds behind the node, not the empty surface: blurred there,
        // faded by the group's opacity.
        if let backdrop = node.backdrop {
            drawBackdrop(backdrop, of: node, into: dst, m: m, opacity: node.opacity, clip: clip)
        }
        let surface = surfaces.acquire(width: w, height: h)
        defer { surfaces.release(surface) }
        let shifted = m.concatenating(ProjectiveTransform(translationX: -box.minX, y: -box.minY))
        let surfaceClip = CGRect(x: 0, y: 0, width: w, height: h)
        let surfaceOrigin = CGPoint(x: origin.x + box.minX, y: origin.y + box.minY)
        drawOwn(node, into: surface.id, m: shifted, opacity: 1, clip: surfaceClip, backdropDrawn: true)
        for i in node.children.indices {
            render(node.children[i], into: surface.id, parent: shifted, clip: surfaceClip, origin: surfaceOrigin)
        }
        if node.clipsToBounds {
            // Keep only what lies inside the (rounded) bounds: dst = dst × coverage.
            let shape = masks.picture(for: roundedShape(of: node))
            composite(PictOpInReverse, source: shape.id, sourceRect: local, mask: nil,
                      into: surface.id, m: shifted, clip: surfaceClip, fillOutside: true, filter: node.filter)
        }
        if let maskNode = node.mask.first {
            let maskSurface = surfaces.acquire(width: w, height: h)
            render(maskNode, into: maskSurface.id, parent: shifted, clip: surfaceClip, origin: surfaceOrigin)
            calls.composite(PictOpInReverse, maskSurface.id, 0, surface.id, 0, 0, 0, 0, 0, 0, UInt32(w), UInt32(h))
            surfaces.release(maskSurface)
        }
        if let silhouette = node.silhouette {
            // Coverage filled with the colour: In keeps the colour where the surface has alpha.
            calls.fill(PictOpIn, surface.id, XRenderColor(silhouette), 0, 0, UInt32(w), UInt32(h))
        }
        let fade: Picture = node.opacity < 1 ? solids.opacityMask(node.opacity).id : 0
        calls.composite(PictOpOver, surface.id, fade, dst, 0, 0, 0, 0, Int32(box.minX), Int32(box.minY), UInt32(w), UInt32(h))
    }

    /// Background, content and border of one node, faded by `opacity`.
    func drawOwn(_ node: RenderNode, into dst: Picture, m: ProjectiveTransform, opacity: CGFloat, clip: CGRect,
                 backdropDrawn: Bool = false) {
        let local = CGRect(origin: .zero, size: node.size)
        if let backdrop = node.backdrop, !backdropDrawn {
            drawBackdrop(backdrop, of: node, into: dst, m: m, opacity: opacity, clip: clip)
        }
        let radius = node.clampedCornerRadius
        if let bg = node.backgroundColor {
            if radius == 0, m.isTranslation {
                let color = XRenderColor(bg, opacity: opacity)
                let r = m.boundingBox(of: local).intersection(clip)
                if !r.isNull {
                    let snapped = r.integral
                    calls.fill(PictOpOver, dst, color, Int32(snapped.minX), Int32(snapped.minY),
                               UInt32(snapped.width), UInt32(snapped.height))
                }
            } else {
                let source = solids.picture(for: bg, opacity: opacity)
                let shape = masks.picture(for: roundedShape(of: node))
                composite(PictOpOver, source: source.id, sourceIsSolid: true, sourceRect: local, mask: shape.id,
                          into: dst, m: m, clip: clip, filter: node.filter)
            }
        }
        if let content = node.content {
            drawContent(content, into: dst, m: m, opacity: opacity, clip: clip, filter: node.filter)
        }
        if node.borderWidth > 0, let color = node.borderColor {
            let source = solids.picture(for: color, opacity: opacity)
            let ring = masks.picture(for: .border(width: Self.pixels(node.size.width), height: Self.pixels(node.size.height),
                                                  radii: radii(of: node), lineWidth: Double(node.borderWidth)))
            composite(PictOpOver, source: source.id, sourceIsSolid: true, sourceRect: local, mask: ring.id,
                      into: dst, m: m, clip: clip, filter: node.filter)
        }
    }

    func drawContent(_ content: LayerContent, into dst: Picture, m: ProjectiveTransform, opacity: CGFloat, clip: CGRect,
                     filter: RenderFilter) {
        let fade: Picture = opacity < 1 ? solids.opacityMask(opacity).id : 0
        switch content.kind {
        case .image(let image, let rect):
            let picture = contents.picture(for: image) { PixelUpload.picture(connection, bitmap: image.bitmap) }
            let toRect = ProjectiveTransform(scaleX: rect.width / CGFloat(max(1, image.width)),
                                             y: rect.height / CGFloat(max(1, image.height)))
                .concatenating(ProjectiveTransform(translationX: rect.minX, y: rect.minY))
            let placed = toRect.concatenating(m)
            // Scaled up, bilinear sampling blends the outermost pixels with the transparent outside
            // over half a source pixel (8 px of fade for a 16× icon). While the image stays
            // axis-aligned its edges are the composite's edges, so Pad (edge pixels repeat) keeps
            // them crisp, as UIKit draws them; rotated or in perspective, None keeps the outside
            // of the turned rectangle empty and that blend antialiases the edge.
            let axisAligned = placed.isAffine && placed.m1 == 0 && placed.m3 == 0
            setRepeat(picture.id, axisAligned ? RepeatPad : RepeatNone)
            composite(PictOpOver, source: picture.id,
                      sourceRect: CGRect(x: 0, y: 0, width: image.width, height: image.height),
                      mask: fade, maskIsSolid: true, into: dst, m: placed, clip: clip, filter: filter)
        case .text(let texts):
            // Drawn by Pango in memory once per content object and uploaded, as drawings are: the
            // same pixels on every X server, and no requests of cairo's own (docs/PERFORMANCE.md,
            // "Text", has the comparison with drawing through XRender).
            let picture = contents.picture(for: content) {
                PixelUpload.picture(connection, bitmap: CairoRasterizer.bitmap(
                    of: texts, width: Self.pixels(content.size.width), height: Self.pixels(content.size.height), text: text))
            }
            composite(PictOpOver, source: picture.id, sourceRect: CGRect(origin: .zero, size: content.size),
                      mask: fade, maskIsSolid: true, into: dst, m: m, clip: clip, filter: filter)
        case .drawing(let drawing):
            // Rasterized by cairo once per content object: moving, fading or scaling the layer
            // reuses the picture; a changed path or style is a new content object.
            let picture = contents.picture(for: content) {
                drawingsRasterized += 1
                return PixelUpload.picture(connection, bitmap: CairoRasterizer.bitmap(of: drawing, text: text))
            }
            let extent = drawing.extent
            let placed = ProjectiveTransform(translationX: extent.minX, y: extent.minY).concatenating(m)
            composite(PictOpOver, source: picture.id,
                      sourceRect: CGRect(x: 0, y: 0, width: picture.width, height: picture.height),
                      mask: fade, maskIsSolid: true, into: dst, m: placed, clip: clip, filter: filter)
        }
    }

    func drawShadow(_ shadow: RenderNode.Shadow, of node: RenderNode, into dst: Picture, m: ProjectiveTransform, clip: CGRect) {
        let alpha = shadow.opacity * node.opacity
        guard alpha > 0 else { return }
        let shapeRect: CGRect
        let base: MaskShape
        if let path = shadow.path {
            // The shapes layers draw themselves keep their own masks; any other path is filled by cairo.
            switch path.shape {
            case .rect(let r):
                shapeRect = r
                base = .roundedRect(width: Self.pixels(r.width), height: Self.pixels(r.height), radii: CornerRadii(all: 0))
            case .roundedRect(let r, let radius):
                shapeRect = r
                base = .roundedRect(width: Self.pixels(r.width), height: Self.pixels(r.height), radii: CornerRadii(all: Double(radius)))
            case .ellipse(let r) where r.width == r.height:
                shapeRect = r
                base = .roundedRect(width: Self.pixels(r.width), height: Self.pixels(r.height),
                                    radii: CornerRadii(all: Double(min(r.width, r.height) / 2)))
            case .ellipse, nil:
                shapeRect = path.boundingBox.integral
                base = .path(path, origin: shapeRect.origin, width: Self.pixels(shapeRect.width),
                             height: Self.pixels(shapeRect.height))
            }
        } else {
            shapeRect = CGRect(origin: .zero, size: node.size)
            base = roundedShape(of: node)
        }
        let radius = Double(shadow.radius)
        let pad = CGFloat(radius > 0 ? CoverageMask.blurPadding(radius: radius) : 0)
        let shape: MaskShape = radius > 0 ? .blurred(base, radius: radius) : base
        let maskPicture = masks.picture(for: shape)
        let placed = ProjectiveTransform(translationX: shapeRect.minX + shadow.offset.width - pad,
                                         y: shapeRect.minY + shadow.offset.height - pad).concatenating(m)
        let source = solids.picture(for: shadow.color, opacity: alpha)
        composite(PictOpOver, source: source.id, sourceIsSolid: true,
                  sourceRect: CGRect(x: 0, y: 0, width: maskPicture.width, height: maskPicture.height),
                  mask: maskPicture.id, into: dst, m: placed, clip: clip, filter: node.filter)
    }

    // MARK: Shapes

    func radii(of node: RenderNode) -> CornerRadii {
        let r = Double(node.clampedCornerRadius)
        let c = node.maskedCorners
        return CornerRadii(topLeft: c.contains(.layerMinXMinYCorner) ? r : 0,
                           topRight: c.contains(.layerMaxXMinYCorner) ? r : 0,
                           bottomRight: c.contains(.layerMaxXMaxYCorner) ? r : 0,
                           bottomLeft: c.contains(.layerMinXMaxYCorner) ? r : 0,
                           isContinuous: node.cornerCurve == .continuous)
    }

    func roundedShape(of node: RenderNode) -> MaskShape {
        .roundedRect(width: Self.pixels(node.size.width), height: Self.pixels(node.size.height), radii: radii(of: node))
    }

    static func pixels(_ v: CGFloat) -> Int { max(1, Int(v.rounded(.up))) }

    // MARK: Composite

    /// Composites `source` (whose pixels cover `sourceRect` in local space) through an optional mask
    /// that shares the source's geometry, placed by `m`, limited to `clip`.
    ///
    /// - `sourceIsSolid`: the source is a solid fill, so only the mask carries the geometry.
    /// - `maskIsSolid`: the mask is a solid opacity, so only the source carries the geometry.
    /// - `fillOutside`: composite the whole clip rectangle (for `InReverse`, which must also clear
    ///   what lies outside the shape).
    func composite(_ op: Int32, source: Picture, sourceIsSolid: Bool = false, sourceRect: CGRect,
                   mask: Picture?, maskIsSolid: Bool = false, into dst: Picture, m: ProjectiveTransform,
                   clip: CGRect, fillOutside: Bool = false, filter: RenderFilter = .smooth) {
        let area = fillOutside ? clip : m.boundingBox(of: sourceRect).intersection(clip)
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        let box = area.integral.intersection(clip.integral)
        guard box.width >= 1, box.height >= 1 else { return }
        // The pictures that carry the node's geometry (a solid fill or a solid opacity has none).
        let sourceCarries = !sourceIsSolid
        let maskCarries = !maskIsSolid && (mask ?? 0) != 0
        let x = Int32(box.minX), y = Int32(box.minY), w = UInt32(box.width), h = UInt32(box.height)
        let whole = m.isTranslation && m.m6 == m.m6.rounded() && m.m7 == m.m7.rounded()
        if whole {
            // Integer translation: no transform, no filter; source coordinates are offsets. (Every
            // picture is made with none, and the branch below takes its transform off again.)
            let dx = Int32(m.m6), dy = Int32(m.m7)
            let sx = sourceIsSolid ? 0 : x - dx, sy = sourceIsSolid ? 0 : y - dy
            let mx = maskIsSolid ? 0 : x - dx, my = maskIsSolid ? 0 : y - dy
            calls.composite(op, source, mask ?? 0, dst, sx, sy, mx, my, x, y, w, h)
        } else {
            let inverse = m.inverted()
            // In perspective only the pixels that sample inside the source are composited
            // (`ProjectiveSpans` says why); `InReverse` clears the rest of the box itself.
            let spans = m.isAffine ? nil : ProjectiveSpans(transform: XTransform(inverse), box: box, source: sourceRect)
            if let spans, spans.rectangles.isEmpty, !fillOutside { return }
            if sourceCarries { setTransform(source, inverse, filter: filter) }
            if maskCarries { setTransform(mask!, inverse, filter: filter) }
            if let spans { calls.clip(dst, spans.rectangles) }
            calls.composite(op, source, mask ?? 0, dst, sourceIsSolid ? 0 : x, sourceIsSolid ? 0 : y,
                            maskIsSolid ? 0 : x, maskIsSolid ? 0 : y, x, y, w, h)
            if let spans {
                if fillOutside {
                    calls.clip(dst, spans.complement(in: box))
                    calls.fill(PictOpClear, dst, XRenderColor(red: 0, green: 0, blue: 0, alpha: 0), x, y, w, h)
                }
                calls.clip(dst, nil)
            }
            if sourceCarries { setTransform(source, nil) }
            if maskCarries { setTransform(mask!, nil) }
        }
    }

    /// Sets what `picture` shows outside its pixels: `RepeatNone` (transparent) or `RepeatPad`
    /// (its edge pixels, extended).
    func setRepeat(_ picture: Picture, _ mode: Int32) {
        calls.repeatMode(picture, mode)
    }

    /// Sets (or clears, with nil) a picture's transform and the filter that goes with it: none for
    /// no transform, bilinear for a smooth one, nearest for a node in motion (`RenderFilter.fast`).
    func setTransform(_ picture: Picture, _ t: ProjectiveTransform?, filter: RenderFilter = .smooth) {
        calls.transform(picture, XTransform(t ?? .identity), smooth: t != nil && filter == .smooth)
    }
}
