import Foundation

/// One line of editable text, as UIKit's: typed into with the real keyboard while first responder,
/// clicked and dragged to place the caret and select, scrolled sideways to keep the caret in view.
///
/// It sends `.editingDidBegin`, `.editingChanged` (each edit by the user), `.editingDidEnd`, and on
/// Return `.editingDidEndOnExit` (when the delegate's `textFieldShouldReturn` allows; the field then
/// resigns if something listens for that event, as in UIKit). The delegate hears of each step before
/// the control event, and the notification follows both.
open class UITextField: UIControl, UITextInput, TextInputHost, UIContentSizeCategoryAdjusting {
    let textInputController = TextInputController()
    private let borderView = TextFieldBorderView()
    /// Clips the text to the editing rect; the canvas scrolls inside it.
    private let clipView = UIView()
    private let placeholderView = TextDrawingView()
    private let clearButton = TextFieldClearButton()
    /// How far the text is scrolled left to keep the caret in view.
    private var scrollX: CGFloat = 0

    open weak var delegate: UITextFieldDelegate?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        clipView.clipsToBounds = true
        clipView.isUserInteractionEnabled = false
        clipView.backgroundColor = nil
        placeholderView.isUserInteractionEnabled = false
        placeholderView.backgroundColor = nil
        addSubview(borderView)
        addSubview(clipView)
        clipView.addSubview(placeholderView)
        clipView.addSubview(textInputController.canvas)
        clearButton.isHidden = true
        clearButton.addAction(UIAction { [weak self] _ in self?.clearButtonPressed() }, for: .touchUpInside)
        addSubview(clearButton)
        textInputController.host = self
        textInputController.typingAttributes = defaultAttributes
        textInputController.invalidateLayout()
    }

    // MARK: Text

    /// The text ("" when empty, as UIKit answers). Setting it puts the caret at the end.
    open var text: String? {
        get { textInputController.text }
        set {
            textInputController.setAttributedText(NSAttributedString(string: newValue ?? "", attributes: defaultAttributes))
            refreshChrome()
        }
    }

    open var attributedText: NSAttributedString? {
        get { NSAttributedString(attributedString: textInputController.storage) }
        set {
            textInputController.setAttributedText(newValue ?? NSAttributedString(string: ""))
            refreshChrome()
        }
    }

    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// Drawn in `.placeholderText` and the field's font where its runs set neither.
    open var attributedPlaceholder: NSAttributedString? { didSet { refreshPlaceholder() } }

    /// The system font at 17 pt, UIKit's default for text fields.
    open var font: UIFont? = .systemFont(ofSize: 17) {
        didSet {
            if let adjusted = UIFont.adjusting(font, to: traitCollection, enabled: adjustsFontForContentSizeCategory) {
                font = adjusted
                return
            }
            restyle()
        }
    }
    /// Re-scales a Dynamic Type font when the text size changes (`UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false { didSet { adjustFontForContentSize() } }

    private func adjustFontForContentSize() {
        if let adjusted = UIFont.adjusting(font, to: traitCollection, enabled: adjustsFontForContentSizeCategory) { font = adjusted }
    }

    open var textColor: UIColor? = .label { didSet { restyle() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textInputController.invalidateLayout(); refreshPlaceholder() } }
    open var borderStyle: BorderStyle = .none { didSet { refreshChrome(); setNeedsLayout() } }
    /// Shows one "•" per character; copying and cutting are refused.
    open var isSecureTextEntry = false { didSet { textInputController.invalidateLayout() } }
    open var clearButtonMode: ViewMode = .never { didSet { refreshChrome() } }
    /// Stored only: there is no on-screen keyboard to label.
    open var returnKeyType: UIReturnKeyType = .default
    open var clearsOnBeginEditing = false
    public private(set) var isEditing = false

    /// The attributes typed text takes; nil outside editing, as in UIKit.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? textInputController.typingAttributes : nil }
        set { if let newValue { textInputController.typingAttributes = newValue } }
    }

    open override var undoManager: UndoManager? { textInputController.undoManager }

    open override var isEnabled: Bool {
        didSet {
            if !isEnabled && isFirstResponder { resignFirstResponder() }
            textInputController.invalidateLayout()
        }
    }

    private var drawnFont: UIFont { font ?? .systemFont(ofSize: 17) }

    private var defaultAttributes: [NSAttributedString.Key: Any] {
        var a: [NSAttributedString.Key: Any] = [.font: drawnFont]
        if let textColor { a[.foregroundColor] = textColor }
        return a
    }

    /// Font and colour set on the field apply to all its text, as in UIKit.
    private func restyle() {
        let all = NSRange(location: 0, length: textInputController.storage.length)
        textInputController.storage.addAttribute(NSAttributedString.Key.font, value: drawnFont, range: all)
        if let textColor { textInputController.storage.addAttribute(NSAttributedString.Key.foregroundColor, value: textColor, range: all) }
        textInputController.typingAttributes = defaultAttributes
        textInputController.invalidateLayout()
        refreshPlaceholder()
    }

    // MARK: Geometry (UIKit's overridable rects)

    /// Text inset from the edges: 7 pt either side in a rounded rect (as iOS), 2 pt inside a line or
    /// bezel, none without a border.
    private var horizontalInset: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 2
        case .roundedRect: return 7
        }
    }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var r = bounds.insetBy(dx: horizontalInset, dy: 0)
        if clearButtonShown { r.size.width -= TextFieldClearButton.size + 4 }
        return r
    }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let s = TextFieldClearButton.size
        return CGRect(x: bounds.maxX - s - max(2, horizontalInset - 2), y: (bounds.midY - s / 2).rounded(), width: s, height: s)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        borderView.frame = borderRect(forBounds: bounds)
        clearButton.frame = clearButtonRect(forBounds: bounds)
        placeCanvas()
        refreshPlaceholder()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let line = TextMeasurement.current.metrics(of: drawnFont).lineHeight
        let width = ceil(textInputController.layout.size.width) + 2 * horizontalInset
        return CGSize(width: width, height: ceil(line) + (borderStyle == .roundedRect ? 14 : 4))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The text's x in the clip view when it fits: by alignment.
    private func alignedX(width: CGFloat) -> CGFloat {
        let free = clipView.bounds.width - width - LaidOutText.caretWidth
        switch textAlignment {
        case .center: return max(0, (free / 2).rounded())
        case .right: return max(0, free)
        default: return 0
        }
    }

    /// The clip view over the text or editing rect (placed before any use, layout pass or not).
    private func placeClip() {
        let frame = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        if clipView.frame != frame { clipView.frame = frame }
    }

    private func placeCanvas() {
        placeClip()
        let laid = textInputController.layout
        let width = ceil(laid.size.width) + LaidOutText.caretWidth
        let height = ceil(laid.size.height)
        let x = width <= clipView.bounds.width ? alignedX(width: width - LaidOutText.caretWidth) : -scrollX
        if width <= clipView.bounds.width { scrollX = 0 }
        textInputController.canvas.frame = CGRect(x: x, y: ((clipView.bounds.height - height) / 2).rounded(),
                                                 width: width, height: height)
    }

    private func refreshPlaceholder() {
        let showing = textInputController.length == 0 && attributedPlaceholder.map { $0.length > 0 } == true
        placeholderView.isHidden = !showing
        guard showing, let attributedPlaceholder else { placeholderView.text = nil; return }
        let styled = attributedPlaceholder.styledText(font: drawnFont, color: .placeholderText, traitCollection: traitCollection)
        let request = TextLayoutRequest(text: styled, width: nil, maximumNumberOfLines: 1,
                                        paragraph: TextParagraphStyle(lineBreakMode: .byTruncatingTail))
        let laid = TextMeasurement.current.layout(request)
        let frame = placeholderRect(forBounds: bounds)
        let origin = convert(frame.origin, to: clipView)
        placeholderView.frame = CGRect(x: origin.x + alignedX(width: laid.size.width),
                                       y: origin.y + ((frame.height - laid.size.height) / 2).rounded(),
                                       width: ceil(laid.size.width), height: ceil(laid.size.height))
        placeholderView.text = PlacedText(layout: request, origin: .zero)
    }

    private var clearButtonShown: Bool {
        guard textInputController.length > 0 else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    private func refreshChrome() {
        borderView.apply(borderStyle, traits: traitCollection)
        if clearButton.isHidden == clearButtonShown {
            clearButton.isHidden = !clearButtonShown
            setNeedsLayout()
        }
        refreshPlaceholder()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontForContentSize()
        refreshChrome()
        textInputController.invalidateLayout()
    }

    private func clearButtonPressed() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { _ = becomeFirstResponder() }
        textInputController.setAttributedText(NSAttributedString(string: "", attributes: defaultAttributes))
        textInputDidChange()
    }

    // MARK: TextInputHost

    func textInputLayoutRequest() -> TextLayoutRequest {
        var color = (textColor ?? .label)
        if !isEnabled { color = color.resolvedColor(with: traitCollection).withAlphaComponent(0.4) }
        var styled = textInputController.storage.styledText(font: drawnFont, color: color, traitCollection: traitCollection)
        if isSecureTextEntry {
            let count = styled.string.count
            let style = styled.runs.first?.style ?? TextRunStyle(font: drawnFont, color: color.cgColor)
            styled = StyledText(String(repeating: "•", count: count), style: style)
        }
        return TextLayoutRequest(text: styled, width: nil, maximumNumberOfLines: 1,
                                 paragraph: TextParagraphStyle(lineBreakMode: .byClipping), measuresCarets: true)
    }

    var textInputIsMultiline: Bool { false }
    var textInputIsEditable: Bool { isEnabled }
    var textInputConcealsText: Bool { isSecureTextEntry }
    var textInputPageHeight: CGFloat { bounds.height }

    func textInputLayoutDidChange() {
        placeCanvas()
        refreshChrome()
    }

    /// Scrolls the least that keeps `rect` (canvas coordinates) inside the clip view.
    func textInputReveal(_ rect: CGRect) {
        placeClip()
        let laid = textInputController.layout
        let width = ceil(laid.size.width) + LaidOutText.caretWidth
        let visible = clipView.bounds.width
        guard width > visible else {
            if scrollX != 0 { scrollX = 0; placeCanvas() }
            return
        }
        var x = scrollX
        if rect.maxX - x > visible { x = rect.maxX - visible }
        if rect.minX - x < 0 { x = rect.minX }
        x = max(0, min(x, width - visible))
        if x != scrollX {
            scrollX = x
            placeCanvas()
        }
    }

    /// How far the text is scrolled to keep the caret in view (tests).
    var horizontalScroll: CGFloat { scrollX }

    func textInputShouldChange(_ range: NSRange, replacement: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true
    }

    func textInputDidChange() {
        refreshChrome()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    func textInputDidChangeSelection() {
        delegate?.textFieldDidChangeSelection(self)
    }

    func textInputReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let listened = hasActions(for: .editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if listened { resignFirstResponder() }
    }

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

    // MARK: UIKeyInput

    public var hasText: Bool { textInputController.length > 0 }
    public func insertText(_ text: String) { textInputController.perform(.insert(text)) }
    public func deleteBackward() { textInputController.perform(.deleteBackward(.character)) }

    // MARK: Responder

    open override var canBecomeFirstResponder: Bool { isEnabled && isUserInteractionEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        if let current = UIResponder.currentFirstResponder, !current.resignFirstResponder() { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing {
            textInputController.setAttributedText(NSAttributedString(string: "", attributes: defaultAttributes))
        }
        textInputController.beginEditing()
        refreshChrome()
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !TextInputFocus.isForcing, delegate?.textFieldShouldEndEditing(self) == false { return false }
        super.resignFirstResponder()
        isEditing = false
        textInputController.endEditing()
        scrollX = 0
        placeCanvas()
        refreshChrome()
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
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

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        guard isFirstResponder || becomeFirstResponder() else { return }
        textInputController.pointerDown(at: touch.location(in: textInputController.canvas), tapCount: touch.tapCount,
                                        extending: event?.modifierFlags.contains(.shift) ?? false)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard isFirstResponder, let touch = touches.first else { return }
        textInputController.pointerDragged(to: touch.location(in: textInputController.canvas))
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        textInputController.updateOverlays()
    }
}
