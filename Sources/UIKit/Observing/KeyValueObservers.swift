/// Segue's key-value observing for one object: the observations of each observable key, in the
/// order they were made. A view or controller makes it on its first `observe` call, so a property
/// no one observes pays one `nil` check per set (`UIResponder.keyValueObservers`).
///
/// Foundation's KVO on Linux cannot see Swift properties (there is no Objective-C runtime to swap
/// setters), so each observable property's setter calls `willChange` and `didChange` itself.
@MainActor
final class KeyValueObservers {
    /// Held weakly: an observation no one keeps has stopped, as on iOS.
    private struct Entry {
        weak var observation: NSKeyValueObservation?
    }

    private var entries: [ObservedKey: [Entry]] = [:]

    func add(_ observation: NSKeyValueObservation, for key: ObservedKey) {
        entries[key, default: []].removeAll { $0.observation?.observer == nil }
        entries[key, default: []].append(Entry(observation: observation))
    }

    /// How many observations of `key` are running (neither dropped nor invalidated).
    func count(of key: ObservedKey) -> Int {
        entries[key]?.count { $0.observation?.observer != nil } ?? 0
    }

    func willChange(_ key: ObservedKey, of object: AnyObject) {
        guard let observing = entries[key] else { return }
        // A handler may start or stop observations; the ones running now are told.
        for entry in observing { entry.observation?.observer?.willChange(object) }
    }

    func didChange(_ key: ObservedKey, of object: AnyObject) {
        guard let observing = entries[key] else { return }
        for entry in observing { entry.observation?.observer?.didChange(object) }
        entries[key]?.removeAll { $0.observation?.observer == nil }
    }
}
