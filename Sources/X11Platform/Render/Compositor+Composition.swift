import CX11
import Foundation
import UIKit

/// Drawing a composed node (`RenderNode.composedLook`, marked by `DamageTracker`): its look is
/// composed once into a picture in the node's own space, by the very code that draws nodes directly,
/// and each frame that picture is composited with only the node's transform — a copy on whole
/// pixels, one bilinear (or, in motion, nearest) transform otherwise — and no mask.
///
/// How it compares with drawing the node piece by piece (`Compositor.composesLayers` off):
/// - A clipped subtree is composed exactly as the direct path composes it in its offscreen surface,
///   only at the node's own origin instead of the surface's. On whole pixels the two are the same
///   picture composited the same way: identical pixels.
/// - A large subtree (many drawing nodes, no isolation) is composed onto transparency by the very
///   code that draws it directly, then composited over the window once. A piece over opaque pixels
///   or over nothing comes out the same, so the benchmark's grid of squares, rounded squares and
///   labels is identical; where partly transparent pieces overlap each other (two antialiased
///   edges) Over in the other order can round a level apart.
/// - An own look (shadow, background, content, border of a node that does not isolate) is composed
///   onto transparency and then composited over the window, where the direct path composites each
///   piece over the window in turn. Over is associative, but in 8 bits each order rounds on its
///   own: where pieces overlap on partly transparent pixels (the background's antialiased edge
///   over the shadow) they differ by up to one level per channel for each piece after the first
///   (measured: shadow + background 1, shadow + background + border 2). A one-piece look (a
///   rounded background alone) is identical.
/// - Off whole pixels (a node in slow motion, scaled or turned) the picture is resampled once where
///   the direct path resamples each piece: edges can differ by a few levels.
///
/// A node's own look is always drawn by composing it (from the cache, or from a scratch surface on
/// frames its look changed), and the tracker damages a clipped or large subtree whole whenever it
/// switches between its composed picture and direct drawing, so a window never shows a mix of two ways.
extension Compositor {
    /// Composites `node`'s composed picture into `dst`, placed by `m`, limited to `clip` (in `dst`'s
    /// pixels). With a `look` the picture comes from the cache (composed now if it has none); without
    /// one (an own look that changed since the last frame) it is composed into a scratch surface
    /// used once.
    func drawComposed(_ node: RenderNode, _ look: RenderNode.ComposedLook?, into dst: Picture, m: ProjectiveTransform,
                      clip: CGRect) {
        let includesSubtree = look?.includesSubtree ?? false
        var scratch: OwnedPicture?
        let picture: Picture
        let extent: CGRect
        if let look {
            let entry = cachedComposition(of: node, look)
            picture = entry.picture.id
            extent = entry.extent
        } else {
            extent = Self.composedExtent(of: node, scope: .ownLook, extent: nil)
            // Cleared to its far edges: bilinear sampling at the composition's edges, and a turned
            // node's sampling anywhere past them, must read transparency, as past the edge of a
            // picture of the exact size.
            let surface = surfaces.acquire(width: Int(extent.width) + 1, height: Int(extent.height) + 1, wholly: true)
            compose(node, scope: .ownLook, extent: extent, into: surface.id)
            statistics.composedLayers.scratchCompositions += 1
            scratch = surface
            picture = surface.id
        }
        let w = Int(extent.width), h = Int(extent.height)
        let placed = ProjectiveTransform(translationX: extent.minX, y: extent.minY).concatenating(m)
        // A clipped subtree is faded as a group, as the direct path fades its surface; an own look
        // was composed with its opacity already.
        let fade: Picture = includesSubtree && node.opacity < 1 ? solids.opacityMask(node.opacity).id : 0
        composite(PictOpOver, source: picture, sourceRect: CGRect(x: 0, y: 0, width: w, height: h),
                  mask: fade, maskIsSolid: true, into: dst, m: placed, clip: clip, filter: node.filter)
        if let scratch { surfaces.release(scratch) }
    }

    /// Where a composed picture of `node` lies in the node's own space, in whole pixels: its bounds
    /// for a clipped subtree, everything its subtree draws (`extent`, from the planner) for a large
    /// one, everything its own drawing touches (shadow, content beyond the bounds) for an own look.
    static func composedExtent(of node: RenderNode, scope: RenderNode.CompositionScope, extent: CGRect?) -> CGRect {
        let e: CGRect
        switch scope {
        case .clippedSubtree:
            return CGRect(x: 0, y: 0, width: pixels(node.size.width), height: pixels(node.size.height))
        case .largeSubtree:
            e = (extent ?? node.ownExtent(m: .identity)).integral
        case .ownLook:
            e = node.ownExtent(m: .identity).integral
        }
        return CGRect(x: e.minX, y: e.minY, width: max(1, e.width), height: max(1, e.height))
    }

    /// The cached picture for `look`, composed now if the cache has none.
    private func cachedComposition(of node: RenderNode, _ look: RenderNode.ComposedLook) -> ComposedLayerCache.Entry {
        if let entry = composed.entry(for: look.key) {
            statistics.composedLayers.reuses += 1
            return entry
        }
        let extent = Self.composedExtent(of: node, scope: look.scope, extent: look.extent)
        let w = Int(extent.width), h = Int(extent.height)
        let pixmap = OwnedPixmap(connection, width: w, height: h, depth: 32)
        let picture = OwnedPicture(connection, pixmap: pixmap, format: connection.argb32)
        // Cleared through `calls`, so a recorded frame that composed it replays onto a clear picture.
        calls.fill(PictOpSrc, picture.id, XRenderColor(red: 0, green: 0, blue: 0, alpha: 0), 0, 0, UInt32(w), UInt32(h))
        compose(node, scope: look.scope, extent: extent, into: picture.id)
        composed.insert(picture, extent: extent, for: look.key)
        statistics.composedLayers.rasterizations += 1
        return ComposedLayerCache.Entry(picture: picture, extent: extent, lastUsed: composed.frame)
    }

    /// Draws `node` into the cleared `target` as its composed picture: placed so that `extent`'s
    /// corner lands on the target's (0, 0), by the same code that draws nodes directly.
    private func compose(_ node: RenderNode, scope: RenderNode.CompositionScope, extent: CGRect, into target: Picture) {
        var alone = node.unplannedCopy()
        alone.transform = ProjectiveTransform(translationX: -extent.minX, y: -extent.minY)
        let all = CGRect(x: 0, y: 0, width: extent.width, height: extent.height)
        switch scope {
        case .clippedSubtree:
            alone.opacity = 1   // applied when the picture is composited
        case .ownLook:
            alone.children = []   // drawn one by one on top, as the direct path draws them
        case .largeSubtree:
            // Exactly as the direct path draws it when it is not kept (its own look composed, when
            // it has one), only onto transparency.
            render(alone, into: target, parent: .identity, clip: all, origin: .zero)
            return
        }
        // The node itself piece by piece; its descendants as they are drawn anywhere else.
        renderPieces(alone, into: target, m: alone.transform, clip: all, origin: .zero)
    }

    /// Updates the statistics' picture and pixel levels from the cache (at the end of a frame).
    func recordComposedLevels() {
        statistics.composedLayers.pictures = composed.count
        statistics.composedLayers.pixels = composed.pixels
        statistics.composedLayers.budgetPixels = composed.budgetPixels
    }
}

private extension RenderNode {
    /// This node and its subtree as a list nobody planned: drawn whole wherever it lands, smoothly,
    /// piece by piece. A composition holds everything the node shows, not only what this frame's
    /// damage reaches, and the subtree stands still inside it, so nothing is culled and nothing is
    /// filtered for motion. Kept own looks stay marked: their pictures are the same wherever they are
    /// drawn, so a large subtree's hundred rounded squares of a dozen looks are a dozen compositions,
    /// not a hundred scratch ones.
    func unplannedCopy() -> RenderNode {
        var copy = self
        copy.drawBounds = .infinite
        copy.subtreeBounds = .infinite
        copy.filter = .smooth
        if composedLook?.scope != .ownLook { copy.composedLook = nil }
        copy.mask = mask.map { $0.unplannedCopy() }
        copy.children = children.map { $0.unplannedCopy() }
        return copy
    }
}
