import Foundation

/// A responder whose text code can read, select and measure by position, as UIKit's `UITextInput`:
/// `UITextField` and `UITextView` adopt it. Offsets count UTF-16 units, as UIKit's do (an emoji is
/// two, a CJK ideograph one).
///
/// Segue has no input method, so there is never marked (provisional) text: `markedTextRange` is
/// nil and `setMarkedText(_:selectedRange:)` inserts its text outright.
@MainActor
public protocol UITextInput: UIKeyInput, UITextInputTraits {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    var tokenizer: UITextInputTokenizer { get }
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?
}
