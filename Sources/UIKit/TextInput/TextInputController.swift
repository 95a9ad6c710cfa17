import Foundation

/// The editing core `UITextField` and `UITextView` share: the text with its attributes, the
/// selection (`NSRange`, UTF-16), edits by character and word, caret movement, the pasteboards,
/// undo with typing coalesced, and the canvas that shows text, selection and caret.
@MainActor
final class TextInputController {
    weak var host: TextInputHost?
    let storage = NSMutableAttributedString(string: "")
    let canvas = TextCanvasView()
    let undoManager = UndoManager()
    var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The selection; its `anchor` is the end that stays put while Shift extends the other.
    private(set) var selectedRange = NSRange(location: 0, length: 0)
    private var anchor = 0
    /// The x Up and Down keep to, set by the first vertical move after any other.
    private var goalX: CGFloat?
    /// The edit kind of the open undo group and where its last edit left the caret.
    private var run: (kind: RunKind, caret: Int)?
    enum RunKind { case typing, deleting }
    private var cachedLayout: LaidOutText?
    private lazy var blinker = CaretBlinker { [weak self] visible in
        guard let self else { return }
        self.canvas.caretView.isHidden = !(visible && self.isEditing && self.selectedRange.length == 0)
    }
    /// Whether the host is first responder: only then the caret shows and blinks.
    private(set) var isEditing = false
    /// The selection granularity of the pointer drag in progress (1 characters, 2 words, 3 lines).
    private var dragGranularity = 1
    private var dragOrigin: Range<Int> = 0..<0

    init() {
        undoManager.groupsByEvent = false
    }

    var text: String { storage.string }
    var length: Int { storage.length }
    var boundaries: TextBoundaries { TextBoundaries(storage.string) }

    // MARK: Setting text in code

    /// Replaces everything, as setting `text` or `attributedText` does: the caret goes to the end,
    /// undo history is dropped, no delegate hears of it.
    func setAttributedText(_ text: NSAttributedString) {
        endRun()
        storage.setAttributedString(text)
        undoManager.removeAllActions()
        selectedRange = NSRange(location: storage.length, length: 0)
        anchor = storage.length
        textDidChange(notify: false)
    }

    /// Selects `range` from code (clamped to the text), without asking the delegate.
    func setSelectedRange(_ range: NSRange, notify: Bool = true) {
        let lower = max(0, min(range.location, length))
        let upper = max(lower, min(range.location + range.length, length))
        select(lower..<upper, anchor: lower, notify: notify)
    }

    // MARK: Layout

    /// The shown text's layout (cached until the text, its style or the width changes).
    var layout: LaidOutText {
        if let cachedLayout { return cachedLayout }
        guard let host else { return LaidOutText(size: .zero, lines: [], isTruncated: false) }
        let made = TextMeasurement.current.layout(host.textInputLayoutRequest())
        cachedLayout = made
        return made
    }

    /// The host's font, width or attributes changed: lay out and draw again.
    func invalidateLayout() {
        cachedLayout = nil
        guard let host else { return }
        var request = host.textInputLayoutRequest()
        request.measuresCarets = false
        canvas.text = PlacedText(layout: request, origin: .zero)
        host.textInputLayoutDidChange()
        updateOverlays()
    }

    /// Offsets in the shown text: secure entry shows one bullet (one UTF-16 unit) per character.
    func shownOffset(_ offset: Int) -> Int {
        host?.textInputConcealsText == true ? boundaries.characterIndex(at: offset) : offset
    }

    func storedOffset(_ shown: Int) -> Int {
        guard host?.textInputConcealsText == true else { return shown }
        let offsets = boundaries.offsets
        return offsets[max(0, min(shown, offsets.count - 1))]
    }

    /// The UTF-16 offset of the caret stop nearest `point` in canvas coordinates.
    func offset(closestTo point: CGPoint) -> Int { storedOffset(layout.offset(closestTo: point)) }

    /// The caret's rect in canvas coordinates.
    var caretRect: CGRect { layout.caretRect(for: shownOffset(head)) }

    // MARK: Editing state

    func beginEditing() {
        isEditing = true
        updateOverlays()
        blinker.restart()
    }

    func endEditing() {
        isEditing = false
        endRun()
        blinker.stop()
        canvas.caretView.isHidden = true
        updateOverlays()
    }

    /// Whether the caret blinks now (tests, tools).
    var isBlinking: Bool { blinker.isRunning }

    // MARK: Commands

    /// Carries out `command`; false when it did nothing the key should be passed on for.
    @discardableResult
    func perform(_ command: TextEditingCommand) -> Bool {
        let b = boundaries
        if host?.textInputIsEditable == false {
            switch command {
            case .insert, .insertNewline, .deleteBackward, .deleteForward, .cut, .paste, .undo, .redo: return false
            default: break
            }
        }
        let sel = selectedRange.location..<(selectedRange.location + selectedRange.length)
        if case .move(let direction, .line, _) = command, direction == .up || direction == .down {
        } else if case .move(_, .page, _) = command {
        } else {
            goalX = nil
        }
        switch command {
        case .insert(let s):
            replace(sel, with: s, kind: .typing)
        case .insertNewline:
            guard host?.textInputIsMultiline == true else {
                endRun()
                host?.textInputReturn()
                return true
            }
            replace(sel, with: "\n", kind: .typing)
        case .deleteBackward(let unit):
            if !sel.isEmpty { replace(sel, with: "", kind: .deleting); break }
            let start = unit == .word ? b.wordStart(before: sel.lowerBound) : b.previousCharacter(before: sel.lowerBound)
            if start < sel.lowerBound { replace(start..<sel.lowerBound, with: "", kind: .deleting) }
        case .deleteForward(let unit):
            if !sel.isEmpty { replace(sel, with: "", kind: .deleting); break }
            let end = unit == .word ? b.wordEnd(after: sel.upperBound) : b.nextCharacter(after: sel.upperBound)
            if end > sel.upperBound { replace(sel.upperBound..<end, with: "", kind: .deleting) }
        case .move(let direction, let unit, let extending):
            move(direction, unit, extending: extending, sel: sel, b: b)
        case .selectAll:
            select(0..<length, anchor: 0)
        case .copy:
            guard !sel.isEmpty, host?.textInputConcealsText != true else { return true }
            UIPasteboard.general.string = substring(sel)
        case .cut:
            guard !sel.isEmpty, host?.textInputConcealsText != true else { return true }
            UIPasteboard.general.string = substring(sel)
            replace(sel, with: "", kind: nil)
        case .paste:
            guard let s = UIPasteboard.general.string, !s.isEmpty else { return true }
            paste(s, over: sel)
        case .undo:
            endRun()
            undoManager.undo()
        case .redo:
            endRun()
            undoManager.redo()
        case .focusNext(let backward):
            endRun()
            guard let host else { return false }
            return TextInputFocus.moveFocus(from: host, backward: backward)
        }
        return true
    }

    /// Inserts pasted text (newlines become spaces in a one-line input) as one undo step.
    func paste(_ s: String, over range: Range<Int>) {
        var text = s
        if host?.textInputIsMultiline != true {
            text = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        }
        replace(range, with: text, kind: nil)
    }

    private func substring(_ r: Range<Int>) -> String {
        (storage.string as NSString).substring(with: NSRange(location: r.lowerBound, length: r.count))
    }

    /// The moving end of the selection.
    private var head: Int {
        anchor == selectedRange.location ? selectedRange.location + selectedRange.length : selectedRange.location
    }

    private func move(_ direction: TextEditingCommand.Direction, _ unit: TextEditingCommand.Unit, extending: Bool,
                      sel: Range<Int>, b: TextBoundaries) {
        let from = head
        // Without Shift, Left and Right first collapse a selection to its side.
        if !extending && !sel.isEmpty && unit == .character {
            let edge = direction == .backward ? sel.lowerBound : sel.upperBound
            select(edge..<edge, anchor: edge)
            return
        }
        var to: Int
        switch (direction, unit) {
        case (.backward, .character): to = b.previousCharacter(before: from)
        case (.forward, .character): to = b.nextCharacter(after: from)
        case (.backward, .word): to = b.wordStart(before: from)
        case (.forward, .word): to = b.wordEnd(after: from)
        case (.backward, .lineBoundary), (.forward, .lineBoundary):
            let line = layout.lineBoundaries(forOffset: shownOffset(from))
            to = storedOffset(direction == .backward ? line.lowerBound : line.upperBound)
        case (.backward, .document), (.up, .document): to = 0
        case (.forward, .document), (.down, .document): to = length
        case (.up, _), (.down, _):
            let laid = layout
            let lines: Int
            if unit == .page, let lineHeight = laid.lines.first?.rect.height, lineHeight > 0 {
                lines = max(1, Int(((host?.textInputPageHeight ?? lineHeight) / lineHeight).rounded(.down)))
            } else {
                lines = 1
            }
            if host?.textInputIsMultiline != true {
                to = direction == .up ? 0 : length
                break
            }
            let x = goalX ?? laid.caretRect(for: shownOffset(from)).minX
            goalX = x
            to = storedOffset(laid.offset(movingVerticallyFrom: shownOffset(from), lines: direction == .up ? -lines : lines,
                                          goalX: x, length: shownOffset(length)))
        default: to = from
        }
        if extending {
            select(min(anchor, to)..<max(anchor, to), anchor: anchor)
        } else {
            select(to..<to, anchor: to)
        }
    }

    // MARK: Replacing

    /// Replaces `range` with `string` in the typing attributes, if the host's delegate agrees (it is
    /// not asked when `asking` is false: `UITextInput.replace(_:withText:)` is what delegates call).
    /// Edits of one kind in a row, each where the last left the caret, are one undo step.
    @discardableResult
    func replace(_ range: Range<Int>, with string: String, kind: RunKind?, asking: Bool = true) -> Bool {
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        if asking { guard host?.textInputShouldChange(nsRange, replacement: string) ?? true else { return false } }
        if let kind, let run, run.kind == kind, run.caret == selectedRange.location, selectedRange.length == 0 {
        } else {
            endRun()
            if let kind {
                undoManager.beginUndoGrouping()
                run = (kind, range.lowerBound)
            }
        }
        let inserted = NSAttributedString(string: string, attributes: typingAttributes)
        apply(NSRange(location: range.lowerBound, length: range.count), inserted)
        if kind != nil { run?.caret = range.lowerBound + inserted.length }
        host?.textInputDidChange()
        return true
    }

    /// Replaces and registers the inverse, leaving the caret after the new text.
    private func apply(_ range: NSRange, _ replacement: NSAttributedString) {
        let old = storage.attributedSubstring(from: range)
        storage.replaceCharacters(in: range, with: replacement)
        let newRange = NSRange(location: range.location, length: replacement.length)
        undoManager.registerUndo(withTarget: self) { controller in
            controller.apply(newRange, old)
            controller.host?.textInputDidChange()
        }
        let caret = range.location + replacement.length
        selectedRange = NSRange(location: caret, length: 0)
        anchor = caret
        textDidChange(notify: true)
    }

    private func textDidChange(notify: Bool) {
        invalidateLayout()
        if notify { selectionDidChange(notify: true) }
        if isEditing { blinker.restart() }
    }

    /// Closes the open typing or deleting group: the next edit is a new undo step.
    func endRun() {
        guard run != nil else { return }
        run = nil
        undoManager.endUndoGrouping()
    }

    // MARK: Selecting

    func select(_ range: Range<Int>, anchor: Int, notify: Bool = true) {
        let b = boundaries
        let lower = b.snapped(range.lowerBound), upper = b.snapped(range.upperBound)
        let new = NSRange(location: lower, length: upper - lower)
        let moved = new != selectedRange
        selectedRange = new
        self.anchor = anchor == range.lowerBound ? lower : upper
        if moved, let run, run.caret != lower || new.length > 0 { endRun() }
        if moved { selectionDidChange(notify: notify) }
        if isEditing { blinker.restart() }
    }

    private func selectionDidChange(notify: Bool) {
        updateOverlays()
        if selectedRange.length > 0, host?.textInputConcealsText != true {
            UIPasteboard.primarySelection.string = substring(selectedRange.location..<(selectedRange.location + selectedRange.length))
        }
        if notify { host?.textInputDidChangeSelection() }
    }

    /// Puts the caret and highlight where the selection is, and has the host reveal the caret.
    func updateOverlays() {
        guard let host else { return }
        let laid = layout
        let lower = shownOffset(selectedRange.location)
        let upper = shownOffset(selectedRange.location + selectedRange.length)
        let tint = host.tintColor.resolvedColor(with: host.traitCollection)
        let showsSelection = isEditing || selectedRange.length > 0 && host.isFirstResponder
        canvas.showSelection(showsSelection ? laid.selectionRects(for: lower..<upper) : [],
                             color: tint.withAlphaComponent(0.2))
        let caret = laid.caretRect(for: shownOffset(head))
        canvas.caretView.frame = caret
        canvas.caretView.backgroundColor = tint
        if !isEditing || selectedRange.length > 0 {
            canvas.caretView.isHidden = true
        }
        if isEditing { host.textInputReveal(caret) }
    }

    // MARK: Pointer

    /// A press at `point` (canvas coordinates): 1 places the caret, 2 selects the word, 3 the
    /// line (`paragraph` in multi-line inputs); Shift extends the selection to it.
    func pointerDown(at point: CGPoint, tapCount: Int, extending: Bool) {
        endRun()
        goalX = nil
        let offset = self.offset(closestTo: point)
        dragGranularity = min(3, max(1, tapCount))
        if extending && dragGranularity == 1 {
            dragOrigin = anchor..<anchor
            select(min(anchor, offset)..<max(anchor, offset), anchor: anchor)
            return
        }
        dragOrigin = unit(around: offset)
        select(dragOrigin, anchor: dragOrigin.lowerBound)
    }

    /// The pointer moved while pressed: the selection spans from where it went down to here, by
    /// the granularity of the press.
    func pointerDragged(to point: CGPoint) {
        let here = unit(around: offset(closestTo: point))
        if here.lowerBound < dragOrigin.lowerBound {
            select(here.lowerBound..<dragOrigin.upperBound, anchor: dragOrigin.upperBound)
        } else {
            select(dragOrigin.lowerBound..<max(here.upperBound, dragOrigin.upperBound), anchor: dragOrigin.lowerBound)
        }
    }

    private func unit(around offset: Int) -> Range<Int> {
        switch dragGranularity {
        case 2:
            return host?.textInputConcealsText == true ? 0..<length : boundaries.wordRange(around: offset)
        case 3:
            guard host?.textInputIsMultiline == true else { return 0..<length }
            return boundaries.paragraphRange(around: offset)
        default:
            return offset..<offset
        }
    }
}
