/// What an observation does around a change of its key on its object: reads the value through its
/// key path (so unobserved properties never compute one) and calls the handler as its options ask.
@MainActor
protocol KeyValueObserver: AnyObject, Sendable {
    func willChange(_ object: AnyObject)
    func didChange(_ object: AnyObject)
}

/// The observer `observe(_:options:changeHandler:)` makes for one key path of one object type.
@MainActor
final class KeyPathObserver<Object: AnyObject, Value>: KeyValueObserver {
    private let keyPath: KeyPath<Object, Value>
    private let options: NSKeyValueObservingOptions
    private let handler: @MainActor (Object, NSKeyValueObservedChange<Value>) -> Void
    /// The values read before changes still under way: a stack, because a handler may set the
    /// observed property again (clamping an offset), which nests a change inside the first.
    private var valuesBefore: [Value] = []

    init(keyPath: KeyPath<Object, Value>, options: NSKeyValueObservingOptions,
         handler: @escaping @MainActor (Object, NSKeyValueObservedChange<Value>) -> Void) {
        self.keyPath = keyPath
        self.options = options
        self.handler = handler
    }

    /// The `.initial` call: the current value as the new one, no old value.
    func sendInitial(_ object: Object) {
        let value = options.contains(.new) ? object[keyPath: keyPath] : nil
        handler(object, NSKeyValueObservedChange(kind: .setting, newValue: value, oldValue: nil,
                                                 indexes: nil, isPrior: false))
    }

    func willChange(_ object: AnyObject) {
        guard let object = object as? Object else { return }
        let before = object[keyPath: keyPath]
        valuesBefore.append(before)
        guard options.contains(.prior) else { return }
        handler(object, NSKeyValueObservedChange(kind: .setting, newValue: nil,
                                                 oldValue: options.contains(.old) ? before : nil,
                                                 indexes: nil, isPrior: true))
    }

    func didChange(_ object: AnyObject) {
        guard let object = object as? Object, let before = valuesBefore.popLast() else { return }
        handler(object, NSKeyValueObservedChange(kind: .setting,
                                                 newValue: options.contains(.new) ? object[keyPath: keyPath] : nil,
                                                 oldValue: options.contains(.old) ? before : nil,
                                                 indexes: nil, isPrior: false))
    }
}
