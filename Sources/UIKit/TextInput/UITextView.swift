import Foundation

/// Scrollable, editable multi-line text, as UIKit's: typed into with the real keyboard while first
/// responder, clicked and dragged to place the caret and select, grown (`contentSize`) with its
/// text and scrolled to keep the caret in view.
///
/// Text sits `textContainerInset` (8 pt above and below) plus `textContainer.lineFragmentPadding`
/// (5 pt either side) inside the bounds, as in UIKit. On the desktop the mouse selects text, so a
/// drag selects rather than scrolls while the view is selectable; the wheel scrolls.
///
/// UIKit's text view has no placeholder; show a label while the text is empty:
///
/// ```swift
/// placeholder.isHidden = !textView.text.isEmpty   // in textViewDidChange(_:)
/// ```
open class UITextView: UIScrollView, UITextInput, TextInputHost, UIContentSizeCategoryAdjusting {
    let textInputController = TextInputController()
    private var laidOutWidth: CGFloat?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        alwaysBounceVertical = false
        textInputController.host = self
        textContainer.didChange = { [weak self] in self?.textInputController.invalidateLayout() }
        addSubview(textInputController.canvas)
        textInputController.invalidateLayout()
    }

    // MARK: Text

    /// The text (never nil). Setting it puts the caret at the end and forgets undo history.
    open var text: String! {
        get { textInputController.text }
        set { textInputController.setAttributedText(NSAttributedString(string: newValue ?? "", attributes: typingAttributes)) }
    }

    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: textInputController.storage) }
        set { textInputController.setAttributedText(newValue ?? NSAttributedString(string: "")) }
    }

    /// Nil draws in the system font at 12 pt, as UIKit draws a text view without a font.
    open var font: UIFont? {
        didSet {
            if let adjusted = UIFont.adjusting(font, to: traitCollection, enabled: adjustsFontForContentSizeCategory) {
                font = adjusted
                return
            }
            typingAttributes[.font] = font
            restyle()
        }
    }

    /// Re-scales a Dynamic Type font when the text size changes (`UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false { didSet { adjustFontForContentSize() } }

    private func adjustFontForContentSize() {
        if let adjusted = UIFont.adjusting(font, to: traitCollection, enabled: adjustsFontForContentSizeCategory) { font = adjusted }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontForContentSize()
    }

    /// Nil draws in `.label`.
    open var textColor: UIColor? {
        didSet {
            typingAttributes[.foregroundColor] = textColor
            restyle()
        }
    }

    open var textAlignment: NSTextAlignment = .natural { didSet { textInputController.invalidateLayout() } }
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textInputController.invalidateLayout() }
    }
    public let textContainer = NSTextContainer()

    /// The attributes typed text takes (the font and colour, and whatever was set here).
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { textInputController.typingAttributes }
        set { textInputController.typingAttributes = newValue }
    }

    /// The selection in UTF-16 units; a caret is an empty range.
    open var selectedRange: NSRange {
        get { textInputController.selectedRange }
        set { textInputController.setSelectedRange(newValue, notify: false) }
    }

    open override var undoManager: UndoManager? { textInputController.undoManager }

    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// Font and colour set on the view apply to all its text, as in UIKit.
    private func restyle() {
        let all = NSRange(location: 0, length: textInputController.storage.length)
        if let font { textInputController.storage.addAttribute(NSAttributedString.Key.font, value: font, range: all) }
        if let textColor { textInputController.storage.addAttribute(NSAttributedString.Key.foregroundColor, value: textColor, range: all) }
        textInputController.invalidateLayout()
    }

    // MARK: Layout

    private var drawnFont: UIFont { font ?? .systemFont(ofSize: 12) }

    /// The width lines break at: the bounds less the insets and the line padding.
    private var containerWidth: CGFloat {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    func textInputLayoutRequest() -> TextLayoutRequest {
        let styled = textInputController.storage.styledText(font: drawnFont, color: textColor ?? .label, traitCollection: traitCollection)
        return TextLayoutRequest(text: styled, width: containerWidth > 0 ? containerWidth : nil,
                                 maximumNumberOfLines: textContainer.maximumNumberOfLines,
                                 paragraph: TextParagraphStyle(alignment: textAlignment), measuresCarets: true)
    }

    func textInputLayoutDidChange() {
        let laid = textInputController.layout
        let canvas = textInputController.canvas
        canvas.frame = CGRect(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top,
                              width: max(containerWidth, ceil(laid.size.width) + LaidOutText.caretWidth),
                              height: ceil(laid.size.height))
        contentSize = CGSize(width: bounds.width, height: textContainerInset.top + ceil(laid.size.height) + textContainerInset.bottom)
        laidOutWidth = bounds.width
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if laidOutWidth != bounds.width { textInputController.invalidateLayout() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        var request = textInputLayoutRequest()
        request.width = max(1, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
        let laid = TextMeasurement.current.layout(request)
        return CGSize(width: width, height: ceil(laid.size.height) + textContainerInset.top + textContainerInset.bottom)
    }

    var textInputIsMultiline: Bool { true }
    var textInputIsEditable: Bool { isEditable }
    var textInputConcealsText: Bool { false }
    var textInputPageHeight: CGFloat { max(1, bounds.height - textContainerInset.top - textContainerInset.bottom) }

    /// Scrolls the least that shows `rect` (canvas coordinates) with the insets around it.
    func textInputReveal(_ rect: CGRect) {
        let r = textInputController.canvas.convert(rect, to: self)
        var y = contentOffset.y
        if r.maxY + textContainerInset.bottom > y + bounds.height { y = r.maxY + textContainerInset.bottom - bounds.height }
        if r.minY - textContainerInset.top < y { y = r.minY - textContainerInset.top }
        y = max(0, min(y, contentSize.height - bounds.height))
        if y != contentOffset.y { contentOffset = CGPoint(x: contentOffset.x, y: y) }
    }

    /// Scrolls the least that shows the text of `range` (its start when it spans several lines).
    open func scrollRangeToVisible(_ range: NSRange) {
        let laid = textInputController.layout
        let start = laid.caretRect(for: range.location)
        let end = laid.caretRect(for: range.location + range.length)
        textInputReveal(end.minY == start.minY ? start.union(end) : start)
    }

    // MARK: Delegate

    func textInputShouldChange(_ range: NSRange, replacement: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    func textInputDidChange() {
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func textInputDidChangeSelection() {
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    func textInputReturn() {}

    // MARK: UITextInput (positions are UTF-16 offsets; geometry in this view's coordinates)

    open var beginningOfDocument: UITextPosition { textInputController.position(0) }
    open var endOfDocument: UITextPosition { textInputController.position(textInputController.length) }

    /// The selection; setting it selects (clamped to the text) without telling the delegate.
    open var selectedTextRange: UITextRange? {
        get { textInputController.selectedTextRange }
        set {
            guard let newValue else { return }
            textInputController.setSelectedRange(NSRange(location: newValue.start.offset,
                                                         length: max(0, newValue.end.offset - newValue.start.offset)), notify: false)
        }
    }

    /// Always nil: Segue has no input method, so no text is ever marked.
    open var markedTextRange: UITextRange? { nil }
    /// Inserts `markedText` outright (there is no input method to mark it for).
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        if let markedText, !markedText.isEmpty { insertText(markedText) }
    }
    open func unmarkText() {}

    open func text(in range: UITextRange) -> String? { textInputController.text(in: range) }

    /// Replaces `range` as one undo step without asking the delegate (delegates call this to
    /// reformat what was typed), leaving the caret after the new text.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let r = textInputController.validRange(range) else { return }
        textInputController.replace(r, with: text, kind: nil, asking: false)
    }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        textInputController.textRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        textInputController.position(from: position, offset: offset)
    }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        textInputController.position(from: position, in: direction, offset: offset)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    open lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    open func caretRect(for position: UITextPosition) -> CGRect { textInputController.caretRect(for: position) }
    open func firstRect(for range: UITextRange) -> CGRect { textInputController.firstRect(for: range) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { textInputController.selectionRects(for: range) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { textInputController.closestPosition(to: point) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        textInputController.closestPosition(to: point, within: range)
    }
    open func characterRange(at point: CGPoint) -> UITextRange? { textInputController.characterRange(at: point) }

    // MARK: UITextInputTraits (stored only: there is no on-screen keyboard)

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType! = nil
    open var returnKeyType: UIReturnKeyType = .default
    /// Stored only in a text view (a text field draws bullets for it).
    open var isSecureTextEntry = false

    // MARK: UIKeyInput

    public var hasText: Bool { textInputController.length > 0 }

    public func insertText(_ text: String) { textInputController.perform(.insert(text)) }

    public func deleteBackward() { textInputController.perform(.deleteBackward(.character)) }

    // MARK: Responder

    open override var canBecomeFirstResponder: Bool { (isEditable || isSelectable) && isUserInteractionEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if isEditable, textViewDelegate?.textViewShouldBeginEditing(self) == false { return false }
        if let current = UIResponder.currentFirstResponder, !current.resignFirstResponder() { return false }
        guard super.becomeFirstResponder() else { return false }
        textInputController.beginEditing()
        if isEditable {
            textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        }
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isEditable, !TextInputFocus.isForcing, textViewDelegate?.textViewShouldEndEditing(self) == false { return false }
        super.resignFirstResponder()
        textInputController.endEditing()
        if isEditable {
            textViewDelegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        }
        return true
    }

    /// Leaving the window ends editing without asking the delegate, as UIKit does: keys must not go
    /// to a view no one sees, and its caret must stop blinking.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        guard newWindow == nil, isFirstResponder else { return }
        TextInputFocus.isForcing = true
        defer { TextInputFocus.isForcing = false }
        resignFirstResponder()
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var passed: Set<UIPress> = []
        for press in presses {
            guard isFirstResponder, let key = press.key, let command = TextEditingCommand(key: key),
                  textInputController.perform(command) else {
                passed.insert(press)
                continue
            }
        }
        if !passed.isEmpty { super.pressesBegan(passed, with: event) }
    }

    // MARK: Pointer

    /// The pan would take every drag; on the desktop a drag in selectable text selects it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer && isSelectable { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSelectable, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        guard isFirstResponder || becomeFirstResponder() else { return }
        textInputController.pointerDown(at: touch.location(in: textInputController.canvas), tapCount: touch.tapCount,
                                        extending: event?.modifierFlags.contains(.shift) ?? false)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSelectable, isFirstResponder, let touch = touches.first else { return super.touchesMoved(touches, with: event) }
        textInputController.pointerDragged(to: touch.location(in: textInputController.canvas))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSelectable else { return super.touchesEnded(touches, with: event) }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        textInputController.updateOverlays()
    }
}
