/// What a key-value observation reports, as Foundation's options on iOS: the new value, the old
/// value, a first call at once with the current value, and a second call just before each change.
///
/// Foundation on Linux has no key-value observing, so Segue declares the options itself, with
/// Foundation's raw values, for `observe(_:options:changeHandler:)` on views and controllers.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries `newValue`.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries `oldValue`.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once from `observe` itself, with the current value as `newValue`.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called before each change, with `isPrior` set (and `oldValue` if `.old`).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
