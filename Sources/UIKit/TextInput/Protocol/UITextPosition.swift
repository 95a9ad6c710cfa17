import Foundation

/// A place in a text input's text, as UIKit's: opaque to callers, who get positions from the input
/// (`beginningOfDocument`, `position(from:offset:)`) and hand them back. Segue's text inputs keep a
/// UTF-16 offset, the units of `NSRange` and of UIKit's own offsets.
@MainActor
open class UITextPosition {
    /// The UTF-16 offset from the start of the text.
    let offset: Int

    public init() { offset = 0 }

    init(offset: Int) { self.offset = offset }
}

/// A span of text between two positions, `start` never after `end`.
@MainActor
open class UITextRange {
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition

    public init() {
        startPosition = UITextPosition()
        endPosition = startPosition
    }

    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
    }

    init(_ range: Range<Int>) {
        startPosition = UITextPosition(offset: range.lowerBound)
        endPosition = UITextPosition(offset: range.upperBound)
    }

    open var start: UITextPosition { startPosition }
    open var end: UITextPosition { endPosition }
    /// An empty range is a caret.
    open var isEmpty: Bool { start.offset == end.offset }

    /// The UTF-16 offsets covered.
    var offsets: Range<Int> { start.offset..<max(start.offset, end.offset) }
}

/// One rect of a selection's highlight, as `selectionRects(for:)` answers, in the input's coordinates.
@MainActor
open class UITextSelectionRect {
    private let storedRect: CGRect
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    public init() {
        storedRect = .zero
        storedContainsStart = false
        storedContainsEnd = false
    }

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
    }

    open var rect: CGRect { storedRect }
    /// Segue lays out left to right only.
    open var writingDirection: NSWritingDirection { .leftToRight }
    open var containsStart: Bool { storedContainsStart }
    open var containsEnd: Bool { storedContainsEnd }
    open var isVertical: Bool { false }
}

/// The direction text runs in; Segue lays out left to right only.
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}
