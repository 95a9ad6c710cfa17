import Foundation
import Synchronization

/// A running key-value observation, returned by `observe(_:options:changeHandler:)`: keep it for as
/// long as you want changes. `invalidate()` stops it, and so does its deinitialisation, as on iOS.
///
/// Sendable and not main-actor isolated, as Foundation's is, so the nonisolated `deinit` of a view
/// controller can call `invalidate()` on the one it keeps; the lock is what makes that safe. The
/// observed object holds it weakly (`KeyValueObservers`); what it holds is the handler, so dropping
/// it releases everything the handler captured at once.
public final class NSKeyValueObservation: NSObject, Sendable {
    /// Delivers the observed object's changes to the handler; `nil` once invalidated.
    private let state: Mutex<(any KeyValueObserver)?>

    init(observer: any KeyValueObserver) {
        state = Mutex(observer)
    }

    /// The observer while the observation runs.
    var observer: (any KeyValueObserver)? {
        state.withLock { $0 }
    }

    /// Stops the observation: the handler is released and never called again.
    public func invalidate() {
        state.withLock { $0 = nil }
    }
}
