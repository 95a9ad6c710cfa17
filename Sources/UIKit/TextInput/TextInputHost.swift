import Foundation

/// What a text input view (`UITextField`, `UITextView`) tells the editing core it shares: how its
/// text is laid out, and what to ask and tell its delegate.
@MainActor
protocol TextInputHost: UIView {
    var textInputController: TextInputController { get }
    /// The layout request for the shown text (bullets for secure entry), with caret stops.
    func textInputLayoutRequest() -> TextLayoutRequest
    var textInputIsMultiline: Bool { get }
    /// False for a text view that only selects: keys that edit do nothing.
    var textInputIsEditable: Bool { get }
    /// Secure entry: shows one bullet per character, and copying is refused.
    var textInputConcealsText: Bool { get }
    /// Points a Page Up / Page Down moves.
    var textInputPageHeight: CGFloat { get }
    /// The delegate's veto over replacing `range` with `replacement`.
    func textInputShouldChange(_ range: NSRange, replacement: String) -> Bool
    /// After the text changed by editing (not by setting it in code).
    func textInputDidChange()
    func textInputDidChangeSelection()
    /// Return in a one-line input.
    func textInputReturn()
    /// The canvas moved its caret (or selection end) to `rect`, in canvas coordinates: scroll it into view.
    func textInputReveal(_ rect: CGRect)
    /// Text layout changed size: place the canvas again.
    func textInputLayoutDidChange()
}
