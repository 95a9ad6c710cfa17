import Foundation

/// Attaching gesture recognizers to views. A recognizer sees the touches that begin in its view or
/// in any of its subviews, before the view under the touch does.
extension UIView {
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStore.isEmpty ? nil : gestureRecognizerStore }
        set {
            for g in gestureRecognizerStore { g.view = nil }
            gestureRecognizerStore = []
            for g in newValue ?? [] { addGestureRecognizer(g) }
        }
    }

    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        guard !gestureRecognizerStore.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStore.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizerStore.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.withdraw()
        gestureRecognizerStore.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }
}
