import Foundation

/// Caret and selection geometry over a layout made with `measuresCarets`: where the caret stands
/// for an offset, which offset a point is nearest, the rects a selection covers, and the offset a
/// line above or below at a goal x. Platform-free, so editing behaves the same on any text engine
/// that fills in `carets` and `lines`.
extension LaidOutText {
    /// The width of the insertion point, in points (iOS draws a 2 pt caret).
    public static let caretWidth: CGFloat = 2

    /// The caret stop for UTF-16 `offset`: the stop at it, else the last one before it (an offset
    /// inside a character stands before that character), else the first.
    public func caretStop(for offset: Int) -> CaretStop? {
        if let exact = carets.first(where: { $0.offset == offset }) { return exact }
        return carets.last(where: { $0.offset < offset }) ?? carets.first
    }

    /// The caret's rect at `offset`: `caretWidth` wide, as tall as its line, starting at the stop's x.
    public func caretRect(for offset: Int) -> CGRect {
        guard let stop = caretStop(for: offset), lines.indices.contains(stop.line) else {
            return CGRect(x: 0, y: 0, width: Self.caretWidth, height: size.height)
        }
        let line = lines[stop.line].rect
        return CGRect(x: stop.x, y: line.minY, width: Self.caretWidth, height: line.height)
    }

    /// The index of the line nearest `y` (the first above the text, the last below it).
    public func lineIndex(nearestY y: CGFloat) -> Int? {
        guard !lines.isEmpty else { return nil }
        if let inside = lines.firstIndex(where: { y < $0.rect.maxY }) { return inside }
        return lines.count - 1
    }

    /// The offset of the caret stop nearest `point`: on the line at its y, the stop closest in x.
    public func offset(closestTo point: CGPoint) -> Int {
        guard let line = lineIndex(nearestY: point.y) else { return 0 }
        return offset(onLine: line, nearestX: point.x)
    }

    /// The offset of the stop on `line` nearest `x`.
    public func offset(onLine line: Int, nearestX x: CGFloat) -> Int {
        let stops = carets.filter { $0.line == line }
        return stops.min { abs($0.x - x) < abs($1.x - x) }?.offset ?? lines[line].range.lowerBound
    }

    /// The offset one line (`lines` lines) above (negative) or below `offset` nearest `goalX`; the
    /// start of the text above the first line and its end below the last, as text views do.
    public func offset(movingVerticallyFrom offset: Int, lines delta: Int, goalX: CGFloat, length: Int) -> Int {
        guard let stop = caretStop(for: offset) else { return offset }
        let target = stop.line + delta
        if target < 0 { return 0 }
        if target >= lines.count { return length }
        return self.offset(onLine: target, nearestX: goalX)
    }

    /// The line a caret at `offset` is on.
    public func lineIndex(forOffset offset: Int) -> Int { caretStop(for: offset)?.line ?? 0 }

    /// The offsets of the start and end of the line `offset` is on (the end before its newline).
    public func lineBoundaries(forOffset offset: Int) -> Range<Int> {
        let line = lineIndex(forOffset: offset)
        let stops = carets.filter { $0.line == line }.map(\.offset)
        guard let first = stops.min(), let last = stops.max() else { return offset..<offset }
        return first..<last
    }

    /// The rects that highlight `range`: one per line it touches, from the caret x at its start on
    /// that line to the caret x at its end (the line's end when it runs on).
    public func selectionRects(for range: Range<Int>) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        var rects: [CGRect] = []
        for (index, line) in lines.enumerated() {
            let stops = carets.filter { $0.line == index }
            guard let first = stops.first, let last = stops.last else { continue }
            guard range.lowerBound < max(last.offset, line.range.upperBound), range.upperBound > first.offset else { continue }
            let lineStart = first.offset
            let from = stops.last { $0.offset <= max(range.lowerBound, lineStart) } ?? first
            let toStop = stops.first { $0.offset >= min(range.upperBound, last.offset) } ?? last
            var maxX = toStop.x
            // A selection running past the line's end (over its newline) shows a sliver for the break.
            if range.upperBound > last.offset && index < lines.count - 1 { maxX += 4 }
            guard maxX > from.x else { continue }
            rects.append(CGRect(x: from.x, y: line.rect.minY, width: maxX - from.x, height: line.rect.height))
        }
        return rects
    }
}
