import Foundation

/// Along the text's storage: toward its end or its start.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0, backward
}

/// On screen: right, left, up, down (raw values follow the storage directions, as in UIKit).
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// A storage or layout direction, as UIKit's `UITextDirection` takes either.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { .init(rawValue: direction.rawValue) }
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { .init(rawValue: direction.rawValue) }

    /// Toward the text's end: storage forward, layout right or down (Segue lays out left to right).
    var isForward: Bool {
        rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue
            || rawValue == UITextLayoutDirection.down.rawValue
    }
}

/// The units a tokenizer finds boundaries of.
public enum UITextGranularity: Int, Sendable {
    case character, word, sentence, paragraph, line, document
}
