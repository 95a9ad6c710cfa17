import CCairo
import Foundation
import UIKit

/// Text inside drawings (`NSString.draw(at:withAttributes:)` in `draw(_:)`): each line shown with
/// cairo's FreeType backend, the face chosen by fontconfig from the same family, pixel size, weight
/// and slant, antialiasing and slight hinting that labels are drawn with through Xft, so drawn
/// text looks like label text.
enum CairoText {
    static func show(_ lines: [TextLine], on cr: OpaquePointer, family: (UIFont) -> String) {
        for line in lines where !line.text.isEmpty {
            guard let pattern = FcPatternCreate() else { continue }
            FcPatternAddString(pattern, FC_FAMILY, family(line.font))
            FcPatternAddDouble(pattern, FC_PIXEL_SIZE, Double(line.font.pointSize))
            FcPatternAddInteger(pattern, FC_WEIGHT, XftTextSystem.fontconfigWeight(line.font.weight))
            FcPatternAddInteger(pattern, FC_SLANT, line.font.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultMatch
            let matched = FcFontMatch(nil, pattern, &result)
            FcPatternDestroy(pattern)
            guard let matched else { continue }
            let face = cairo_ft_font_face_create_for_pattern(matched)
            FcPatternDestroy(matched)
            cairo_save(cr)
            cairo_set_font_face(cr, face)
            cairo_set_font_size(cr, line.font.pointSize)
            let options = cairo_font_options_create()
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
            cairo_set_font_options(cr, options)
            cairo_font_options_destroy(options)
            cairo_set_source_rgba(cr, line.color.red, line.color.green, line.color.blue, line.color.alpha)
            cairo_move_to(cr, line.origin.x, line.origin.y)
            cairo_show_text(cr, line.text)
            cairo_restore(cr)
            cairo_font_face_destroy(face)
        }
    }
}
