import CCairo
import Foundation
import UIKit

/// Text inside drawings (`NSString.draw(at:withAttributes:)` in `draw(_:)`): each line shown with
/// cairo's FreeType backend, the face chosen by fontconfig from the same family, pixel size, weight
/// and slant, antialiasing and slight hinting that labels are drawn with through Xft, so drawn
/// text looks like label text.
enum CairoText {
    static func show(_ texts: [PlacedText], on cr: OpaquePointer, family: (UIFont) -> String,
                     layout: (TextLayoutRequest) -> LaidOutText) {
        for placed in texts {
            for line in layout(placed.layout).lines {
                for fragment in line.fragments where !fragment.text.isEmpty {
                    show(fragment, at: CGPoint(x: placed.origin.x + fragment.x, y: placed.origin.y + line.baseline - fragment.style.baselineOffset),
                         on: cr, family: family)
                }
            }
        }
    }

    private static func show(_ fragment: LaidOutFragment, at origin: CGPoint, on cr: OpaquePointer, family: (UIFont) -> String) {
        let font = fragment.style.font, color = fragment.style.color
        do {
            guard let pattern = FcPatternCreate() else { return }
            FcPatternAddString(pattern, FC_FAMILY, family(font))
            FcPatternAddDouble(pattern, FC_PIXEL_SIZE, Double(font.pointSize))
            FcPatternAddInteger(pattern, FC_WEIGHT, XftTextSystem.fontconfigWeight(font.weight))
            FcPatternAddInteger(pattern, FC_SLANT, font.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultMatch
            let matched = FcFontMatch(nil, pattern, &result)
            FcPatternDestroy(pattern)
            guard let matched else { return }
            let face = cairo_ft_font_face_create_for_pattern(matched)
            FcPatternDestroy(matched)
            cairo_save(cr)
            cairo_set_font_face(cr, face)
            cairo_set_font_size(cr, font.pointSize)
            let options = cairo_font_options_create()
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
            cairo_set_font_options(cr, options)
            cairo_font_options_destroy(options)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
            cairo_move_to(cr, origin.x, origin.y)
            cairo_show_text(cr, fragment.text)
            cairo_restore(cr)
            cairo_font_face_destroy(face)
        }
    }
}
