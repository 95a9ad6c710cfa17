import Foundation
import UIKit

/// Finds the view a `tap` means in the key window as it is when the tap is due, and where to press:
/// the centre of its bounds in window coordinates (through every transform, as a finger would aim).
///
/// Matches are searched front to back — later subviews first, a view's subviews before the view — so
/// when a presented sheet covers a "Close" button of the presenter, the sheet's own "Close" wins.
/// Hidden and fully transparent subtrees are skipped: nobody can tap what cannot be seen. A button is
/// matched by its title before its own title label is looked at; another control (a tab bar's item)
/// by its accessibility label, which UIKit's bars set to the item's title.
enum TapTargetResolver {
    /// The window point to press for `target`, or nil when no visible view matches.
    static func point(for target: TapTarget, in window: UIWindow?) -> CGPoint? {
        if case .point(let p) = target { return p }
        guard let window, let view = view(for: target, in: window) else { return nil }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    static func view(for target: TapTarget, in root: UIView) -> UIView? {
        switch target {
        case .point: return nil
        case .identifier(let id): return frontmost(in: root) { $0.accessibilityIdentifier == id }
        case .label(let text): return frontmost(in: root) { shownText(of: $0) == text }
        case .identifierOrLabel(let text):
            return view(for: .identifier(text), in: root) ?? view(for: .label(text), in: root)
        }
    }

    /// What a label or control shows: the label's text, the button's current title, another
    /// control's accessibility label.
    private static func shownText(of view: UIView) -> String? {
        if let button = view as? UIButton { return button.currentTitle }
        if let control = view as? UIControl { return control.accessibilityLabel }
        if let label = view as? UILabel { return label.text }
        return nil
    }

    private static func frontmost(in view: UIView, where matches: (UIView) -> Bool) -> UIView? {
        guard !view.isHidden, view.alpha > 0.01 else { return nil }
        if view is UIControl, matches(view) { return view }
        for subview in view.subviews.reversed() {
            if let found = frontmost(in: subview, where: matches) { return found }
        }
        return matches(view) ? view : nil
    }
}
