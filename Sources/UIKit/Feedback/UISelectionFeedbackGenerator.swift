import Foundation

/// A selection changing: a picker's wheel passing a value (UIKit's `UISelectionFeedbackGenerator`).
/// Silent in Segue; `--trace` prints each change.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() { super.init() }

    open func selectionChanged() {
        TransitionTrace.record { "\(TransitionTrace.name(self)).selectionChanged()" }
    }
}
