import Foundation
import UIKit
import X11Platform

/// Finding what to press in a stage's window, as a user aims: the frontmost visible view by its
/// accessibility identifier or a button by its title, at the centre of its bounds through every
/// transform. The scene stages drive their scenes this way, with XTest, rather than through the
/// scenes' internals.
extension BenchStage {
    /// The window point at the centre of the frontmost visible view with identifier `id`.
    func centre(ofIdentifier id: String) -> CGPoint? {
        centre { $0.accessibilityIdentifier == id }
    }

    /// The window frame of the frontmost visible view with identifier `id` (its bounds through
    /// every transform, as a rectangle).
    func frame(ofIdentifier id: String) -> CGRect? {
        guard let window = app.windows.first(where: { !$0.isHidden }),
              let view = Self.frontmost(in: window, where: { $0.accessibilityIdentifier == id }) else { return nil }
        return view.convert(view.bounds, to: nil)
    }

    /// The window point at the centre of the frontmost visible button titled `title`.
    func centre(ofButtonTitled title: String) -> CGPoint? {
        centre { ($0 as? UIButton)?.currentTitle == title }
    }

    /// The controller presented anywhere in the window's controller tree, if any.
    var presentedAnywhere: UIViewController? {
        Self.presented(below: app.windows.first?.rootViewController)
    }

    /// Presses and lets go at `point` with XTest, then runs the loop until whatever the tap started
    /// has settled. Throws when the window never saw the press.
    func tap(_ point: CGPoint, with injector: XTestInjector) throws {
        var released = false
        app.eventObservers.append { if case .pointerUp = $0 { released = true } }
        defer { app.eventObservers.removeLast() }
        injector.send(.pointerDown(point, button: 1, time: 0))
        injector.send(.pointerUp(point, button: 1, time: 0))
        injector.flush()
        let deadline = platform.monotonicTime() + 5
        while !released && platform.monotonicTime() < deadline {
            try Interruption.check()
            app.runLoopTurn(waitingAtMost: 0.05)
        }
        guard released else { throw BenchError("the window never received the tap at \(point)") }
        try runUntilIdle()
    }

    private func centre(where matches: (UIView) -> Bool) -> CGPoint? {
        guard let window = app.windows.first(where: { !$0.isHidden }),
              let view = Self.frontmost(in: window, where: matches) else { return nil }
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// Later subviews first, a view's subviews before the view; hidden and transparent subtrees
    /// are skipped, as nobody can tap what cannot be seen.
    private static func frontmost(in view: UIView, where matches: (UIView) -> Bool) -> UIView? {
        guard !view.isHidden, view.alpha > 0.01 else { return nil }
        for subview in view.subviews.reversed() {
            if let found = frontmost(in: subview, where: matches) { return found }
        }
        return matches(view) ? view : nil
    }

    private static func presented(below root: UIViewController?) -> UIViewController? {
        guard let root else { return nil }
        if let presented = root.presentedViewController { return presented }
        for child in root.children {
            if let presented = presented(below: child) { return presented }
        }
        return nil
    }
}
