import Foundation

/// Finds the boundaries of characters, words, sentences, paragraphs and lines around positions of a
/// text input, as UIKit's tokenizer protocol.
@MainActor
public protocol UITextInputTokenizer: AnyObject {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

/// The tokenizer of `UITextField` and `UITextView` (and any `UITextInput`), as UIKit's: a unit's
/// boundary *forward* is its end and *backward* its start. Words are runs of letters, digits and
/// "_"; sentences end after ".", "!" or "?" and the spaces that follow; paragraphs at newlines
/// (the newline not included); lines are the input's laid-out lines (paragraphs for other inputs).
@MainActor
open class UITextInputStringTokenizer: UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
    }

    /// The units of `granularity` over the whole text, in order, as UTF-16 ranges.
    private func units(_ granularity: UITextGranularity) -> [Range<Int>] {
        guard let input = textInput,
              let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
              let text = input.text(in: all) else { return [] }
        if granularity == .line, let host = input as? TextInputHost {
            return host.textInputController.lineRanges
        }
        return TextBoundaries(text).units(granularity == .line ? .paragraph : granularity)
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        let p = position.offset
        let unit = units(granularity).first { direction.isForward ? $0.lowerBound <= p && p < $0.upperBound
                                                                  : $0.lowerBound < p && p <= $0.upperBound }
        return unit.map { UITextRange($0) }
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        let p = position.offset
        return units(granularity).contains { direction.isForward ? $0.upperBound == p : $0.lowerBound == p }
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        let p = position.offset
        let all = units(granularity)
        let to = direction.isForward ? all.map(\.upperBound).filter { $0 > p }.min()
                                     : all.map(\.lowerBound).filter { $0 < p }.max()
        return to.map { UITextPosition(offset: $0) }
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        rangeEnclosingPosition(position, with: granularity, inDirection: direction) != nil
    }
}
