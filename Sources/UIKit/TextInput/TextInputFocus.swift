import Foundation

/// Moving editing between the text inputs of a window: Tab and Shift+Tab, clicks elsewhere, and
/// `endEditing(_:)`.
@MainActor
enum TextInputFocus {
    /// Set while `endEditing(true)` resigns: delegates are not asked whether editing may end.
    static var isForcing = false

    /// The window's text inputs that can take the focus, in reading order: top to bottom, then
    /// left to right (tops within half a line count as one row).
    static func inputs(in window: UIWindow) -> [UIView] {
        var found: [(view: UIView, frame: CGRect)] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
            if view is TextInputHost, view.canBecomeFirstResponder {
                found.append((view, view.convert(view.bounds, to: nil)))
                return
            }
            for s in view.subviews { visit(s) }
        }
        visit(window)
        return found.sorted { a, b in
            if abs(a.frame.minY - b.frame.minY) > 8 { return a.frame.minY < b.frame.minY }
            return a.frame.minX < b.frame.minX
        }.map(\.view)
    }

    /// Gives the focus to the next (or previous) input after `view`, wrapping around; false when
    /// there is no other.
    static func moveFocus(from view: UIView, backward: Bool) -> Bool {
        guard let window = view.window else { return false }
        let all = inputs(in: window)
        guard all.count > 1, let index = all.firstIndex(where: { $0 === view }) else { return false }
        let next = all[(index + (backward ? all.count - 1 : 1)) % all.count]
        return next.becomeFirstResponder()
    }

    /// A press landed on `view`: a text input that is editing stops, unless the press is on it, on
    /// another view that takes the focus, or on a control (a Send button keeps the text editing,
    /// as a tap on iOS does).
    static func pointerPressed(on view: UIView?) {
        guard let editing = UIResponder.currentFirstResponder as? UIView, editing is TextInputHost else { return }
        var v = view
        while let c = v {
            if c === editing || c is UIControl || c.canBecomeFirstResponder { return }
            v = c.superview
        }
        editing.resignFirstResponder()
    }

    /// Middle button: pastes X11's primary selection into the text input under `view`, at `point`
    /// (window coordinates), focusing it first.
    static func pastePrimarySelection(on view: UIView?, at point: CGPoint) {
        var v = view
        while let c = v, !(c is TextInputHost) { v = c.superview }
        guard let host = v as? TextInputHost, let text = UIPasteboard.primarySelection.string, !text.isEmpty else { return }
        guard host.isFirstResponder || host.becomeFirstResponder() else { return }
        let controller = host.textInputController
        let at = controller.offset(closestTo: controller.canvas.convert(point, from: nil))
        controller.select(at..<at, anchor: at)
        controller.paste(text, over: at..<at)
    }
}

extension UIView {
    /// Ends editing in this view or any view inside it: asks the first responder among them to
    /// resign, or makes it resign without asking its delegate when `force` is true. Returns
    /// whether no view inside is still editing.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let editing = UIResponder.currentFirstResponder as? UIView, editing.isDescendant(of: self) else { return true }
        TextInputFocus.isForcing = force
        defer { TextInputFocus.isForcing = false }
        return editing.resignFirstResponder()
    }
}
