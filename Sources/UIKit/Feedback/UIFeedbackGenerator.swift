import Foundation

/// The base of UIKit's haptic feedback generators. Segue's window has no Taptic Engine, so every
/// generator is silent; `--trace` (`SEGUE_TRACE=transitions`) prints each call, so a prototype shows
/// where an iPhone would tap the user's hand.
@MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// Wakes the Taptic Engine on iOS so the next feedback comes without delay; nothing to wake here.
    open func prepare() {
        TransitionTrace.record { "\(TransitionTrace.name(self)).prepare()" }
    }
}
