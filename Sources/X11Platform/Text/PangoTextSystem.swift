import CCairo
import CPango
import Foundation
import UIKit

/// Text through Pango: HarfBuzz shapes every run (kerning and ligatures on, as on iOS; Arabic
/// letters joined), fribidi orders right-to-left text, fontconfig falls back per character to a
/// face that has it (Noto CJK, Noto Color Emoji, DejaVu for Arabic and Hebrew), and pangocairo draws.
///
/// One `PangoLayout` per request is both measured (`layout(_:)`, what `sizeThatFits` reads) and
/// drawn (`draw(_:on:)`), so what is measured is exactly what is drawn. Layouts are kept in a
/// bounded cache keyed by the request: a label lays out in `sizeThatFits`, again in layout, and is
/// drawn once, all from one Pango layout.
///
/// One point is one pixel. Glyphs are antialiased in grey with slight hinting, and metrics are
/// hinted (whole-pixel advances and line heights), as Segue's text always was.
public final class PangoTextSystem: TextMeasuring {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// Which families fontconfig has, asked once per family (`drawnFamily(for:)`).
    var installedFamilies: [String: Bool] = [:]
    let cache = PangoLayoutCache(capacity: 512)
    /// Font metrics per font, read from an empty line in that font.
    private var metricsByFont: [UIFont: FontMetrics] = [:]

    init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_ON)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 1)
        warmUp()
    }

    /// Lays out a line in the system font once, so the first frame does not pay for what Pango
    /// does once per process and font: reading fontconfig's configuration, sorting the fallback
    /// fonts, opening the face and its HarfBuzz font.
    private func warmUp() {
        _ = layout(TextLayoutRequest(text: StyledText("Segue", style: Self.plainStyle(.systemFont(ofSize: 17))), width: nil))
    }

    deinit {
        cache.removeAll()
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// A new font description for `font`: its drawn family, weight, slant and absolute pixel size.
    /// The caller frees it.
    func fontDescription(_ font: UIFont) -> OpaquePointer {
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, drawnFamily(for: font))
        pango_font_description_set_weight(d, PangoWeight(rawValue: Self.openTypeWeight(font.weight)))
        pango_font_description_set_style(d, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(d, Double(font.pointSize) * Double(PANGO_SCALE))
        return d
    }

    /// The laid-out request, from the cache or made now.
    func entry(for request: TextLayoutRequest) -> PangoLaidOut {
        if let hit = cache.value(for: request) { return hit }
        let made = PangoLayoutMaker(system: self, request: request).make()
        cache.insert(made, for: request)
        return made
    }

    /// The face fontconfig chose through Pango for `font`: its family, style and file.
    func resolvedFace(for font: UIFont) -> (family: String, style: String, file: String) {
        let d = fontDescription(font)
        defer { pango_font_description_free(d) }
        guard let loaded = pango_font_map_load_font(fontMap, context, d) else { return ("", "", "") }
        defer { g_object_unref(UnsafeMutableRawPointer(loaded)) }
        let pattern = pango_fc_font_get_pattern(UnsafeMutableRawPointer(loaded).assumingMemoryBound(to: PangoFcFont.self))
        func string(_ object: String) -> String {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return "" }
            return String(cString: value)
        }
        return (string(FC_FAMILY), string(FC_STYLE), string(FC_FILE))
    }

    /// How many characters of `request` no installed font has (drawn as boxes): zero whenever
    /// fontconfig covers the text.
    func unknownGlyphCount(_ request: TextLayoutRequest) -> Int {
        entry(for: request).unknownGlyphs
    }

    // MARK: TextMeasuring

    public func layout(_ request: TextLayoutRequest) -> LaidOutText {
        entry(for: request).result
    }

    public func width(of text: String, font: UIFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        let request = TextLayoutRequest(text: StyledText(text, style: Self.plainStyle(font)), width: nil)
        return entry(for: request).logicalWidth
    }

    public func metrics(of font: UIFont) -> FontMetrics {
        if let known = metricsByFont[font] { return known }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let d = fontDescription(font)
        pango_layout_set_font_description(layout, d)
        pango_font_description_free(d)
        pango_layout_set_text(layout, "", 0)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let baseline = CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
        let height = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
        let metrics = FontMetrics(ascent: baseline, descent: height - baseline, lineHeight: height)
        metricsByFont[font] = metrics
        return metrics
    }

    static func plainStyle(_ font: UIFont) -> TextRunStyle {
        TextRunStyle(font: font, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }

    // MARK: Drawing

    /// Draws laid-out texts on `cr`: each line shown at its place, in the colours, underlines and
    /// backgrounds of its runs (colour glyphs in their own colours).
    func draw(_ texts: [PlacedText], on cr: OpaquePointer) {
        for placed in texts {
            let laidOut = entry(for: placed.layout)
            for line in laidOut.placements {
                guard let pangoLine = pango_layout_get_line_readonly(laidOut.layout, Int32(line.index)) else { continue }
                cairo_move_to(cr, placed.origin.x + line.x, placed.origin.y + line.baseline)
                pango_cairo_show_layout_line(cr, pangoLine)
            }
        }
    }
}
