import CCairo
import CX11
import Foundation
import UIKit

extension PangoTextSystem {
    /// Draws laid-out texts into `picture` (ARGB, cleared) through cairo's XRender backend: each
    /// glyph is uploaded once into the server's glyph cache and composited there, so a text layer's
    /// content costs a few requests rather than its whole area in pixels (docs/PERFORMANCE.md).
    /// Colour glyphs (emoji) go up as ARGB glyphs and keep their colours.
    func draw(_ texts: [PlacedText], into picture: OwnedPicture, connection: XConnection) {
        guard let pixmap = picture.pixmap,
              let screen = XScreenOfDisplay(connection.display, connection.screen) else { return }
        let surface = cairo_xlib_surface_create_with_xrender_format(
            connection.display, pixmap.id, screen, connection.argb32, Int32(picture.width), Int32(picture.height))
        let cr = cairo_create(surface)!
        draw(texts, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        cairo_surface_destroy(surface)
    }
}
