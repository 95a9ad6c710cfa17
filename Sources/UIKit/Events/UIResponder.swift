import Foundation

/// The responder chain: touches and key presses not handled by a view travel to its superview, its
/// view controller, the window and the application, as in UIKit.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// This object's key-value observations (`observe(_:options:changeHandler:)`), made on the first
    /// one: until then an observable property's setter costs one `nil` check more.
    var keyValueObservers: KeyValueObservers?

    /// Makes `change` to the observable property `key`, telling its observers before and after. The
    /// observers are read once, so an unobserved set costs one load and branch more.
    @inline(__always)
    final func changing(_ key: ObservedKey, _ change: () -> Void) {
        guard let observers = keyValueObservers else { return change() }
        observers.willChange(key, of: self)
        change()
        observers.didChange(key, of: self)
    }

    /// Called on objects loaded from a nib on iOS. Segue loads none, so it is never called; it is here so
    /// iOS subclasses that override it (calling `super.awakeFromNib()`) compile.
    open func awakeFromNib() {}

    /// The next responder; subclasses return their superview, controller or application.
    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }

    /// The undo manager edits in this responder register with: the next responder's by default;
    /// text inputs have their own.
    open var undoManager: UndoManager? { next?.undoManager }

    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        UIResponder.currentFirstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if UIResponder.currentFirstResponder === self { UIResponder.currentFirstResponder = nil }
        return true
    }

    /// The current application's first responder (`ApplicationContext.firstResponder`).
    static var currentFirstResponder: UIResponder? {
        get { ApplicationContext.current.firstResponder }
        set { ApplicationContext.current.firstResponder = newValue }
    }
}
