import Foundation

/// One button of an alert or action sheet (UIKit's `UIAlertAction`): a title, a style that decides
/// how it is drawn and where it goes, and a handler that runs once the alert has been dismissed.
///
/// ```swift
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in store.delete(item) })
/// ```
@MainActor
public final class UIAlertAction {
    /// How an action is drawn: `.default` in the tint colour, `.cancel` in bold (and, in an action
    /// sheet, apart from the others), `.destructive` in red.
    public enum Style: Int, Sendable, CustomStringConvertible {
        case `default` = 0
        case cancel
        case destructive

        public var description: String {
            switch self {
            case .default: "default"
            case .cancel: "cancel"
            case .destructive: "destructive"
            }
        }
    }

    public let title: String?
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?

    /// A disabled action is drawn grey and ignores taps and keys. It may change while the alert is
    /// on screen (a text field becoming valid, say); the button follows.
    public var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }

    /// The button showing this action while its alert's view exists.
    weak var button: AlertActionButton?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
