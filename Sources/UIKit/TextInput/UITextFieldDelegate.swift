import Foundation

/// What a text field asks and tells the object that follows it (UIKit's `UITextFieldDelegate`).
/// Every method is optional; implement the ones you need with UIKit's exact signatures.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Asked before every edit by the user; false leaves the text as it is.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// The clear button was pressed; false keeps the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Return was pressed; false does nothing more, true sends `.editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

extension UITextField {
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    public enum BorderStyle: Int, Sendable {
        case none, line, bezel, roundedRect
    }

    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }
}
