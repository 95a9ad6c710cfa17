/// Segue's key-value observing, with iOS's `observe(_:options:changeHandler:)` on views, scroll
/// views and view controllers:
///
/// ```swift
/// observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { scrollView, change in
///     header.alpha = 1 - (change.newValue?.y ?? 0) / 100
/// }
/// ```
///
/// The observable key paths are `ObservedKey`'s: a view's `frame`, `bounds`, `center`, `transform`,
/// `alpha` and `isHidden`; a scroll view's `contentOffset`, `contentSize` and `contentInset`; a
/// controller's `preferredContentSize` and `title`. Another key path gets a `segue:` warning and an
/// observation that never calls back. Handlers run on the main actor, in the order observations were
/// made, synchronously inside the setter (a prior call before the value changes).
///
/// A protocol, as Foundation's `_KeyValueCodingAndObserving` is, so that `Self` in the key path is
/// the type `observe` is called on and `\.contentOffset` resolves against it.
@MainActor
public protocol KeyValueObservable: AnyObject {}

extension UIResponder: KeyValueObservable {}

extension KeyValueObservable where Self: UIView {
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        startObserving(keyPath, key: ObservedKey.viewKeys(Self.self)[keyPath], options: options, changeHandler)
    }
}

extension KeyValueObservable where Self: UIScrollView {
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        startObserving(keyPath, key: ObservedKey.scrollViewKeys(Self.self)[keyPath], options: options, changeHandler)
    }
}

extension KeyValueObservable where Self: UIViewController {
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        startObserving(keyPath, key: ObservedKey.viewControllerKeys(Self.self)[keyPath], options: options, changeHandler)
    }
}

extension KeyValueObservable where Self: UIResponder {
    /// Registers the observation with this object's observers (made on first use) and makes the
    /// `.initial` call; a key path with no `key` is not observable and only gets a warning.
    fileprivate func startObserving<Value>(
        _ keyPath: KeyPath<Self, Value>, key: ObservedKey?, options: NSKeyValueObservingOptions,
        _ handler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observer = KeyPathObserver(keyPath: keyPath, options: options, handler: handler)
        let observation = NSKeyValueObservation(observer: observer)
        guard let key else {
            SegueDiagnostics.warn("\(type(of: self)).observe(\(keyPath)): Segue's key-value observing reports "
                + "only frame, bounds, center, transform, alpha, isHidden (views), contentOffset, contentSize, "
                + "contentInset (scroll views), preferredContentSize and title (view controllers); this "
                + "observation will never call back. Observe one of those, or call your own code from the "
                + "property's didSet.")
            observation.invalidate()
            return observation
        }
        let observers = keyValueObservers ?? KeyValueObservers()
        keyValueObservers = observers
        observers.add(observation, for: key)
        if options.contains(.initial) { observer.sendInitial(self) }
        return observation
    }
}
