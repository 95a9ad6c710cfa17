import Foundation

/// One change passed to a key-value observation's handler, as on iOS: the values the observation's
/// options asked for, and whether this is the call before the change (`.prior`).
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange

    public let kind: Kind
    /// The value after the change; `nil` unless the options hold `.new`, and in a prior call.
    public let newValue: Value?
    /// The value before the change; `nil` unless the options hold `.old`, and in an initial call.
    public let oldValue: Value?
    /// Which elements of a collection changed; always `nil` here, as every change is `.setting`.
    public let indexes: IndexSet?
    /// True in the call made before the change (options holding `.prior`).
    public let isPrior: Bool
}
