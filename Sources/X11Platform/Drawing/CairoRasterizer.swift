import CCairo
import UIKit

/// Turns `Drawing`s into pixels with cairo, on image surfaces in memory: a drawing becomes a
/// premultiplied ARGB `Bitmap` (cairo's ARGB32 and XRender's standard ARGB32 share that layout on a
/// little-endian machine, so the pixels upload as they are), and a path's fill becomes a coverage
/// mask (for shadows along any path). Image surfaces are drawn by pixman on the CPU, the same on
/// every machine, which keeps recordings byte-identical. Text in drawings is drawn by Pango on the same
/// surfaces.
enum CairoRasterizer {
    /// The drawing over its extent, one pixel per point; text drawn by `text` (nil: none).
    static func bitmap(of drawing: Drawing, text: PangoTextSystem?) -> Bitmap {
        let extent = drawing.extent
        return bitmap(width: max(1, Int(extent.width.rounded(.up))), height: max(1, Int(extent.height.rounded(.up)))) { cr in
            cairo_translate(cr, -extent.minX, -extent.minY)
            CairoPlayer(cr, text: text).play(drawing.commands)
        }
    }

    /// Laid-out texts drawn by Pango on a transparent `width` × `height` bitmap (a text layer's
    /// content, placed in its bounds).
    static func bitmap(of texts: [PlacedText], width: Int, height: Int, text: PangoTextSystem) -> Bitmap {
        bitmap(width: max(1, width), height: max(1, height)) { cr in text.draw(texts, on: cr) }
    }

    /// A transparent `width` × `height` bitmap after `draw` ran on a cairo context over it.
    private static func bitmap(width: Int, height: Int, _ draw: (OpaquePointer) -> Void) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        bitmap.pixels.withUnsafeMutableBytes { raw in
            withContext(on: raw, format: CAIRO_FORMAT_ARGB32, width: width, height: height, stride: width * 4, draw)
        }
        return bitmap
    }

    /// The coverage of `path`'s fill (antialiased), `width` × `height` pixels, the path placed so
    /// that `origin` lands on the mask's top-left corner.
    static func coverage(of path: CGPath, rule: CGPathFillRule, origin: CGPoint, width: Int, height: Int) -> CoverageMask {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        var bytes = [UInt8](repeating: 0, count: stride * height)
        bytes.withUnsafeMutableBytes { raw in
            withContext(on: raw, format: CAIRO_FORMAT_A8, width: width, height: height, stride: stride) { cr in
                // Masks are reused for every layer of a size and radius: flatten curves ten times
                // finer than cairo's default, so the covered area is the shape's within 0.2 %.
                cairo_set_tolerance(cr, 0.01)
                cairo_translate(cr, -origin.x, -origin.y)
                CairoPlayer(cr, text: nil)
                    .play([.fill(path, rule, CGColor(red: 0, green: 0, blue: 0, alpha: 1))])
            }
        }
        var alpha = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            for col in 0..<width { alpha[row * width + col] = bytes[row * stride + col] }
        }
        return CoverageMask(width: width, height: height, alpha: alpha)
    }

    /// Runs `draw` on a cairo context over `raw` (cleared by the caller), then flushes it.
    private static func withContext(on raw: UnsafeMutableRawBufferPointer, format: cairo_format_t, width: Int, height: Int,
                                    stride: Int, _ draw: (OpaquePointer) -> Void) {
        guard width > 0, height > 0, let base = raw.baseAddress else { return }
        let surface = cairo_image_surface_create_for_data(base.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(stride))
        let cr = cairo_create(surface)!
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
    }
}
