import CPango
import Foundation
import UIKit

/// Turns one `TextLayoutRequest` into a Pango layout and reads back what UIKit needs of it.
///
/// The layout follows `MeasuredTextLayout`'s rules as far as Pango has them: words wrap at the
/// width and a word wider than a line breaks between characters (`PANGO_WRAP_WORD_CHAR`, no
/// hyphens added), `.byCharWrapping` breaks anywhere, spaces at a wrapped line's end hang (Pango
/// gives them no width), natural alignment follows each paragraph's direction. Past
/// `maximumNumberOfLines` the text is cut at the end of the paragraph holding the last line shown
/// and Pango ellipsizes that line (tail, head or middle); clipping and wrapping modes just stop
/// showing lines. Vertical placement (line height multiple, line and paragraph spacing) is done
/// here, line by line, because Pango has no paragraph spacing: the lines' baselines are where
/// `draw` puts them.
struct PangoLayoutMaker {
    let system: PangoTextSystem
    let request: TextLayoutRequest
    static let scale = CGFloat(PANGO_SCALE)

    func make() -> PangoLaidOut {
        let map = UTF16ByteMap(request.text.string)
        let style = request.paragraph
        let width = request.width.flatMap { $0 > 0 ? $0 : nil }
        let maxLines = request.maximumNumberOfLines
        var layout = build(map.bytes, map: map, width: width, extendLastRun: false, height: nil)
        var layoutMap = map
        var limit = map.bytes.count
        var truncated = false
        var shown = Int(pango_layout_get_line_count(layout))
        if maxLines > 0 && shown > maxLines {
            truncated = true
            limit = paragraphEnd(of: maxLines - 1, in: layout)
            let mode = style.lineBreakMode
            if [.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle].contains(mode) {
                // Only the paragraph holding the last shown line and those before it are set, and
                // Pango ellipsizes that line; a tail cut before more paragraphs ends in "…" even
                // where the line itself fits.
                var cut = Array(map.bytes[..<limit])
                if limit < map.bytes.count && mode == .byTruncatingTail { cut += Array("…".utf8) }
                let height = width.map { _ in ellipsizingHeight(lastShown: maxLines - 1, in: layout) }
                g_object_unref(UnsafeMutableRawPointer(layout))
                layoutMap = UTF16ByteMap(String(decoding: cut, as: UTF8.self))
                layout = build(cut, map: map, width: width, extendLastRun: true, height: height)
            }
            shown = min(maxLines, Int(pango_layout_get_line_count(layout)))
        }
        if pango_layout_is_ellipsized(layout) != 0 { truncated = true }
        return read(layout, shown: shown, map: layoutMap, sourceLimit: limit, sourceMap: map, truncated: truncated)
    }

    // MARK: Building

    /// A layout of `bytes` (the request's text or a prefix of it, maybe with an ellipsis after),
    /// styled by the request's runs (`map` gives their byte offsets in the source).
    func build(_ bytes: [UInt8], map: UTF16ByteMap, width: CGFloat?, extendLastRun: Bool, height: Int32?) -> OpaquePointer {
        let layout = pango_layout_new(system.context)!
        let style = request.paragraph
        bytes.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { pango_layout_set_text(layout, base, Int32(chars.count)) }
                else { pango_layout_set_text(layout, "", 0) }
            }
        }
        if let first = request.text.runs.first?.style.font {
            let d = system.fontDescription(first)
            pango_layout_set_font_description(layout, d)
            pango_font_description_free(d)
        }
        let attributes = pango_attr_list_new()!
        let runs = request.text.runs
        for (i, run) in runs.enumerated() {
            let start = UInt32(map.byte(atUTF16: run.range.lowerBound))
            let end = extendLastRun && i == runs.count - 1 ? UInt32.max : UInt32(map.byte(atUTF16: run.range.upperBound))
            for attribute in Self.attributes(of: run.style, system: system) {
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(attributes, attribute)
            }
        }
        // Pango would add a hyphen where it breaks inside a word; UIKit does not.
        let noHyphens = pango_attr_insert_hyphens_new(0)!
        noHyphens.pointee.start_index = 0
        noHyphens.pointee.end_index = UInt32.max
        pango_attr_list_insert(attributes, noHyphens)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        let lead = min(style.firstLineHeadIndent, style.headIndent)
        pango_layout_set_indent(layout, Int32(((style.firstLineHeadIndent - style.headIndent) * Self.scale).rounded()))
        if let width {
            pango_layout_set_width(layout, Int32((max(1, width - lead) * Self.scale).rounded()))
            pango_layout_set_wrap(layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        }
        switch style.alignment {
        case .natural:
            pango_layout_set_auto_dir(layout, 1)
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .justified:
            pango_layout_set_auto_dir(layout, 1)
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        case .center:
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .left:
            // Auto direction would flip left to right for a right-to-left paragraph.
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .right:
            pango_layout_set_auto_dir(layout, 0)
            pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if let height {
            switch style.lineBreakMode {
            case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
            case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
            default: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            }
            pango_layout_set_height(layout, height)
        }
        return layout
    }

    /// Pango's attributes for one run's style (the caller sets their ranges and owns them).
    static func attributes(of style: TextRunStyle, system: PangoTextSystem) -> [UnsafeMutablePointer<PangoAttribute>] {
        func channel(_ v: CGFloat) -> UInt16 { UInt16((min(1, max(0, v)) * 65535).rounded()) }
        let d = system.fontDescription(style.font)
        defer { pango_font_description_free(d) }
        var out: [UnsafeMutablePointer<PangoAttribute>] = [
            pango_attr_font_desc_new(d),
            pango_attr_foreground_new(channel(style.color.red), channel(style.color.green), channel(style.color.blue)),
            // Pango reads an alpha of 0 as "not set" (opaque): the faintest it has stands for clear.
            pango_attr_foreground_alpha_new(max(1, channel(style.color.alpha))),
        ]
        if let bg = style.backgroundColor {
            out.append(pango_attr_background_new(channel(bg.red), channel(bg.green), channel(bg.blue)))
            out.append(pango_attr_background_alpha_new(max(1, channel(bg.alpha))))
        }
        if !style.font.features.isEmpty {
            // OpenType features the font asks for ("tnum" for monospaced digits), on.
            out.append(pango_attr_font_features_new(style.font.features.sorted().joined(separator: ", ")))
        }
        if style.kern != 0 {
            out.append(pango_attr_letter_spacing_new(Int32((style.kern * scale).rounded())))
        }
        if style.underline != 0 {
            // NSUnderlineStyle's low byte: 9 double; single and thick (Pango has no thick) single.
            out.append(pango_attr_underline_new(style.underline & 0xFF == 9 ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            if let c = style.underlineColor {
                out.append(pango_attr_underline_color_new(channel(c.red), channel(c.green), channel(c.blue)))
            }
        }
        if style.strikethrough != 0 {
            out.append(pango_attr_strikethrough_new(1))
            if let c = style.strikethroughColor {
                out.append(pango_attr_strikethrough_color_new(channel(c.red), channel(c.green), channel(c.blue)))
            }
        }
        if style.baselineOffset != 0 {
            out.append(pango_attr_rise_new(Int32((style.baselineOffset * scale).rounded())))
        }
        return out
    }

    // MARK: Truncating

    /// The byte where the paragraph holding line `index` ends (before its line break).
    func paragraphEnd(of index: Int, in layout: OpaquePointer) -> Int {
        let count = Int(pango_layout_get_line_count(layout))
        var last = index
        while last + 1 < count, let next = pango_layout_get_line_readonly(layout, Int32(last + 1)),
              pango_layout_line_is_paragraph_start(next) == 0 {
            last += 1
        }
        let line = pango_layout_get_line_readonly(layout, Int32(last))!
        return Int(line.pointee.start_index + line.pointee.length)
    }

    /// The layout height (Pango units) at which Pango ellipsizes line `lastShown` and keeps every
    /// line before it: the line's bottom plus half a line. Pango ends the layout at the line after
    /// which less than a line's height remains.
    func ellipsizingHeight(lastShown: Int, in layout: OpaquePointer) -> Int32 {
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var index = 0
        var logical = PangoRectangle()
        repeat {
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            if index == lastShown { break }
            index += 1
        } while pango_layout_iter_next_line(iter) != 0
        return logical.y + logical.height + logical.height / 2
    }

    // MARK: Reading

    /// What UIKit reads of `layout`: its first `shown` lines placed one under another, their runs as
    /// fragments, carets when asked. Offsets past `sourceLimit` (an added ellipsis) map to it.
    func read(_ layout: OpaquePointer, shown: Int, map: UTF16ByteMap, sourceLimit: Int, sourceMap: UTF16ByteMap,
              truncated: Bool) -> PangoLaidOut {
        let style = request.paragraph
        let lead = min(style.firstLineHeadIndent, style.headIndent)
        func source(_ byte: Int) -> Int { sourceMap.utf16(atByte: min(byte, sourceLimit)) }
        guard !request.text.runs.isEmpty else {
            return PangoLaidOut(layout: layout, result: LaidOutText(size: .zero, lines: [], isTruncated: false),
                                placements: [], logicalWidth: 0, unknownGlyphs: 0)
        }
        var lines: [LaidOutLine] = []
        var placements: [PangoLaidOut.Placement] = []
        var starts: [Int] = []
        var paragraphEnds: [Bool] = []
        var top: CGFloat = 0
        var widest: CGFloat = 0
        var firstWidth: CGFloat = 0
        let iter = pango_layout_get_iter(layout)!
        var index = 0
        repeat {
            guard index < shown, let line = pango_layout_iter_get_line_readonly(iter) else { break }
            var logical = PangoRectangle(), own = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            pango_layout_line_get_extents(line, nil, &own)
            let baselineInLayout = pango_layout_iter_get_baseline(iter)
            let natural = CGFloat(logical.height) / Self.scale
            let ascent = CGFloat(baselineInLayout - logical.y) / Self.scale
            let height = style.lineHeight(natural: natural)
            let baseline = top + (height - natural) + ascent
            let lineX = lead + CGFloat(logical.x) / Self.scale
            let lineWidth = CGFloat(logical.width) / Self.scale
            let isFirst = pango_layout_line_is_paragraph_start(line) != 0
            if index == 0 { firstWidth = lineWidth }
            widest = max(widest, lineWidth + (isFirst ? style.firstLineHeadIndent : style.headIndent))
            let origin = lead + CGFloat(logical.x - own.x) / Self.scale

            var fragments: [LaidOutFragment] = []
            var x = origin + CGFloat(own.x) / Self.scale
            var node = line.pointee.runs
            while let n = node {
                let run = n.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                let item = run.pointee.item!.pointee
                let w = CGFloat(pango_glyph_string_get_width(run.pointee.glyphs)) / Self.scale
                let start = Int(item.offset), end = Int(item.offset + item.length)
                let isEllipsis = item.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
                let text = isEllipsis ? "…" : map.text(bytes: start..<end)
                let runStyle = request.text.style(at: source(start)) ?? request.text.runs[0].style
                fragments.append(LaidOutFragment(text: text, style: runStyle, x: x, width: w))
                x += w
                node = n.pointee.next
            }
            let startByte = Int(line.pointee.start_index)
            starts.append(source(startByte))
            let endByte = startByte + Int(line.pointee.length)
            paragraphEnds.append(endByte >= map.bytes.count || map.bytes[endByte] == 0x0A || map.bytes[endByte] == 0x0D)
            lines.append(LaidOutLine(range: 0..<0, rect: CGRect(x: lineX, y: top, width: lineWidth, height: height),
                                     baseline: baseline, fragments: fragments))
            placements.append(.init(index: index, x: origin, baseline: baseline))
            top += height
            index += 1
        } while pango_layout_iter_next_line(iter) != 0
        pango_layout_iter_free(iter)

        // Spacing goes between lines (after a paragraph's last line, its spacing and the next
        // one's spacing before), and moves every line below it.
        var shift: CGFloat = 0
        for i in lines.indices {
            lines[i].rect.origin.y += shift
            lines[i].baseline += shift
            placements[i].baseline += shift
            if i < lines.count - 1 {
                shift += style.spacing(afterLineEndingParagraph: paragraphEnds[i])
            }
            let end: Int
            if i + 1 < lines.count { end = starts[i + 1] }
            else if truncated { end = Self.afterBreak(sourceLimit, in: sourceMap) }
            else { end = sourceMap.utf16Count }
            lines[i].range = starts[i]..<max(starts[i], end)
        }
        let size = CGSize(width: widest, height: top + shift)
        var carets: [CaretStop] = []
        if request.measuresCarets { carets = self.carets(layout, shown: shown, map: map, lead: lead, source: source) }
        let result = LaidOutText(size: size, lines: lines, isTruncated: truncated, carets: carets)
        return PangoLaidOut(layout: layout, result: result, placements: placements, logicalWidth: firstWidth,
                            unknownGlyphs: Int(pango_layout_get_unknown_glyphs_count(layout)))
    }

    /// The UTF-16 offset just past the line break at byte `limit` (the end if there is none).
    static func afterBreak(_ limit: Int, in map: UTF16ByteMap) -> Int {
        guard limit < map.bytes.count else { return map.utf16Count }
        let crlf = map.bytes[limit] == 0x0D && limit + 1 < map.bytes.count && map.bytes[limit + 1] == 0x0A
        return map.utf16(atByte: limit + (crlf ? 2 : 1))
    }

    /// Every cursor position Pango allows (between grapheme clusters), in logical order, at its
    /// strong cursor's x (for right-to-left text, the edge where typed text of the paragraph's
    /// direction goes).
    func carets(_ layout: OpaquePointer, shown: Int, map: UTF16ByteMap, lead: CGFloat, source: (Int) -> Int) -> [CaretStop] {
        var count: Int32 = 0
        guard let attrs = pango_layout_get_log_attrs_readonly(layout, &count) else { return [] }
        var out: [CaretStop] = []
        for c in 0..<min(Int(count), map.scalarBytes.count) where attrs[c].is_cursor_position != 0 {
            let byte = map.scalarBytes[c]
            var strong = PangoRectangle(), weak = PangoRectangle()
            pango_layout_get_cursor_pos(layout, Int32(byte), &strong, &weak)
            var line: Int32 = 0, x: Int32 = 0
            pango_layout_index_to_line_x(layout, Int32(byte), 0, &line, &x)
            guard Int(line) < shown else { continue }
            out.append(CaretStop(offset: source(byte), line: Int(line), x: lead + CGFloat(strong.x) / Self.scale))
        }
        return out
    }
}
