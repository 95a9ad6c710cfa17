import Foundation

/// A responder that takes typed text, as UIKit's `UIKeyInput`: `UITextField` and `UITextView`
/// adopt it. While one is first responder, plain keys are text: the application keeps them from
/// tools (`UIApplication.toolKeyHandler`).
@MainActor
public protocol UIKeyInput: AnyObject {
    var hasText: Bool { get }
    /// Inserts `text` at the selection, as typing it would.
    func insertText(_ text: String)
    /// Deletes the selection or the character before the caret, as Backspace does.
    func deleteBackward()
}

/// The kinds of Return key iOS's keyboard shows; stored only (there is no on-screen keyboard).
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
