import Foundation

/// A task's outcome: success, warning or error (UIKit's `UINotificationFeedbackGenerator`).
/// Silent in Segue; `--trace` prints each notification with its type.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable, CustomStringConvertible {
        case success, warning, error

        public var description: String {
            switch self {
            case .success: "success"
            case .warning: "warning"
            case .error: "error"
            }
        }
    }

    public override init() { super.init() }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        TransitionTrace.record { "\(TransitionTrace.name(self)).notificationOccurred(.\(notificationType))" }
    }
}
