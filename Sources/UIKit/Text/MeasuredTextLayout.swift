import Foundation

/// Text layout from nothing but a measurer's advance widths and font metrics: what a platform without
/// a text engine of its own lays out with (tests' `FixedTextMeasurer`, the headless platforms), and
/// the rules a platform engine is held to.
///
/// Each paragraph (text between newlines) breaks greedily at spaces (`.byCharWrapping`: anywhere), a
/// word wider than the line breaks between characters, spaces at a line's end hang past the width.
/// Past `maximumNumberOfLines` the last line shown takes the rest of its paragraph and is cut by the
/// line break mode: an ellipsis at the tail, head or middle, or plainly for clipping and wrapping.
/// Lines reach as far above and below the baseline as their fonts do, raised or lowered by their
/// runs' baseline offsets (times `lineHeightMultiple`, within the minimum and maximum line
/// heights); justified lines share their free width among their spaces.
/// No shaping or bidi: advances are summed character by character.
public struct MeasuredTextLayout {
    public let measurer: TextMeasuring

    public init(measurer: TextMeasuring) {
        self.measurer = measurer
    }

    /// One user-perceived character with its place in the source and its advance.
    struct Cluster {
        var character: Character
        var offset: Int
        var length: Int
        var style: TextRunStyle
        var width: CGFloat
        var isSpace: Bool { character == " " || character == "\t" }
    }

    /// A line before placement: the clusters it shows and the source range it covers.
    struct Line {
        var clusters: [Cluster]
        var range: Range<Int>
        var paragraphStart: Bool
        var paragraphEnd: Bool
    }

    public func layout(_ request: TextLayoutRequest) -> LaidOutText {
        let text = request.text
        guard let firstStyle = text.runs.first?.style else {
            return LaidOutText(size: .zero, lines: [], isTruncated: false)
        }
        let paragraphs = clusters(of: text)
        let style = request.paragraph
        let maxLines = request.maximumNumberOfLines
        let width = request.width.flatMap { $0 > 0 ? $0 : nil }
        var lines: [Line] = []
        var truncated = false
        outer: for (p, paragraph) in paragraphs.enumerated() {
            let broken = breakLines(paragraph.clusters, range: paragraph.range, style: style, width: width)
            for (i, var line) in broken.enumerated() {
                line.paragraphStart = i == 0
                line.paragraphEnd = i == broken.count - 1
                if maxLines > 0 && lines.count == maxLines - 1 {
                    let restOfParagraph = broken[i...].flatMap(\.clusters)
                    let moreFollows = p < paragraphs.count - 1
                    let fits = width.map { Self.advance(restOfParagraph) + indent(style, first: line.paragraphStart) <= $0 } ?? true
                    let lastShown = Line(clusters: restOfParagraph,
                                         range: line.range.lowerBound..<(broken.last?.range.upperBound ?? line.range.upperBound),
                                         paragraphStart: line.paragraphStart, paragraphEnd: true)
                    if moreFollows || !fits || i < broken.count - 1 {
                        truncated = true
                        lines.append(cut(lastShown, style: style, width: width, textFollows: moreFollows))
                    } else {
                        lines.append(lastShown)
                    }
                    break outer
                }
                lines.append(line)
            }
        }
        return place(lines, request: request, fallback: firstStyle, truncated: truncated)
    }

    // MARK: Characters

    /// The text's clusters, split into paragraphs at newlines (the newline belongs to the range of
    /// the paragraph it ends, not to its clusters).
    func clusters(of text: StyledText) -> [(clusters: [Cluster], range: Range<Int>)] {
        var paragraphs: [(clusters: [Cluster], range: Range<Int>)] = []
        var current: [Cluster] = []
        var start = 0, offset = 0
        for ch in text.string {
            let length = ch.utf16.count
            if ch == "\n" || ch == "\r\n" || ch == "\r" {
                paragraphs.append((current, start..<(offset + length)))
                current = []
                offset += length
                start = offset
                continue
            }
            let style = text.style(at: offset)!
            let width = measurer.width(of: String(ch), font: style.font) + style.kern
            current.append(Cluster(character: ch, offset: offset, length: length, style: style, width: width))
            offset += length
        }
        paragraphs.append((current, start..<offset))
        return paragraphs
    }

    static func advance(_ clusters: some Collection<Cluster>) -> CGFloat {
        clusters.reduce(0) { $0 + $1.width }
    }

    /// Advance without the spaces that hang at the end.
    static func inkAdvance(_ clusters: [Cluster]) -> CGFloat {
        var end = clusters.endIndex
        while end > clusters.startIndex && clusters[end - 1].isSpace { end -= 1 }
        return advance(clusters[..<end])
    }

    func indent(_ style: TextParagraphStyle, first: Bool) -> CGFloat {
        first ? style.firstLineHeadIndent : style.headIndent
    }

    // MARK: Breaking

    func breakLines(_ clusters: [Cluster], range: Range<Int>, style: TextParagraphStyle, width: CGFloat?) -> [Line] {
        guard let width, !clusters.isEmpty else {
            return [Line(clusters: clusters, range: range, paragraphStart: true, paragraphEnd: true)]
        }
        var lines: [[Cluster]] = []
        var current: [Cluster] = []
        func available() -> CGFloat { width - indent(style, first: lines.isEmpty) }
        if style.lineBreakMode == .byCharWrapping {
            for c in clusters {
                if !current.isEmpty && !c.isSpace && Self.inkAdvance(current + [c]) > available() {
                    lines.append(current)
                    current = []
                }
                current.append(c)
            }
        } else {
            for word in words(clusters) {
                if Self.inkAdvance(current + word) <= available() || current.isEmpty && Self.inkAdvance(word) <= available() {
                    current += word
                    continue
                }
                if !current.isEmpty {
                    lines.append(current)
                    current = []
                }
                // Wider than a whole line: broken between characters.
                for c in word {
                    if !current.isEmpty && !c.isSpace && Self.inkAdvance(current + [c]) > available() {
                        lines.append(current)
                        current = []
                    }
                    current.append(c)
                }
            }
        }
        lines.append(current)
        var out: [Line] = []
        var start = range.lowerBound
        for (i, l) in lines.enumerated() {
            let end = i == lines.count - 1 ? range.upperBound : (lines[i + 1].first?.offset ?? range.upperBound)
            out.append(Line(clusters: l, range: start..<end, paragraphStart: false, paragraphEnd: false))
            start = end
        }
        return out
    }

    /// Words with the spaces after them.
    func words(_ clusters: [Cluster]) -> [[Cluster]] {
        var out: [[Cluster]] = []
        var word: [Cluster] = []
        for c in clusters {
            if !c.isSpace && word.last?.isSpace == true {
                out.append(word)
                word = []
            }
            word.append(c)
        }
        if !word.isEmpty { out.append(word) }
        return out
    }

    // MARK: Truncating

    /// `line` cut to the width by the line break mode.
    func cut(_ line: Line, style: TextParagraphStyle, width: CGFloat?, textFollows: Bool) -> Line {
        var out = line
        let available = (width ?? .greatestFiniteMagnitude) - indent(style, first: line.paragraphStart)
        let clusters = line.clusters
        func ellipsis(like c: Cluster?) -> Cluster? {
            guard let s = c?.style ?? line.clusters.last?.style else { return nil }
            return Cluster(character: "…", offset: c?.offset ?? line.range.upperBound, length: 0, style: s,
                           width: measurer.width(of: "…", font: s.font) + s.kern)
        }
        func trimmed(_ cs: ArraySlice<Cluster>) -> [Cluster] {
            var a = Array(cs)
            while a.last?.isSpace == true { a.removeLast() }
            return a
        }
        switch style.lineBreakMode {
        case .byTruncatingTail:
            var n = clusters.count
            while n > 0 {
                let head = trimmed(clusters[..<n])
                if let e = ellipsis(like: head.last), Self.advance(head) + e.width <= available { out.clusters = head + [e]; return out }
                n -= 1
            }
            out.clusters = ellipsis(like: clusters.first).map { [$0] } ?? []
        case .byTruncatingHead:
            var n = 0
            while n < clusters.count {
                let tail = Array(clusters[n...])
                if let e = ellipsis(like: tail.first), Self.advance(tail) + e.width <= available { out.clusters = [e] + tail; return out }
                n += 1
            }
            out.clusters = ellipsis(like: clusters.last).map { [$0] } ?? []
        case .byTruncatingMiddle:
            var keep = clusters.count
            while keep > 0 {
                let front = trimmed(clusters[..<((keep + 1) / 2)])
                let back = Array(clusters[(clusters.count - keep / 2)...])
                if let e = ellipsis(like: front.last), Self.advance(front) + e.width + Self.advance(back) <= available {
                    out.clusters = front + [e] + back
                    return out
                }
                keep -= 1
            }
            out.clusters = ellipsis(like: clusters.first).map { [$0] } ?? []
        case .byClipping, .byWordWrapping, .byCharWrapping:
            // Shown as far as it goes: the content's bounds clip it. Wrapping modes keep the words
            // that fit, as a label with a line limit does.
            if style.lineBreakMode != .byClipping, width != nil {
                var kept: [Cluster] = []
                let source = style.lineBreakMode == .byWordWrapping ? words(clusters) : clusters.map { [$0] }
                for w in source {
                    if !kept.isEmpty && Self.inkAdvance(kept + w) > available { break }
                    kept += w
                }
                out.clusters = kept
            }
        }
        return out
    }

    // MARK: Placing

    /// How far a line reaches above its baseline and its natural height: the union of its runs'
    /// lines (ascent above, the rest of the line height below), each moved up by its baseline
    /// offset, so raised or lowered text makes its line taller.
    func extent(of styles: [TextRunStyle]) -> (ascent: CGFloat, height: CGFloat) {
        var above: CGFloat = 0, below: CGFloat = 0
        var seen = Set<FontAndOffset>()
        for style in styles where seen.insert(FontAndOffset(font: style.font, offset: style.baselineOffset)).inserted {
            let m = measurer.metrics(of: style.font)
            above = max(above, m.ascent + style.baselineOffset)
            below = max(below, m.lineHeight - m.ascent - style.baselineOffset)
        }
        return (above, above + below)
    }

    struct FontAndOffset: Hashable {
        var font: UIFont
        var offset: CGFloat
    }

    /// Shares `free` points among the spaces between the line's words (not those hanging at its
    /// end); returns what was added (0 for a line of one word).
    static func justify(_ clusters: inout [Cluster], by free: CGFloat) -> CGFloat {
        var end = clusters.endIndex
        while end > 0 && clusters[end - 1].isSpace { end -= 1 }
        let gaps = clusters[..<end].indices.filter { clusters[$0].isSpace }
        guard free > 0, !gaps.isEmpty else { return 0 }
        let share = free / CGFloat(gaps.count)
        for i in gaps { clusters[i].width += share }
        return free
    }

    func place(_ lines: [Line], request: TextLayoutRequest, fallback: TextRunStyle, truncated: Bool) -> LaidOutText {
        let style = request.paragraph
        let widths = lines.map { Self.inkAdvance($0.clusters) + indent(style, first: $0.paragraphStart) }
        let box = request.width.flatMap { $0 > 0 ? $0 : nil } ?? (widths.max() ?? 0)
        var placed: [LaidOutLine] = []
        var carets: [CaretStop] = []
        var top: CGFloat = 0
        for (index, line) in lines.enumerated() {
            let styles = line.clusters.isEmpty
                ? [request.text.style(at: line.range.lowerBound) ?? fallback]
                : line.clusters.map(\.style)
            let (ascent, natural) = extent(of: styles)
            let height = style.lineHeight(natural: natural)
            let lead = indent(style, first: line.paragraphStart)
            var ink = widths[index] - lead
            let free = max(0, box - widths[index])
            let x: CGFloat
            switch style.alignment {
            case .center: x = lead + (free / 2).rounded()
            case .right: x = lead + free
            default: x = lead
            }
            var clusters = line.clusters
            if style.alignment == .justified && !line.paragraphEnd && !(truncated && index == lines.count - 1) {
                ink += Self.justify(&clusters, by: free)
            }
            let baseline = top + (height - natural) + ascent
            var fragments: [LaidOutFragment] = []
            var cx = x
            for c in clusters {
                if var last = fragments.last, last.style == c.style {
                    last.text.append(c.character)
                    last.width += c.width
                    fragments[fragments.count - 1] = last
                } else {
                    fragments.append(LaidOutFragment(text: String(c.character), style: c.style, x: cx, width: c.width))
                }
                if request.measuresCarets && c.length > 0 { carets.append(CaretStop(offset: c.offset, line: index, x: cx)) }
                cx += c.width
            }
            if request.measuresCarets {
                // The caret after the line's last character: before its newline, or at the text's end.
                let endOffset = line.paragraphEnd ? (line.clusters.last(where: { $0.length > 0 }).map { $0.offset + $0.length } ?? line.range.lowerBound)
                                                  : line.range.upperBound
                if line.paragraphEnd || index == lines.count - 1 {
                    carets.append(CaretStop(offset: endOffset, line: index, x: cx))
                }
            }
            placed.append(LaidOutLine(range: line.range, rect: CGRect(x: x, y: top, width: ink, height: height),
                                      baseline: baseline, fragments: fragments))
            top += height
            if index < lines.count - 1 { top += style.spacing(afterLineEndingParagraph: line.paragraphEnd) }
        }
        // Justified lines' stretched spaces are not counted: the size is what the text needs.
        let size = CGSize(width: widths.max() ?? 0, height: top)
        return LaidOutText(size: size, lines: placed, isTruncated: truncated, carets: carets)
    }
}
