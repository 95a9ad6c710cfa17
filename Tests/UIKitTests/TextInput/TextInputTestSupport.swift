@testable import UIKit
import Foundation

/// Real input for text input tests: keys and clicks go through `UIApplication.handle`, as the
/// platform delivers them, with timestamps that move on so multi-clicks count only when meant.
@MainActor
final class TextInputDriver {
    let app: UIApplication
    private(set) var time: TimeInterval = 100

    init(_ app: UIApplication) { self.app = app }

    func press(_ code: UIKeyboardHIDUsage, _ characters: String = "", _ flags: UIKeyModifierFlags = [],
               ignoringModifiers: String? = nil) {
        time += 0.05
        let key = UIKey(keyCode: code, characters: characters, modifierFlags: flags, charactersIgnoringModifiers: ignoringModifiers)
        app.handle(.keyDown(key, time: time))
        app.handle(.keyUp(key, time: time + 0.01))
    }

    /// Types each character of `text` as its own key press ("\n" as Return).
    func type(_ text: String) {
        for ch in text {
            if ch == "\n" { press(.keyboardReturnOrEnter, "\r") } else if ch == " " { press(.keyboardSpacebar, " ") } else { press(.other, String(ch)) }
        }
    }

    /// Ctrl+`letter`.
    func control(_ letter: String, shift: Bool = false) {
        let flags: UIKeyModifierFlags = shift ? [.control, .shift] : [.control]
        press(.other, "", flags, ignoringModifiers: letter)
    }

    /// The platform reports these modifiers held with the pointer from now on.
    func hold(_ flags: UIKeyModifierFlags) {
        app.handle(.modifiersChanged(flags, time: time))
    }

    /// Clicks `count` times at `point` (window coordinates), quickly enough to be one multi-click.
    func click(_ point: CGPoint, count: Int = 1, button: Int = 1) {
        if count == 1 { time += 1 }
        for _ in 0..<count {
            time += 0.05
            app.handle(.pointerDown(point, button: button, time: time))
            time += 0.05
            app.handle(.pointerUp(point, button: button, time: time))
        }
    }

    func drag(from a: CGPoint, to b: CGPoint) {
        time += 1
        app.handle(.pointerDown(a, button: 1, time: time))
        for i in 1...4 {
            time += 0.02
            let t = CGFloat(i) / 4
            app.handle(.pointerMoved(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), time: time))
        }
        time += 0.02
        app.handle(.pointerUp(b, button: 1, time: time))
    }
}

/// A key window with `views` in it, shown.
@MainActor
func makeTextWindow(_ views: UIView...) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.backgroundColor = .white
    for v in views { window.addSubview(v) }
    window.makeKeyAndVisible()
    return window
}

/// Records what a text view's delegate hears.
@MainActor
final class TextViewDelegateLog: UITextViewDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsChange = true

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return allowsBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { calls.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange \(range.location),\(range.length) \(text)")
        return allowsChange
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange \(textView.text!)") }
}

/// Records what a text field's delegate hears and the control events it sends, in one order.
@MainActor
final class TextFieldLog: UITextFieldDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsChange = true
    var allowsReturn = true
    var allowsClear = true

    func watch(_ field: UITextField) {
        field.delegate = self
        let events: [(UIControl.Event, String)] = [(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                                   (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")]
        for (event, name) in events {
            field.addAction(UIAction { [weak self] _ in self?.calls.append(name) }, for: event)
        }
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return allowsBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return true }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("shouldChange")
        return allowsChange
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("shouldReturn"); return allowsReturn }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { calls.append("shouldClear"); return allowsClear }
}

/// A 200 × 30 field at (20, 40) in 20 pt text: 10 pt a character, the text's box 3 pt down.
@MainActor
func makeTextField(y: CGFloat = 40, x: CGFloat = 20) -> UITextField {
    let field = UITextField(frame: CGRect(x: x, y: y, width: 200, height: 30))
    field.font = .systemFont(ofSize: 20)
    return field
}
