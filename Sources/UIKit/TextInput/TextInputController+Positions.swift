import Foundation

/// What `UITextInput` answers for `UITextField` and `UITextView`: positions as UTF-16 offsets in
/// the stored text, geometry in the host's coordinates (a text view's content coordinates).
extension TextInputController {
    // MARK: Positions and ranges

    func position(_ offset: Int) -> UITextPosition { UITextPosition(offset: max(0, min(offset, length))) }

    /// `range` when it lies inside the text, else nil (as UIKit answers for ranges past the end).
    func validRange(_ range: UITextRange) -> Range<Int>? {
        let r = range.offsets
        return r.lowerBound >= 0 && r.upperBound <= length ? r : nil
    }

    var selectedTextRange: UITextRange {
        UITextRange(selectedRange.location..<(selectedRange.location + selectedRange.length))
    }

    func text(in range: UITextRange) -> String? {
        guard let r = validRange(range) else { return nil }
        return (storage.string as NSString).substring(with: NSRange(location: r.lowerBound, length: r.count))
    }

    func textRange(from a: UITextPosition, to b: UITextPosition) -> UITextRange? {
        guard (0...length).contains(a.offset), (0...length).contains(b.offset) else { return nil }
        return UITextRange(min(a.offset, b.offset)..<max(a.offset, b.offset))
    }

    func position(from p: UITextPosition, offset: Int) -> UITextPosition? {
        let to = p.offset + offset
        return (0...length).contains(to) ? UITextPosition(offset: to) : nil
    }

    /// Left and right by characters (an emoji is one); up and down by laid-out lines at the
    /// position's x, to the ends of the text past the first or last line.
    func position(from p: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard (0...length).contains(p.offset) else { return nil }
        let b = boundaries
        var to = p.offset
        switch direction {
        case .left, .right:
            let forward = (direction == .right) == (offset >= 0)
            for _ in 0..<abs(offset) {
                let next = forward ? b.nextCharacter(after: to) : b.previousCharacter(before: to)
                if next == to { return nil }
                to = next
            }
        case .up, .down:
            let laid = layout
            let from = shownOffset(p.offset)
            let lines = direction == .down ? offset : -offset
            to = storedOffset(laid.offset(movingVerticallyFrom: from, lines: lines, goalX: laid.caretRect(for: from).minX,
                                          length: shownOffset(length)))
        }
        return UITextPosition(offset: to)
    }

    // MARK: Geometry

    private func toHost(_ rect: CGRect) -> CGRect {
        guard let host else { return rect }
        return canvas.convert(rect, to: host)
    }

    private func fromHost(_ point: CGPoint) -> CGPoint {
        guard let host else { return point }
        return canvas.convert(point, from: host)
    }

    /// Where the caret is drawn for a caret at `p`.
    func caretRect(for p: UITextPosition) -> CGRect {
        toHost(layout.caretRect(for: shownOffset(max(0, min(p.offset, length)))))
    }

    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let r = validRange(range) else { return [] }
        let rects = layout.selectionRects(for: shownOffset(r.lowerBound)..<shownOffset(r.upperBound)).map(toHost)
        return rects.enumerated().map { i, rect in
            UITextSelectionRect(rect: rect, containsStart: i == 0, containsEnd: i == rects.count - 1)
        }
    }

    /// The first line's part of `range`; a caret's rect for an empty range.
    func firstRect(for range: UITextRange) -> CGRect {
        guard let r = validRange(range) else { return .null }
        if r.isEmpty { return caretRect(for: range.start) }
        return selectionRects(for: range).first?.rect ?? caretRect(for: range.start)
    }

    func closestPosition(to point: CGPoint) -> UITextPosition {
        UITextPosition(offset: offset(closestTo: fromHost(point)))
    }

    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let r = validRange(range) else { return nil }
        return UITextPosition(offset: max(r.lowerBound, min(offset(closestTo: fromHost(point)), r.upperBound)))
    }

    /// The character whose box holds `point`: between two neighbouring caret stops of the line at
    /// its y; nil off the text.
    func characterRange(at point: CGPoint) -> UITextRange? {
        let p = fromHost(point)
        let laid = layout
        guard p.y >= 0, p.y < laid.size.height, let line = laid.lineIndex(nearestY: p.y) else { return nil }
        let stops = laid.carets.filter { $0.line == line }.sorted { $0.offset < $1.offset }
        for (a, b) in zip(stops, stops.dropFirst()) where min(a.x, b.x) <= p.x && p.x < max(a.x, b.x) {
            return UITextRange(storedOffset(a.offset)..<storedOffset(b.offset))
        }
        return nil
    }

    /// Each laid-out line's stored offsets, from its first caret stop to its last.
    var lineRanges: [Range<Int>] {
        let laid = layout
        return laid.lines.indices.compactMap { index in
            let stops = laid.carets.filter { $0.line == index }.map(\.offset)
            guard let first = stops.min(), let last = stops.max() else { return nil }
            return storedOffset(first)..<storedOffset(last)
        }
    }
}
