import Foundation

extension UIAlertController {
    /// How an alert controller shows itself: a card in the middle of the screen, or a stack of
    /// buttons rising from the bottom.
    public enum Style: Int, Sendable, CustomStringConvertible {
        case actionSheet = 0
        case alert

        public var description: String {
            switch self {
            case .actionSheet: "actionSheet"
            case .alert: "alert"
            }
        }
    }
}
